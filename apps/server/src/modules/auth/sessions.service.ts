import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, ne } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { sessions } from '../../db/schema/accounts'
import type { Clock } from '../../lib/clock'

export type AccountKind = 'customer' | 'vendor' | 'admin'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

type Lifetime = { absoluteMs: number; idleMs: number }

/**
 * How long a session lives on the server: an absolute end from sign-in, and an idle end from
 * the last request. Remember me keeps a customer or seller 30 days (docs/decisions/009-remember-me.md) unless a
 * week passes unused; otherwise the cookie dies with the browser and the server ends it after
 * 12 hours, or 2 idle hours. Administrators, who can move every seller's money, get a working
 * day at most and 30 idle minutes, and no Remember me (see docs/decisions/005).
 */
const SESSION_LIFETIME: Record<AccountKind, { remembered: Lifetime; browser: Lifetime }> = {
  customer: {
    remembered: { absoluteMs: 30 * DAY, idleMs: 7 * DAY },
    browser: { absoluteMs: 12 * HOUR, idleMs: 2 * HOUR },
  },
  vendor: {
    remembered: { absoluteMs: 30 * DAY, idleMs: 7 * DAY },
    browser: { absoluteMs: 12 * HOUR, idleMs: 2 * HOUR },
  },
  admin: {
    remembered: { absoluteMs: 8 * HOUR, idleMs: 30 * MINUTE },
    browser: { absoluteMs: 8 * HOUR, idleMs: 30 * MINUTE },
  },
}

/** Last-seen is written at most this often, so a busy session costs one write a minute, not one a request. */
const TOUCH_EVERY_MS = MINUTE

const lifetime = (kind: AccountKind, persistent: boolean) =>
  SESSION_LIFETIME[kind][persistent ? 'remembered' : 'browser']

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Sessions: opaque random tokens handed to the browser, only their hashes stored. */
export function sessionsService(db: Db, clock: Clock) {
  return {
    async create(kind: AccountKind, subjectId: string, rememberMe: boolean, tx: DbOrTx = db) {
      const token = randomBytes(32).toString('base64url')
      const persistent = rememberMe && kind !== 'admin'
      const now = clock.now()
      const expiresAt = new Date(now.getTime() + lifetime(kind, persistent).absoluteMs)
      await tx
        .insert(sessions)
        .values({ tokenHash: hashToken(token), kind, subjectId, persistent, expiresAt, lastSeenAt: now })
      return { token, expiresAt, persistent }
    },

    /** The subject of a live session of this kind (neither past its end nor idle too long), or null. */
    async resolve(kind: AccountKind, token: string | undefined): Promise<string | null> {
      if (!token || token.length > 128) return null
      const now = clock.now()
      const tokenHash = hashToken(token)
      const [row] = await db
        .select({ subjectId: sessions.subjectId, persistent: sessions.persistent, lastSeenAt: sessions.lastSeenAt })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.kind, kind), gt(sessions.expiresAt, now)))
        .limit(1)
      if (!row) return null
      const idleFor = now.getTime() - row.lastSeenAt.getTime()
      if (idleFor >= lifetime(kind, row.persistent).idleMs) {
        await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash))
        return null
      }
      if (idleFor >= TOUCH_EVERY_MS)
        await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash))
      return row.subjectId
    },

    async revoke(token: string | undefined) {
      if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
    },

    /** Ends every session of an account (password change or reset, deletion), or all but the caller's. */
    async revokeAll(kind: AccountKind, subjectId: string, tx: DbOrTx = db, exceptToken?: string) {
      await tx
        .delete(sessions)
        .where(
          and(
            eq(sessions.kind, kind),
            eq(sessions.subjectId, subjectId),
            exceptToken ? ne(sessions.tokenHash, hashToken(exceptToken)) : undefined,
          ),
        )
    },

    async purgeExpired() {
      await db.delete(sessions).where(lt(sessions.expiresAt, clock.now()))
    },
  }
}
export type SessionsService = ReturnType<typeof sessionsService>

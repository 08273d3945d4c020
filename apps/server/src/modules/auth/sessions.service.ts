import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, lt, ne } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { sessions } from '../../db/schema/accounts'
import type { Clock } from '../../lib/clock'

export type AccountKind = 'customer' | 'vendor' | 'admin'

/** Remember me keeps a session 30 days (DECISIONS.md 5); otherwise the cookie dies with the browser. */
export const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000
/** A browser-session cookie still needs a server-side end, for a browser left open for days. */
export const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Sessions: opaque random tokens handed to the browser, only their hashes stored. */
export function sessionsService(db: Db, clock: Clock) {
  return {
    async create(kind: AccountKind, subjectId: string, persistent: boolean, tx: DbOrTx = db) {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(clock.now().getTime() + (persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS))
      await tx.insert(sessions).values({ tokenHash: hashToken(token), kind, subjectId, persistent, expiresAt })
      return { token, expiresAt, persistent }
    },

    /** The subject of a live session of this kind, or null. */
    async resolve(kind: AccountKind, token: string | undefined): Promise<string | null> {
      if (!token || token.length > 128) return null
      const [row] = await db
        .select({ subjectId: sessions.subjectId })
        .from(sessions)
        .where(and(eq(sessions.tokenHash, hashToken(token)), eq(sessions.kind, kind), gt(sessions.expiresAt, clock.now())))
        .limit(1)
      return row?.subjectId ?? null
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

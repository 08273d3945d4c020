import { randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { FastifyReply } from 'fastify'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { knownDevices } from '../../db/schema/accounts'
import type { Clock } from '../../lib/clock'
import { hostCookieName } from '../../plugins/auth'
import { type AccountKind, hashToken } from './sessions.service'

/** How long a browser that signed in stays "known" to the account without signing in again. */
const KNOWN_DEVICE_MS = 180 * 24 * 60 * 60 * 1000

/**
 * A browser that has signed in to an account before carries this cookie. Its failures count
 * against it alone, so someone else's guessing at the account never slows the owner down there.
 */
export function deviceCookieName(config: Config, kind: AccountKind): string {
  return hostCookieName(config, `haat_${kind}_device`)
}

export function setDeviceCookie(reply: FastifyReply, config: Config, kind: AccountKind, token: string) {
  void reply.setCookie(deviceCookieName(config, kind), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: KNOWN_DEVICE_MS / 1000,
  })
}

export function knownDevicesService(db: Db, clock: Clock) {
  return {
    /** The token's hash when it is a live known browser of this account, else null. */
    async recognise(kind: AccountKind, subjectId: string, token: string | undefined): Promise<string | null> {
      if (!token || token.length > 128) return null
      const tokenHash = hashToken(token)
      const [row] = await db
        .select({ tokenHash: knownDevices.tokenHash })
        .from(knownDevices)
        .where(
          and(
            eq(knownDevices.tokenHash, tokenHash),
            eq(knownDevices.kind, kind),
            eq(knownDevices.subjectId, subjectId),
            gt(knownDevices.expiresAt, clock.now()),
          ),
        )
      return row ? tokenHash : null
    },

    /** Remembers this browser for the account after a correct password; the token goes in a cookie. */
    async remember(kind: AccountKind, subjectId: string): Promise<string> {
      const token = randomBytes(32).toString('base64url')
      const expiresAt = new Date(clock.now().getTime() + KNOWN_DEVICE_MS)
      await db.insert(knownDevices).values({ tokenHash: hashToken(token), kind, subjectId, expiresAt })
      return token
    },
  }
}
export type KnownDevicesService = ReturnType<typeof knownDevicesService>

import { randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { accountBrowsers } from '../../db/schema/accounts'
import { hostCookieName } from '../../plugins/auth'
import { type AccountKind, hashToken } from './sessions.service'

/** Two years: a browser id outlives sessions and known-device cookies, as the self-purchase check needs. */
const BROWSER_ID_MS = 2 * 365 * 24 * 60 * 60 * 1000

/**
 * One random id per browser, whatever kind of account signs in on it: the known-device cookies
 * (known-devices.ts) are per kind, so a seller's and a customer's on one browser never match.
 * Only its hash is stored, beside each account that signed in with it, so the forwarding check can
 * flag a customer and a seller who share a browser (docs/decisions/043-delivery-confirmation.md).
 */
const browserCookieName = (config: Config) => hostCookieName(config, 'haat_browser')

/** At every sign-in and sign-up: gives the browser its id when it has none and notes the account against it. */
export async function noteBrowserAtSignIn(
  db: DbOrTx,
  config: Config,
  req: FastifyRequest,
  reply: FastifyReply,
  account: { kind: AccountKind; id: string },
): Promise<void> {
  let id = req.cookies[browserCookieName(config)]
  if (!id || id.length > 128) {
    id = randomBytes(32).toString('base64url')
    void reply.setCookie(browserCookieName(config), id, {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      path: '/',
      maxAge: BROWSER_ID_MS / 1000,
    })
  }
  await db
    .insert(accountBrowsers)
    .values({ browserHash: hashToken(id), kind: account.kind, subjectId: account.id, lastSeenAt: sql`now()` })
    .onConflictDoUpdate({
      target: [accountBrowsers.browserHash, accountBrowsers.kind, accountBrowsers.subjectId],
      set: { lastSeenAt: sql`excluded.last_seen_at` },
    })
}

import type { DbOrTx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { enforceLimit } from '../../lib/limits'
import type { RateLimiter } from '../../lib/rate-limiter'
import { findPasswordHash } from './accounts.repository'
import { verifyPassword } from './password'
import { type AccountKind, hashToken } from './sessions.service'

const WRONG = /*i18n*/ 'Your current password is not correct.'

/**
 * Checked on the server before a change only the owner may make (a new password, e-mail or UPI
 * id, turning two-step verification off). Each check counts against the account and the session,
 * so a borrowed session cannot guess the password through these forms either.
 */
export async function assertCurrentPassword(
  deps: { db: DbOrTx; limiter: RateLimiter },
  who: { kind: AccountKind; id: string; sessionToken: string | undefined },
  password: string,
): Promise<void> {
  await enforceLimit(deps.limiter, 'currentPasswordPerAccount', `${who.kind}:${who.id}`)
  if (who.sessionToken) await enforceLimit(deps.limiter, 'currentPasswordPerSession', hashToken(who.sessionToken))
  if (!(await verifyPassword(await findPasswordHash(deps.db, who.kind, who.id), password))) {
    throw new AppError('INVALID_CREDENTIALS', WRONG, { details: [{ path: 'currentPassword', message: WRONG }] })
  }
}

/** The same check for a form where the password is asked only for some changes (e-mail, UPI id). */
export async function requirePassword(
  deps: { db: DbOrTx; limiter: RateLimiter },
  who: { kind: AccountKind; id: string; sessionToken: string | undefined },
  password: string | undefined,
  message = /*i18n*/ 'Enter your current password to change the e-mail.',
): Promise<void> {
  if (!password) throw new AppError('VALIDATION', message, { details: [{ path: 'currentPassword', message }] })
  await assertCurrentPassword(deps, who, password)
}

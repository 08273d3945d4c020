import type { DbOrTx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { findPasswordHash } from './accounts.repository'
import { verifyPassword } from './password'
import type { AccountKind } from './sessions.service'

const WRONG = 'Your current password is not correct.'

/** Checked on the server before a change only the owner may make (a new password, a new e-mail). */
export async function assertCurrentPassword(
  db: DbOrTx,
  kind: AccountKind,
  id: string,
  password: string,
): Promise<void> {
  if (!(await verifyPassword(await findPasswordHash(db, kind, id), password))) {
    throw new AppError('INVALID_CREDENTIALS', WRONG, { details: [{ path: 'currentPassword', message: WRONG }] })
  }
}

import type { DbOrTx } from '../../db/client'
import { recordAudit } from '../admin/audit.service'
import { enqueueMail } from '../mail/mail.service'
import { securityNoticeMail } from '../mail/templates'

type Owner = { kind: 'customer' | 'vendor'; id: string; email: string }

const CHANGES = {
  password: { text: 'Your password was changed', action: 'auth.password.changed' },
  email: { text: 'Your sign-in e-mail was changed', action: 'auth.email.changed' },
  upiId: { text: 'Your payout UPI id was changed', action: 'vendor.upi_changed' },
} as const

/**
 * A change that protects an account (password, sign-in e-mail, payout UPI id): audited, and the
 * owner is told by mail, in the change's own transaction, so neither goes missing.
 */
export async function noticeSecurityChange(
  tx: DbOrTx,
  owner: Owner,
  change: keyof typeof CHANGES,
  options: { at: Date; shopUrl: string; details?: Record<string, unknown>; notify?: string },
): Promise<void> {
  const { text, action } = CHANGES[change]
  await recordAudit(tx, { actor: { kind: owner.kind, id: owner.id }, action, entity: owner.kind, entityId: owner.id, details: options.details ?? {} })
  const content = securityNoticeMail({ change: text, accountLabel: owner.kind, at: options.at, helpUrl: `${options.shopUrl}/contact` })
  await enqueueMail(tx, { kind: 'security_notice', to: options.notify ?? owner.email, ...content })
}

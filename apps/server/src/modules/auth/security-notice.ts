import type { DbOrTx } from '../../db/client'
import { recordAudit } from '../audit'
import { enqueueMail, securityNoticeMail } from '../mail'

type Owner = { kind: 'customer' | 'vendor'; id: string; email: string }

const accountName = (kind: Owner['kind']) => (kind === 'vendor' ? 'Haat seller account' : 'Haat customer account')

const CHANGES = {
  password: {
    subject: 'your password was changed',
    sentence: (kind: Owner['kind']) => `The password of your ${accountName(kind)} was changed`,
    action: 'auth.password.changed',
  },
  emailRequested: {
    subject: 'a new sign-in e-mail was requested',
    sentence: (kind: Owner['kind']) => `A new sign-in e-mail was requested for your ${accountName(kind)}`,
    action: 'auth.email.change_requested',
  },
  email: {
    subject: 'your sign-in e-mail was changed',
    sentence: (kind: Owner['kind']) => `The sign-in e-mail of your ${accountName(kind)} was changed`,
    action: 'auth.email.changed',
  },
  upiId: {
    subject: 'your payout UPI id was changed',
    sentence: (kind: Owner['kind']) => `The payout UPI id of your ${accountName(kind)} was changed`,
    action: 'vendor.upi_changed',
  },
} as const

/**
 * A change that protects an account (password, sign-in e-mail, payout UPI id): audited, and the
 * owner is told by mail, in the change's own transaction, so neither goes missing.
 */
export async function noticeSecurityChange(
  tx: DbOrTx,
  owner: Owner,
  change: keyof typeof CHANGES,
  options: { at: Date; shopUrl: string; details?: Record<string, unknown>; extra?: string },
): Promise<void> {
  const { subject, sentence, action } = CHANGES[change]
  await recordAudit(tx, {
    actor: { kind: owner.kind, id: owner.id },
    action,
    entity: owner.kind,
    entityId: owner.id,
    details: options.details ?? {},
  })
  const content = securityNoticeMail({
    subject,
    sentence: sentence(owner.kind),
    at: options.at,
    helpUrl: `${options.shopUrl}/contact`,
    ...(options.extra ? { extra: options.extra } : {}),
  })
  await enqueueMail(tx, { kind: 'security_notice', to: owner.email, ...content })
}

import type { MessageDescriptor } from '@lingui/core'
import { toLocale } from '@haat/shared/i18n'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { customers, vendors } from '../../db/schema/accounts'
import { recordAudit } from '../audit'
import { enqueueMail, securityNoticeMail } from '../mail'

type Owner = { kind: 'customer' | 'vendor'; id: string; email: string }

const CHANGES = {
  password: { action: 'auth.password.changed' },
  emailRequested: { action: 'auth.email.change_requested' },
  email: { action: 'auth.email.changed' },
  upiId: { action: 'vendor.upi_changed' },
  payoutAccount: { action: 'vendor.payout_account_changed' },
} as const

/**
 * A change that protects an account (password, sign-in e-mail, where payouts go): audited, and the
 * owner is told by mail, in the change's own transaction, so neither goes missing.
 */
export async function noticeSecurityChange(
  tx: DbOrTx,
  owner: Owner,
  change: keyof typeof CHANGES,
  options: {
    at: Date
    shopUrl: string
    details?: Record<string, unknown>
    /** One more sentence: a descriptor and its values, said in the owner's language, or text as written. */
    extra?: string | { message: MessageDescriptor; values?: Record<string, unknown> }
  },
): Promise<void> {
  const { action } = CHANGES[change]
  await recordAudit(tx, {
    actor: { kind: owner.kind, id: owner.id },
    action,
    entity: owner.kind,
    entityId: owner.id,
    details: options.details ?? {},
  })
  // In the owner's language (docs/decisions/035-hindi.md).
  const [row] =
    owner.kind === 'vendor'
      ? await tx.select({ locale: vendors.locale }).from(vendors).where(eq(vendors.id, owner.id))
      : await tx.select({ locale: customers.locale }).from(customers).where(eq(customers.id, owner.id))
  const content = securityNoticeMail({
    change,
    accountLabel: owner.kind,
    at: options.at,
    helpUrl: `${options.shopUrl}/contact`,
    ...(options.extra ? { extra: options.extra } : {}),
    locale: toLocale(row?.locale),
  })
  await enqueueMail(tx, { kind: 'security_notice', to: owner.email, ...content })
}

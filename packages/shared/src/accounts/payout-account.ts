import { z } from 'zod'
import { BankAccountNumberSchema, IfscSchema, UpiSchema } from '../india'

/**
 * Where a seller's payouts go, as anyone but the seller typing it sees it: a UPI ID, or a bank
 * account shown by its last 4 digits only (the full number is personal data; docs/money.md).
 */
export const PayoutDestination = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('upi'), upiId: z.string() }),
  z.object({
    kind: z.literal('bank_account'),
    holderName: z.string(),
    /** The account number's last 4 digits. */
    last4: z.string(),
    ifsc: z.string(),
  }),
])
export type PayoutDestination = z.infer<typeof PayoutDestination>

/** "••••1234": an account number as everyone but the seller typing it sees it. */
export const maskedAccount = (last4: string) => `••••${last4}`

/** A destination as stored (a seller's columns, or a payout's copy of them), with the number masked. */
export function toPayoutDestination(stored: {
  kind: 'upi' | 'bank_account'
  upiId: string | null
  holder: string | null
  number: string | null
  ifsc: string | null
}): PayoutDestination {
  if (stored.kind === 'upi') return { kind: 'upi', upiId: stored.upiId ?? '' }
  return {
    kind: 'bank_account',
    holderName: stored.holder ?? '',
    last4: (stored.number ?? '').slice(-4),
    ifsc: stored.ifsc ?? '',
  }
}

/** One line for lists, mails and files: "UPI rao@okaxis" or "Bank ••••1234 (HDFC0001234)". */
export const describePayoutDestination = (d: PayoutDestination) =>
  d.kind === 'upi' ? `UPI ${d.upiId}` : `Bank ${maskedAccount(d.last4)} (${d.ifsc})`

/** The account holder's name as the bank has it (RazorpayX takes 3 to 120 of these characters). */
const HolderNameSchema = z
  .string()
  .trim()
  .regex(
    /^[A-Za-z0-9 .'&-]{3,120}$/,
    /*i18n*/ "Write the account holder's name as the bank has it: 3 to 120 letters, digits, spaces and . ' & -",
  )

const currentPassword = z.string().max(128).optional()

/**
 * PUT /api/vendor/me/payout-account: the seller's payout destination, a UPI ID or a bank account
 * (the number typed twice). The server asks for the current password, as for a new e-mail.
 */
export const SetPayoutAccountBody = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('upi'), upiId: UpiSchema, currentPassword }),
    z
      .object({
        kind: z.literal('bank_account'),
        holderName: HolderNameSchema,
        accountNumber: BankAccountNumberSchema,
        accountNumberAgain: z.string().transform((value) => value.replace(/[\s-]/g, '')),
        ifsc: IfscSchema,
        currentPassword,
      })
      .superRefine((body, ctx) => {
        if (body.accountNumber !== body.accountNumberAgain) {
          ctx.addIssue({
            code: 'custom',
            path: ['accountNumberAgain'],
            message: /*i18n*/ 'The two account numbers are not the same.',
          })
        }
      }),
  ],
  { error: /*i18n*/ 'Choose UPI or a bank account.' },
)
export type SetPayoutAccountBody = z.input<typeof SetPayoutAccountBody>

/** GET /api/vendor/ifsc/{ifsc}: the bank an IFSC belongs to, from the bank directory Haat ships. */
export const IfscBank = z.object({
  ifsc: z.string(),
  /** Null when the directory does not know the IFSC's bank code. */
  bank: z.string().nullable(),
})
export type IfscBank = z.infer<typeof IfscBank>

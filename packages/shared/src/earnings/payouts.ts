import { z } from 'zod'
import { MarkRefundPaidBody } from '../orders/refund'

/** A seller is paid only when at least this much is payable (₹100), and never more than its balance. */
export const MIN_PAYOUT_PAISE = 10_000

export const PAYOUT_STATUSES = ['pending', 'processing', 'paid', 'failed'] as const
export const PayoutStatus = z.enum(PAYOUT_STATUSES)
export type PayoutStatus = z.infer<typeof PayoutStatus>

export const Payout = z.object({
  id: z.string(),
  runId: z.string(),
  vendorId: z.string(),
  businessName: z.string(),
  amountPaise: z.number().int(),
  status: PayoutStatus,
  upiId: z.string(),
  /** The bank's transfer reference (UTR), once paid. */
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
})
export type Payout = z.infer<typeof Payout>

export const PayoutRun = z.object({
  id: z.string(),
  method: z.enum(['manual', 'razorpayx']),
  payoutCount: z.number().int(),
  totalPaise: z.number().int(),
  paidCount: z.number().int(),
  failedCount: z.number().int(),
  createdAt: z.iso.datetime(),
})
export type PayoutRun = z.infer<typeof PayoutRun>

export const PayoutRunDetail = PayoutRun.extend({ payouts: z.array(Payout) })
export type PayoutRunDetail = z.infer<typeof PayoutRunDetail>

const page = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
  })
export const PayoutRunList = page(PayoutRun)
export type PayoutRunList = z.infer<typeof PayoutRunList>
export const PayoutList = page(Payout)
export type PayoutList = z.infer<typeof PayoutList>

export const PayoutsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})

/** POST /api/admin/payout-runs: pays every seller with ₹100 or more payable. */
export const StartPayoutRunBody = z.object({
  method: z.enum(['manual', 'razorpayx'], { error: 'Choose how to pay.' }),
})
export type StartPayoutRunBody = z.input<typeof StartPayoutRunBody>

/** POST /api/admin/payouts/{id}/paid: the bank's transfer reference (UTR), as for a UPI refund. */
export const RecordPayoutPaidBody = MarkRefundPaidBody
export type RecordPayoutPaidBody = z.input<typeof RecordPayoutPaidBody>

/** POST /api/admin/payouts/{id}/failed: the bank refused it; the amount goes back to the seller's balance. */
export const RecordPayoutFailedBody = z.object({
  reason: z
    .string({ error: 'Say why it failed.' })
    .trim()
    .min(1, 'Say why it failed.')
    .max(500, 'The reason is at most 500 characters.'),
})
export type RecordPayoutFailedBody = z.input<typeof RecordPayoutFailedBody>

import { z } from 'zod'
import { PayoutDestination } from '../accounts/payout-account'
import { MarkRefundPaidBody } from '../orders/refund'

/** A seller is paid only when at least this much is payable (₹100), and never more than its balance. */
export const MIN_PAYOUT_PAISE = 10_000

/** IMPS carries up to ₹5,00,000 a transfer, at once; above it a bank account is paid by NEFT. */
const IMPS_LIMIT_PAISE = 5_00_000_00
export const bankTransferMode = (amountPaise: number) => (amountPaise <= IMPS_LIMIT_PAISE ? 'IMPS' : 'NEFT')

export const PAYOUT_METHODS = ['manual', 'razorpayx'] as const
export const PayoutMethod = z.enum(PAYOUT_METHODS, { error: 'Choose how to pay.' })

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
  /** Where it was sent when the run started, the account number masked. */
  destination: PayoutDestination,
  /** The bank's transfer reference (UTR), once paid. */
  reference: z.string().nullable(),
  failureReason: z.string().nullable(),
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
})
export type Payout = z.infer<typeof Payout>

export const PayoutRun = z.object({
  id: z.string(),
  method: PayoutMethod,
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

/**
 * GET /api/admin/payout-runs/preview: who a run started now would pay, where and how much, and
 * the ways it can pay (the bank file always, RazorpayX only when it is set up).
 */
export const PayoutRunPreview = z.object({
  payouts: z.array(
    z.object({
      vendorId: z.string(),
      businessName: z.string(),
      destination: PayoutDestination,
      amountPaise: z.number().int(),
    }),
  ),
  totalPaise: z.number().int(),
  methods: z.array(PayoutMethod),
})
export type PayoutRunPreview = z.infer<typeof PayoutRunPreview>

/**
 * POST /api/admin/payout-runs: pays every seller with ₹100 or more payable. With the preview's
 * total, the run starts only if it is still what the admin confirmed (409 otherwise).
 */
export const StartPayoutRunBody = z.object({
  method: PayoutMethod,
  expectedTotalPaise: z.number().int().min(0).optional(),
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

import { z } from 'zod'
import { PageMeta } from '../catalog/product'

/**
 * What reconciliation finds when Haat's books and the gateway's disagree, in the admin's words.
 * Each names one payment or refund; the fixable ones say how.
 */
export const MISMATCH_KINDS = {
  paid_not_in_haat: 'Paid at Razorpay, unpaid in Haat',
  paid_not_captured: 'Paid in Haat, not captured at Razorpay',
  amount_differs: 'Amounts differ',
  authorized_not_captured: 'Authorized over an hour ago, not captured',
  refund_not_in_haat: 'Refunded at Razorpay, not in Haat',
  refund_not_at_gateway: 'Refunded in Haat, not at Razorpay',
} as const
export type MismatchKind = keyof typeof MISMATCH_KINDS
export const MismatchKind = z.enum(Object.keys(MISMATCH_KINDS) as [MismatchKind, ...MismatchKind[]])

/** confirm: record the payment (or refund) in Haat; capture: capture it at the gateway; refund: send the refund again. */
export const MISMATCH_FIXES = {
  confirm: 'Confirm in Haat',
  capture: 'Capture the payment',
  refund: 'Send the refund again',
} as const
export const MismatchFix = z.enum(['confirm', 'capture', 'refund'])
export type MismatchFix = z.infer<typeof MismatchFix>

export const ReconciliationMismatch = z.object({
  id: z.string(),
  kind: MismatchKind,
  orderNo: z.string().nullable(),
  gatewayPaymentId: z.string().nullable(),
  gatewayRefundId: z.string().nullable(),
  haatPaise: z.number().int().nullable(),
  gatewayPaise: z.number().int().nullable(),
  gatewayStatus: z.string().nullable(),
  /** What was found, in a sentence. */
  note: z.string(),
  /** How it can be fixed from the page; null when it needs a person (Razorpay's dashboard, the bank). */
  fix: MismatchFix.nullable(),
  fixedAt: z.iso.datetime().nullable(),
})
export type ReconciliationMismatch = z.infer<typeof ReconciliationMismatch>

export const RECONCILIATION_STATUSES = ['running', 'done', 'failed'] as const

export const ReconciliationRun = z.object({
  id: z.string(),
  /** The IST calendar day checked. */
  day: z.iso.date(),
  status: z.enum(RECONCILIATION_STATUSES),
  trigger: z.enum(['job', 'admin']),
  startedAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  paymentsChecked: z.number().int(),
  refundsChecked: z.number().int(),
  mismatchCount: z.number().int(),
  /** Mismatches not fixed yet. */
  openCount: z.number().int(),
  error: z.string().nullable(),
})
export type ReconciliationRun = z.infer<typeof ReconciliationRun>

export const ReconciliationRunDetail = ReconciliationRun.extend({ mismatches: z.array(ReconciliationMismatch) })
export type ReconciliationRunDetail = z.infer<typeof ReconciliationRunDetail>

export const ReconciliationRunList = z.object({ data: z.array(ReconciliationRun), meta: PageMeta })
export type ReconciliationRunList = z.infer<typeof ReconciliationRunList>

export const ReconciliationRunsQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
})

/** POST /api/admin/reconciliation/runs: a day (IST) up to today; today when left out. */
export const RunReconciliationBody = z.object({
  day: z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' }).optional(),
})
export type RunReconciliationBody = z.input<typeof RunReconciliationBody>

export const RunIdParams = z.object({ id: z.uuid('Not a valid run id.') })
export const MismatchIdParams = z.object({ id: z.uuid('Not a valid mismatch id.') })

import { z } from 'zod'

export const REFUND_STATUSES = ['requested', 'processing', 'processed', 'failed'] as const
export const RefundStatus = z.enum(REFUND_STATUSES)
export type RefundStatus = z.infer<typeof RefundStatus>

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  requested: /*i18n*/ 'Refund started',
  processing: /*i18n*/ 'Refund on its way',
  processed: /*i18n*/ 'Refunded',
  failed: /*i18n*/ 'Refund delayed',
}

/** How long a normal Razorpay refund takes to reach the customer, as the customer is told. */
export const REFUND_TIME = /*i18n*/ '5–7 working days'

/** How soon an admin sends a cash-on-delivery refund to the customer's UPI id. */
export const UPI_REFUND_TIME = /*i18n*/ '3 working days'

export const REFUND_REASONS = {
  cancelled: 'Items cancelled',
  paid_after_release: 'Paid after the order was released',
  returned: 'Items returned',
} as const
export type RefundReason = keyof typeof REFUND_REASONS

/** A refund as the customer sees it on the order page. */
export const Refund = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  status: RefundStatus,
  reason: z.string(),
  createdAt: z.iso.datetime(),
  processedAt: z.iso.datetime().nullable(),
  /** Cash on delivery: the UPI id the admin sends it to, and the transfer's reference once sent. */
  upiId: z.string().nullable(),
  reference: z.string().nullable(),
})
export type Refund = z.infer<typeof Refund>

/** A row of the admin's Refunds page. */
export const AdminRefund = Refund.extend({
  orderNo: z.string(),
  customerName: z.string(),
  provider: z.string(),
  gatewayRefundId: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
})
export type AdminRefund = z.infer<typeof AdminRefund>

export const AdminRefundsQuery = z.object({
  status: RefundStatus.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
})
export type AdminRefundsQuery = z.input<typeof AdminRefundsQuery>

export const AdminRefundList = z.object({
  data: z.array(AdminRefund),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
})
export type AdminRefundList = z.infer<typeof AdminRefundList>

export const RefundIdParams = z.object({ id: z.uuid('Not a valid refund id.') })

/** POST /api/admin/refunds/{id}/paid: a UPI refund sent by hand, with the bank's transfer reference (UTR). */
export const MarkRefundPaidBody = z.object({
  reference: z
    .string({ error: 'Enter the transfer reference.' })
    .trim()
    .regex(/^[A-Za-z0-9-]{6,35}$/, 'Enter the transfer reference (UTR): 6 to 35 letters and digits.'),
})
export type MarkRefundPaidBody = z.input<typeof MarkRefundPaidBody>

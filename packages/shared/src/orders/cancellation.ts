import { z } from 'zod'

/**
 * Why a line was cancelled. Each party picks from its own list (a customer cannot claim "out of
 * stock"); "other" asks for a few words. payment_not_received is the shop's own, when an unpaid
 * online order is released.
 */
export const CANCEL_REASONS = {
  ordered_by_mistake: 'Ordered by mistake',
  better_price: 'Found a better price',
  delivery_too_late: 'Delivery too late',
  changed_mind: 'Changed my mind',
  out_of_stock: 'Out of stock',
  cannot_ship_to_pin: 'Cannot ship to this PIN',
  price_error: 'Price error',
  customer_request: 'The customer asked',
  suspected_fraud: 'Suspected fraud',
  payment_not_received: 'Payment was not received in time',
  other: 'Other',
} as const
export type CancelReason = keyof typeof CANCEL_REASONS

export const CUSTOMER_CANCEL_REASONS = [
  'ordered_by_mistake',
  'better_price',
  'delivery_too_late',
  'changed_mind',
  'other',
] as const satisfies readonly CancelReason[]
export const SELLER_CANCEL_REASONS = [
  'out_of_stock',
  'cannot_ship_to_pin',
  'price_error',
  'other',
] as const satisfies readonly CancelReason[]
export const ADMIN_CANCEL_REASONS = [
  'customer_request',
  'out_of_stock',
  'cannot_ship_to_pin',
  'price_error',
  'suspected_fraud',
  'other',
] as const satisfies readonly CancelReason[]

export function cancelReasonLabel(reason: string | null): string {
  return reason && reason in CANCEL_REASONS ? CANCEL_REASONS[reason as CancelReason] : 'Cancelled'
}

const MAX_LINES = 100

/** The body of every cancel request; `reasons` is the caller's own list. */
function cancelBody<const R extends readonly [CancelReason, ...CancelReason[]]>(reasons: R) {
  return z
    .object({
      /** The lines to cancel; left out, every line the caller may still cancel. */
      lineIds: z
        .array(z.uuid('Not a valid item id.'))
        .min(1, 'Choose at least one item to cancel.')
        .max(MAX_LINES, `At most ${MAX_LINES} items at once.`)
        .optional(),
      reason: z.enum(reasons, { error: 'Choose a reason for cancelling.' }),
      note: z.string().trim().max(500, 'The note is at most 500 characters.').optional(),
    })
    .superRefine((body, ctx) => {
      if (body.reason === 'other' && !body.note) {
        ctx.addIssue({ code: 'custom', path: ['note'], message: 'Tell us why you are cancelling.' })
      }
    })
}

export const CustomerCancelBody = cancelBody(CUSTOMER_CANCEL_REASONS)
export type CustomerCancelBody = z.input<typeof CustomerCancelBody>
export const SellerCancelBody = cancelBody(SELLER_CANCEL_REASONS)
export type SellerCancelBody = z.input<typeof SellerCancelBody>
export const AdminCancelBody = cancelBody(ADMIN_CANCEL_REASONS)
export type AdminCancelBody = z.input<typeof AdminCancelBody>

/** A cancelled line: when, by whom and why (the admin sees who; the customer sees by whom in words). */
export const LineCancellation = z.object({
  at: z.iso.datetime(),
  by: z.enum(['customer', 'vendor', 'admin', 'system']),
  reason: z.string(),
  reasonLabel: z.string(),
  note: z.string().nullable(),
})
export type LineCancellation = z.infer<typeof LineCancellation>

/** A seller's cancellation rate counts the items sent to it in this many days. */
export const CANCELLATION_RATE_DAYS = 90

/** The share of items sent to a seller that the seller cancelled, in per cent to one decimal; null before any. */
export function cancellationRate(cancelledBySeller: number, sentToSeller: number): number | null {
  return sentToSeller === 0 ? null : Math.round((cancelledBySeller / sentToSeller) * 1000) / 10
}

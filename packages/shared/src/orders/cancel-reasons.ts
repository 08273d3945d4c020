// Cancel reasons and the cancellation rate, without zod: screens that only show them stay small.

/**
 * Why a line was cancelled. Each party picks from its own list (a customer cannot claim "out of
 * stock"); "other" asks for a few words. payment_not_received is the shop's own, when an unpaid
 * online order is released.
 */
export const CANCEL_REASONS = {
  ordered_by_mistake: /*i18n*/ 'Ordered by mistake',
  better_price: /*i18n*/ 'Found a better price',
  delivery_too_late: /*i18n*/ 'Delivery too late',
  changed_mind: /*i18n*/ 'Changed my mind',
  out_of_stock: /*i18n*/ 'Out of stock',
  cannot_ship_to_pin: /*i18n*/ 'Cannot ship to this PIN',
  price_error: /*i18n*/ 'Price error',
  customer_request: /*i18n*/ 'The customer asked',
  suspected_fraud: /*i18n*/ 'Suspected fraud',
  payment_not_received: /*i18n*/ 'Payment was not received in time',
  other: /*i18n*/ 'Other',
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
  return reason && reason in CANCEL_REASONS ? CANCEL_REASONS[reason as CancelReason] : /*i18n*/ 'Cancelled'
}

/** A seller's cancellation rate counts the items sent to it in this many days. */
export const CANCELLATION_RATE_DAYS = 90

/** The share of items sent to a seller that the seller cancelled, in per cent to one decimal; null before any. */
export function cancellationRate(cancelledBySeller: number, sentToSeller: number): number | null {
  return sentToSeller === 0 ? null : Math.round((cancelledBySeller / sentToSeller) * 1000) / 10
}

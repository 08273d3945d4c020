import type { OrderStatus, PaymentStatus } from '@haat/shared/orders/order'

/** Which order status may follow which: the only moves the order's life allows. */
const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

/** Which payment status may follow which. */
const PAYMENT_TRANSITIONS: Record<PaymentStatus, readonly PaymentStatus[]> = {
  // Cash on delivery: collected when delivered.
  pending: ['confirmed'],
  unpaid: ['confirmed', 'failed', 'refund_due'],
  // A failed attempt may be retried, and a later attempt may succeed.
  failed: ['confirmed', 'failed', 'refund_due'],
  confirmed: ['refund_due'],
  refund_due: [],
}

export function canTransitionOrder(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_TRANSITIONS[from].includes(to)
}

export function canTransitionPayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to)
}

type PayableOrder = { status: OrderStatus; paymentMethod: 'cod' | 'razorpay'; paymentStatus: PaymentStatus }

/** An online order that has not been paid and is still open: the customer may (re)try paying. */
export function canPayOnline(order: PayableOrder): boolean {
  return (
    order.paymentMethod === 'razorpay' &&
    order.status === 'processing' &&
    (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed')
  )
}

/**
 * What a verified payment does to an order. A second notice of the same payment (checkout callback
 * and webhook, or a webhook delivered twice) changes nothing; a payment for an order already
 * cancelled for not being paid in time is kept and marked for refund, never lost.
 */
export function paymentOutcome(order: PayableOrder): 'confirm' | 'refund_due' | 'already_recorded' {
  if (order.paymentMethod !== 'razorpay') return 'already_recorded'
  if (order.paymentStatus === 'confirmed' || order.paymentStatus === 'refund_due') return 'already_recorded'
  if (order.status === 'cancelled') return 'refund_due'
  return 'confirm'
}

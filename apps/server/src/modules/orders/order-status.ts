import type { OrderStatus, PaymentStatus } from '@haat/shared/orders/order'
import { AppError } from '../../lib/app-error'

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

/**
 * Refuses a move the tables do not allow (a bug in the caller, never the customer's doing): the
 * transaction is rolled back and the request answers 409 instead of writing a wrong status.
 */
export function assertOrderMove(
  from: { status: OrderStatus; paymentStatus: PaymentStatus },
  to: { status?: OrderStatus | undefined; paymentStatus?: PaymentStatus | undefined },
): void {
  if (to.status !== undefined && to.status !== from.status && !canTransitionOrder(from.status, to.status)) {
    throw new AppError('CONFLICT', `An order that is ${from.status} cannot become ${to.status}.`)
  }
  if (
    to.paymentStatus !== undefined &&
    to.paymentStatus !== from.paymentStatus &&
    !canTransitionPayment(from.paymentStatus, to.paymentStatus)
  ) {
    throw new AppError('CONFLICT', `A payment that is ${from.paymentStatus} cannot become ${to.paymentStatus}.`)
  }
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

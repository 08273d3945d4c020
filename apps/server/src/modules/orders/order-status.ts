import { ORDER_STATUSES, type OrderStatus, type PaymentStatus } from '@haat/shared/orders/order'
import type { VendorOrderStatus } from '@haat/shared/orders/vendor-order'
import { fill } from '@haat/shared/texts'
import { AppError } from '../../lib/app-error'

/**
 * The order's status from its sellers' parts (a part not yet forwarded counts as pending; a part
 * whose lines are all cancelled as cancelled). Cancelled parts are left out: an order whose only
 * remaining part shipped is Shipped, and one with no part left is Cancelled.
 */
export function deriveOrderStatus(parts: readonly VendorOrderStatus[]): OrderStatus {
  const active = parts.filter((p) => p !== 'cancelled')
  if (active.length === 0) return 'cancelled'
  const count = (...statuses: VendorOrderStatus[]) => active.filter((p) => statuses.includes(p)).length
  const delivered = count('delivered')
  const shipped = count('shipped', 'delivered')
  if (delivered === active.length) return 'delivered'
  if (delivered > 0) return 'partly_delivered'
  if (shipped === active.length) return 'shipped'
  if (shipped > 0) return 'partly_shipped'
  if (count('processing') > 0) return 'processing'
  return 'placed'
}

/** Delivered and cancelled are final; an open order may become whatever its parts make it. */
const ORDER_TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  placed: ORDER_STATUSES,
  processing: ORDER_STATUSES,
  partly_shipped: ORDER_STATUSES,
  shipped: ORDER_STATUSES,
  partly_delivered: ORDER_STATUSES,
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
  // pending again only when an admin corrects a cash-on-delivery collection (orders.admin.service.ts).
  confirmed: ['refund_due', 'pending'],
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
    throw new AppError(
      'CONFLICT',
      fill(/*i18n*/ 'An order that is {from} cannot become {to}.', { from: from.status, to: to.status }),
    )
  }
  if (
    to.paymentStatus !== undefined &&
    to.paymentStatus !== from.paymentStatus &&
    !canTransitionPayment(from.paymentStatus, to.paymentStatus)
  ) {
    throw new AppError(
      'CONFLICT',
      fill(/*i18n*/ 'A payment that is {from} cannot become {to}.', { from: from.paymentStatus, to: to.paymentStatus }),
    )
  }
}

type PayableOrder = { status: OrderStatus; paymentMethod: 'cod' | 'razorpay'; paymentStatus: PaymentStatus }

/** An online order that has not been paid and is still open: the customer may (re)try paying. */
export function canPayOnline(order: PayableOrder): boolean {
  return (
    order.paymentMethod === 'razorpay' &&
    order.status === 'placed' &&
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

export type Canceller = 'customer' | 'vendor' | 'admin'

/**
 * Why this party may not cancel the line now, or null when it may. The customer and the seller
 * cancel until the seller ships; an admin until it is delivered (after that it is a return).
 */
export function cancelRefusal(
  by: Canceller,
  line: { cancelled: boolean; partStatus: VendorOrderStatus },
): string | null {
  if (line.cancelled) return /*i18n*/ 'This item is already cancelled.'
  if (line.partStatus === 'delivered') return /*i18n*/ 'This item was delivered; it can be returned, not cancelled.'
  if (by !== 'admin' && line.partStatus === 'shipped')
    return /*i18n*/ 'This item has shipped and can no longer be cancelled.'
  return null
}

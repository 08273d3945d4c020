import { BUSINESS_TYPES } from '@haat/shared/accounts/vendor'
import { ORDER_STATUSES } from '@haat/shared/orders/order'
import { RETURN_STATUSES } from '@haat/shared/orders/return-rules'
import { pgEnum } from 'drizzle-orm/pg-core'

export const approvalStatus = pgEnum('approval_status', ['pending', 'approved', 'rejected'])
export const businessType = pgEnum('business_type', BUSINESS_TYPES)
export const accountKind = pgEnum('account_kind', ['customer', 'vendor', 'admin'])
/** Derived from the order's per-seller parts (orders/order-status.ts), never set by hand. */
export const orderStatus = pgEnum('order_status', ORDER_STATUSES)
export const paymentMethod = pgEnum('payment_method', ['cod', 'razorpay'])
/** Which gateway took an online payment: Razorpay in production, the sandbox locally. */
export const paymentProvider = pgEnum('payment_provider', ['cod', 'razorpay', 'sandbox'])
/** pending: cash on delivery; unpaid → confirmed for online; refund_due: paid after the order was cancelled. */
export const paymentStatus = pgEnum('payment_status', ['pending', 'unpaid', 'confirmed', 'failed', 'refund_due'])
export const vendorOrderStatus = pgEnum('vendor_order_status', [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
])
export const outboxStatus = pgEnum('outbox_status', ['pending', 'sent', 'failed'])
/** requested: waiting to be sent to the gateway (or retried); processing: the gateway took it; processed or failed. */
export const refundStatus = pgEnum('refund_status', ['requested', 'processing', 'processed', 'failed'])
/** A return request's life (@haat/shared/orders/return-rules). */
export const returnStatus = pgEnum('return_status', RETURN_STATUSES)

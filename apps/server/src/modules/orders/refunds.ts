import { formatPaise } from '@haat/shared/money'
import { REFUND_TIME, type Refund, type RefundReason, UPI_REFUND_TIME } from '@haat/shared/orders/refund'
import { type Locale, toLocale } from '@haat/shared/i18n'
import { TRACKING_NOTES, TRACKING_STATUS } from '@haat/shared/orders/tracking-notes'
import { fill } from '@haat/shared/texts'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { customers } from '../../db/schema/accounts'
import { AppError } from '../../lib/app-error'
import { isCheckViolation } from '../../lib/db-errors'
import { type AuditActor, recordAudit } from '../audit'
import { enqueueMail } from '../mail'
import { insertTrackingEvent, type OrderRow } from './orders.repository'
import { refundStartedMail } from './refund-mails'
import { insertRefund, type RefundRow, reserveRefund } from './refunds.repository'

/**
 * Records a refund, inside the caller's transaction, and tells the customer it started. An online
 * payment is refunded to its source: the order's refunded total grows (the database refuses it
 * beyond what was captured) and the payments module sends it to the gateway. A cash-on-delivery
 * return is refunded to the customer's UPI id: it waits for an admin to send the money and record
 * the transfer's reference (one refund per return, for the returned items' price).
 * Returns the sentence the customer is told about the money.
 */
export async function requestRefund(
  tx: DbOrTx,
  request: {
    order: Pick<OrderRow, 'id' | 'orderNo' | 'customerId' | 'name' | 'email' | 'paymentProvider' | 'gatewayPaymentId'>
    amountPaise: number
    /** Also why, in the mail ("for order #…: 2 items were cancelled."), counting `lineIds`. */
    reason: RefundReason
    lineIds?: string[]
    /** The return it pays back, and for cash on delivery the UPI id it goes to. */
    forReturn?: { id: string; upiId: string | null }
    actor: AuditActor
    now: Date
    publicUrl: string
    /** The caller's own mail to the customer already says the refund started (a cancellation's does). */
    customerToldByCaller?: boolean
  },
): Promise<string> {
  const { order, amountPaise, now } = request
  const upiId = order.paymentProvider === 'cod' ? (request.forReturn?.upiId ?? null) : null
  if (order.paymentProvider === 'cod' ? !upiId : !order.gatewayPaymentId) {
    throw new AppError('CONFLICT', /*i18n*/ 'This order was not paid online; there is nothing to refund to.')
  }
  if (!upiId) {
    try {
      await reserveRefund(tx, order.id, amountPaise)
    } catch (error) {
      if (isCheckViolation(error, 'orders_refunds_within_captured')) {
        throw new AppError('CONFLICT', /*i18n*/ 'The refund is more than what is left of the payment.')
      }
      throw error
    }
  }
  const id = crypto.randomUUID()
  await insertRefund(tx, {
    id,
    orderId: order.id,
    provider: order.paymentProvider,
    gatewayPaymentId: upiId ? null : order.gatewayPaymentId,
    upiId,
    returnId: request.forReturn?.id ?? null,
    amountPaise,
    reason: request.reason,
    lineIds: request.lineIds ?? [],
    idempotencyKey: id,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  })
  const amount = formatPaise(amountPaise)
  const sentence = upiId
    ? fill(TRACKING_NOTES.refundStartedToUpi, { amount, upiId, time: UPI_REFUND_TIME })
    : fill(TRACKING_NOTES.refundStarted, { amount, time: REFUND_TIME })
  await insertTrackingEvent(tx, {
    orderId: order.id,
    returnId: request.forReturn?.id ?? null,
    status: TRACKING_STATUS.refundStarted,
    note: sentence,
    createdAt: now,
  })
  await recordAudit(tx, {
    actor: request.actor,
    action: 'refund.request',
    entity: 'refund',
    entityId: id,
    details: {
      orderNo: order.orderNo,
      amountPaise,
      reason: request.reason,
      lineIds: request.lineIds ?? [],
      ...(upiId ? { upiId } : {}),
    },
  })
  if (order.email && !request.customerToldByCaller) {
    const content = refundStartedMail({
      customerName: order.name,
      orderNo: order.orderNo,
      amountPaise,
      why: { reason: request.reason, itemCount: request.lineIds?.length ?? 0 },
      upiId,
      url: `${request.publicUrl}/orders/${order.orderNo}`,
      locale: await findCustomerLocale(tx, order.customerId),
    })
    await enqueueMail(tx, { kind: 'refund_started', to: order.email, ...content })
  }
  return sentence
}

/** The language of a customer's order mails (docs/decisions/035-hindi.md); English for an erased customer. */
export async function findCustomerLocale(db: DbOrTx, customerId: string): Promise<Locale> {
  const [customer] = await db.select({ locale: customers.locale }).from(customers).where(eq(customers.id, customerId))
  return toLocale(customer?.locale)
}

export function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    amountPaise: row.amountPaise,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
    upiId: row.upiId,
    reference: row.paidReference,
  }
}

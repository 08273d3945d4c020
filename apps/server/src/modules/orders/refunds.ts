import { formatPaise } from '@haat/shared/money'
import { REFUND_TIME, type Refund, type RefundReason } from '@haat/shared/orders/refund'
import type { DbOrTx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import { isCheckViolation } from '../../lib/db-errors'
import { type AuditActor, recordAudit } from '../audit'
import { enqueueMail } from '../mail'
import { insertTrackingEvent, type OrderRow } from './orders.repository'
import { refundStartedMail } from './refund-mails'
import { insertRefund, type RefundRow, reserveRefund } from './refunds.repository'

/**
 * Records a refund of an online payment, inside the caller's transaction: the order's refunded
 * total grows (the database refuses it beyond what was captured), the refund waits for the
 * payments module to send it to the gateway, and the customer sees and is mailed that it started.
 * Returns the sentence the customer is told about the money.
 */
export async function requestRefund(
  tx: DbOrTx,
  request: {
    order: Pick<OrderRow, 'id' | 'orderNo' | 'name' | 'email' | 'paymentProvider' | 'gatewayPaymentId'>
    amountPaise: number
    reason: RefundReason
    /** Why, in the customer's words (the mail's "for order #…: <why>"). */
    why: string
    lineIds?: string[]
    actor: AuditActor
    now: Date
    publicUrl: string
  },
): Promise<string> {
  const { order, amountPaise, now } = request
  if (order.paymentProvider === 'cod' || !order.gatewayPaymentId) {
    throw new AppError('CONFLICT', 'This order was not paid online; there is nothing to refund to.')
  }
  try {
    await reserveRefund(tx, order.id, amountPaise)
  } catch (error) {
    if (isCheckViolation(error, 'orders_refunds_within_captured')) {
      throw new AppError('CONFLICT', 'The refund is more than what is left of the payment.')
    }
    throw error
  }
  const id = crypto.randomUUID()
  await insertRefund(tx, {
    id,
    orderId: order.id,
    provider: order.paymentProvider,
    gatewayPaymentId: order.gatewayPaymentId,
    amountPaise,
    reason: request.reason,
    lineIds: request.lineIds ?? [],
    idempotencyKey: id,
    nextAttemptAt: now,
    createdAt: now,
    updatedAt: now,
  })
  const sentence = `A refund of ${formatPaise(amountPaise)} has started; it reaches your card, UPI or account in ${REFUND_TIME}.`
  await insertTrackingEvent(tx, { orderId: order.id, status: 'Refund started', note: sentence, createdAt: now })
  await recordAudit(tx, {
    actor: request.actor,
    action: 'refund.request',
    entity: 'refund',
    entityId: id,
    details: { orderNo: order.orderNo, amountPaise, reason: request.reason, lineIds: request.lineIds ?? [] },
  })
  if (order.email) {
    const content = refundStartedMail({
      customerName: order.name,
      orderNo: order.orderNo,
      amountPaise,
      why: request.why,
      url: `${request.publicUrl}/orders/${order.orderNo}`,
    })
    await enqueueMail(tx, { kind: 'refund_started', to: order.email, ...content })
  }
  return sentence
}

export function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    amountPaise: row.amountPaise,
    status: row.status,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  }
}

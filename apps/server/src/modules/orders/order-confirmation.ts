import type { DbOrTx } from '../../db/client'
import { enqueueMail } from '../mail'
import { orderConfirmationMail } from './order-mails'
import { findOrderLines, type OrderRow } from './orders.repository'

/** Queues "Order Confirmed" in the transaction that confirmed the order (placement for COD, payment for online). */
export async function enqueueOrderConfirmation(tx: DbOrTx, order: OrderRow, publicUrl: string): Promise<void> {
  const lines = await findOrderLines(tx, order.id)
  const content = orderConfirmationMail({
    orderNo: order.orderNo,
    customerName: order.name,
    placedAt: order.createdAt,
    paymentMethod: order.paymentMethod,
    lines: lines.map((l) => ({
      name: l.product_name,
      options: [l.color, l.size].filter(Boolean).join(', '),
      quantity: l.quantity,
      lineTotalPaise: l.line_total_paise,
    })),
    totalPaise: order.totalPaise,
    address: { street: order.street, city: order.city, state: order.state, pin: order.pin },
    orderUrl: `${publicUrl}/orders/${order.orderNo}`,
  })
  // An erased customer's order has no e-mail left to write to.
  if (order.email) await enqueueMail(tx, { kind: 'order_confirmation', to: order.email, ...content })
}

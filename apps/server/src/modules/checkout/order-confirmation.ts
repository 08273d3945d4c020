import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { customers } from '../../db/schema/accounts'
import { toLocale } from '@haat/shared/i18n'
import { variantLabel } from '@haat/shared/catalog/variant-label'
import { enqueueMail } from '../mail'
import { orderConfirmationMail } from './order-mails'
import { type OrderRow, findOrderLines } from '../orders'

/** Queues "Order Confirmed" in the transaction that confirmed the order (placement for COD, payment for online). */
export async function enqueueOrderConfirmation(tx: DbOrTx, order: OrderRow, publicUrl: string): Promise<void> {
  const [lines, [customer]] = await Promise.all([
    findOrderLines(tx, order.id),
    tx.select({ locale: customers.locale }).from(customers).where(eq(customers.id, order.customerId)),
  ])
  const content = orderConfirmationMail({
    orderNo: order.orderNo,
    customerName: order.name,
    placedAt: order.createdAt,
    paymentMethod: order.paymentMethod,
    lines: lines.map((l) => ({
      name: l.product_name,
      options: variantLabel(l),
      quantity: l.quantity,
      lineTotalPaise: l.line_total_paise,
    })),
    shippingPaise: order.shippingPaise,
    coupon: order.couponCode ? { code: order.couponCode, discountPaise: order.discountPaise } : null,
    totalPaise: order.totalPaise,
    address: { street: order.street, city: order.city, state: order.state, pin: order.pin },
    orderUrl: `${publicUrl}/orders/${order.orderNo}`,
    // In the customer's language; an erased customer gets no mail.
    locale: toLocale(customer?.locale),
  })
  // An erased customer's order has no e-mail left to write to.
  if (order.email) await enqueueMail(tx, { kind: 'order_confirmation', to: order.email, ...content })
}

import { formatPaise } from '@haat/shared/money'
import { html, type MailContent, mailButton, mailContent, multiline } from '../mail'
import { longDate } from '../../lib/india-dates'

export type OrderMailData = {
  orderNo: string
  customerName: string
  placedAt: Date
  paymentMethod: 'cod' | 'razorpay'
  lines: { name: string; options: string; quantity: number; lineTotalPaise: number }[]
  totalPaise: number
  address: { street: string; city: string; state: string; pin: string }
  orderUrl: string
}

/**
 * "Order Confirmed": sent at placement for cash on delivery, at payment for online orders.
 * Every customer- or vendor-supplied text is escaped by `html`.
 */
export function orderConfirmationMail(data: OrderMailData): MailContent {
  const subject = `Your Haat order ${data.orderNo} is confirmed`
  const payment = data.paymentMethod === 'cod' ? 'Cash on Delivery' : 'Paid online'
  const date = longDate.format(data.placedAt)
  const address = `${data.address.street}\n${data.address.city}, ${data.address.state} ${data.address.pin}`
  const itemText = data.lines.map(
    (l) => `  ${l.quantity} × ${l.name}${l.options ? ` (${l.options})` : ''}: ${formatPaise(l.lineTotalPaise)}`,
  )
  const text = [
    `Hello ${data.customerName},`,
    '',
    `Thank you for shopping on Haat. Your order #${data.orderNo} has been received and will be processed.`,
    '',
    `Order number: ${data.orderNo}`,
    `Date: ${date}`,
    `Payment: ${payment}`,
    '',
    'Items:',
    ...itemText,
    `Total: ${formatPaise(data.totalPaise)}`,
    '',
    'Delivering to:',
    address,
    '',
    `Track your order: ${data.orderUrl}`,
  ]
  const rows = data.lines.map(
    (l) =>
      html`<tr>
        <td style="padding:4px 12px 4px 0;">${l.quantity} × ${l.name}${l.options ? ` (${l.options})` : ''}</td>
        <td style="padding:4px 0;text-align:right;">${formatPaise(l.lineTotalPaise)}</td>
      </tr>`,
  )
  const body = html`<p style="margin:0 0 16px;">Hello ${data.customerName},</p>
    <p style="margin:0 0 16px;">
      Thank you for shopping on Haat. Your order <strong>#${data.orderNo}</strong> has been received and will be
      processed.
    </p>
    <p style="margin:0 0 16px;">Date: ${date}<br />Payment: ${payment}</p>
    <table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%;">
      ${rows}
      <tr>
        <td style="padding:8px 12px 4px 0;font-weight:bold;">Total</td>
        <td style="padding:8px 0 4px;text-align:right;font-weight:bold;">${formatPaise(data.totalPaise)}</td>
      </tr>
    </table>
    <p style="margin:0 0 16px;">Delivering to:<br />${multiline(address)}</p>
    ${mailButton('Track your order', data.orderUrl)}`
  return mailContent(subject, text, body)
}

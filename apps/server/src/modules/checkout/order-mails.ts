import { formatPaise } from '@haat/shared/money'
import type { Locale } from '@haat/shared/i18n'
import { html, longDateIn, type MailContent, mailButton, mailContent, multiline, sayIn } from '../mail'

export type OrderMailData = {
  orderNo: string
  customerName: string
  placedAt: Date
  paymentMethod: 'cod' | 'razorpay'
  lines: { name: string; options: string; quantity: number; lineTotalPaise: number }[]
  /** The delivery fee (0: free) and the coupon's discount (null: none), so the lines add up to the total. */
  shippingPaise: number
  coupon: { code: string; discountPaise: number } | null
  totalPaise: number
  address: { street: string; city: string; state: string; pin: string }
  orderUrl: string
  /** The customer's language (docs/decisions/035-hindi.md). */
  locale: Locale
}

const TEXT = {
  subject: /*i18n*/ { id: 'mail.orderConfirmed.subject', message: 'Your Haat order {orderNo} is confirmed' },
  hello: /*i18n*/ { id: 'mail.hello', message: 'Hello {name},' },
  thanks: /*i18n*/ {
    id: 'mail.orderConfirmed.thanks',
    message: 'Thank you for shopping on Haat. Your order #{orderNo} has been received and will be processed.',
  },
  orderNumber: /*i18n*/ { id: 'mail.orderConfirmed.orderNumber', message: 'Order number: {orderNo}' },
  date: /*i18n*/ { id: 'mail.orderConfirmed.date', message: 'Date: {date}' },
  payment: /*i18n*/ { id: 'mail.orderConfirmed.payment', message: 'Payment: {payment}' },
  cod: /*i18n*/ { id: 'mail.payment.cod', message: 'Cash on Delivery' },
  paidOnline: /*i18n*/ { id: 'mail.payment.paidOnline', message: 'Paid online' },
  items: /*i18n*/ { id: 'mail.orderConfirmed.items', message: 'Items:' },
  shipping: /*i18n*/ { id: 'mail.orderConfirmed.shipping', message: 'Shipping' },
  coupon: /*i18n*/ { id: 'mail.orderConfirmed.coupon', message: 'Coupon {code}' },
  total: /*i18n*/ { id: 'mail.orderConfirmed.total', message: 'Total' },
  deliveringTo: /*i18n*/ { id: 'mail.orderConfirmed.deliveringTo', message: 'Delivering to:' },
  track: /*i18n*/ { id: 'mail.orderConfirmed.track', message: 'Track your order' },
}

/**
 * "Order Confirmed": sent at placement for cash on delivery, at payment for online orders, in the
 * customer's language. Every customer- or vendor-supplied text is escaped by `html`.
 */
export function orderConfirmationMail(data: OrderMailData): MailContent {
  const say = sayIn(data.locale)
  const { orderNo } = data
  const payment = say(data.paymentMethod === 'cod' ? TEXT.cod : TEXT.paidOnline)
  const date = longDateIn(data.locale, data.placedAt)
  const total = formatPaise(data.totalPaise)
  const address = `${data.address.street}\n${data.address.city}, ${data.address.state} ${data.address.pin}`
  const itemText = data.lines.map(
    (l) => `  ${l.quantity} × ${l.name}${l.options ? ` (${l.options})` : ''}: ${formatPaise(l.lineTotalPaise)}`,
  )
  // The delivery fee and the coupon, when there are any, between the items and the total.
  const extras: [string, string][] = [
    ...(data.shippingPaise > 0 ? [[say(TEXT.shipping), formatPaise(data.shippingPaise)] as [string, string]] : []),
    ...(data.coupon
      ? [
          [say(TEXT.coupon, { code: data.coupon.code }), `−${formatPaise(data.coupon.discountPaise)}`] as [
            string,
            string,
          ],
        ]
      : []),
  ]
  const text = [
    say(TEXT.hello, { name: data.customerName }),
    '',
    say(TEXT.thanks, { orderNo }),
    '',
    say(TEXT.orderNumber, { orderNo }),
    say(TEXT.date, { date }),
    say(TEXT.payment, { payment }),
    '',
    say(TEXT.items),
    ...itemText,
    ...extras.map(([label, amount]) => `${label}: ${amount}`),
    `${say(TEXT.total)}: ${total}`,
    '',
    say(TEXT.deliveringTo),
    address,
    '',
    `${say(TEXT.track)}: ${data.orderUrl}`,
  ]
  const rows = data.lines.map(
    (l) =>
      html`<tr>
        <td style="padding:4px 12px 4px 0;">${l.quantity} × ${l.name}${l.options ? ` (${l.options})` : ''}</td>
        <td style="padding:4px 0;text-align:right;">${formatPaise(l.lineTotalPaise)}</td>
      </tr>`,
  )
  const body = html`<p style="margin:0 0 16px;">${say(TEXT.hello, { name: data.customerName })}</p>
    <p style="margin:0 0 16px;">${say(TEXT.thanks, { orderNo })}</p>
    <p style="margin:0 0 16px;">${say(TEXT.date, { date })}<br />${say(TEXT.payment, { payment })}</p>
    <table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%;">
      ${rows}
      ${extras.map(
        ([label, amount]) =>
          html`<tr>
            <td style="padding:4px 12px 4px 0;">${label}</td>
            <td style="padding:4px 0;text-align:right;">${amount}</td>
          </tr>`,
      )}
      <tr>
        <td style="padding:8px 12px 4px 0;font-weight:bold;">${say(TEXT.total)}</td>
        <td style="padding:8px 0 4px;text-align:right;font-weight:bold;">${total}</td>
      </tr>
    </table>
    <p style="margin:0 0 16px;">${say(TEXT.deliveringTo)}<br />${multiline(address)}</p>
    ${mailButton(say(TEXT.track), data.orderUrl)}`
  return mailContent(say(TEXT.subject, { orderNo }), text, body, data.locale)
}

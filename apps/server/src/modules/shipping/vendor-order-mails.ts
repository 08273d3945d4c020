import type { Locale } from '@haat/shared/i18n'
import { formatPaise } from '@haat/shared/money'
import { html, type MailContent, mailButton, mailContent, multiline, type SafeHtml, sayIn } from '../mail'

export type VendorOrderMailData = {
  businessName: string
  orderNo: string
  lines: { name: string; options: string; quantity: number; lineTotalPaise: number }[]
  totalPaise: number
  customerName: string
  address: { street: string; city: string; state: string; pin: string }
  vendorOrderUrl: string
  /** The seller's language (docs/decisions/035-hindi.md). */
  locale: Locale
}

const TEXT = {
  hello: /*i18n*/ { id: 'mail.hello', message: 'Hello {name},' },
  forwardedSubject: /*i18n*/ { id: 'mail.vendorOrder.subject', message: 'New Haat order {orderNo} to fulfil' },
  forwardedSent: /*i18n*/ {
    id: 'mail.vendorOrder.sent',
    message: 'Haat has sent you order {order}. Please pack and ship these items:',
  },
  total: /*i18n*/ { id: 'mail.vendorOrder.total', message: 'Total' },
  shipTo: /*i18n*/ { id: 'mail.vendorOrder.shipTo', message: 'Ship to:' },
  openOrder: /*i18n*/ { id: 'mail.openOrder', message: 'Open the order' },
  shippedSubject: /*i18n*/ { id: 'mail.orderShipped.subject', message: 'Your Haat order {orderNo} has shipped' },
  shippedOnTheWay: /*i18n*/ {
    id: 'mail.orderShipped.onTheWay',
    message: 'Items of your order {order} from {businessName} are on their way:',
  },
  courier: /*i18n*/ { id: 'mail.orderShipped.courier', message: 'Courier: {courier}' },
  trackingNumber: /*i18n*/ { id: 'mail.orderShipped.trackingNumber', message: 'Tracking number: {number}' },
  track: /*i18n*/ { id: 'mail.orderConfirmed.track', message: 'Track your order' },
}

/** A said sentence with `{order}` in bold in the HTML: the words around it are escaped, as all text is. */
function withBoldOrder(sentence: (order: string) => string, orderNo: string): { text: string; html: SafeHtml } {
  const marker = '\u0000'
  const [before = '', after = ''] = sentence(marker).split(marker)
  return { text: sentence(`#${orderNo}`), html: html`${before}<strong>#${orderNo}</strong>${after}` }
}

/** "New order to fulfil": the admin forwarded the vendor's part of an order. Vendor and customer text is escaped. */
export function vendorOrderForwardedMail(data: VendorOrderMailData): MailContent {
  const say = sayIn(data.locale)
  const address = `${data.customerName}\n${data.address.street}\n${data.address.city}, ${data.address.state} ${data.address.pin}`
  const label = (l: VendorOrderMailData['lines'][number]) =>
    `${l.quantity} × ${l.name}${l.options ? ` (${l.options})` : ''}`
  const hello = say(TEXT.hello, { name: data.businessName })
  const sent = withBoldOrder((order) => say(TEXT.forwardedSent, { order }), data.orderNo)
  const total = say(TEXT.total)
  const shipTo = say(TEXT.shipTo)
  const openOrder = say(TEXT.openOrder)
  const text = [
    hello,
    '',
    sent.text,
    '',
    ...data.lines.map((l) => `  ${label(l)}: ${formatPaise(l.lineTotalPaise)}`),
    `${total}: ${formatPaise(data.totalPaise)}`,
    '',
    shipTo,
    address,
    '',
    `${openOrder}: ${data.vendorOrderUrl}`,
  ]
  const rows = data.lines.map(
    (l) =>
      html`<tr>
        <td style="padding:4px 12px 4px 0;">${label(l)}</td>
        <td style="padding:4px 0;text-align:right;">${formatPaise(l.lineTotalPaise)}</td>
      </tr>`,
  )
  const body = html`<p style="margin:0 0 16px;">${hello}</p>
    <p style="margin:0 0 16px;">${sent.html}</p>
    <table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%;">
      ${rows}
      <tr>
        <td style="padding:8px 12px 4px 0;font-weight:bold;">${total}</td>
        <td style="padding:8px 0 4px;text-align:right;font-weight:bold;">${formatPaise(data.totalPaise)}</td>
      </tr>
    </table>
    <p style="margin:0 0 16px;">${shipTo}<br />${multiline(address)}</p>
    ${mailButton(openOrder, data.vendorOrderUrl)}`
  return mailContent(say(TEXT.forwardedSubject, { orderNo: data.orderNo }), text, body, data.locale)
}

/** "Your order has shipped": one vendor's part is on its way, with the courier and tracking number. */
export function vendorOrderShippedMail(data: {
  customerName: string
  orderNo: string
  businessName: string
  itemNames: string[]
  courierName: string
  trackingNumber: string
  orderUrl: string
  /** The customer's language (docs/decisions/035-hindi.md). */
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const hello = say(TEXT.hello, { name: data.customerName })
  const onTheWay = withBoldOrder(
    (order) => say(TEXT.shippedOnTheWay, { order, businessName: data.businessName }),
    data.orderNo,
  )
  const courier = say(TEXT.courier, { courier: data.courierName })
  const trackingNumber = say(TEXT.trackingNumber, { number: data.trackingNumber })
  const track = say(TEXT.track)
  const text = [
    hello,
    '',
    onTheWay.text,
    ...data.itemNames.map((name) => `  ${name}`),
    '',
    courier,
    trackingNumber,
    '',
    `${track}: ${data.orderUrl}`,
  ]
  const body = html`<p style="margin:0 0 16px;">${hello}</p>
    <p style="margin:0 0 16px;">${onTheWay.html}</p>
    <ul style="margin:0 0 16px;padding-left:20px;">
      ${data.itemNames.map((name) => html`<li>${name}</li>`)}
    </ul>
    <p style="margin:0 0 16px;">${courier}<br />${trackingNumber}</p>
    ${mailButton(track, data.orderUrl)}`
  return mailContent(say(TEXT.shippedSubject, { orderNo: data.orderNo }), text, body, data.locale)
}

import { formatPaise } from '@haat/shared/money'
import { html, type MailContent, mailButton, mailContent, multiline } from '../mail'

export type VendorOrderMailData = {
  businessName: string
  orderNo: string
  lines: { name: string; options: string; quantity: number; lineTotalPaise: number }[]
  totalPaise: number
  customerName: string
  address: { street: string; city: string; state: string; pin: string }
  vendorOrderUrl: string
}

/** "New order to fulfil": the admin forwarded the vendor's part of an order. Vendor and customer text is escaped. */
export function vendorOrderForwardedMail(data: VendorOrderMailData): MailContent {
  const subject = `New Haat order ${data.orderNo} to fulfil`
  const address = `${data.customerName}\n${data.address.street}\n${data.address.city}, ${data.address.state} ${data.address.pin}`
  const label = (l: VendorOrderMailData['lines'][number]) =>
    `${l.quantity} × ${l.name}${l.options ? ` (${l.options})` : ''}`
  const text = [
    `Hello ${data.businessName},`,
    '',
    `Haat has sent you order #${data.orderNo}. Please pack and ship these items:`,
    '',
    ...data.lines.map((l) => `  ${label(l)}: ${formatPaise(l.lineTotalPaise)}`),
    `Total: ${formatPaise(data.totalPaise)}`,
    '',
    'Ship to:',
    address,
    '',
    `Open the order: ${data.vendorOrderUrl}`,
  ]
  const rows = data.lines.map(
    (l) =>
      html`<tr>
        <td style="padding:4px 12px 4px 0;">${label(l)}</td>
        <td style="padding:4px 0;text-align:right;">${formatPaise(l.lineTotalPaise)}</td>
      </tr>`,
  )
  const body = html`<p style="margin:0 0 16px;">Hello ${data.businessName},</p>
    <p style="margin:0 0 16px;">
      Haat has sent you order <strong>#${data.orderNo}</strong>. Please pack and ship these items:
    </p>
    <table role="presentation" style="border-collapse:collapse;margin:0 0 16px;width:100%;">
      ${rows}
      <tr>
        <td style="padding:8px 12px 4px 0;font-weight:bold;">Total</td>
        <td style="padding:8px 0 4px;text-align:right;font-weight:bold;">${formatPaise(data.totalPaise)}</td>
      </tr>
    </table>
    <p style="margin:0 0 16px;">Ship to:<br />${multiline(address)}</p>
    ${mailButton('Open the order', data.vendorOrderUrl)}`
  return mailContent(subject, text, body)
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
}): MailContent {
  const subject = `Your Haat order ${data.orderNo} has shipped`
  const text = [
    `Hello ${data.customerName},`,
    '',
    `Items of your order #${data.orderNo} from ${data.businessName} are on their way:`,
    ...data.itemNames.map((name) => `  ${name}`),
    '',
    `Courier: ${data.courierName}`,
    `Tracking number: ${data.trackingNumber}`,
    '',
    `Track your order: ${data.orderUrl}`,
  ]
  const body = html`<p style="margin:0 0 16px;">Hello ${data.customerName},</p>
    <p style="margin:0 0 16px;">
      Items of your order <strong>#${data.orderNo}</strong> from ${data.businessName} are on their way:
    </p>
    <ul style="margin:0 0 16px;padding-left:20px;">
      ${data.itemNames.map((name) => html`<li>${name}</li>`)}
    </ul>
    <p style="margin:0 0 16px;">Courier: ${data.courierName}<br />Tracking number: ${data.trackingNumber}</p>
    ${mailButton('Track your order', data.orderUrl)}`
  return mailContent(subject, text, body)
}

import { formatPaise } from '@haat/shared/money'
import { html, multiline, type SafeHtml, safeUrl } from '../mail/html'
import { type MailContent, oneLine } from '../mail/templates'

const BRAND = '#b45309'

/** The shared frame (inline styles only: mail clients strip <style> and block remote content). */
function frame(subject: string, text: string[], body: SafeHtml): MailContent {
  const page = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f6f4ef;">
        <div
          style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;"
        >
          <div style="font-size:24px;font-weight:bold;color:${BRAND};margin:0 0 16px;">Haat</div>
          <div style="background:#ffffff;border-radius:8px;padding:24px;">${body}</div>
          <p style="font-size:12px;color:#6b7280;margin:16px 0 0;">
            This e-mail was sent by Haat, an online marketplace of Indian sellers.
          </p>
        </div>
      </body>
    </html>`
  return { subject: oneLine(subject), text: `${text.join('\n')}\n\n— Haat\n`, html: page.value }
}

function button(label: string, url: string): SafeHtml {
  return html`<p style="margin:24px 0;">
    <a
      href="${safeUrl(url)}"
      style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;"
      >${label}</a
    >
  </p>`
}

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
    ${button('Open the order', data.vendorOrderUrl)}`
  return frame(subject, text, body)
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
    ${button('Track your order', data.orderUrl)}`
  return frame(subject, text, body)
}

// The mails an admin's decision sends to a seller. Same rules as mail/templates.ts: pure
// functions of their data, user text escaped by `html`, inline styles only.
import { html, multiline, type SafeHtml, safeUrl } from '../mail/html'
import { type MailContent, oneLine } from '../mail/templates'

const BRAND = '#b45309'

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

const p = (content: string | SafeHtml) => html`<p style="margin:0 0 16px;">${content}</p>`

/** The seller's application was approved: where to sign in. */
export function vendorApprovedMail(data: { businessName: string; ownerName: string; loginUrl: string }): MailContent {
  const intro = `Good news, ${data.ownerName}: your seller account for ${data.businessName} has been approved.`
  return frame(
    'Your Haat seller account is approved',
    [intro, '', `You can now sign in at ${data.loginUrl} and add your products.`],
    html`${p(intro)} ${p('You can now sign in and add your products.')}
      <p style="margin:24px 0;">
        <a
          href="${safeUrl(data.loginUrl)}"
          style="display:inline-block;background:${BRAND};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;"
          >Sign in to Haat</a
        >
      </p>
      ${p(`Or open this address: ${data.loginUrl}`)}`,
  )
}

/** The seller's application was not approved, with the admin's reason when one was given. */
export function vendorRejectedMail(data: {
  businessName: string
  ownerName: string
  reason: string | null
}): MailContent {
  const intro = `Dear ${data.ownerName}, we are sorry: your seller application for ${data.businessName} was not approved.`
  const reasonLines = data.reason ? ['', 'Reason:', data.reason] : []
  return frame(
    'Your Haat seller application was not approved',
    [intro, ...reasonLines, '', 'You can reply to this e-mail if you have questions.'],
    html`${p(intro)} ${data.reason ? html`${p(html`<strong>Reason:</strong>`)} ${p(multiline(data.reason))}` : ''}
    ${p('You can reply to this e-mail if you have questions.')}`,
  )
}

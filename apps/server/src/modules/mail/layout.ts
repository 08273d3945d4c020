// The frame and parts every Haat mail is built from: inline styles only and no images or external
// assets, because mail clients strip <style> blocks and block remote content.
import { DEFAULT_LOCALE, type Locale } from '@haat/shared/i18n'
import { html, type SafeHtml, safeUrl } from './html'
import { sayIn } from './mail-i18n'

export type MailContent = { subject: string; text: string; html: string }

const MAIL_BRAND = '#b45309'

/** Subjects are one header line: user text must not add lines (header injection) or run on. */
export function oneLine(value: string, maxLength = 150): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim()
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat
}

export function mailButton(label: string, url: string): SafeHtml {
  return html`<p style="margin:24px 0;">
    <a
      href="${safeUrl(url)}"
      style="display:inline-block;background:${MAIL_BRAND};color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:6px;"
      >${label}</a
    >
  </p>`
}

export function mailParagraph(content: string | SafeHtml): SafeHtml {
  return html`<p style="margin:0 0 16px;">${content}</p>`
}

export function mailDetailsTable(rows: [label: string, value: string][]): SafeHtml {
  return html`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px;">
    ${rows.map(
      ([label, value]) =>
        html`<tr>
          <td style="padding:4px 16px 4px 0;color:#6b7280;vertical-align:top;">${label}</td>
          <td style="padding:4px 0;">${value}</td>
        </tr>`,
    )}
  </table>`
}

const FRAME = {
  sentBy: /*i18n*/ {
    id: 'mail.frame.sentBy',
    message: 'This e-mail was sent by Haat, an online marketplace of Indian sellers.',
  },
  signature: /*i18n*/ { id: 'mail.frame.signature', message: '— Haat' },
}

/**
 * A whole mail: the subject as one line, the text with a signature, the HTML in the shared frame,
 * in the recipient's language (`locale`: the frame's own words; the caller writes the rest in it).
 */
export function mailContent(
  subject: string,
  text: string[],
  body: SafeHtml,
  locale: Locale = DEFAULT_LOCALE,
): MailContent {
  const say = sayIn(locale)
  const page = html`<!doctype html>
    <html lang="${locale}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f6f4ef;">
        <div
          style="max-width:560px;margin:0 auto;padding:24px 16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1f2933;"
        >
          <div style="font-size:24px;font-weight:bold;color:${MAIL_BRAND};margin:0 0 16px;">Haat</div>
          <div style="background:#ffffff;border-radius:8px;padding:24px;">${body}</div>
          <p style="font-size:12px;color:#6b7280;margin:16px 0 0;">${say(FRAME.sentBy)}</p>
        </div>
      </body>
    </html>`
  return { subject: oneLine(subject), text: `${text.join('\n')}\n\n${say(FRAME.signature)}\n`, html: page.value }
}

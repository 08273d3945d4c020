// Every mail Haat sends, as pure functions of their data. To add one: write a function that
// returns `MailContent` through `mailContent()` (text lines plus an `html` body), add a test
// that user-supplied fields come out escaped, and enqueue it with `enqueueMail(tx, { kind, to,
// ...content })` in the transaction that caused it.
import { html, multiline, type SafeHtml, safeUrl } from './html'

export type MailContent = { subject: string; text: string; html: string }

const BRAND = '#b45309'

/** Subjects are one header line: user text must not add lines (header injection) or run on. */
export function oneLine(value: string, maxLength = 150): string {
  // eslint-disable-next-line no-control-regex
  const flat = value.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim()
  return flat.length > maxLength ? `${flat.slice(0, maxLength - 1)}…` : flat
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

function paragraph(content: string | SafeHtml): SafeHtml {
  return html`<p style="margin:0 0 16px;">${content}</p>`
}

function detailsTable(rows: [label: string, value: string][]): SafeHtml {
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

/**
 * The shared frame: inline styles only and no images or external assets, because mail clients
 * strip <style> blocks and block remote content.
 */
function mailContent(subject: string, text: string[], body: SafeHtml): MailContent {
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

/** The password-reset code for a customer or a seller account. */
export function otpMail(data: {
  code: string
  accountLabel: 'customer' | 'vendor'
  minutesValid: number
}): MailContent {
  const account = data.accountLabel === 'vendor' ? 'seller account' : 'customer account'
  const validity = `This code is valid for ${data.minutesValid} minutes and can be used once.`
  const ignore = "If you didn't ask to reset your password, ignore this e-mail: your password stays as it is."
  return mailContent(
    'Your Haat password reset code',
    [
      `Your Haat password reset code is: ${data.code}`,
      '',
      `Enter it on the password reset page to choose a new password for your Haat ${account}.`,
      validity,
      '',
      ignore,
      'Haat will never ask you for this code on the phone.',
    ],
    html`${paragraph(`Enter this code on the password reset page to choose a new password for your Haat ${account}.`)}
      <p
        style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',Courier,monospace;"
      >
        ${data.code}
      </p>
      ${paragraph(validity)} ${paragraph(ignore)}
      <p style="margin:0;color:#6b7280;font-size:14px;">Haat will never ask you for this code on the phone.</p>`,
  )
}

/** Tells the admins that a seller has applied and is waiting for review. */
export function vendorApplicationMail(data: {
  businessName: string
  ownerName: string
  email: string
  city: string
  state: string
  reviewUrl: string
}): MailContent {
  const rows: [string, string][] = [
    ['Business', data.businessName],
    ['Owner', data.ownerName],
    ['E-mail', data.email],
    ['Location', `${data.city}, ${data.state}`],
  ]
  return mailContent(
    `New seller application: ${data.businessName}`,
    [
      'A new seller has applied to sell on Haat and is waiting for review.',
      '',
      ...rows.map(([label, value]) => `${label}: ${oneLine(value)}`),
      '',
      `Review the application: ${data.reviewUrl}`,
    ],
    html`${paragraph('A new seller has applied to sell on Haat and is waiting for review.')} ${detailsTable(rows)}
    ${button('Review the application', data.reviewUrl)}`,
  )
}

/** Greets a new customer after registration. */
export function welcomeMail(data: { name: string; shopUrl: string }): MailContent {
  return mailContent(
    'Welcome to Haat',
    [
      `Namaste ${oneLine(data.name)},`,
      '',
      'Thank you for joining Haat. Your account is ready: browse products from sellers across India, keep a wishlist, and pay online or cash on delivery.',
      '',
      `Start shopping: ${data.shopUrl}`,
    ],
    html`${paragraph(html`Namaste ${data.name},`)}
    ${paragraph('Thank you for joining Haat. Your account is ready: browse products from sellers across India, keep a wishlist, and pay online or cash on delivery.')}
    ${button('Start shopping', data.shopUrl)}`,
  )
}

/** A visitor's contact-form message, forwarded to the support inbox. */
export function contactMessageMail(data: {
  name: string
  email?: string | undefined
  subject: string
  message: string
}): MailContent {
  const from = data.email ? `${oneLine(data.name)} <${oneLine(data.email)}>` : oneLine(data.name)
  return mailContent(
    `Contact form: ${data.subject}`,
    [`From: ${from}`, `Subject: ${oneLine(data.subject)}`, '', data.message],
    html`${detailsTable([
        ['From', from],
        ['Subject', oneLine(data.subject)],
      ])}
      <div style="border-left:3px solid #e5e7eb;padding-left:12px;">${multiline(data.message)}</div>`,
  )
}

/**
 * Tells an account's owner that something that protects it changed (password, sign-in e-mail,
 * payout UPI id), so a change they did not make is noticed at once.
 */
export function securityNoticeMail(data: {
  subject: string
  sentence: string
  at: Date
  helpUrl: string
  extra?: string
}): MailContent {
  const when = new Intl.DateTimeFormat('en-IN', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Kolkata',
  }).format(data.at)
  const done = `${data.sentence} on ${when} (India time).`
  const notYou = "If this was you, there is nothing to do. If it wasn't, reset your password now and contact us."
  const lines = [done, ...(data.extra ? [data.extra] : [])]
  return mailContent(
    `Security notice: ${data.subject}`,
    [...lines, '', notYou, `Help: ${data.helpUrl}`],
    html`${lines.map((line) => paragraph(line))} ${paragraph(notYou)} ${button('Contact us', data.helpUrl)}`,
  )
}

/** Sent to a new sign-in e-mail: the change happens only when its owner opens the link. */
export function emailChangeLinkMail(data: {
  accountLabel: 'customer' | 'vendor'
  link: string
  hoursValid: number
}): MailContent {
  const account = data.accountLabel === 'vendor' ? 'seller account' : 'customer account'
  const ask = `Someone asked to use this e-mail address to sign in to a Haat ${account}. Open the link to confirm it is yours.`
  const validity = `The link is valid for ${data.hoursValid} hours and can be used once.`
  const ignore = "If you didn't ask for this, ignore this e-mail: nothing changes."
  return mailContent(
    'Confirm your new Haat sign-in e-mail',
    [ask, '', data.link, '', validity, ignore],
    html`${paragraph(ask)} ${button('Confirm this e-mail', data.link)} ${paragraph(validity)} ${paragraph(ignore)}`,
  )
}

// Every mail Haat sends, as pure functions of their data. To add one: write a function that
// returns `MailContent` through `mailContent()` (text lines plus an `html` body), add a test
// that user-supplied fields come out escaped, and enqueue it with `enqueueMail(tx, { kind, to,
// ...content })` in the transaction that caused it.
import { html, multiline } from './html'
import { type MailContent, mailButton, mailContent, mailDetailsTable, mailParagraph, oneLine } from './layout'

export { type MailContent, oneLine }

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
    html`${mailParagraph(`Enter this code on the password reset page to choose a new password for your Haat ${account}.`)}
      <p
        style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',Courier,monospace;"
      >
        ${data.code}
      </p>
      ${mailParagraph(validity)} ${mailParagraph(ignore)}
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
    html`${mailParagraph('A new seller has applied to sell on Haat and is waiting for review.')}
    ${mailDetailsTable(rows)} ${mailButton('Review the application', data.reviewUrl)}`,
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
    html`${mailParagraph(html`Namaste ${data.name},`)}
    ${mailParagraph('Thank you for joining Haat. Your account is ready: browse products from sellers across India, keep a wishlist, and pay online or cash on delivery.')}
    ${mailButton('Start shopping', data.shopUrl)}`,
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
    html`${mailDetailsTable([
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
    html`${lines.map((line) => mailParagraph(line))} ${mailParagraph(notYou)} ${mailButton('Contact us', data.helpUrl)}`,
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
    html`${mailParagraph(ask)} ${mailButton('Confirm this e-mail', data.link)} ${mailParagraph(validity)}
    ${mailParagraph(ignore)}`,
  )
}

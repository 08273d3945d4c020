// Every mail Haat sends, as pure functions of their data. To add one: write a function that
// returns `MailContent` through `mailContent()` (text lines plus an `html` body), add a test
// that user-supplied fields come out escaped, and enqueue it with `enqueueMail(tx, { kind, to,
// ...content })` in the transaction that caused it.
import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '@haat/shared/i18n'
import { html, multiline } from './html'
import { type MailContent, mailButton, mailContent, mailDetailsTable, mailParagraph, oneLine } from './layout'
import { sayIn } from './mail-i18n'

export { type MailContent, oneLine }

/** How a mail names the account it is about. */
export const ACCOUNT = {
  customer: /*i18n*/ { id: 'mail.account.customer', message: 'Haat customer account' },
  vendor: /*i18n*/ { id: 'mail.account.seller', message: 'Haat seller account' },
}
const ADMIN_ACCOUNT = /*i18n*/ { id: 'mail.account.admin', message: 'Haat administrator account' }

const OTP = {
  subject: /*i18n*/ { id: 'mail.otp.subject', message: 'Your Haat password reset code' },
  code: /*i18n*/ { id: 'mail.otp.code', message: 'Your Haat password reset code is: {code}' },
  enterIt: /*i18n*/ {
    id: 'mail.otp.enterIt',
    message: 'Enter it on the password reset page to choose a new password for your {account}.',
  },
  enterCode: /*i18n*/ {
    id: 'mail.otp.enterCode',
    message: 'Enter this code on the password reset page to choose a new password for your {account}.',
  },
  validity: /*i18n*/ {
    id: 'mail.otp.validity',
    message: 'This code is valid for {minutes, plural, one {# minute} other {# minutes}} and can be used once.',
  },
  ignore: /*i18n*/ {
    id: 'mail.otp.ignore',
    message: "If you didn't ask to reset your password, ignore this e-mail: your password stays as it is.",
  },
  never: /*i18n*/ { id: 'mail.otp.never', message: 'Haat will never ask you for this code on the phone.' },
}

/** The password-reset code for a customer or a seller account, in its owner's language. */
export function otpMail(data: {
  code: string
  accountLabel: 'customer' | 'vendor'
  minutesValid: number
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const account = say(ACCOUNT[data.accountLabel])
  const validity = say(OTP.validity, { minutes: data.minutesValid })
  const ignore = say(OTP.ignore)
  const never = say(OTP.never)
  return mailContent(
    say(OTP.subject),
    [say(OTP.code, { code: data.code }), '', say(OTP.enterIt, { account }), validity, '', ignore, never],
    html`${mailParagraph(say(OTP.enterCode, { account }))}
      <p
        style="margin:0 0 16px;font-size:32px;font-weight:bold;letter-spacing:6px;font-family:'Courier New',Courier,monospace;"
      >
        ${data.code}
      </p>
      ${mailParagraph(validity)} ${mailParagraph(ignore)}
      <p style="margin:0;color:#6b7280;font-size:14px;">${never}</p>`,
    data.locale,
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

const WELCOME = {
  subject: /*i18n*/ { id: 'mail.welcome.subject', message: 'Welcome to Haat' },
  namaste: /*i18n*/ { id: 'mail.welcome.namaste', message: 'Namaste {name},' },
  thanks: /*i18n*/ {
    id: 'mail.welcome.thanks',
    message:
      'Thank you for joining Haat. Your account is ready: browse products from sellers across India, keep a wishlist, and pay online or cash on delivery.',
  },
  start: /*i18n*/ { id: 'mail.welcome.start', message: 'Start shopping' },
}

/** Greets a new customer after registration, in the language it registered in. */
export function welcomeMail(data: { name: string; shopUrl: string; locale: Locale }): MailContent {
  const say = sayIn(data.locale)
  const thanks = say(WELCOME.thanks)
  const start = say(WELCOME.start)
  return mailContent(
    say(WELCOME.subject),
    [say(WELCOME.namaste, { name: oneLine(data.name) }), '', thanks, '', `${start}: ${data.shopUrl}`],
    html`${mailParagraph(say(WELCOME.namaste, { name: data.name }))} ${mailParagraph(thanks)}
    ${mailButton(start, data.shopUrl)}`,
    data.locale,
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

/** What a security notice is about: each its own subject and sentence. */
export type SecurityChange = 'password' | 'emailRequested' | 'email' | 'upiId' | 'payoutAccount'

const SECURITY = {
  subject: {
    password: /*i18n*/ { id: 'mail.security.password.subject', message: 'Security notice: your password was changed' },
    emailRequested: /*i18n*/ {
      id: 'mail.security.emailRequested.subject',
      message: 'Security notice: a new sign-in e-mail was requested',
    },
    email: /*i18n*/ { id: 'mail.security.email.subject', message: 'Security notice: your sign-in e-mail was changed' },
    upiId: /*i18n*/ { id: 'mail.security.upiId.subject', message: 'Security notice: your payout UPI id was changed' },
    payoutAccount: /*i18n*/ {
      id: 'mail.security.payoutAccount.subject',
      message: 'Security notice: the account your payouts go to was changed',
    },
  },
  done: {
    password: /*i18n*/ {
      id: 'mail.security.password.done',
      message: 'The password of your {account} was changed on {when} (India time).',
    },
    emailRequested: /*i18n*/ {
      id: 'mail.security.emailRequested.done',
      message: 'A new sign-in e-mail was requested for your {account} on {when} (India time).',
    },
    email: /*i18n*/ {
      id: 'mail.security.email.done',
      message: 'The sign-in e-mail of your {account} was changed on {when} (India time).',
    },
    upiId: /*i18n*/ {
      id: 'mail.security.upiId.done',
      message: 'The payout UPI id of your {account} was changed on {when} (India time).',
    },
    payoutAccount: /*i18n*/ {
      id: 'mail.security.payoutAccount.done',
      message: 'The account the payouts of your {account} go to was changed on {when} (India time).',
    },
  },
  notYou: /*i18n*/ {
    id: 'mail.security.notYou',
    message: "If this was you, there is nothing to do. If it wasn't, reset your password now and contact us.",
  },
  help: /*i18n*/ { id: 'mail.security.help', message: 'Help: {url}' },
  contact: /*i18n*/ { id: 'mail.security.contact', message: 'Contact us' },
}

const WHEN: Record<Locale, Intl.DateTimeFormat> = {
  'en-IN': new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' }),
}

/**
 * Tells an account's owner that something that protects it changed (password, sign-in e-mail,
 * payout UPI id), so a change they did not make is noticed at once. `extra` is one more sentence:
 * a descriptor with its values (written in the owner's language), or text already written.
 */
export function securityNoticeMail(data: {
  change: SecurityChange
  accountLabel: 'customer' | 'vendor'
  at: Date
  helpUrl: string
  extra?: string | { message: MessageDescriptor; values?: Record<string, unknown> }
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const when = WHEN[data.locale].format(data.at)
  const done = say(SECURITY.done[data.change], { account: say(ACCOUNT[data.accountLabel]), when })
  const notYou = say(SECURITY.notYou)
  const extra = typeof data.extra === 'object' ? say(data.extra.message, data.extra.values) : data.extra
  const lines = [done, ...(extra ? [extra] : [])]
  return mailContent(
    say(SECURITY.subject[data.change]),
    [...lines, '', notYou, say(SECURITY.help, { url: data.helpUrl })],
    html`${lines.map((line) => mailParagraph(line))} ${mailParagraph(notYou)}
    ${mailButton(say(SECURITY.contact), data.helpUrl)}`,
    data.locale,
  )
}

const SECOND_FACTOR_ALERT = {
  subject: /*i18n*/ {
    id: 'mail.secondFactorAlert.subject',
    message: 'Security notice: wrong two-step codes were entered for your account',
  },
  what: /*i18n*/ {
    id: 'mail.secondFactorAlert.what',
    message:
      '{failures} wrong two-step verification codes were entered for your {account} by {when} (India time), each after the right password.',
  },
  act: /*i18n*/ {
    id: 'mail.secondFactorAlert.act',
    message:
      "If this wasn't you, someone knows your password: change it now. Your account stays protected by the codes from your app.",
  },
}

/** After many wrong second-factor codes: the password is probably known to someone else. */
export function secondFactorAlertMail(data: {
  accountLabel: 'admin' | 'vendor'
  failures: number
  at: Date
  helpUrl: string
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const when = WHEN[data.locale].format(data.at)
  const account = data.accountLabel === 'admin' ? say(ADMIN_ACCOUNT) : say(ACCOUNT.vendor)
  const lines = [
    say(SECOND_FACTOR_ALERT.what, { failures: data.failures, account, when }),
    say(SECOND_FACTOR_ALERT.act),
  ]
  return mailContent(
    say(SECOND_FACTOR_ALERT.subject),
    [...lines, '', say(SECURITY.help, { url: data.helpUrl })],
    html`${lines.map((line) => mailParagraph(line))} ${mailButton(say(SECURITY.contact), data.helpUrl)}`,
    data.locale,
  )
}

const EMAIL_CHANGE = {
  subject: /*i18n*/ { id: 'mail.emailChange.subject', message: 'Confirm your new Haat sign-in e-mail' },
  ask: /*i18n*/ {
    id: 'mail.emailChange.ask',
    message:
      'Someone asked to use this e-mail address to sign in to a {account}. Open the link to confirm it is yours.',
  },
  validity: /*i18n*/ {
    id: 'mail.emailChange.validity',
    message: 'The link is valid for {hours, plural, one {# hour} other {# hours}} and can be used once.',
  },
  ignore: /*i18n*/ {
    id: 'mail.emailChange.ignore',
    message: "If you didn't ask for this, ignore this e-mail: nothing changes.",
  },
  confirm: /*i18n*/ { id: 'mail.emailChange.confirm', message: 'Confirm this e-mail' },
}

const ADMIN_ENROLMENT = {
  subject: /*i18n*/ { id: 'mail.adminEnrolment.subject', message: 'Set up two-step verification for Haat' },
  ask: /*i18n*/ {
    id: 'mail.adminEnrolment.ask',
    message:
      'Someone signed in to your {account} with its password, and it has no two-step verification yet. If it was you, open the link in the same browser to set it up.',
  },
  validity: /*i18n*/ {
    id: 'mail.adminEnrolment.validity',
    message: 'The link is valid for {minutes} minutes and works only in the browser that signed in.',
  },
  ignore: /*i18n*/ {
    id: 'mail.adminEnrolment.ignore',
    message: "If it wasn't you, someone knows your password: change it, and tell the other administrators.",
  },
  open: /*i18n*/ { id: 'mail.adminEnrolment.open', message: 'Set up two-step verification' },
}

/**
 * An administrator's first sign-in: the authenticator's key is shown only through this link, so
 * a password alone (a leaked one, or the demo data's in production) does not enrol a stranger.
 */
export function adminEnrolmentMail(data: { link: string; minutesValid: number; locale: Locale }): MailContent {
  const say = sayIn(data.locale)
  const ask = say(ADMIN_ENROLMENT.ask, { account: say(ADMIN_ACCOUNT) })
  const validity = say(ADMIN_ENROLMENT.validity, { minutes: data.minutesValid })
  const ignore = say(ADMIN_ENROLMENT.ignore)
  return mailContent(
    say(ADMIN_ENROLMENT.subject),
    [ask, '', data.link, '', validity, ignore],
    html`${mailParagraph(ask)} ${mailButton(say(ADMIN_ENROLMENT.open), data.link)} ${mailParagraph(validity)}
    ${mailParagraph(ignore)}`,
    data.locale,
  )
}

/** Sent to a new sign-in e-mail: the change happens only when its owner opens the link. */
export function emailChangeLinkMail(data: {
  accountLabel: 'customer' | 'vendor'
  link: string
  hoursValid: number
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const ask = say(EMAIL_CHANGE.ask, { account: say(ACCOUNT[data.accountLabel]) })
  const validity = say(EMAIL_CHANGE.validity, { hours: data.hoursValid })
  const ignore = say(EMAIL_CHANGE.ignore)
  return mailContent(
    say(EMAIL_CHANGE.subject),
    [ask, '', data.link, '', validity, ignore],
    html`${mailParagraph(ask)} ${mailButton(say(EMAIL_CHANGE.confirm), data.link)} ${mailParagraph(validity)}
    ${mailParagraph(ignore)}`,
    data.locale,
  )
}

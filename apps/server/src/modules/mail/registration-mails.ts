// The two mails of a sign-up (docs/decisions/042-verify-first-sign-up.md): the code to a new
// address, or a notice to the owner of one that already has an account. The page answers the
// same either way; only the mailbox's owner learns which it was.
import type { Locale } from '@haat/shared/i18n'
import { html } from './html'
import { type MailContent, mailButton, mailContent, mailParagraph } from './layout'
import { sayIn } from './mail-i18n'
import { ACCOUNT } from './templates'

const CODE = {
  subject: /*i18n*/ { id: 'mail.registration.subject', message: 'Your Haat sign-up code' },
  code: /*i18n*/ { id: 'mail.registration.code', message: 'Your code to finish signing up for Haat is: {code}' },
  enterIt: /*i18n*/ {
    id: 'mail.registration.enterIt',
    message: 'Enter it on the sign-up page to create your {account}.',
  },
  validity: /*i18n*/ {
    id: 'mail.registration.validity',
    message: 'This code is valid for {hours, plural, one {# hour} other {# hours}} and can be used once.',
  },
  ignore: /*i18n*/ {
    id: 'mail.registration.ignore',
    message: "If you didn't sign up for Haat, ignore this e-mail: no account is created without this code.",
  },
  never: /*i18n*/ { id: 'mail.otp.never', message: 'Haat will never ask you for this code on the phone.' },
}

/** The code that proves a new sign-up's e-mail, in the language the visitor signed up in. */
export function registrationCodeMail(data: {
  code: string
  accountLabel: 'customer' | 'vendor'
  hoursValid: number
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const enterIt = say(CODE.enterIt, { account: say(ACCOUNT[data.accountLabel]) })
  const validity = say(CODE.validity, { hours: data.hoursValid })
  const ignore = say(CODE.ignore)
  const never = say(CODE.never)
  return mailContent(
    say(CODE.subject),
    [say(CODE.code, { code: data.code }), '', enterIt, validity, '', ignore, never],
    html`${mailParagraph(enterIt)}
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

const ATTEMPT = {
  subject: /*i18n*/ {
    id: 'mail.registrationAttempt.subject',
    message: 'Someone tried to sign up with your e-mail',
  },
  what: /*i18n*/ {
    id: 'mail.registrationAttempt.what',
    message:
      'Someone tried to create a new {account} with this e-mail address. You already have one, so no new account was created.',
  },
  ifYou: /*i18n*/ {
    id: 'mail.registrationAttempt.ifYou',
    message: 'If it was you, sign in instead, or reset your password if you have forgotten it.',
  },
  ifNot: /*i18n*/ {
    id: 'mail.registrationAttempt.ifNot',
    message: "If it wasn't you, ignore this e-mail: nothing about your account has changed.",
  },
  signIn: /*i18n*/ { id: 'mail.registrationAttempt.signIn', message: 'Sign in: {url}' },
  reset: /*i18n*/ { id: 'mail.registrationAttempt.reset', message: 'Reset your password: {url}' },
  signInButton: /*i18n*/ { id: 'mail.registrationAttempt.signInButton', message: 'Sign in' },
  resetButton: /*i18n*/ { id: 'mail.registrationAttempt.resetButton', message: 'Reset your password' },
}

/** To the owner of an address someone tried to sign up with again: the page itself did not say. */
export function registrationAttemptMail(data: {
  accountLabel: 'customer' | 'vendor'
  signInUrl: string
  resetUrl: string
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const what = say(ATTEMPT.what, { account: say(ACCOUNT[data.accountLabel]) })
  const ifYou = say(ATTEMPT.ifYou)
  const ifNot = say(ATTEMPT.ifNot)
  return mailContent(
    say(ATTEMPT.subject),
    [
      what,
      '',
      ifYou,
      say(ATTEMPT.signIn, { url: data.signInUrl }),
      say(ATTEMPT.reset, { url: data.resetUrl }),
      '',
      ifNot,
    ],
    html`${mailParagraph(what)} ${mailParagraph(ifYou)} ${mailButton(say(ATTEMPT.signInButton), data.signInUrl)}
    ${mailButton(say(ATTEMPT.resetButton), data.resetUrl)} ${mailParagraph(ifNot)}`,
    data.locale,
  )
}

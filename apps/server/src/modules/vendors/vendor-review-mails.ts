// The mails a seller gets on applying and on an admin's decision. Same rules as mail/templates.ts: pure
// functions of their data, user text escaped by `html`, inline styles only, in the seller's language.
import { SELLER_REVIEW_WORKING_DAYS } from '@haat/shared/accounts/seller-review'
import type { Locale } from '@haat/shared/i18n'
import { html, type MailContent, mailButton, mailContent, mailParagraph, multiline, sayIn } from '../mail'

const TEXT = {
  receivedSubject: /*i18n*/ {
    id: 'mail.vendorApplied.subject',
    message: 'We received your Haat seller application',
  },
  receivedIntro: /*i18n*/ {
    id: 'mail.vendorApplied.intro',
    message: 'Dear {ownerName}, thank you for applying to sell on Haat as {businessName}.',
  },
  reviewWithin: /*i18n*/ {
    id: 'mail.vendorApplied.reviewWithin',
    message: 'We review applications within {days} working days and will e-mail you our decision.',
  },
  prepareAt: /*i18n*/ {
    id: 'mail.vendorApplied.prepareAt',
    message:
      'Meanwhile you can sign in at {url} and prepare your products: they are listed once your account and each product are approved.',
  },
  approvedSubject: /*i18n*/ { id: 'mail.vendorApproved.subject', message: 'Your Haat seller account is approved' },
  approvedIntro: /*i18n*/ {
    id: 'mail.vendorApproved.intro',
    message: 'Good news, {ownerName}: your seller account for {businessName} has been approved.',
  },
  signInAt: /*i18n*/ {
    id: 'mail.vendorApproved.signInAt',
    message: 'You can now sign in at {url} and add your products.',
  },
  signIn: /*i18n*/ { id: 'mail.vendorApproved.signIn', message: 'You can now sign in and add your products.' },
  prepared: /*i18n*/ {
    id: 'mail.vendorApproved.prepared',
    message:
      '{count, plural, one {The product you prepared now goes to our product review and is listed once approved.} other {The # products you prepared now go to our product review; each is listed once approved.}}',
  },
  button: /*i18n*/ { id: 'mail.vendorApproved.button', message: 'Sign in to Haat' },
  orOpen: /*i18n*/ { id: 'mail.vendorApproved.orOpen', message: 'Or open this address: {url}' },
  rejectedSubject: /*i18n*/ {
    id: 'mail.vendorRejected.subject',
    message: 'Your Haat seller application was not approved',
  },
  rejectedIntro: /*i18n*/ {
    id: 'mail.vendorRejected.intro',
    message: 'Dear {ownerName}, we are sorry: your seller application for {businessName} was not approved.',
  },
  reason: /*i18n*/ { id: 'mail.vendorRejected.reason', message: 'Reason:' },
  reply: /*i18n*/ {
    id: 'mail.vendorRejected.reply',
    message: 'You can reply to this e-mail if you have questions.',
  },
}

/** The seller has applied: when to expect the decision, and that products can be prepared meanwhile. */
export function vendorApplicationReceivedMail(data: {
  businessName: string
  ownerName: string
  loginUrl: string
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const intro = say(TEXT.receivedIntro, { ownerName: data.ownerName, businessName: data.businessName })
  const review = say(TEXT.reviewWithin, { days: SELLER_REVIEW_WORKING_DAYS })
  const prepare = say(TEXT.prepareAt, { url: data.loginUrl })
  return mailContent(
    say(TEXT.receivedSubject),
    [intro, '', review, '', prepare],
    html`${mailParagraph(intro)} ${mailParagraph(review)} ${mailParagraph(prepare)}`,
    data.locale,
  )
}

/** The seller's application was approved: where to sign in, and what becomes of products it prepared. */
export function vendorApprovedMail(data: {
  businessName: string
  ownerName: string
  loginUrl: string
  /** Products the seller prepared while it waited (not archived). */
  preparedProducts: number
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const intro = say(TEXT.approvedIntro, { ownerName: data.ownerName, businessName: data.businessName })
  const prepared = data.preparedProducts > 0 ? say(TEXT.prepared, { count: data.preparedProducts }) : null
  return mailContent(
    say(TEXT.approvedSubject),
    [intro, '', say(TEXT.signInAt, { url: data.loginUrl }), ...(prepared ? ['', prepared] : [])],
    html`${mailParagraph(intro)} ${mailParagraph(say(TEXT.signIn))} ${prepared ? mailParagraph(prepared) : ''}
    ${mailButton(say(TEXT.button), data.loginUrl)} ${mailParagraph(say(TEXT.orOpen, { url: data.loginUrl }))}`,
    data.locale,
  )
}

/** The seller's application was not approved, with the admin's reason when one was given. */
export function vendorRejectedMail(data: {
  businessName: string
  ownerName: string
  reason: string | null
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const intro = say(TEXT.rejectedIntro, { ownerName: data.ownerName, businessName: data.businessName })
  const reason = say(TEXT.reason)
  const reasonLines = data.reason ? ['', reason, data.reason] : []
  return mailContent(
    say(TEXT.rejectedSubject),
    [intro, ...reasonLines, '', say(TEXT.reply)],
    html`${mailParagraph(intro)}
    ${data.reason ? html`${mailParagraph(html`<strong>${reason}</strong>`)} ${mailParagraph(multiline(data.reason))}` : ''}
    ${mailParagraph(say(TEXT.reply))}`,
    data.locale,
  )
}

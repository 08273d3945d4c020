import { maskedAccount, type PayoutDestination } from '@haat/shared/accounts/payout-account'
import type { Locale } from '@haat/shared/i18n'
import { formatPaise } from '@haat/shared/money'
import { html, type MailContent, mailButton, mailContent, mailParagraph, sayIn } from '../mail'

type PayoutMailData = {
  businessName: string
  amountPaise: number
  destination: PayoutDestination
  url: string
  locale: Locale
}

const TEXT = {
  hello: /*i18n*/ { id: 'mail.hello', message: 'Hello {name},' },
  yourPayments: /*i18n*/ { id: 'mail.seller.yourPayments', message: 'Your payments: {url}' },
  openPayments: /*i18n*/ { id: 'mail.seller.openPayments', message: 'Open Payments' },
  paidSubject: /*i18n*/ { id: 'mail.payoutPaid.subject', message: 'Haat paid you {amount}' },
  paidSent: /*i18n*/ {
    id: 'mail.payoutPaid.sent',
    message: "We sent {amount} to your UPI ID {upiId}. The bank's reference (UTR) is {reference}.",
  },
  paidSentBank: /*i18n*/ {
    id: 'mail.payoutPaid.sentBank',
    message:
      "We sent {amount} to your bank account {account} (IFSC {ifsc}). The bank's reference (UTR) is {reference}.",
  },
  paidEachSale: /*i18n*/ {
    id: 'mail.payoutPaid.eachSale',
    message: 'Each sale, with the commission, GST, TCS and TDS taken from it, is on your Payments page.',
  },
  failedSubject: /*i18n*/ {
    id: 'mail.payoutFailed.subject',
    message: 'Your Haat payout of {amount} did not go through',
  },
  failedCouldNot: /*i18n*/ {
    id: 'mail.payoutFailed.couldNot',
    message: 'We could not send {amount} to your UPI ID {upiId}: {reason}',
  },
  failedCouldNotBank: /*i18n*/ {
    id: 'mail.payoutFailed.couldNotBank',
    message: 'We could not send {amount} to your bank account {account} (IFSC {ifsc}): {reason}',
  },
  failedBack: /*i18n*/ {
    id: 'mail.payoutFailed.back',
    message:
      'The amount is back in your balance and is paid in the next payout. Please check your UPI ID in Store Settings.',
  },
  failedBackBank: /*i18n*/ {
    id: 'mail.payoutFailed.backBank',
    message:
      'The amount is back in your balance and is paid in the next payout. Please check your bank account in Store Settings.',
  },
  statementSubject: /*i18n*/ { id: 'mail.statement.subject', message: 'Your Haat statement for {month}' },
  statementReady: /*i18n*/ { id: 'mail.statement.ready', message: 'Your statement for {month} is ready.' },
  statementBalances: /*i18n*/ {
    id: 'mail.statement.balances',
    message:
      "Opening balance {opening}; earned after Haat's commission, fees, GST, TCS and TDS {earned}; paid out {paid}; closing balance {closing}.",
  },
  statementDownload: /*i18n*/ {
    id: 'mail.statement.download',
    message: 'Download it as a PDF or CSV from your Payments page.',
  },
}

function sellerMail(
  subject: string,
  data: { businessName: string; url: string; locale: Locale },
  lines: string[],
): MailContent {
  const say = sayIn(data.locale)
  const hello = say(TEXT.hello, { name: data.businessName })
  const text = [hello, '', ...lines.flatMap((l) => [l, '']), say(TEXT.yourPayments, { url: data.url })]
  const paragraphs = [hello, ...lines].map((l) => mailParagraph(l))
  return mailContent(subject, text, html`${paragraphs}${mailButton(say(TEXT.openPayments), data.url)}`, data.locale)
}

/** Haat sent the seller its payout, with the bank's reference, in the seller's language. */
export function payoutPaidMail(data: PayoutMailData & { reference: string }): MailContent {
  const say = sayIn(data.locale)
  const amount = formatPaise(data.amountPaise)
  const { destination: to, reference } = data
  return sellerMail(say(TEXT.paidSubject, { amount }), data, [
    to.kind === 'upi'
      ? say(TEXT.paidSent, { amount, upiId: to.upiId, reference })
      : say(TEXT.paidSentBank, { amount, account: maskedAccount(to.last4), ifsc: to.ifsc, reference }),
    say(TEXT.paidEachSale),
  ])
}

/** The bank refused the payout: the money is back in the seller's balance for the next run. */
export function payoutFailedMail(data: PayoutMailData & { reason: string }): MailContent {
  const say = sayIn(data.locale)
  const amount = formatPaise(data.amountPaise)
  const { destination: to, reason } = data
  return sellerMail(say(TEXT.failedSubject, { amount }), data, [
    // The bank's reason stays as the bank wrote it.
    to.kind === 'upi'
      ? say(TEXT.failedCouldNot, { amount, upiId: to.upiId, reason })
      : say(TEXT.failedCouldNotBank, { amount, account: maskedAccount(to.last4), ifsc: to.ifsc, reason }),
    say(to.kind === 'upi' ? TEXT.failedBack : TEXT.failedBackBank),
  ])
}

const MONTHS: Record<Locale, Intl.DateTimeFormat> = {
  'en-IN': new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  'hi-IN': new Intl.DateTimeFormat('hi-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
}

/** "November 2026", "नवंबर 2026": a YYYY-MM month, as monthLabel writes it in English. */
const monthIn = (locale: Locale, month: string) => MONTHS[locale].format(new Date(`${month}-01T00:00:00Z`))

/** Last month's statement: the balance it began and ended with, and where the PDF and CSV are. */
export function statementMail(data: {
  businessName: string
  month: string
  openingPaise: number
  earnedPaise: number
  paidPaise: number
  closingPaise: number
  url: string
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const month = monthIn(data.locale, data.month)
  return sellerMail(say(TEXT.statementSubject, { month }), data, [
    say(TEXT.statementReady, { month }),
    say(TEXT.statementBalances, {
      opening: formatPaise(data.openingPaise),
      earned: formatPaise(data.earnedPaise),
      paid: formatPaise(data.paidPaise),
      closing: formatPaise(data.closingPaise),
    }),
    say(TEXT.statementDownload),
  ])
}

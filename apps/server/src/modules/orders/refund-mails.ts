import type { Locale } from '@haat/shared/i18n'
import { formatPaise } from '@haat/shared/money'
import type { RefundReason } from '@haat/shared/orders/refund'
import { html, type MailContent, mailButton, mailContent, mailParagraph, sayIn } from '../mail'

type RefundMailData = {
  customerName: string
  orderNo: string
  amountPaise: number
  /** Why: the refund's reason, and how many lines it pays back. */
  why: { reason: RefundReason; itemCount: number }
  /** Cash on delivery: the UPI id the money is sent to by hand. */
  upiId: string | null
  url: string
  /** The customer's language (docs/decisions/035-hindi.md). */
  locale: Locale
}

// The times are REFUND_TIME and UPI_REFUND_TIME (@haat/shared/orders/refund), written out so the
// whole sentence is translated.
const TEXT = {
  hello: /*i18n*/ { id: 'mail.hello', message: 'Hello {name},' },
  openOrder: /*i18n*/ { id: 'mail.openOrder', message: 'Open the order' },
  openOrderAt: /*i18n*/ { id: 'mail.openOrderAt', message: 'Open the order: {url}' },
  startedSubject: /*i18n*/ { id: 'mail.refundStarted.subject', message: 'Refund of {amount} for Haat order {orderNo}' },
  started: /*i18n*/ {
    id: 'mail.refundStarted.started',
    message: 'We have started a refund of {amount} for order #{orderNo}: {why}',
  },
  toUpi: /*i18n*/ {
    id: 'mail.refundStarted.toUpi',
    message: 'We send it to your UPI ID {upiId} within 3 working days, and write again when it is sent.',
  },
  toSource: /*i18n*/ {
    id: 'mail.refundStarted.toSource',
    message: 'It goes back to the card, UPI or account you paid with and usually arrives in 5–7 working days.',
  },
  processedSubject: /*i18n*/ {
    id: 'mail.refundProcessed.subject',
    message: 'Your refund for Haat order {orderNo} is on its way',
  },
  sentToUpi: /*i18n*/ {
    id: 'mail.refundProcessed.sentToUpi',
    message: 'Your refund of {amount} for order #{orderNo} was sent to your UPI ID {upiId}.',
  },
  processed: /*i18n*/ {
    id: 'mail.refundProcessed.processed',
    message: 'Your refund of {amount} for order #{orderNo} has been processed by our payment partner.',
  },
  upiReference: /*i18n*/ {
    id: 'mail.refundProcessed.upiReference',
    message: "The bank's transfer reference is {reference}; your UPI app shows the money now or within a day.",
  },
  bankShows: /*i18n*/ {
    id: 'mail.refundProcessed.bankShows',
    message: 'Your bank shows it within 5–7 working days; the time depends on the bank.',
  },
}

/** Why a refund started, by its reason ("an item was cancelled.", "2 items were returned."). */
const WHY: Record<RefundReason, { id: string; message: string }> = {
  cancelled: /*i18n*/ {
    id: 'mail.refundWhy.cancelled',
    message: '{count, plural, one {an item was} other {# items were}} cancelled.',
  },
  returned: /*i18n*/ {
    id: 'mail.refundWhy.returned',
    message: '{count, plural, one {an item was} other {# items were}} returned.',
  },
  paid_after_release: /*i18n*/ {
    id: 'mail.refundWhy.paidAfterRelease',
    message:
      'the payment arrived after the order had been cancelled for not being paid within 30 minutes, so its items were released.',
  },
}

function refundMail(
  subject: string,
  data: Pick<RefundMailData, 'customerName' | 'url' | 'locale'>,
  lines: string[],
): MailContent {
  const say = sayIn(data.locale)
  const hello = say(TEXT.hello, { name: data.customerName })
  const text = [hello, '', ...lines.flatMap((l) => [l, '']), say(TEXT.openOrderAt, { url: data.url })]
  const paragraphs = [hello, ...lines].map((l) => mailParagraph(l))
  return mailContent(subject, text, html`${paragraphs}${mailButton(say(TEXT.openOrder), data.url)}`, data.locale)
}

/** The refund has been asked of the gateway: how much, why, and how long it takes. */
export function refundStartedMail(data: RefundMailData): MailContent {
  const say = sayIn(data.locale)
  const amount = formatPaise(data.amountPaise)
  const { orderNo } = data
  const why = say(WHY[data.why.reason], { count: data.why.itemCount })
  return refundMail(say(TEXT.startedSubject, { amount, orderNo }), data, [
    say(TEXT.started, { amount, orderNo, why }),
    data.upiId ? say(TEXT.toUpi, { upiId: data.upiId }) : say(TEXT.toSource),
  ])
}

/** The gateway reports the refund done, or an admin sent it to the customer's UPI id. */
export function refundProcessedMail(
  data: Omit<RefundMailData, 'why' | 'upiId'> & { upi?: { id: string; reference: string } | undefined },
): MailContent {
  const say = sayIn(data.locale)
  const { upi, orderNo } = data
  const amount = formatPaise(data.amountPaise)
  return refundMail(say(TEXT.processedSubject, { orderNo }), data, [
    upi ? say(TEXT.sentToUpi, { amount, orderNo, upiId: upi.id }) : say(TEXT.processed, { amount, orderNo }),
    upi ? say(TEXT.upiReference, { reference: upi.reference }) : say(TEXT.bankShows),
  ])
}

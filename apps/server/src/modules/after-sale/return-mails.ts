import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '@haat/shared/i18n'
import type { ReturnReason } from '@haat/shared/orders/return-rules'
import { html, type MailContent, mailButton, mailContent, mailParagraph, sayIn, shortDateIn } from '../mail'

/**
 * A sentence to be said in the reader's language: a descriptor and its values. A value that is a
 * Date is written as a short date ("26 Nov 2026") and one that is itself a sentence is said first.
 */
export type Said = readonly [MessageDescriptor, Record<string, SaidValue>?]
type SaidValue = string | number | Date | Said

/**
 * Every return mail has one shape: a greeting, one sentence of what happened, the items, what
 * happens next, and a button to the page where it can be followed, in the reader's language.
 */
export type ReturnMailData = {
  subject: Said
  greeting: string
  what: Said
  itemNames: string[]
  next: Said[]
  button: { to: 'order' | 'return'; url: string }
  locale: Locale
}

/** The return mails' sentences (returns.service.ts writes each step's mail with them). */
export const RETURN_TEXT = {
  requestedSeller: {
    subject: /*i18n*/ { id: 'mail.returnRequestedSeller.subject', message: 'Return requested for order {orderNo}' },
    what: /*i18n*/ { id: 'mail.returnRequestedSeller.what', message: 'The customer asks to return ({reason}):' },
    says: /*i18n*/ { id: 'mail.returnRequestedSeller.says', message: 'The customer says: {comment}' },
    answerBy: /*i18n*/ {
      id: 'mail.returnRequestedSeller.answerBy',
      message: 'Please approve or reject it by {date}; if you do not answer, it is approved for you.',
    },
  },
  requested: {
    subject: /*i18n*/ { id: 'mail.returnRequested.subject', message: 'Return requested: Haat order {orderNo}' },
    what: /*i18n*/ { id: 'mail.returnRequested.what', message: 'We have your request to return:' },
    answerBy: /*i18n*/ {
      id: 'mail.returnRequested.answerBy',
      message: 'The seller answers by {date}. Keep the items with their tags and packaging until they are picked up.',
    },
    refundToUpi: /*i18n*/ {
      id: 'mail.returnRequested.refundToUpi',
      message: 'Once the seller receives them, the refund goes to your UPI ID {upiId}.',
    },
    refundToSource: /*i18n*/ {
      id: 'mail.returnRequested.refundToSource',
      message: 'Once the seller receives them, the refund goes back to the card, UPI or account you paid with.',
    },
  },
  approved: {
    subject: /*i18n*/ { id: 'mail.returnApproved.subject', message: 'Return approved: Haat order {orderNo}' },
    what: {
      vendor: /*i18n*/ { id: 'mail.returnApproved.bySeller', message: 'The seller approved your return of:' },
      admin: /*i18n*/ { id: 'mail.returnApproved.byHaat', message: 'Haat approved your return of:' },
      system: /*i18n*/ {
        id: 'mail.returnApproved.onItsOwn',
        message: 'The seller did not answer in time, so Haat approved your return of:',
      },
    },
    pickup: /*i18n*/ {
      id: 'mail.returnApproved.pickup',
      message: 'The seller arranges a courier to pick the items up; keep them packed with their tags and accessories.',
    },
    refunded: /*i18n*/ {
      id: 'mail.returnApproved.refunded',
      message: 'When the seller receives them, {amount} is refunded.',
    },
  },
  approvedSeller: {
    subject: /*i18n*/ { id: 'mail.returnApprovedSeller.subject', message: 'Return approved for order {orderNo}' },
    what: {
      admin: /*i18n*/ { id: 'mail.returnApprovedSeller.byHaat', message: 'Haat approved this return:' },
      system: /*i18n*/ {
        id: 'mail.returnApprovedSeller.onItsOwn',
        message: 'The seller did not answer in time, so Haat approved this return:',
      },
    },
    arrange: /*i18n*/ {
      id: 'mail.returnApprovedSeller.arrange',
      message: 'Please arrange the pickup and record its courier and tracking number.',
    },
  },
  rejected: {
    subject: /*i18n*/ { id: 'mail.returnRejected.subject', message: 'Return rejected: Haat order {orderNo}' },
    what: /*i18n*/ { id: 'mail.returnRejected.what', message: 'The seller rejected your return of:' },
    reason: /*i18n*/ { id: 'mail.returnRejected.reason', message: "The seller's reason: {reason}" },
    appeal: /*i18n*/ {
      id: 'mail.returnRejected.appeal',
      message:
        'If you think this is wrong, reply to this mail or write to us through the Contact page: Haat can approve it.',
    },
  },
  pickedUp: {
    subject: /*i18n*/ { id: 'mail.returnPickedUp.subject', message: 'Return picked up: Haat order {orderNo}' },
    what: /*i18n*/ { id: 'mail.returnPickedUp.what', message: 'The courier picked up your return of:' },
    by: /*i18n*/ {
      id: 'mail.returnPickedUp.by',
      message: 'Picked up by {courier}, tracking number {trackingNumber}.',
    },
    refunded: /*i18n*/ {
      id: 'mail.returnPickedUp.refunded',
      message: 'When the seller receives the items, {amount} is refunded.',
    },
  },
  underReview: {
    subject: /*i18n*/ { id: 'mail.returnUnderReview.subject', message: 'Return under review: Haat order {orderNo}' },
    what: /*i18n*/ { id: 'mail.returnUnderReview.what', message: 'The seller received your return of:' },
    damaged: /*i18n*/ {
      id: 'mail.returnUnderReview.damaged',
      message:
        'The seller reported that the items came back damaged. Haat reviews the return and writes to you within 2 working days.',
    },
  },
  declined: {
    subject: /*i18n*/ { id: 'mail.refundDeclined.subject', message: 'Refund declined: Haat order {orderNo}' },
    what: /*i18n*/ { id: 'mail.refundDeclined.what', message: 'Haat reviewed your return of:' },
    cannot: /*i18n*/ { id: 'mail.refundDeclined.cannot', message: 'We cannot refund it: {note}' },
    reply: /*i18n*/ { id: 'mail.refundDeclined.reply', message: 'If you think this is wrong, reply to this mail.' },
  },
  reviewedSeller: {
    subject: /*i18n*/ { id: 'mail.returnReviewedSeller.subject', message: 'Return for order {orderNo} reviewed' },
    what: /*i18n*/ {
      id: 'mail.returnReviewedSeller.what',
      message: 'Haat reviewed the return you received damaged:',
    },
    refunded: /*i18n*/ { id: 'mail.returnReviewedSeller.refunded', message: 'The customer is refunded: {note}' },
    declined: /*i18n*/ { id: 'mail.returnReviewedSeller.declined', message: 'The refund is declined: {note}' },
  },
  /** The return reasons (RETURN_REASONS in @haat/shared/orders/return-rules), in the reader's language. */
  reasons: {
    damaged: /*i18n*/ { id: 'mail.returnReason.damaged', message: 'Arrived damaged' },
    defective: /*i18n*/ { id: 'mail.returnReason.defective', message: 'Defective or not working' },
    wrong_item: /*i18n*/ { id: 'mail.returnReason.wrongItem', message: 'Wrong item sent' },
    not_as_described: /*i18n*/ { id: 'mail.returnReason.notAsDescribed', message: 'Not as described' },
    size_fit: /*i18n*/ { id: 'mail.returnReason.sizeFit', message: 'Size or fit' },
    no_longer_needed: /*i18n*/ { id: 'mail.returnReason.noLongerNeeded', message: 'No longer needed' },
  } satisfies Record<ReturnReason, MessageDescriptor>,
}

const TEXT = {
  hello: /*i18n*/ { id: 'mail.hello', message: 'Hello {name},' },
  openOrder: /*i18n*/ { id: 'mail.openOrder', message: 'Open the order' },
  openReturn: /*i18n*/ { id: 'mail.openReturn', message: 'Open the return' },
}

export function returnMail(data: ReturnMailData): MailContent {
  const say = sayIn(data.locale)
  const value = (v: SaidValue): string | number =>
    v instanceof Date ? shortDateIn(data.locale, v) : Array.isArray(v) ? said(v as Said) : (v as string | number)
  const said = ([descriptor, values = {}]: Said): string =>
    say(descriptor, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, value(v)])))
  const hello = say(TEXT.hello, { name: data.greeting })
  const what = said(data.what)
  const next = data.next.map(said)
  const label = say(data.button.to === 'order' ? TEXT.openOrder : TEXT.openReturn)
  const text = [
    hello,
    '',
    what,
    ...data.itemNames.map((name) => `  ${name}`),
    ...next.flatMap((line) => ['', line]),
    '',
    `${label}: ${data.button.url}`,
  ]
  const body = html`${mailParagraph(hello)} ${mailParagraph(what)}
    <ul style="margin:0 0 16px;padding-left:20px;">
      ${data.itemNames.map((name) => html`<li>${name}</li>`)}
    </ul>
    ${next.map((line) => mailParagraph(line))} ${mailButton(label, data.button.url)}`
  return mailContent(said(data.subject), text, body, data.locale)
}

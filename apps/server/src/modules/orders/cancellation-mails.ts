import type { MessageDescriptor } from '@lingui/core'
import type { Locale } from '@haat/shared/i18n'
import { formatPaise } from '@haat/shared/money'
import type { CancelReason } from '@haat/shared/orders/cancel-reasons'
import { html, type MailContent, mailButton, mailContent, mailParagraph, sayIn } from '../mail'

/** Who cancelled, in the reader's words: "you", "the customer", "the seller, <its names>" or "Haat". */
export type CancelledBy = 'you' | 'customer' | 'haat' | { sellers: string }

type CancelledMailData = {
  orderNo: string
  cancelledBy: CancelledBy
  reason: CancelReason
  /** The few words typed with the reason, as written. */
  note: string | null
  itemNames: string[]
  /** Whether the whole order is now cancelled. */
  wholeOrder: boolean
  url: string
  /** The reader's language (docs/decisions/035-hindi.md). */
  locale: Locale
}

const TEXT = {
  hello: /*i18n*/ { id: 'mail.hello', message: 'Hello {name},' },
  subjectWhole: /*i18n*/ { id: 'mail.cancelled.subjectWhole', message: 'Haat order {orderNo} is cancelled' },
  subjectItems: /*i18n*/ {
    id: 'mail.cancelled.subjectItems',
    message: 'Items of Haat order {orderNo} are cancelled',
  },
  whole: /*i18n*/ { id: 'mail.cancelled.whole', message: 'Order #{orderNo} was cancelled by {by}:' },
  items: /*i18n*/ { id: 'mail.cancelled.items', message: 'Items of order #{orderNo} were cancelled by {by}:' },
  byYou: /*i18n*/ { id: 'mail.cancelled.byYou', message: 'you' },
  byCustomer: /*i18n*/ { id: 'mail.cancelled.byCustomer', message: 'the customer' },
  bySellers: /*i18n*/ { id: 'mail.cancelled.bySellers', message: 'the seller, {sellers}' },
  byHaat: /*i18n*/ { id: 'mail.cancelled.byHaat', message: 'Haat' },
  reason: /*i18n*/ { id: 'mail.cancelled.reason', message: 'Reason: {reason}' },
  reasonNote: /*i18n*/ { id: 'mail.cancelled.reasonNote', message: 'Reason: {reason} ({note})' },
  // REFUND_TIME (@haat/shared/orders/refund), written out so the whole sentence is translated.
  refundStarted: /*i18n*/ {
    id: 'mail.cancelled.refundStarted',
    message: 'A refund of {amount} has started; it reaches your card, UPI or account in 5–7 working days.',
  },
  doNotShip: /*i18n*/ { id: 'mail.cancelled.doNotShip', message: 'Please do not ship the cancelled items.' },
  openOrder: /*i18n*/ { id: 'mail.openOrder', message: 'Open the order' },
  openOrderAt: /*i18n*/ { id: 'mail.openOrderAt', message: 'Open the order: {url}' },
}

/** The cancel reasons (CANCEL_REASONS in @haat/shared/orders/cancel-reasons), in the reader's language. */
const REASONS: Record<CancelReason, MessageDescriptor> = {
  ordered_by_mistake: /*i18n*/ { id: 'mail.cancelReason.orderedByMistake', message: 'Ordered by mistake' },
  better_price: /*i18n*/ { id: 'mail.cancelReason.betterPrice', message: 'Found a better price' },
  delivery_too_late: /*i18n*/ { id: 'mail.cancelReason.deliveryTooLate', message: 'Delivery too late' },
  changed_mind: /*i18n*/ { id: 'mail.cancelReason.changedMind', message: 'Changed my mind' },
  out_of_stock: /*i18n*/ { id: 'mail.cancelReason.outOfStock', message: 'Out of stock' },
  cannot_ship_to_pin: /*i18n*/ { id: 'mail.cancelReason.cannotShipToPin', message: 'Cannot ship to this PIN' },
  price_error: /*i18n*/ { id: 'mail.cancelReason.priceError', message: 'Price error' },
  customer_request: /*i18n*/ { id: 'mail.cancelReason.customerRequest', message: 'The customer asked' },
  suspected_fraud: /*i18n*/ { id: 'mail.cancelReason.suspectedFraud', message: 'Suspected fraud' },
  payment_not_received: /*i18n*/ {
    id: 'mail.cancelReason.paymentNotReceived',
    message: 'Payment was not received in time',
  },
  other: /*i18n*/ { id: 'mail.cancelReason.other', message: 'Other' },
}

function cancelledMail(greeting: string, data: CancelledMailData, extra: string[]): MailContent {
  const say = sayIn(data.locale)
  const { orderNo, cancelledBy } = data
  const by =
    typeof cancelledBy === 'object'
      ? say(TEXT.bySellers, { sellers: cancelledBy.sellers })
      : say({ you: TEXT.byYou, customer: TEXT.byCustomer, haat: TEXT.byHaat }[cancelledBy])
  const what = say(data.wholeOrder ? TEXT.whole : TEXT.items, { orderNo, by })
  const subject = say(data.wholeOrder ? TEXT.subjectWhole : TEXT.subjectItems, { orderNo })
  const reason = say(REASONS[data.reason])
  const why = data.note ? say(TEXT.reasonNote, { reason, note: data.note }) : say(TEXT.reason, { reason })
  const hello = say(TEXT.hello, { name: greeting })
  const text = [
    hello,
    '',
    what,
    ...data.itemNames.map((name) => `  ${name}`),
    '',
    why,
    ...extra.flatMap((line) => ['', line]),
    '',
    say(TEXT.openOrderAt, { url: data.url }),
  ]
  const body = html`${mailParagraph(hello)} ${mailParagraph(what)}
    <ul style="margin:0 0 16px;padding-left:20px;">
      ${data.itemNames.map((name) => html`<li>${name}</li>`)}
    </ul>
    ${mailParagraph(why)} ${extra.map((line) => mailParagraph(line))} ${mailButton(say(TEXT.openOrder), data.url)}`
  return mailContent(subject, text, body, data.locale)
}

/** To the customer: what was cancelled, by whom and why, and what happens to the money. */
export function customerCancellationMail(
  data: CancelledMailData & {
    customerName: string
    /** Paid online: the refund it started (to the card, UPI or account paid with). */
    refund: { amountPaise: number } | null
  },
): MailContent {
  const say = sayIn(data.locale)
  const extra = data.refund ? [say(TEXT.refundStarted, { amount: formatPaise(data.refund.amountPaise) })] : []
  return cancelledMail(data.customerName, data, extra)
}

/** To a seller whose forwarded part lost lines: do not ship them. */
export function sellerCancellationMail(data: CancelledMailData & { businessName: string }): MailContent {
  return cancelledMail(data.businessName, data, [sayIn(data.locale)(TEXT.doNotShip)])
}

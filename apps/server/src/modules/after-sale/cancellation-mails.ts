import type { Locale } from '@haat/shared/i18n'
import { formatPaise } from '@haat/shared/money'
import { CANCEL_REASONS, type CancelReason } from '@haat/shared/orders/cancel-reasons'
import { translateTextIn } from '../../lib/server-i18n'
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

function cancelledMail(greeting: string, data: CancelledMailData, extra: string[]): MailContent {
  const say = sayIn(data.locale)
  const { orderNo, cancelledBy } = data
  const by =
    typeof cancelledBy === 'object'
      ? say(TEXT.bySellers, { sellers: cancelledBy.sellers })
      : say({ you: TEXT.byYou, customer: TEXT.byCustomer, haat: TEXT.byHaat }[cancelledBy])
  const what = say(data.wholeOrder ? TEXT.whole : TEXT.items, { orderNo, by })
  const subject = say(data.wholeOrder ? TEXT.subjectWhole : TEXT.subjectItems, { orderNo })
  // The shared label, in the reader's language (a marked text of @haat/shared/orders/cancel-reasons).
  const reason = translateTextIn(data.locale, CANCEL_REASONS[data.reason])
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

import type { Locale } from '@haat/shared/i18n'
import { html, type MailContent, mailButton, mailContent, mailParagraph, sayIn } from '../mail'

const TEXT = {
  hello: /*i18n*/ { id: 'mail.hello', message: 'Hello {name},' },
  subject: /*i18n*/ {
    id: 'mail.notReceived.subject',
    message: 'Order {orderNo}: the customer says it has not arrived',
  },
  said: /*i18n*/ {
    id: 'mail.notReceived.said',
    message: 'The customer of order {orderNo} says the items you marked delivered have not arrived.',
  },
  note: /*i18n*/ { id: 'mail.notReceived.note', message: 'Their words: "{note}"' },
  next: /*i18n*/ {
    id: 'mail.notReceived.next',
    message:
      'Haat will look into it. Please check with your courier and keep its proof of delivery; the payout for this order waits until the delivery is confirmed.',
  },
  openOrder: /*i18n*/ { id: 'mail.openOrder', message: 'Open the order' },
}

/** To the seller: its customer says the part it marked delivered never came. The note is escaped. */
export function notReceivedSellerMail(data: {
  businessName: string
  orderNo: string
  note: string | null
  vendorOrderUrl: string
  /** The seller's language (docs/decisions/035-hindi.md). */
  locale: Locale
}): MailContent {
  const say = sayIn(data.locale)
  const lines = [
    say(TEXT.hello, { name: data.businessName }),
    say(TEXT.said, { orderNo: `#${data.orderNo}` }),
    ...(data.note ? [say(TEXT.note, { note: data.note })] : []),
    say(TEXT.next),
  ]
  const openOrder = say(TEXT.openOrder)
  return mailContent(
    say(TEXT.subject, { orderNo: data.orderNo }),
    [...lines.flatMap((l) => [l, '']), `${openOrder}: ${data.vendorOrderUrl}`],
    html`${lines.map((l) => mailParagraph(l))}${mailButton(openOrder, data.vendorOrderUrl)}`,
    data.locale,
  )
}

import { formatPaise } from '@haat/shared/money'
import { REFUND_TIME, UPI_REFUND_TIME } from '@haat/shared/orders/refund'
import { html, type MailContent, mailButton, mailContent, mailParagraph } from '../mail'

type RefundMailData = {
  customerName: string
  orderNo: string
  amountPaise: number
  why: string
  /** Cash on delivery: the UPI id the money is sent to by hand. */
  upiId: string | null
  url: string
}

function refundMail(subject: string, data: Pick<RefundMailData, 'customerName' | 'url'>, lines: string[]): MailContent {
  const text = [`Hello ${data.customerName},`, '', ...lines.flatMap((l) => [l, '']), `Open the order: ${data.url}`]
  const paragraphs = [`Hello ${data.customerName},`, ...lines].map((l) => mailParagraph(l))
  return mailContent(subject, text, html`${paragraphs}${mailButton('Open the order', data.url)}`)
}

/** The refund has been asked of the gateway: how much, why, and how long it takes. */
export function refundStartedMail(data: RefundMailData): MailContent {
  return refundMail(`Refund of ${formatPaise(data.amountPaise)} for Haat order ${data.orderNo}`, data, [
    `We have started a refund of ${formatPaise(data.amountPaise)} for order #${data.orderNo}: ${data.why}`,
    data.upiId
      ? `We send it to your UPI ID ${data.upiId} within ${UPI_REFUND_TIME}, and write again when it is sent.`
      : `It goes back to the card, UPI or account you paid with and usually arrives in ${REFUND_TIME}.`,
  ])
}

/** The gateway reports the refund done, or an admin sent it to the customer's UPI id. */
export function refundProcessedMail(
  data: Omit<RefundMailData, 'why' | 'upiId'> & { upi?: { id: string; reference: string } | undefined },
): MailContent {
  const { upi } = data
  return refundMail(`Your refund for Haat order ${data.orderNo} is on its way`, data, [
    upi
      ? `Your refund of ${formatPaise(data.amountPaise)} for order #${data.orderNo} was sent to your UPI ID ${upi.id}.`
      : `Your refund of ${formatPaise(data.amountPaise)} for order #${data.orderNo} has been processed by our payment partner.`,
    upi
      ? `The bank's transfer reference is ${upi.reference}; your UPI app shows the money now or within a day.`
      : `Your bank shows it within ${REFUND_TIME}; the time depends on the bank.`,
  ])
}

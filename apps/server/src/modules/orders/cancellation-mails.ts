import { html, type MailContent, mailButton, mailContent, mailParagraph } from '../mail'

type CancelledMailData = {
  orderNo: string
  /** "you", "the seller" or "Haat": who cancelled, in the reader's words. */
  cancelledBy: string
  reason: string
  note: string | null
  itemNames: string[]
  /** Whether the whole order is now cancelled. */
  wholeOrder: boolean
  url: string
}

function cancelledMail(greeting: string, data: CancelledMailData, extra: string[]): MailContent {
  const what = data.wholeOrder
    ? `Order #${data.orderNo} was cancelled`
    : `Items of order #${data.orderNo} were cancelled`
  const subject = data.wholeOrder
    ? `Haat order ${data.orderNo} is cancelled`
    : `Items of Haat order ${data.orderNo} are cancelled`
  const why = `Reason: ${data.reason}${data.note ? ` (${data.note})` : ''}`
  const text = [
    `Hello ${greeting},`,
    '',
    `${what} by ${data.cancelledBy}:`,
    ...data.itemNames.map((name) => `  ${name}`),
    '',
    why,
    ...extra.flatMap((line) => ['', line]),
    '',
    `Open the order: ${data.url}`,
  ]
  const body = html`${mailParagraph(`Hello ${greeting},`)} ${mailParagraph(`${what} by ${data.cancelledBy}:`)}
    <ul style="margin:0 0 16px;padding-left:20px;">
      ${data.itemNames.map((name) => html`<li>${name}</li>`)}
    </ul>
    ${mailParagraph(why)} ${extra.map((line) => mailParagraph(line))} ${mailButton('Open the order', data.url)}`
  return mailContent(subject, text, body)
}

/** To the customer: what was cancelled, by whom and why, and what happens to the money. */
export function customerCancellationMail(
  data: CancelledMailData & { customerName: string; paymentNote: string | null },
): MailContent {
  return cancelledMail(data.customerName, data, data.paymentNote ? [data.paymentNote] : [])
}

/** To a seller whose forwarded part lost lines: do not ship them. */
export function sellerCancellationMail(data: CancelledMailData & { businessName: string }): MailContent {
  return cancelledMail(data.businessName, data, ['Please do not ship the cancelled items.'])
}

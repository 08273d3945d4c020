import { monthLabel } from '@haat/shared/earnings/reports'
import { formatPaise } from '@haat/shared/money'
import { html, type MailContent, mailButton, mailContent, mailParagraph } from '../mail'

type PayoutMailData = { businessName: string; amountPaise: number; upiId: string; url: string }

function sellerMail(subject: string, data: { businessName: string; url: string }, lines: string[]): MailContent {
  const text = [`Hello ${data.businessName},`, '', ...lines.flatMap((l) => [l, '']), `Your payments: ${data.url}`]
  const paragraphs = [`Hello ${data.businessName},`, ...lines].map((l) => mailParagraph(l))
  return mailContent(subject, text, html`${paragraphs}${mailButton('Open Payments', data.url)}`)
}

/** Haat sent the seller its payout, with the bank's reference. */
export function payoutPaidMail(data: PayoutMailData & { reference: string }): MailContent {
  return sellerMail(`Haat paid you ${formatPaise(data.amountPaise)}`, data, [
    `We sent ${formatPaise(data.amountPaise)} to your UPI ID ${data.upiId}. The bank's reference (UTR) is ${data.reference}.`,
    'Each sale, with the commission, GST, TCS and TDS taken from it, is on your Payments page.',
  ])
}

/** The bank refused the payout: the money is back in the seller's balance for the next run. */
export function payoutFailedMail(data: PayoutMailData & { reason: string }): MailContent {
  return sellerMail(`Your Haat payout of ${formatPaise(data.amountPaise)} did not go through`, data, [
    `We could not send ${formatPaise(data.amountPaise)} to your UPI ID ${data.upiId}: ${data.reason}`,
    'The amount is back in your balance and is paid in the next payout. Please check your UPI ID in Store Settings.',
  ])
}

/** Last month's statement: the balance it began and ended with, and where the PDF and CSV are. */
export function statementMail(data: {
  businessName: string
  month: string
  openingPaise: number
  earnedPaise: number
  paidPaise: number
  closingPaise: number
  url: string
}): MailContent {
  const month = monthLabel(data.month)
  return sellerMail(`Your Haat statement for ${month}`, data, [
    `Your statement for ${month} is ready.`,
    `Opening balance ${formatPaise(data.openingPaise)}; earned after Haat's commission, fees, GST, TCS and TDS ${formatPaise(data.earnedPaise)}; paid out ${formatPaise(data.paidPaise)}; closing balance ${formatPaise(data.closingPaise)}.`,
    'Download it as a PDF or CSV from your Payments page.',
  ])
}

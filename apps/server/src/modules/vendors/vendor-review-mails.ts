// The mails an admin's decision sends to a seller. Same rules as mail/templates.ts: pure
// functions of their data, user text escaped by `html`, inline styles only.
import { html, type MailContent, mailButton, mailContent, mailParagraph, multiline } from '../mail'

/** The seller's application was approved: where to sign in. */
export function vendorApprovedMail(data: { businessName: string; ownerName: string; loginUrl: string }): MailContent {
  const intro = `Good news, ${data.ownerName}: your seller account for ${data.businessName} has been approved.`
  return mailContent(
    'Your Haat seller account is approved',
    [intro, '', `You can now sign in at ${data.loginUrl} and add your products.`],
    html`${mailParagraph(intro)} ${mailParagraph('You can now sign in and add your products.')}
    ${mailButton('Sign in to Haat', data.loginUrl)} ${mailParagraph(`Or open this address: ${data.loginUrl}`)}`,
  )
}

/** The seller's application was not approved, with the admin's reason when one was given. */
export function vendorRejectedMail(data: {
  businessName: string
  ownerName: string
  reason: string | null
}): MailContent {
  const intro = `Dear ${data.ownerName}, we are sorry: your seller application for ${data.businessName} was not approved.`
  const reasonLines = data.reason ? ['', 'Reason:', data.reason] : []
  return mailContent(
    'Your Haat seller application was not approved',
    [intro, ...reasonLines, '', 'You can reply to this e-mail if you have questions.'],
    html`${mailParagraph(intro)}
    ${data.reason ? html`${mailParagraph(html`<strong>Reason:</strong>`)} ${mailParagraph(multiline(data.reason))}` : ''}
    ${mailParagraph('You can reply to this e-mail if you have questions.')}`,
  )
}

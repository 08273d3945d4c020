// What other modules may use of mail: queue a mail in their own transaction (the outbox), the
// templates and the HTML helper their own mails are built with, and forgetting an address's mail.
export { html, multiline, rawHtml, type SafeHtml } from './html'
export { mailButton, mailContent, mailParagraph } from './layout'
export { enqueueAdminMail, enqueueMail } from './mail.service'
export { longDateIn, sayIn, shortDateIn } from './mail-i18n'
export { deleteMailTo } from './outbox.repository'
export { registrationAttemptMail, registrationCodeMail } from './registration-mails'
export {
  contactMessageMail,
  emailChangeLinkMail,
  type MailContent,
  otpMail,
  secondFactorAlertMail,
  adminEnrolmentMail,
  securityNoticeMail,
  vendorApplicationMail,
  welcomeMail,
} from './templates'

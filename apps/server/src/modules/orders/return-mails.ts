import { html, type MailContent, mailButton, mailContent, mailParagraph } from '../mail'

/**
 * Every return mail has one shape: a greeting, one sentence of what happened, the items, what
 * happens next, and a button to the page where it can be followed.
 */
export type ReturnMailData = {
  subject: string
  greeting: string
  what: string
  itemNames: string[]
  next: string[]
  button: { label: string; url: string }
}

export function returnMail(data: ReturnMailData): MailContent {
  const text = [
    `Hello ${data.greeting},`,
    '',
    data.what,
    ...data.itemNames.map((name) => `  ${name}`),
    ...data.next.flatMap((line) => ['', line]),
    '',
    `${data.button.label}: ${data.button.url}`,
  ]
  const body = html`${mailParagraph(`Hello ${data.greeting},`)} ${mailParagraph(data.what)}
    <ul style="margin:0 0 16px;padding-left:20px;">
      ${data.itemNames.map((name) => html`<li>${name}</li>`)}
    </ul>
    ${data.next.map((line) => mailParagraph(line))} ${mailButton(data.button.label, data.button.url)}`
  return mailContent(data.subject, text, body)
}

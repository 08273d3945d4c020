import { z } from 'zod'
import { EmailSchema } from '../accounts/fields'

/** Contact-form text: trimmed, required, bounded, and without NUL (which PostgreSQL text cannot hold). */
const contactText = (label: string, max: number) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`)
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000]*$/, `${label} contains characters that are not allowed.`)

/** POST /api/contact: a visitor's message to the support team (docs/spec.md §2, Contact). */
export const ContactBody = z.object({
  name: contactText('Name', 100),
  email: EmailSchema,
  subject: contactText('Subject', 150),
  message: contactText('Message', 5000),
})
export type ContactBody = z.infer<typeof ContactBody>

/** The message the contact form shows once the mail is queued. */
export const CONTACT_SENT_MESSAGE = 'Email sent successfully!'
export const ContactAccepted = z.object({ message: z.string() })
export type ContactAccepted = z.infer<typeof ContactAccepted>

import { z } from 'zod'
import { EmailSchema } from '../accounts/fields'
import { fill } from '../texts'

/**
 * Contact-form text: trimmed, required, bounded, and without NUL (which PostgreSQL text cannot
 * hold). `label` is the field's name, marked for translation where it is given.
 */
const contactText = (label: string, max: number) =>
  z
    .string(fill(/*i18n*/ '{label} is required.', { label }))
    .trim()
    .min(1, fill(/*i18n*/ '{label} is required.', { label }))
    .max(max, fill(/*i18n*/ '{label} is at most {max} characters.', { label, max }))
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000]*$/, fill(/*i18n*/ '{label} contains characters that are not allowed.', { label }))

/** POST /api/contact: a visitor's message to the support team (docs/spec.md §2, Contact). */
export const ContactBody = z.object({
  name: contactText(/*i18n*/ 'Name', 100),
  email: EmailSchema,
  subject: contactText(/*i18n*/ 'Subject', 150),
  message: contactText(/*i18n*/ 'Message', 5000),
})
export type ContactBody = z.infer<typeof ContactBody>

/** The message the contact form shows once the mail is queued. */
export const CONTACT_SENT_MESSAGE = 'Email sent successfully!'
export const ContactAccepted = z.object({ message: z.string() })
export type ContactAccepted = z.infer<typeof ContactAccepted>

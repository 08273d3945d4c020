import { z } from 'zod'
import { EmailSchema } from './fields'

/** How long a sign-up waits for its mailed code (docs/decisions/042-verify-first-sign-up.md). */
export const REGISTRATION_VALID_HOURS = 24
/** Wrong codes a sign-up allows before it must be asked for again. */
export const REGISTRATION_MAX_FAILURES = 5

/**
 * 202 from POST /api/auth/customer/register: the same whether or not the e-mail already has an
 * account, so the form cannot tell who shops here. Posting the form again sends a new code.
 */
export const RegistrationPendingResponse = z.object({ email: z.string(), message: z.string() })
export type RegistrationPendingResponse = z.infer<typeof RegistrationPendingResponse>

/** POST /api/auth/customer/register/confirm: the 6-digit code mailed to the address. */
export const ConfirmRegistrationBody = z.object({
  email: EmailSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, /*i18n*/ 'Enter the 6-digit code from the e-mail.'),
})
export type ConfirmRegistrationBody = z.input<typeof ConfirmRegistrationBody>

/** The server's texts for sign-up; the web app shows its own translation of `pending`. */
export const REGISTRATION_TEXT = {
  pending: 'Check your e-mail: we sent a message to finish signing up.',
  wrongCode: /*i18n*/ 'This code is not right. Please check the e-mail and try again.',
  tooManyTries: /*i18n*/ 'Too many wrong codes. Please ask for a new code.',
  expired: /*i18n*/ 'This code has expired or was replaced by a newer one. Please ask for a new code.',
} as const

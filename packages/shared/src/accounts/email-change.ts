import { z } from 'zod'

/** POST /api/auth/email-change/confirm: the token from the link mailed to the new address. */
export const ConfirmEmailChangeBody = z.object({
  token: z.string().min(1, /*i18n*/ 'This link is incomplete.').max(128),
})
export type ConfirmEmailChangeBody = z.input<typeof ConfirmEmailChangeBody>

export const ConfirmEmailChangeResponse = z.object({
  kind: z.enum(['customer', 'vendor']),
  email: z.string(),
  message: z.string(),
})
export type ConfirmEmailChangeResponse = z.infer<typeof ConfirmEmailChangeResponse>

export const EMAIL_CHANGE_TEXT = {
  confirmed: (email: string) => `Your sign-in e-mail is now ${email}. Use it the next time you sign in.`,
  passwordNeeded: /*i18n*/ 'Enter your current password to change the e-mail.',
} as const

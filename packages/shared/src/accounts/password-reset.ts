import { z } from 'zod'
import { EmailSchema, PasswordSchema } from './fields'

/** Step 1: POST /api/auth/{customer|vendor}/password-reset/request */
export const RequestOtpBody = z.object({ email: EmailSchema })

/** Step 2: POST …/password-reset/verify. The code is 6 digits. */
export const VerifyOtpBody = z.object({
  email: EmailSchema,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, /*i18n*/ 'Invalid OTP. Please try again.'),
})
/** A short-lived grant; only it can set the new password (docs/decisions/008-password-reset-otp.md). */
export const VerifyOtpResponse = z.object({ resetToken: z.string(), message: z.string() })

/** Step 3: POST …/password-reset/complete */
export const CompleteResetBody = z.object({
  resetToken: z.string().min(1).max(200),
  password: PasswordSchema,
})

export const MessageResponse = z.object({ message: z.string() })

/**
 * docs/spec.md §8's texts for the reset flow, shown as written, except the request's answer: it is the
 * same whether or not the e-mail has an account, so it cannot reveal who has one.
 */
export const RESET_TEXT = {
  otpSent: 'If an account exists for that e-mail, a 6-digit OTP has been sent. Please check your inbox.',
  verified: 'OTP verified successfully. You can now set your new password.',
  reset: 'Your password has been successfully reset. You can now log in.',
  invalidOtp: /*i18n*/ 'Invalid OTP. Please try again.',
  requestNew: /*i18n*/ 'Invalid OTP. Please request a new one.',
  expired: /*i18n*/ 'Invalid or expired OTP. Please request a new one.',
  mismatch: /*i18n*/ 'Passwords do not match.',
} as const

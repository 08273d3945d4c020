import { z } from 'zod'
import { AdminProfile, VendorProfile } from './vendor'

/**
 * A sign-in whose password was right but that still owes a second factor: `verify` asks for a
 * code from the authenticator app, `enroll` first sets one up (an administrator's first sign-in).
 */
export const SecondFactorPending = z.object({ secondFactor: z.enum(['verify', 'enroll']) })
export type SecondFactorPending = z.infer<typeof SecondFactorPending>

export const AdminLoginResponse = z.union([z.object({ admin: AdminProfile }), SecondFactorPending])
export type AdminLoginResponse = z.infer<typeof AdminLoginResponse>
export const VendorLoginResponse = z.union([z.object({ vendor: VendorProfile }), SecondFactorPending])
export type VendorLoginResponse = z.infer<typeof VendorLoginResponse>

/** Six digits from the authenticator app, spaces allowed as the apps show them ("123 456"). */
export const TotpCode = z
  .string()
  .transform((v) => v.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, /*i18n*/ 'Enter the 6-digit code from your authenticator app.'))

/** One of the recovery codes shown at set-up, e.g. "ABCD-EFGH-JKMN-PQRS"; case and dashes do not matter. */
export const RecoveryCode = z
  .string()
  .max(40)
  .transform((v) => v.replace(/[\s-]/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{16}$/, /*i18n*/ 'Enter a recovery code exactly as it was shown.'))

/** The second step of a sign-in: a code, or a recovery code when the phone is lost. */
export const SecondFactorBody = z.union([z.object({ code: TotpCode }), z.object({ recoveryCode: RecoveryCode })])
export type SecondFactorBody = z.input<typeof SecondFactorBody>

/** What an authenticator app needs: the QR code (an SVG image) or the key typed by hand. */
/** POST /api/auth/admin/second-factor/enrolment: the token from the link mailed at the first sign-in. */
export const AdminEnrolmentBody = z.object({
  token: z
    .string({ error: /*i18n*/ 'Open the link we e-mailed you.' })
    .regex(/^[A-Za-z0-9_-]{20,128}$/, /*i18n*/ 'Open the link we e-mailed you.'),
})
export type AdminEnrolmentBody = z.input<typeof AdminEnrolmentBody>

export const TotpSetup = z.object({
  /** Base32 key, for typing into the app. */
  secret: z.string(),
  /** otpauth:// URI, what the QR code holds. */
  otpauthUrl: z.string(),
  /** data:image/svg+xml URL of the QR code. */
  qrCode: z.string(),
})
export type TotpSetup = z.infer<typeof TotpSetup>

/** Shown once, right after a second factor is set up; only their hashes are kept. */
export const RecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof RecoveryCodes>

/** The signed-in administrator; recovery codes only when this answer finished an enrolment. */
export const AdminSecondFactorResponse = z.object({
  admin: AdminProfile,
  recoveryCodes: z.array(z.string()).optional(),
})
export type AdminSecondFactorResponse = z.infer<typeof AdminSecondFactorResponse>
export const VendorSecondFactorResponse = z.object({ vendor: VendorProfile })
export type VendorSecondFactorResponse = z.infer<typeof VendorSecondFactorResponse>

export const ConfirmSetupBody = z.object({ code: TotpCode })
export type ConfirmSetupBody = z.input<typeof ConfirmSetupBody>

/** A seller's switch in the seller centre. */
export const SecondFactorStatus = z.object({ enabled: z.boolean() })
export type SecondFactorStatus = z.infer<typeof SecondFactorStatus>
export const StartSetupBody = z.object({
  currentPassword: z.string().min(1, /*i18n*/ 'Enter your current password.').max(128),
})
export type StartSetupBody = z.input<typeof StartSetupBody>
export const DisableSecondFactorBody = z.object({
  currentPassword: z.string().min(1, /*i18n*/ 'Enter your current password.').max(128),
  code: TotpCode,
})
export type DisableSecondFactorBody = z.input<typeof DisableSecondFactorBody>

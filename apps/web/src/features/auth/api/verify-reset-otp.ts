import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { ResetAccountKind } from './request-reset-otp'

export interface VerifyResetOtpResult {
  /** A short-lived grant; only it can set the new password (docs/decisions/008-password-reset-otp.md). */
  resetToken: string
  message: string
}

/** Step 2, POST …/password-reset/verify: 400 with docs/spec.md §8's OTP messages. */
function verifyResetOtp(kind: ResetAccountKind, body: { email: string; otp: string }): Promise<VerifyResetOtpResult> {
  return api.post(`/api/auth/${kind}/password-reset/verify`, body)
}

export function useVerifyResetOtp(kind: ResetAccountKind) {
  return useMutation({ mutationFn: (body: { email: string; otp: string }) => verifyResetOtp(kind, body) })
}

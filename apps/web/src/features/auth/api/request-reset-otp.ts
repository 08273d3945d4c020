import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

/** Whose password is being reset: /forgot-password or /forgot-password-vendor. */
export type ResetAccountKind = 'customer' | 'vendor'

/** Step 1, POST …/password-reset/request: e-mails a 6-digit code; 404 NOT_FOUND, 429 RATE_LIMITED. */
function requestResetOtp(kind: ResetAccountKind, email: string): Promise<{ message: string }> {
  return api.post(`/api/auth/${kind}/password-reset/request`, { email })
}

export function useRequestResetOtp(kind: ResetAccountKind) {
  return useMutation({ mutationFn: (email: string) => requestResetOtp(kind, email) })
}

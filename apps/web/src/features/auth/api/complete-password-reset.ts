import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { ResetAccountKind } from './request-reset-otp'

/** Step 3, POST …/password-reset/complete: sets the password and ends the account's other sessions. */
function completePasswordReset(
  kind: ResetAccountKind,
  body: { resetToken: string; password: string },
): Promise<{ message: string }> {
  return api.post(`/api/auth/${kind}/password-reset/complete`, body)
}

export function useCompletePasswordReset(kind: ResetAccountKind) {
  return useMutation({
    mutationFn: (body: { resetToken: string; password: string }) => completePasswordReset(kind, body),
  })
}

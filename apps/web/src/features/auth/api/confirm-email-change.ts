import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConfirmEmailChangeBody, ConfirmEmailChangeResponse } from '@haat/shared/accounts/email-change'
import { api } from '../../../lib/api-client'

/** POST /api/auth/email-change/confirm: the token from the link mailed to the new address. */
function confirmEmailChange(body: ConfirmEmailChangeBody): Promise<ConfirmEmailChangeResponse> {
  return api.post('/api/auth/email-change/confirm', body)
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmEmailChange,
    // The header and the account screens show the e-mail: read them again.
    onSuccess: () => queryClient.invalidateQueries(),
  })
}

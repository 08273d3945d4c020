import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CustomerProfile } from '@haat/shared/accounts/customer'
import type { ConfirmRegistrationBody } from '@haat/shared/accounts/registration'
import { api } from '../../../lib/api-client'
import { markSignedIn } from '../../../api/session/session-cache'

/**
 * POST /api/auth/customer/register/confirm: 201 and signed in; 400 with the reason beside `code`
 * (wrong, too many tries, expired or replaced by a newer one).
 */
function confirmRegistration(body: ConfirmRegistrationBody): Promise<{ customer: CustomerProfile }> {
  return api.post('/api/auth/customer/register/confirm', body)
}

export function useConfirmRegistration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: confirmRegistration,
    onSuccess: ({ customer }) =>
      markSignedIn(queryClient, { customer: { id: customer.id, name: customer.name, email: customer.email } }),
  })
}

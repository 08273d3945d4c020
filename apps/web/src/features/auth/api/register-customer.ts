import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CustomerProfile, RegisterCustomerBody } from '@haat/shared/accounts/customer'
import { api } from '../../../lib/api-client'
import { markSignedIn } from '../../../api/session/session-cache'

/** POST /api/auth/customer/register: 201 and signed in; 409 EMAIL_TAKEN. */
function registerCustomer(body: RegisterCustomerBody): Promise<{ customer: CustomerProfile }> {
  return api.post('/api/auth/customer/register', body)
}

export function useRegisterCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: registerCustomer,
    onSuccess: ({ customer }) =>
      markSignedIn(queryClient, { customer: { id: customer.id, name: customer.name, email: customer.email } }),
  })
}

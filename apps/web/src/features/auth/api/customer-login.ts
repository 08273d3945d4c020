import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CustomerProfile, LoginBody } from '@haat/shared/accounts/customer'
import { api } from '../../../lib/api-client'
import { markSignedIn } from '../../../api/session/session-cache'

/** POST /api/auth/customer/login: 401 INVALID_CREDENTIALS, 429 RATE_LIMITED. */
function loginCustomer(body: LoginBody): Promise<{ customer: CustomerProfile }> {
  return api.post('/api/auth/customer/login', body)
}

export function useCustomerLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: loginCustomer,
    onSuccess: ({ customer }) =>
      markSignedIn(queryClient, { customer: { id: customer.id, name: customer.name, email: customer.email } }),
  })
}

import { useMutation } from '@tanstack/react-query'
import type { RegisterCustomerBody } from '@haat/shared/accounts/customer'
import type { RegistrationPendingResponse } from '@haat/shared/accounts/registration'
import { api } from '../../../lib/api-client'

/**
 * POST /api/auth/customer/register: 202 "check your e-mail", the same whether or not the e-mail
 * already has an account; nobody is signed in yet. Sending it again mails a new code (429 past 3
 * in 15 minutes).
 */
function registerCustomer(body: RegisterCustomerBody): Promise<RegistrationPendingResponse> {
  return api.post('/api/auth/customer/register', body)
}

export function useRegisterCustomer() {
  return useMutation({ mutationFn: registerCustomer })
}

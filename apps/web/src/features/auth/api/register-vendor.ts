import { useMutation } from '@tanstack/react-query'
import type { RegistrationPendingResponse } from '@haat/shared/accounts/registration'
import type { VendorApplicationBody } from '@haat/shared/accounts/vendor'
import { api } from '../../../lib/api-client'

/**
 * POST /api/auth/vendor/register: 202 "check your e-mail", the same whether or not a seller has
 * the e-mail; the application is made by the mailed code. Sending it again mails a new code.
 */
function registerVendor(body: VendorApplicationBody): Promise<RegistrationPendingResponse> {
  return api.post('/api/auth/vendor/register', body)
}

export function useRegisterVendor() {
  return useMutation({ mutationFn: registerVendor })
}

import { useMutation } from '@tanstack/react-query'
import type { ConfirmRegistrationBody } from '@haat/shared/accounts/registration'
import type { VendorProfile } from '@haat/shared/accounts/vendor'
import { api } from '../../../lib/api-client'

/**
 * POST /api/auth/vendor/register/confirm: 201 with the pending application (it does not sign in);
 * 400 with the reason beside `code`.
 */
function confirmVendorApplication(body: ConfirmRegistrationBody): Promise<{ vendor: VendorProfile }> {
  return api.post('/api/auth/vendor/register/confirm', body)
}

export function useConfirmVendorApplication() {
  return useMutation({ mutationFn: confirmVendorApplication })
}

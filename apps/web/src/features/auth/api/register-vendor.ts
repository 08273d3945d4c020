import { useMutation } from '@tanstack/react-query'
import type { VendorApplicationBody, VendorProfile } from '@haat/shared/accounts/vendor'
import { api } from '../../../lib/api-client'

/** POST /api/auth/vendor/register: 201 with the pending application; it does not sign in. */
function registerVendor(body: VendorApplicationBody): Promise<{ vendor: VendorProfile }> {
  return api.post('/api/auth/vendor/register', body)
}

export function useRegisterVendor() {
  return useMutation({ mutationFn: registerVendor })
}

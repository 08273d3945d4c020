import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LoginBody } from '@haat/shared/accounts/customer'
import type { VendorLoginResponse } from '@haat/shared/accounts/second-factor'
import { api } from '../../../lib/api-client'
import { markSignedIn } from '../../../api/session/session-cache'
import { vendorProfileKeys } from '../../../api/vendor-profile/vendor-profile-keys'

/** POST /api/auth/vendor/login: signs in pending and rejected vendors too; the screen routes by status. */
function loginVendor(body: LoginBody): Promise<VendorLoginResponse> {
  return api.post('/api/auth/vendor/login', body)
}

export function useVendorLogin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: loginVendor,
    onSuccess: (result) => {
      // A seller with two-step verification on is not signed in yet.
      if (!('vendor' in result)) return
      const { vendor } = result
      queryClient.setQueryData(vendorProfileKeys.current(), vendor)
      const { id, businessName, ownerName, status } = vendor
      markSignedIn(queryClient, { vendor: { id, businessName, ownerName, status } })
    },
  })
}

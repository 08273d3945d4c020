import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { ChangePasswordBody } from '@haat/shared/accounts/customer'
import type { UpdateVendorBody, VendorProfile } from '@haat/shared/accounts/vendor'
import { api } from '../../../lib/api-client'
import { refreshSession } from '../../../api/session/session-cache'
import { vendorProfileKeys } from '../../../api/vendor-profile/vendor-profile-keys'

/** PATCH /api/vendor/me: the application's rules; 409 EMAIL_TAKEN when another seller has the e-mail. */
function updateStoreSettings(body: UpdateVendorBody, failureMessage: string): Promise<VendorProfile> {
  return api.patch<VendorProfile>('/api/vendor/me', body, { failureMessage })
}

export function useUpdateStoreSettings() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: UpdateVendorBody) => updateStoreSettings(body, t`Failed to update vendor on server.`),
    onSuccess: async (profile) => {
      queryClient.setQueryData(vendorProfileKeys.current(), profile)
      // The seller layout shows the business and owner names from the session.
      await refreshSession(queryClient)
    },
  })
}

/** POST /api/vendor/me/password: INVALID_CREDENTIALS when the current password is wrong; other sessions end. */
function changeVendorPassword(body: ChangePasswordBody): Promise<void> {
  return api.post<void>('/api/vendor/me/password', body)
}

export function useChangeVendorPassword() {
  return useMutation({ mutationFn: changeVendorPassword })
}

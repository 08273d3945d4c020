import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ChangePasswordBody } from '@haat/shared/accounts/customer'
import type { UpdateVendorBody, VendorProfile } from '@haat/shared/accounts/vendor'
import { api } from '../../../lib/api-client'
import { SESSION_QUERY_KEY } from '../../../lib/session'
import { vendorKeys } from './vendor-keys'

/** GET /api/vendor/me: the store's business, contact and banking details. */
export function getStoreSettings(signal?: AbortSignal): Promise<VendorProfile> {
  return api.get<VendorProfile>('/api/vendor/me', { signal })
}

export const storeSettingsQuery = (vendorId: string) =>
  queryOptions({ queryKey: vendorKeys.settings(vendorId), queryFn: ({ signal }) => getStoreSettings(signal) })

export function useStoreSettings(vendorId: string) {
  return useQuery(storeSettingsQuery(vendorId))
}

/** PATCH /api/vendor/me: the application's rules; 409 EMAIL_TAKEN when another seller has the e-mail. */
export function updateStoreSettings(body: UpdateVendorBody): Promise<VendorProfile> {
  return api.patch<VendorProfile>('/api/vendor/me', body)
}

export function useUpdateStoreSettings(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateStoreSettings,
    onSuccess: async (profile) => {
      queryClient.setQueryData(vendorKeys.settings(vendorId), profile)
      // The seller layout shows the business and owner names from the session.
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY })
    },
  })
}

/** POST /api/vendor/me/password: INVALID_CREDENTIALS when the current password is wrong; other sessions end. */
export function changeVendorPassword(body: ChangePasswordBody): Promise<void> {
  return api.post<void>('/api/vendor/me/password', body)
}

export function useChangeVendorPassword() {
  return useMutation({ mutationFn: changeVendorPassword })
}

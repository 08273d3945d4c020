import { queryOptions, useQuery } from '@tanstack/react-query'
import type { VendorProfile } from '@haat/shared/accounts/vendor'
import { api } from '../../../lib/api-client'
import { authKeys } from './auth-keys'

/** GET /api/vendor/me: answers for pending and rejected vendors too (status, rejection reason). */
export function getCurrentVendor(signal?: AbortSignal): Promise<VendorProfile> {
  return api.get<VendorProfile>('/api/vendor/me', { signal })
}

export const currentVendorQuery = () =>
  queryOptions({
    queryKey: authKeys.currentVendor(),
    queryFn: ({ signal }) => getCurrentVendor(signal),
  })

export function useCurrentVendor({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...currentVendorQuery(), enabled })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { VendorProfile } from '@haat/shared/accounts/vendor'
import { api } from '../../lib/api-client'
import { vendorProfileKeys } from './vendor-profile-keys'

/**
 * GET /api/vendor/me: the store's business, contact and banking details; answers for pending and
 * rejected sellers too (status, rejection reason).
 */
function getVendorProfile(signal?: AbortSignal): Promise<VendorProfile> {
  return api.get<VendorProfile>('/api/vendor/me', { signal })
}

const vendorProfileQuery = () =>
  queryOptions({ queryKey: vendorProfileKeys.current(), queryFn: ({ signal }) => getVendorProfile(signal) })

export function useVendorProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vendorProfileQuery(), enabled })
}

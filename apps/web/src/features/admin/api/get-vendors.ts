import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminVendorList } from '@haat/shared/admin/people'
import { api } from '../../../lib/api-client'
import { type AdminVendorsFilter, peopleKeys } from './people-keys'

/** GET /api/admin/vendors: sellers by status and search, a page at a time. */
function getVendors(filter: AdminVendorsFilter, signal?: AbortSignal): Promise<AdminVendorList> {
  return api.get<AdminVendorList>('/api/admin/vendors', { query: { ...filter }, signal })
}

const vendorsQuery = (filter: AdminVendorsFilter) =>
  queryOptions({
    queryKey: peopleKeys.vendorList(filter),
    queryFn: ({ signal }) => getVendors(filter, signal),
    placeholderData: keepPreviousData,
  })

export function useVendors(filter: AdminVendorsFilter) {
  return useQuery(vendorsQuery(filter))
}

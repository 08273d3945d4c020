import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminCustomerList } from '@haat/shared/admin/people'
import { api } from '../../../lib/api-client'
import { type AdminCustomersFilter, peopleKeys } from './people-keys'

/** GET /api/admin/customers: customer accounts with their order counts, a page at a time. */
function getCustomers(filter: AdminCustomersFilter, signal?: AbortSignal): Promise<AdminCustomerList> {
  return api.get<AdminCustomerList>('/api/admin/customers', { query: { ...filter }, signal })
}

const customersQuery = (filter: AdminCustomersFilter) =>
  queryOptions({
    queryKey: peopleKeys.customerList(filter),
    queryFn: ({ signal }) => getCustomers(filter, signal),
    placeholderData: keepPreviousData,
  })

export function useCustomers(filter: AdminCustomersFilter) {
  return useQuery(customersQuery(filter))
}

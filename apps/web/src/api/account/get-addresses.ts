import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address } from '@haat/shared/accounts/customer'
import { api } from '../../lib/api-client'
import { accountKeys } from './account-keys'

/** GET /api/account/addresses: the customer's saved delivery addresses. */
async function getAddresses(signal?: AbortSignal): Promise<Address[]> {
  const body = await api.get<{ data: Address[] }>('/api/account/addresses', { signal })
  return body.data
}

const addressesQuery = (customerId: string) =>
  queryOptions({ queryKey: accountKeys.addresses(customerId), queryFn: ({ signal }) => getAddresses(signal) })

/**
 * `fresh`: read them again now (the checkout shows the saved addresses as they are at this moment).
 * `enabled: false`: not at all (no customer signed in).
 */
export function useAddresses(
  customerId: string,
  { fresh = false, enabled = true }: { fresh?: boolean; enabled?: boolean } = {},
) {
  return useQuery({ ...addressesQuery(customerId), enabled, ...(fresh && { staleTime: 0 }) })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CustomerProfile } from '@haat/shared/accounts/customer'
import { api } from '../../lib/api-client'
import { accountKeys } from './account-keys'

/** GET /api/account: the signed-in customer's name, e-mail and phone. */
function getAccount(signal?: AbortSignal): Promise<CustomerProfile> {
  return api.get<CustomerProfile>('/api/account', { signal })
}

const accountQuery = (customerId: string) =>
  queryOptions({ queryKey: accountKeys.profile(customerId), queryFn: ({ signal }) => getAccount(signal) })

/** `fresh`: read it again now (the checkout prefills from what the account says at this moment). */
export function useAccount(customerId: string, { fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({ ...accountQuery(customerId), ...(fresh && { staleTime: 0 }) })
}

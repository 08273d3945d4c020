import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Address, CustomerProfile } from '@haat/shared/accounts/customer'
import { api } from '../../../lib/api-client'

export const checkoutKeys = {
  all: (customerId: string) => ['checkout', customerId] as const,
  profile: (customerId: string) => [...checkoutKeys.all(customerId), 'profile'] as const,
  addresses: (customerId: string) => [...checkoutKeys.all(customerId), 'addresses'] as const,
}

/** GET /api/account: name, e-mail and phone to prefill the shipping form. */
export function useCheckoutProfile(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: checkoutKeys.profile(customerId),
      queryFn: ({ signal }) => api.get<CustomerProfile>('/api/account', { signal }),
      staleTime: 0,
    }),
  )
}

/** GET /api/account/addresses: the saved addresses shown as cards. */
export function useCheckoutAddresses(customerId: string) {
  return useQuery(
    queryOptions({
      queryKey: checkoutKeys.addresses(customerId),
      queryFn: async ({ signal }) => (await api.get<{ data: Address[] }>('/api/account/addresses', { signal })).data,
      staleTime: 0,
    }),
  )
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address, AddressBody } from '@haat/shared/accounts/customer'
import { api } from '../../../lib/api-client'
import { accountKeys } from '../../../api/account/account-keys'

/** POST /api/account/addresses: 201 with the saved address. */
function addAddress(body: AddressBody): Promise<Address> {
  return api.post<Address>('/api/account/addresses', body)
}

export function useAddAddress(customerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addAddress,
    onSuccess: (address) => {
      queryClient.setQueryData<Address[]>(accountKeys.addresses(customerId), (old) => (old ? [...old, address] : old))
      void queryClient.invalidateQueries({ queryKey: accountKeys.addresses(customerId) })
    },
  })
}

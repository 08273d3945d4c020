import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Address } from '@haat/shared/accounts/customer'
import { api } from '../../../lib/api-client'
import { accountKeys } from '../../../api/account/account-keys'

/** DELETE /api/account/addresses/:id: 204. */
function removeAddress(addressId: string): Promise<void> {
  return api.delete<void>(`/api/account/addresses/${encodeURIComponent(addressId)}`)
}

export function useRemoveAddress(customerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: removeAddress,
    onSuccess: (_nothing, addressId) => {
      queryClient.setQueryData<Address[]>(accountKeys.addresses(customerId), (old) =>
        old?.filter((address) => address.id !== addressId),
      )
      void queryClient.invalidateQueries({ queryKey: accountKeys.addresses(customerId) })
    },
  })
}

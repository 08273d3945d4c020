import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CustomerProfile, UpdateProfileBody } from '@haat/shared/accounts/customer'
import { api } from '../../../lib/api-client'
import { accountKeys } from '../../../api/account/account-keys'

/** PATCH /api/account: 409 EMAIL_TAKEN when the new e-mail belongs to another account. */
function updateAccount(body: UpdateProfileBody): Promise<CustomerProfile> {
  return api.patch<CustomerProfile>('/api/account', body, { failureMessage: 'Failed to update user on server.' })
}

export function useUpdateAccount(customerId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(customerId), profile),
  })
}

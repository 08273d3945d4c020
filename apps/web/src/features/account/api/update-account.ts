import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { CustomerProfile, UpdateProfileBody } from '@haat/shared/accounts/customer'
import { api } from '../../../lib/api-client'
import { accountKeys } from '../../../api/account/account-keys'

/** PATCH /api/account: 409 EMAIL_TAKEN when the new e-mail belongs to another account. */
function updateAccount(body: UpdateProfileBody, failureMessage: string): Promise<CustomerProfile> {
  return api.patch<CustomerProfile>('/api/account', body, { failureMessage })
}

export function useUpdateAccount(customerId: string) {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => updateAccount(body, t`Failed to update user on server.`),
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(customerId), profile),
  })
}

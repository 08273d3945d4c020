import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  DisableSecondFactorBody,
  RecoveryCodes,
  SecondFactorStatus,
  TotpSetup,
} from '@haat/shared/accounts/second-factor'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

const key = vendorKeys.secondFactor

/** GET /api/vendor/me/second-factor: whether sign-in asks for a code from the seller's phone. */
export function useSecondFactorStatus(vendorId: string) {
  return useQuery({
    queryKey: key(vendorId),
    queryFn: ({ signal }) => api.get<SecondFactorStatus>('/api/vendor/me/second-factor', { signal }),
  })
}

/** POST …/setup: the current password first; answers the key for the authenticator app. */
export function useStartSecondFactorSetup() {
  return useMutation({
    mutationFn: (currentPassword: string) =>
      api.post<TotpSetup>('/api/vendor/me/second-factor/setup', { currentPassword }),
  })
}

/** POST …/confirm: the first code turns it on; the recovery codes come back once. */
export function useConfirmSecondFactor(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (code: string) => api.post<RecoveryCodes>('/api/vendor/me/second-factor/confirm', { code }),
    onSuccess: () => queryClient.setQueryData<SecondFactorStatus>(key(vendorId), { enabled: true }),
  })
}

/** POST …/disable: the password and a current code. */
export function useDisableSecondFactor(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DisableSecondFactorBody) => api.post<void>('/api/vendor/me/second-factor/disable', body),
    onSuccess: () => queryClient.setQueryData<SecondFactorStatus>(key(vendorId), { enabled: false }),
  })
}

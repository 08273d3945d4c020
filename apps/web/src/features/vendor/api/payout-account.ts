import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { IfscBank, SetPayoutAccountBody } from '@haat/shared/accounts/payout-account'
import type { VendorProfile } from '@haat/shared/accounts/vendor'
import { IFSC_PATTERN } from '@haat/shared/india'
import { api } from '../../../lib/api-client'
import { vendorProfileKeys } from '../../../api/vendor-profile/vendor-profile-keys'
import { vendorKeys } from './vendor-keys'

/**
 * PUT /api/vendor/me/payout-account: VALIDATION details name the field (ifsc, accountNumberAgain,
 * currentPassword…); INVALID_CREDENTIALS when the password is wrong. Answers the profile, masked.
 */
export function useSetPayoutAccount() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SetPayoutAccountBody) => api.put<VendorProfile>('/api/vendor/me/payout-account', body),
    onSuccess: (profile) => queryClient.setQueryData(vendorProfileKeys.current(), profile),
  })
}

/** GET /api/vendor/ifsc/{ifsc}: the bank of a well-formed IFSC, asked only once it is one. */
export function useIfscBank(typed: string) {
  const ifsc = typed.trim().toUpperCase()
  return useQuery({
    queryKey: vendorKeys.ifscBank(ifsc),
    queryFn: ({ signal }) => api.get<IfscBank>(`/api/vendor/ifsc/${encodeURIComponent(ifsc)}`, { signal }),
    enabled: IFSC_PATTERN.test(ifsc),
    staleTime: Infinity,
  })
}

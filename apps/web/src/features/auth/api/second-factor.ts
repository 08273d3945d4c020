import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  AdminEnrolmentBody,
  AdminSecondFactorResponse,
  SecondFactorBody,
  TotpSetup,
  VendorSecondFactorResponse,
} from '@haat/shared/accounts/second-factor'
import { api } from '../../../lib/api-client'
import { markSignedIn } from '../../../api/session/session-cache'
import { vendorProfileKeys } from '../../../api/vendor-profile/vendor-profile-keys'

/**
 * POST /api/auth/admin/second-factor/enrolment: a new key for the authenticator app, shown only
 * with the token of the link mailed at the first sign-in (403 without it).
 */
export function useAdminEnrolment(token: string) {
  return useQuery({
    queryKey: ['auth', 'admin-enrolment', token],
    queryFn: ({ signal }) =>
      api.post<TotpSetup>('/api/auth/admin/second-factor/enrolment', { token } satisfies AdminEnrolmentBody, {
        signal,
      }),
    // Each request makes a new key: fetch it once per screen, never again in the background.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  })
}

/**
 * POST /api/auth/admin/second-factor: the code (or a recovery code) that opens the session. The
 * screen marks the admin signed in only when it moves on: recovery codes shown after an enrolment
 * must stay on screen until they are saved (a signed-in admin is sent on from /admin/login).
 */
export function useAdminSecondFactor() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: (body: SecondFactorBody) => api.post<AdminSecondFactorResponse>('/api/auth/admin/second-factor', body),
  })
  const markAdminSignedIn = ({ id, name, email }: AdminSecondFactorResponse['admin']) =>
    markSignedIn(queryClient, { admin: { id, name, email } })
  return { ...mutation, markAdminSignedIn }
}

/** POST /api/auth/vendor/second-factor: a seller with two-step verification on. */
export function useVendorSecondFactor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SecondFactorBody) =>
      api.post<VendorSecondFactorResponse>('/api/auth/vendor/second-factor', body),
    onSuccess: ({ vendor }) => {
      queryClient.setQueryData(vendorProfileKeys.current(), vendor)
      const { id, businessName, ownerName, status } = vendor
      markSignedIn(queryClient, { vendor: { id, businessName, ownerName, status } })
    },
  })
}

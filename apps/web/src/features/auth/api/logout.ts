import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { toast } from '../../../lib/toast'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { api } from '../../../lib/api-client'
import { announceCartChange } from '../../../lib/cart-sync'
import { markSignedOut } from '../../../api/session/session-cache'
import { vendorProfileKeys } from '../../../api/vendor-profile/vendor-profile-keys'

export type SessionRole = keyof SessionInfo

/** Ends one role's session; the others stay signed in (docs/decisions/006-server-decides.md). */
function logout(role: SessionRole): Promise<void> {
  return api.post<void>(`/api/auth/${role}/logout`)
}

/**
 * Logs out, says so, and leaves the signed-in area: to the home page (docs/spec.md §2: "Logout (logs out,
 * goes to /)") unless `redirectTo` says otherwise (the admin goes back to /admin/login).
 */
export function useLogout(role: SessionRole, { redirectTo = '/' }: { redirectTo?: string } = {}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    // A public destination is reached before the session ends: otherwise a guard of the page being
    // left (e.g. /profile) can see the session go and send the user to sign in instead. A sign-in
    // destination (the admin's) must wait, or it would see the session still there. flushSync:
    // the new page is on screen when navigate resolves, not still rendering in a transition while
    // the old page's guard reacts to the session going.
    onMutate: async () => {
      if (redirectTo === '/') await navigate(redirectTo, { flushSync: true })
    },
    mutationFn: () => logout(role),
    onSuccess: async () => {
      // Leave the signed-in area first, so it never flashes its "Access Denied" state.
      await navigate(redirectTo, { flushSync: true })
      if (role === 'vendor') queryClient.removeQueries({ queryKey: vendorProfileKeys.current() })
      // The browser's other tabs re-read the session and stop showing this account.
      announceCartChange({ what: 'signed_out' })
      toast.success(t`Logged Out`)
      await markSignedOut(queryClient, role)
    },
    onError: (error) => {
      toast.error(t`Logout failed`, { description: error.message })
    },
  })
}

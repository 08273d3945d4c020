import type { QueryClient } from '@tanstack/react-query'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { authKeys } from './auth-keys'
import { SIGNED_OUT } from './get-session'

/**
 * After a sign-in: the next screen sees the new role at once (so a guarded page does not bounce
 * back to its login), then the session is re-read from the server, which stays the authority.
 */
export function markSignedIn(queryClient: QueryClient, signedIn: Partial<SessionInfo>): void {
  queryClient.setQueryData<SessionInfo>(authKeys.session(), (old) => ({ ...(old ?? SIGNED_OUT), ...signedIn }))
  void queryClient.invalidateQueries({ queryKey: authKeys.session() })
}

import type { QueryClient } from '@tanstack/react-query'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { SIGNED_OUT } from './get-session'
import { sessionKeys } from './session-keys'

/**
 * After a sign-in: the next screen sees the new role at once (so a guarded page does not bounce
 * back to its login), then the session is re-read from the server, which stays the authority.
 */
export function markSignedIn(queryClient: QueryClient, signedIn: Partial<SessionInfo>): void {
  queryClient.setQueryData<SessionInfo>(sessionKeys.current(), (old) => ({ ...(old ?? SIGNED_OUT), ...signedIn }))
  void queryClient.invalidateQueries({ queryKey: sessionKeys.current() })
}

/** After a sign-out: the role is gone at once; the server is asked again. */
export async function markSignedOut(queryClient: QueryClient, role: keyof SessionInfo): Promise<void> {
  queryClient.setQueryData<SessionInfo>(sessionKeys.current(), (old) => (old ? { ...old, [role]: null } : old))
  await queryClient.invalidateQueries({ queryKey: sessionKeys.current() })
}

/** Something the session shows changed (a name, an e-mail): read it again. */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: sessionKeys.current() })
}

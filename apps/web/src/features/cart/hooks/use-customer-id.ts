import { useCallback, useSyncExternalStore } from 'react'
import { hashKey, useQueryClient } from '@tanstack/react-query'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { useSession } from '../../../api/session/get-session'
import { sessionKeys } from '../../../api/session/session-keys'

/** The signed-in customer's id; null for a guest; undefined until the server has answered. */
export function useCustomerId(): string | null | undefined {
  const { session, isPending } = useSession()
  if (isPending) return undefined
  return session.customer?.id ?? null
}

const SESSION_HASH = hashKey(sessionKeys.current())

/**
 * The customer id from the session already in the cache, without observing (or fetching) the
 * query: for the header, whose own session query (the auth feature's) fetches it. An observer
 * here would put this feature's fetch function on that shared query.
 */
export function useCachedCustomerId(): string | null {
  const queryClient = useQueryClient()
  const subscribe = useCallback(
    (onChange: () => void) =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.query.queryHash === SESSION_HASH) onChange()
      }),
    [queryClient],
  )
  const read = () => queryClient.getQueryData<SessionInfo>(sessionKeys.current())?.customer?.id ?? null
  return useSyncExternalStore(subscribe, read, () => null)
}

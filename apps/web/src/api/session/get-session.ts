import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { api } from '../../lib/api-client'
import { sessionKeys } from './session-keys'

export const SIGNED_OUT: SessionInfo = { customer: null, vendor: null, admin: null }

/**
 * Who is signed in, as the server sees it (docs/decisions/006-server-decides.md: the browser keeps no role state).
 * Any failure reads as signed out: the server still guards every call.
 */
async function getSession(signal?: AbortSignal): Promise<SessionInfo> {
  try {
    const session = await api.get<Partial<SessionInfo> | undefined>('/api/session', { signal })
    return {
      customer: session?.customer ?? null,
      vendor: session?.vendor ?? null,
      admin: session?.admin ?? null,
    }
  } catch (error) {
    if (signal?.aborted) throw error
    console.warn('Could not load the session; treating it as signed out.', error)
    return SIGNED_OUT
  }
}

const sessionQuery = () =>
  queryOptions({
    queryKey: sessionKeys.current(),
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 60_000,
    retry: false,
  })

/** `session` is SIGNED_OUT until the server answers; check `isPending` before redirecting. */
export function useSession() {
  const query = useQuery(sessionQuery())
  return { ...query, session: query.data ?? SIGNED_OUT }
}

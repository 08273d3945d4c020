import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { api } from './api-client'

const SIGNED_OUT: SessionInfo = { customer: null, vendor: null, admin: null }

/**
 * The query key of GET /api/session. It is the auth feature's `authKeys.session()` spelled out
 * (lib cannot import a feature): sign-in and sign-out invalidate it there, and every reader,
 * the header and the features alike, shares this one cache entry (session.test.tsx checks both agree).
 */
export const SESSION_QUERY_KEY = ['auth', 'session'] as const

/**
 * Who is signed in, as the server sees it (docs/decisions/006-server-decides.md). Any failure reads as signed out:
 * the server still guards every call.
 */
async function fetchSession(signal?: AbortSignal): Promise<SessionInfo> {
  try {
    const session = await api.get<Partial<SessionInfo> | undefined>('/api/session', { signal })
    return { customer: session?.customer ?? null, vendor: session?.vendor ?? null, admin: session?.admin ?? null }
  } catch (error) {
    if (signal?.aborted) throw error
    return SIGNED_OUT
  }
}

const viewerSessionQuery = () =>
  queryOptions({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: 60_000,
    retry: false,
  })

/**
 * The session for features that only need to know who is looking (a review form, a wishlist
 * button); features do not import the auth feature. `session` is signed out until the server
 * answers: check `isPending` before choosing what to show.
 */
export function useViewerSession() {
  const query = useQuery(viewerSessionQuery())
  return { session: query.data ?? SIGNED_OUT, isPending: query.isPending }
}

import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isApiError } from './api-client'

// A 4xx will answer the same on a retry (except a timeout or a rate limit), so only
// network failures and 5xx are retried.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) {
    if (error.status !== 408 && error.status !== 429) return false
  }
  return failureCount < 2
}

interface QueryClientOptions {
  /**
   * A call answered UNAUTHENTICATED: the session ended on the server (expired, signed out in
   * another tab, password changed elsewhere). The app re-reads the session so guarded screens
   * can send the user to sign in again. Wrong credentials (INVALID_CREDENTIALS) are not this.
   */
  onUnauthenticated?: (queryClient: QueryClient) => void
}

export function createQueryClient({ onUnauthenticated }: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    // WRONG_ACCOUNT: this kind's session ended while another kind's goes on; the same re-read.
    if (isApiError(error) && (error.code === 'UNAUTHENTICATED' || error.code === 'WRONG_ACCOUNT')) {
      onUnauthenticated?.(queryClient)
    }
  }
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Ask even when the browser says it is offline: the service worker may answer from what
        // it kept (docs/decisions/034). Retries then wait for the connection to come back.
        networkMode: 'offlineFirst',
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  })
  return queryClient
}

import { renderHook, waitFor } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { authKeys } from '../features/auth/api/auth-keys'
import { CUSTOMER_SESSION, jsonResponse, mockApi } from '../test/render'
import { SESSION_QUERY_KEY, useViewerSession } from './session'

function wrapper(queryClient: QueryClient) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
}

describe('useViewerSession', () => {
  it('shares the auth feature’s cache entry, so signing in or out reaches it', () => {
    expect(SESSION_QUERY_KEY).toEqual(authKeys.session())
  })

  it('reads the customer from GET /api/session', async () => {
    mockApi({ '/api/session': CUSTOMER_SESSION })
    const { result } = renderHook(() => useViewerSession(), { wrapper: wrapper(new QueryClient()) })
    expect(result.current.isPending).toBe(true)
    expect(result.current.session.customer).toBeNull()
    await waitFor(() => expect(result.current.session.customer?.name).toBe('Asha Rao'))
  })

  it('reads a failed call as signed out', async () => {
    mockApi({ '/api/session': () => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500) })
    const { result } = renderHook(() => useViewerSession(), { wrapper: wrapper(new QueryClient()) })
    await waitFor(() => expect(result.current.isPending).toBe(false))
    expect(result.current.session).toEqual({ customer: null, vendor: null, admin: null })
  })
})

import { describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-client'
import { createQueryClient } from './query-client'

describe('createQueryClient', () => {
  it('reports a query or mutation answered UNAUTHENTICATED, but not wrong credentials', async () => {
    const onUnauthenticated = vi.fn()
    const queryClient = createQueryClient({ onUnauthenticated })

    await queryClient
      .fetchQuery({
        queryKey: ['account'],
        queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in.')),
      })
      .catch(() => {})
    expect(onUnauthenticated).toHaveBeenCalledTimes(1)
    expect(onUnauthenticated).toHaveBeenCalledWith(queryClient)

    const wrongPassword = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(new ApiError(401, 'INVALID_CREDENTIALS', 'Invalid credentials')),
    })
    await wrongPassword.execute(undefined).catch(() => {})
    expect(onUnauthenticated).toHaveBeenCalledTimes(1)

    const expired = queryClient.getMutationCache().build(queryClient, {
      mutationFn: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'Please sign in.')),
    })
    await expired.execute(undefined).catch(() => {})
    expect(onUnauthenticated).toHaveBeenCalledTimes(2)
  })
})

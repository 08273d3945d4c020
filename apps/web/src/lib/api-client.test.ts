import { describe, expect, it, vi } from 'vitest'
import { api, ApiError } from './api-client'

function stubFetch(impl: (input: RequestInfo | URL, init?: RequestInit) => Response) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) =>
    Promise.resolve().then(() => impl(input, init)),
  )
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

describe('api client', () => {
  it('sends JSON with same-origin credentials and returns the parsed body', async () => {
    const fetchMock = stubFetch(() => Response.json({ ok: true }))
    await expect(api.post('/api/things', { name: 'Kurta' }, { query: { page: 2, q: undefined } })).resolves.toEqual({
      ok: true,
    })

    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/api/things?page=2')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('same-origin')
    expect(init?.body).toBe('{"name":"Kurta"}')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
  })

  it('throws ApiError with the server error body', async () => {
    stubFetch(() =>
      Response.json(
        {
          error: {
            code: 'VALIDATION',
            message: 'Check the form.',
            details: [{ path: 'email', message: 'Enter an e-mail.' }],
          },
        },
        { status: 400 },
      ),
    )
    const error = await api.get('/api/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Check the form.',
      details: [{ path: 'email', message: 'Enter an e-mail.' }],
    })
  })

  it('falls back to the status when the error body is not the error shape', async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
    await expect(api.delete('/api/x')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'API DELETE error: Bad Gateway',
    })
  })

  it("uses the operation's own failure words when the server explains nothing, and the server's when it does", async () => {
    stubFetch(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }))
    await expect(
      api.patch('/api/account', {}, { failureMessage: 'Failed to update user on server.' }),
    ).rejects.toMatchObject({ status: 502, message: 'Failed to update user on server.' })
    stubFetch(
      () =>
        new Response(JSON.stringify({ error: { code: 'CONFLICT', message: 'That e-mail is taken.' } }), {
          status: 409,
          headers: { 'Content-Type': 'application/json' },
        }),
    )
    await expect(
      api.patch('/api/account', {}, { failureMessage: 'Failed to update user on server.' }),
    ).rejects.toMatchObject({ status: 409, message: 'That e-mail is taken.' })
  })

  it('throws NETWORK when the request never gets an answer', async () => {
    stubFetch(() => {
      throw new TypeError('Failed to fetch')
    })
    await expect(api.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' })
  })

  it('passes an abort through untouched', async () => {
    const controller = new AbortController()
    const abort = new DOMException('Aborted', 'AbortError')
    stubFetch(() => {
      controller.abort()
      throw abort
    })
    await expect(api.get('/api/x', { signal: controller.signal })).rejects.toBe(abort)
  })

  it('returns undefined for 204 No Content', async () => {
    stubFetch(() => new Response(null, { status: 204 }))
    await expect(api.post('/api/auth/customer/logout')).resolves.toBeUndefined()
  })
})

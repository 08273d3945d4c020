import type { ErrorBody, ErrorCode } from '@haat/shared/errors'

type ErrorDetail = NonNullable<ErrorBody['error']['details']>[number]

/** Codes the client may branch on: the server's codes plus NETWORK when no answer came back. */
export type ApiErrorCode = ErrorCode | 'NETWORK' | 'BAD_RESPONSE' | (string & {})

/** A failed /api call: the server's `{ error: { code, message, details } }`, or NETWORK. */
export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  readonly details: ErrorDetail[] | undefined

  constructor(status: number, code: ApiErrorCode, message: string, details?: ErrorDetail[]) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.details = details
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
/** An array is sent as the parameter repeated (`?brand=A&brand=B`). */
type QueryValue = string | number | boolean | null | undefined | readonly string[]

interface RequestOptions {
  method?: Method
  /** JSON-serialised unless it is FormData (uploads). */
  body?: unknown
  query?: Record<string, QueryValue>
  signal?: AbortSignal
  headers?: HeadersInit
  /** The operation's own words for a failure the server did not explain (docs/spec.md §8 fallbacks). */
  failureMessage?: string
}

// Mirrors ERROR_STATUS in @haat/shared/errors for bodies that carry no code (e.g. a proxy's 502);
// kept local so the storefront bundle does not pull zod in through that module.
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
}

function withQuery(path: string, query: RequestOptions['query']): string {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) for (const item of value) params.append(key, item)
    else if (value !== undefined && value !== null && value !== '') params.append(key, String(value))
  }
  const text = params.toString()
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false
  const error = value.error
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  )
}

async function toApiError(response: Response, method: Method, failureMessage?: string): Promise<ApiError> {
  let body: unknown = null
  try {
    body = await response.json()
  } catch {
    // Not JSON (an HTML error page from a proxy, an empty body): fall back to the status.
  }
  if (isErrorBody(body)) {
    const { code, message, details } = body.error
    return new ApiError(response.status, code, message, details)
  }
  const code = CODE_BY_STATUS[response.status] ?? (response.status >= 500 ? 'INTERNAL' : 'BAD_REQUEST')
  const message = failureMessage ?? `API ${method} error: ${response.statusText || response.status}`
  return new ApiError(response.status, code, message)
}

/**
 * How requests leave: the browser's fetch, or, while the server renders a page
 * (app/entry-server.tsx), the server answering its own catalogue reads without a socket.
 */
let transport: typeof fetch = (input, init) => fetch(input, init)

/** Used once by the server-side renderer; the browser never calls it. */
export function setApiTransport(next: typeof fetch): void {
  transport = next
}

/** Calls the Haat API on the same origin with the session cookies; JSON in, JSON out. */
async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET'
  const headers = new Headers(options.headers)
  headers.set('Accept', 'application/json')

  let body: BodyInit | undefined
  if (options.body instanceof FormData) {
    body = options.body
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json')
    body = JSON.stringify(options.body)
  }

  let response: Response
  try {
    response = await transport(withQuery(path, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
    })
  } catch (error) {
    // A cancelled request is not a network failure: let the caller (React Query) see the abort.
    if (options.signal?.aborted) throw error
    throw new ApiError(0, 'NETWORK', 'Could not reach Haat. Check your internet connection and try again.')
  }

  if (!response.ok) throw await toApiError(response, method, options.failureMessage)
  if (response.status === 204) return undefined as T

  const text = await response.text()
  if (!text) return undefined as T
  try {
    return JSON.parse(text) as T
  } catch {
    throw new ApiError(response.status, 'BAD_RESPONSE', 'The server sent an answer Haat could not read.')
  }
}

type Options = Omit<RequestOptions, 'method' | 'body'>

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
}

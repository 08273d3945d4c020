import { z } from 'zod'

/** The one error shape every /api call answers with when it fails. */
export const ErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
})
export type ErrorBody = z.infer<typeof ErrorBody>

/** Error codes the client may branch on; each maps to one HTTP status on the server. */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  /** Signed in, but with another kind of account than the call needs (a customer on a seller's call). */
  WRONG_ACCOUNT: 403,
  NOT_APPROVED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  /** The price is no longer the one the shopper saw (an Add to Cart made offline and sent later). */
  PRICE_CHANGED: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** An upload past what the account may keep stored. */
  QUOTA_EXCEEDED: 409,
  /** An idempotency key sent again with a different request (another cart or address). */
  IDEMPOTENCY_KEY_REUSED: 422,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const
export type ErrorCode = keyof typeof ERROR_STATUS

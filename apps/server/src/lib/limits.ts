import { fill } from '@haat/shared/texts'
import { AppError } from './app-error'
import { LimiterUnavailable, type RateLimiter } from './rate-limiter'

const MINUTE = 60_000

/**
 * The limits of docs/decisions/010-rate-limits.md in one place. Keyed first on the account or e-mail; per IP only
 * generously, because Indian mobile carriers put many people behind one address.
 */
export const LIMITS = {
  loginAttemptsPerIp: { limit: 100, windowMs: 15 * MINUTE },
  // Each challenge allows 5 wrong codes; this bounds guesses across fresh challenges (a million
  // codes). Only wrong codes count, and a browser the account signed in from before is never held
  // by it, so a guesser cannot lock the real owner out.
  secondFactorFailuresPerAccount: { limit: 20, windowMs: 15 * MINUTE },
  // Current-password checks (profile, settings, two-step): the owner needs a few, a guesser many.
  currentPasswordPerAccount: { limit: 10, windowMs: 15 * MINUTE },
  currentPasswordPerSession: { limit: 5, windowMs: 15 * MINUTE },
  registrationsPerIp: { limit: 30, windowMs: 15 * MINUTE },
  // Every sign-up mails its address (a code, or a notice to its owner): sending the form again
  // is how a new code is asked for, a few times, never a flood.
  registrationMailsPerEmail: { limit: 3, windowMs: 15 * MINUTE },
  otpRequestsPerEmail: { limit: 3, windowMs: 15 * MINUTE },
  otpRequestsPerIp: { limit: 30, windowMs: 15 * MINUTE },
  otpVerifiesPerIp: { limit: 60, windowMs: 15 * MINUTE },
  // New orders (an idempotent retry of one is not counted): plenty for a shopper, not for a bot;
  // per address generously, as a whole carrier's customers may share one.
  ordersPerAccount: { limit: 10, windowMs: 60 * MINUTE },
  ordersPerIp: { limit: 200, windowMs: 60 * MINUTE },
  reviewsPerCustomer: { limit: 20, windowMs: 60 * MINUTE },
  contactPerIp: { limit: 5, windowMs: 15 * MINUTE },
  // Each request may carry several images; 60 an hour lists plenty of products.
  uploadsPerAccount: { limit: 60, windowMs: 60 * MINUTE },
  // Pages the server renders afresh (not kept ones): a shopper opens a few a minute, a crawler of
  // unique URLs thousands. Past it the page is sent to be rendered in the browser, never refused.
  serverRendersPerIp: { limit: 600, windowMs: MINUTE },
} as const
export type LimitName = keyof typeof LIMITS

/**
 * What one account may keep stored (every size of every image it uploaded, attached or not yet
 * purged): a seller lists a catalogue, a customer adds photos to a return. Admins have none.
 */
export const UPLOAD_QUOTAS = {
  vendor: { images: 3_000, bytes: 600 * 1024 * 1024 },
  customer: { images: 100, bytes: 25 * 1024 * 1024 },
} as const

/**
 * Failed sign-ins slow the caller down progressively instead of locking for a fixed time: after
 * `free` failures each further one makes the next attempt wait 1 s, 2 s, 4 s… up to `maxWaitMs`.
 * Counted per account and caller (address, or a browser that signed in before), and per account
 * from browsers it has not seen succeed, so a guess spread over many addresses is bounded too
 * while the owner's known browser is never held up by someone else's failures.
 */
export const SIGN_IN_SLOWDOWN = {
  perCaller: { free: 5 },
  perAccount: { free: 20 },
  maxWaitMs: 15 * MINUTE,
  /** Failures are forgotten a day after the last window began. */
  memoryMs: 24 * 60 * MINUTE,
} as const

/** How long to wait after the `failures`-th failure in a row. */
export function signInWaitMs(failures: number, free: number): number {
  if (failures <= free) return 0
  return Math.min(1000 * 2 ** (failures - free - 1), SIGN_IN_SLOWDOWN.maxWaitMs)
}

export function rateLimited(retryAfterSeconds: number): AppError {
  const minutes = Math.ceil(retryAfterSeconds / 60)
  const message =
    minutes === 1
      ? /*i18n*/ 'Too many attempts. Please try again in 1 minute.'
      : fill(/*i18n*/ 'Too many attempts. Please try again in {minutes} minutes.', { minutes })
  return new AppError('RATE_LIMITED', message, { headers: { 'retry-after': String(retryAfterSeconds) } })
}

/** Counts one event against a limit and throws 429 with Retry-After when it is exceeded. */
export async function enforceLimit(limiter: RateLimiter, name: LimitName, key: string): Promise<void> {
  const { limit, windowMs } = LIMITS[name]
  const result = await limiter.hit(`${name}:${key}`, limit, windowMs)
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds)
}

/**
 * For limits counted only when the action succeeds: the 429 to throw if one more would exceed
 * the limit (nothing is counted), or null. Count with `countLimit` once it happened.
 */
export async function limitRefusal(limiter: RateLimiter, name: LimitName, key: string): Promise<AppError | null> {
  const { limit, windowMs } = LIMITS[name]
  const result = await limiter.peek(`${name}:${key}`, limit, windowMs)
  return result.allowed ? null : rateLimited(result.retryAfterSeconds)
}

/** Counts one event; whether the caller is still within the limit. */
export async function withinLimit(limiter: RateLimiter, name: LimitName, key: string): Promise<boolean> {
  const { limit, windowMs } = LIMITS[name]
  return (await limiter.hit(`${name}:${key}`, limit, windowMs)).allowed
}

/**
 * Counts an action that already happened. A count lost to a Redis outage is let go: the action
 * (a placed order) must not be answered as a failure, or the customer would try again.
 */
export async function countLimit(limiter: RateLimiter, name: LimitName, key: string): Promise<void> {
  const { limit, windowMs } = LIMITS[name]
  await limiter.hit(`${name}:${key}`, limit, windowMs).catch((error: unknown) => {
    if (!(error instanceof LimiterUnavailable)) throw error
  })
}

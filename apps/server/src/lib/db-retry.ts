import { isRetryableConflict } from './db-errors'

const DB_RETRY_ATTEMPTS = 3

/**
 * Runs a whole transaction again when PostgreSQL aborted it for a serialization failure or a
 * deadlock (40001, 40P01): the other side won, and a fresh run sees its result. Up to three runs,
 * with a short random pause so the racers do not collide again; then the error goes on to the
 * error handler, which answers 503 with Retry-After, never 500.
 */
export async function withDbRetry<T>(
  run: () => Promise<T>,
  options: { attempts?: number; pauseMs?: number } = {},
): Promise<T> {
  const attempts = options.attempts ?? DB_RETRY_ATTEMPTS
  const pauseMs = options.pauseMs ?? 20
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= attempts || !isRetryableConflict(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, pauseMs * attempt * (0.5 + Math.random())))
    }
  }
}

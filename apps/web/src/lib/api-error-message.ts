import { isApiError } from './api-client'

// apiRequest's own text for an error answer that carried no message (e.g. a proxy's 502 page).
const STATUS_ONLY_MESSAGE = /^API (GET|POST|PUT|PATCH|DELETE) error:/

/**
 * The message to show for a failed call: the server's own words when it sent some (or the
 * network message), else the screen's fallback text from docs/spec.md §8.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.message && !STATUS_ONLY_MESSAGE.test(error.message)) return error.message
  return fallback
}

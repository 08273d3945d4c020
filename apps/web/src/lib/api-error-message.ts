import { i18n as browserI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { isApiError } from './api-client'

// apiRequest's own text for an error answer that carried no message (e.g. a proxy's 502 page).
const STATUS_ONLY_MESSAGE = /^API (GET|POST|PUT|PATCH|DELETE) error:/

// The client's own texts (api-client.ts, upload-media.ts), in the shopper's language: no answer
// came back, or one that was not JSON.
const NETWORK_MESSAGE = msg`Could not reach Haat. Check your internet connection and try again.`
const BAD_RESPONSE_MESSAGE = msg`The server sent an answer Haat could not read.`

/**
 * The message to show for a failed call: the server's own words when it sent some (or the
 * network message), else the screen's fallback text from docs/spec.md §8.
 *
 * Pass the `i18n` of useLingui when rendering; without it, the browser's instance is used, which
 * is right only in event handlers and mutation callbacks (a toast), never during a render.
 * A `fallback` given as a `msg` descriptor is rendered in that language; a string is used as it is.
 */
export function errorMessage(error: unknown, fallback: string | MessageDescriptor, i18n: I18n = browserI18n): string {
  if (isApiError(error) && error.code === 'NETWORK') return i18n._(NETWORK_MESSAGE)
  if (isApiError(error) && error.code === 'BAD_RESPONSE') return i18n._(BAD_RESPONSE_MESSAGE)
  if (isApiError(error) && error.message && !STATUS_ONLY_MESSAGE.test(error.message)) return error.message
  return typeof fallback === 'string' ? fallback : i18n._(fallback)
}

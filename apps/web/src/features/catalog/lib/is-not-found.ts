import { isApiError } from '../../../lib/api-client'

/** The API said the thing asked for is not there (or not shown to this visitor): the 404 page. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404
}

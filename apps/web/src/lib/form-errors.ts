import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { isApiError } from './api-client'

/**
 * Puts a VALIDATION error's `details` next to the fields they name (paths match the body's
 * field names) and focuses the first one. Returns how many fields got a message.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): number {
  if (!isApiError(error) || !error.details) return 0
  let count = 0
  for (const detail of error.details) {
    const field = fields.find((name) => name === detail.path)
    if (!field) continue
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: count === 0 })
    count++
  }
  return count
}

/** A list field's message (colours, PIN prefixes): its own, or its first entry's ("pinPrefixes.0"). */
export function listError(error: FieldError | undefined): string | undefined {
  if (!error) return undefined
  if (error.message) return error.message
  const entries = Object.values(error as unknown as Record<string, FieldError | undefined>)
  return entries.find((entry) => entry?.message)?.message
}

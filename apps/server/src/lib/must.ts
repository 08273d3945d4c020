/**
 * A value the code's own logic guarantees: the row an insert … returning() gave back, a key of a
 * map built from the same list. Its absence is a bug, so it fails loudly instead of being asserted
 * away with `!`.
 */
export function must<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found none.`)
  return value
}

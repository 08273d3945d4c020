/** True when PostgreSQL refused a write for a unique constraint (drizzle may wrap the driver's error). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string }
    if (pg.code === '23505')
      return !constraint || pg.constraint === constraint || Boolean(pg.message?.includes(constraint))
  }
  return false
}

/** True when PostgreSQL refused a write for a foreign key (a referenced row went away, or is still referenced). */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23503') return true
  }
  return false
}

/** The SQLSTATE of a PostgreSQL error, wherever drizzle wrapped it. */
export function sqlState(error: unknown): string | undefined {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

/** Serialization failure or deadlock: the transaction lost a race and may simply be run again. */
export const isRetryableConflict = (error: unknown) => ['40001', '40P01'].includes(sqlState(error) ?? '')

/** True when PostgreSQL refused a write for a check constraint (the named one, when given). */
export function isCheckViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string }
    if (pg.code === '23514')
      return !constraint || pg.constraint === constraint || Boolean(pg.message?.includes(constraint))
  }
  return false
}

/**
 * True when no database connection could be had in time: every pooled connection stayed busy
 * (pg-pool's connectionTimeoutMillis) or a new one could not be opened. A passing condition (a
 * rush, a restart), answered 503 with Retry-After, not a bug.
 */
export function isConnectionUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const message = (e as { message?: unknown }).message
    if (
      typeof message === 'string' &&
      (message === 'timeout exceeded when trying to connect' ||
        message.startsWith('Connection terminated due to connection timeout'))
    )
      return true
  }
  return false
}

/** True when PostgreSQL refused a write for a unique constraint (drizzle may wrap the driver's error). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const pg = e as { code?: string; constraint?: string; message?: string }
    if (pg.code === '23505') return !constraint || pg.constraint === constraint || Boolean(pg.message?.includes(constraint))
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

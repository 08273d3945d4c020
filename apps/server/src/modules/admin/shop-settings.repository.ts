import { inArray, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { settings } from '../../db/schema/platform'

/** The stored values of these keys; a key never written is absent. */
export async function readSettings(db: DbOrTx, keys: readonly string[]): Promise<Map<string, unknown>> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [...keys]))
  return new Map(rows.map((row) => [row.key, row.value]))
}

export async function writeSetting(db: DbOrTx, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: now } })
}

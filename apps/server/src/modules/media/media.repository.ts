import { and, count, eq, inArray, sql, sum } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { media } from '../../db/schema/platform'

export type MediaRow = typeof media.$inferSelect
export type MediaOwner = { kind: 'vendor' | 'admin' | 'customer'; id: string }

export async function insertMedia(db: DbOrTx, values: (typeof media.$inferInsert)[]): Promise<MediaRow[]> {
  if (values.length === 0) return []
  return db.insert(media).values(values).returning()
}

export async function findMedia(db: DbOrTx, id: string): Promise<MediaRow | null> {
  const [row] = await db.select().from(media).where(eq(media.id, id))
  return row ?? null
}

/** Which of these ids are images this owner uploaded. */
export async function findOwnedMediaIds(db: DbOrTx, owner: MediaOwner, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(inArray(media.id, ids), eq(media.ownerKind, owner.kind), eq(media.ownerId, owner.id)))
  return rows.map((r) => r.id)
}

export async function findMediaByIds(db: DbOrTx, ids: string[]): Promise<MediaRow[]> {
  if (ids.length === 0) return []
  return db.select().from(media).where(inArray(media.id, ids))
}

/**
 * What an owner has stored, read under a lock on the owner (held to the end of the transaction),
 * so two uploads at once cannot both fit into the last of a quota.
 */
export async function lockedUsage(tx: DbOrTx, owner: MediaOwner): Promise<{ images: number; bytes: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`haat.media.${owner.kind}.${owner.id}`}))`)
  const [row] = await tx
    .select({ images: count(), bytes: sum(media.bytes) })
    .from(media)
    .where(and(eq(media.ownerKind, owner.kind), eq(media.ownerId, owner.id)))
  return { images: row?.images ?? 0, bytes: Number(row?.bytes ?? 0) }
}

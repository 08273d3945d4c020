import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { vendors } from '../../db/schema/accounts'

export type VendorRow = typeof vendors.$inferSelect

export async function insertVendor(db: DbOrTx, values: typeof vendors.$inferInsert) {
  const [row] = await db.insert(vendors).values(values).returning()
  return row!
}

export async function findVendor(db: DbOrTx, id: string): Promise<VendorRow | null> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id))
  return row ?? null
}

import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { vendors } from '../../db/schema/accounts'
import { must } from '../../lib/must'

export type VendorRow = typeof vendors.$inferSelect

export async function insertVendor(db: DbOrTx, values: typeof vendors.$inferInsert) {
  const [row] = await db.insert(vendors).values(values).returning()
  return must(row, 'the vendor row')
}

export async function findVendor(db: DbOrTx, id: string): Promise<VendorRow | null> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id))
  return row ?? null
}

export async function updateVendor(
  db: DbOrTx,
  id: string,
  values: Partial<typeof vendors.$inferInsert>,
): Promise<VendorRow> {
  const [row] = await db.update(vendors).set(values).where(eq(vendors.id, id)).returning()
  return must(row, 'the vendor row')
}

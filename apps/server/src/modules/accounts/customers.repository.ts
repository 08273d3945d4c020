import { and, asc, count, eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { addresses, customers } from '../../db/schema/accounts'
import { must } from '../../lib/must'

export type CustomerRow = typeof customers.$inferSelect
export type AddressRow = typeof addresses.$inferSelect

export async function updateCustomer(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<CustomerRow, 'name' | 'email' | 'phone' | 'updatedAt'>>,
) {
  const [row] = await db.update(customers).set(values).where(eq(customers.id, id)).returning()
  return row ?? null
}

export function listAddresses(db: DbOrTx, customerId: string): Promise<AddressRow[]> {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.customerId, customerId))
    .orderBy(asc(addresses.createdAt), asc(addresses.id))
}

/** The customer's own address; another customer's id matches nothing. */
export async function findAddress(db: DbOrTx, customerId: string, id: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
  return row ?? null
}

export async function countAddresses(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customerId))
  return row?.n ?? 0
}

export async function insertAddress(db: DbOrTx, values: typeof addresses.$inferInsert) {
  const [row] = await db.insert(addresses).values(values).returning()
  return must(row, 'the inserted address')
}

/** Deletes only the customer's own address; another customer's id matches nothing. */
export async function deleteAddress(db: DbOrTx, customerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)))
    .returning({ id: addresses.id })
  return rows.length > 0
}

import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { accountBrowsers, addresses, customers } from '../../db/schema/accounts'
import { orders } from '../../db/schema/commerce'
import { lowerContainsPattern } from '../../lib/like-pattern'

export type CustomerRecord = typeof customers.$inferSelect

/** One page of customers with their order counts, from one grouped subquery (no query per row). */
export async function listCustomers(db: DbOrTx, search: string | undefined, page: { limit: number; offset: number }) {
  const orderCounts = db
    .select({ customerId: orders.customerId, n: count().as('n') })
    .from(orders)
    .where(isNull(orders.hiddenAt))
    .groupBy(orders.customerId)
    .as('order_counts')
  const pattern = search ? lowerContainsPattern(search) : null
  const where = pattern
    ? or(sql`lower(${customers.name}) like ${pattern}`, sql`lower(${customers.email}) like ${pattern}`)
    : undefined
  const rows = await db
    .select({ customer: customers, orderCount: sql<number>`coalesce(${orderCounts.n}, 0)::int`.mapWith(Number) })
    .from(customers)
    .leftJoin(orderCounts, eq(orderCounts.customerId, customers.id))
    .where(where)
    .orderBy(desc(customers.createdAt), customers.id)
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(customers).where(where)
  return { rows, total: total?.n ?? 0 }
}

export async function lockCustomer(tx: DbOrTx, id: string): Promise<CustomerRecord | null> {
  const [row] = await tx.select().from(customers).where(eq(customers.id, id)).for('update')
  return row ?? null
}

/** What an erased customer is called on the account and its orders. */
export const ERASED_NAME = 'Deleted customer'

/** Erases the person from the account row and deletes its saved addresses; the row stays, so orders still point at it. */
export async function eraseCustomerProfile(tx: DbOrTx, customerId: string, erasedName: string, now: Date) {
  await tx
    .update(customers)
    .set({ name: erasedName, email: null, phone: null, passwordHash: null, erasedAt: now, updatedAt: now })
    .where(eq(customers.id, customerId))
  await tx.delete(addresses).where(eq(addresses.customerId, customerId))
  // The browsers it signed in on are about the person too (auth/browser-id.ts).
  await tx
    .delete(accountBrowsers)
    .where(and(eq(accountBrowsers.kind, 'customer'), eq(accountBrowsers.subjectId, customerId)))
}

import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { addresses, customers, otps } from '../../db/schema/accounts'
import { cartLines, orders, wishlistItems } from '../../db/schema/commerce'
import { outbox } from '../../db/schema/platform'
import { likePattern } from './admin-search'

export type CustomerRecord = typeof customers.$inferSelect

/** One page of customers with their order counts, from one grouped subquery (no query per row). */
export async function listCustomers(db: DbOrTx, search: string | undefined, page: { limit: number; offset: number }) {
  const orderCounts = db
    .select({ customerId: orders.customerId, n: count().as('n') })
    .from(orders)
    .where(isNull(orders.hiddenAt))
    .groupBy(orders.customerId)
    .as('order_counts')
  const pattern = search ? likePattern(search) : null
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

/**
 * Erases what identifies the person from the account (DPDP Act): name, e-mail, phone, password,
 * saved addresses, cart, wishlist, pending reset codes and the mails kept in the outbox. The row stays, so orders (which keep
 * their own name, e-mail, phone and address snapshots for accounting) still point at it.
 */
export const ERASED_NAME = 'Deleted customer'

export async function eraseCustomer(tx: DbOrTx, customer: CustomerRecord, now: Date) {
  await tx
    .update(customers)
    .set({ name: ERASED_NAME, email: null, phone: null, passwordHash: null, erasedAt: now, updatedAt: now })
    .where(eq(customers.id, customer.id))
  // Copies of the mails sent to the person (names, addresses, codes), pending or sent, to the
  // account's e-mail or any e-mail given at checkout. Read before the orders forget them. A rare
  // admin action: a scan of the outbox is fine.
  await tx.delete(outbox).where(
    sql`lower(${outbox.to}) in (
      select lower(${orders.email}) from ${orders} where ${orders.customerId} = ${customer.id} and ${orders.email} <> ''
      union select lower(${customer.email ?? ''}::text))`,
  )
  // Orders stay as records: amounts, lines, dates and the place of supply (city, state, PIN) that
  // accounting and GST need. The person goes: name, e-mail and phone at once, and the street too
  // once an order is delivered or cancelled (an order still on its way needs it to arrive).
  await tx
    .update(orders)
    .set({
      name: ERASED_NAME,
      email: '',
      phone: '',
      notes: null,
      street: sql`case when ${orders.status} in ('delivered', 'cancelled') then '' else ${orders.street} end`,
      updatedAt: now,
    })
    .where(eq(orders.customerId, customer.id))
  await tx.delete(addresses).where(eq(addresses.customerId, customer.id))
  await tx.delete(cartLines).where(eq(cartLines.customerId, customer.id))
  await tx.delete(wishlistItems).where(eq(wishlistItems.customerId, customer.id))
  if (customer.email) {
    await tx.delete(otps).where(and(eq(otps.kind, 'customer'), sql`lower(${otps.email}) = lower(${customer.email})`))
  }
}

import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { orders, refunds } from '../../db/schema/commerce'
import { must } from '../../lib/must'

export type RefundRow = typeof refunds.$inferSelect

/**
 * Adds the amount to the order's refunded total. The orders_refunds_within_captured check refuses
 * it when it would pass what was captured, whatever else is running at the same time.
 */
export async function reserveRefund(db: DbOrTx, orderId: string, amountPaise: number): Promise<void> {
  await db
    .update(orders)
    .set({ refundedPaise: sql`${orders.refundedPaise} + ${amountPaise}` })
    .where(eq(orders.id, orderId))
}

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning()
  return must(row, 'the inserted refund')
}

/** The order's refunds, oldest first. */
export function findOrderRefunds(db: DbOrTx, orderId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.createdAt, refunds.id)
}

/** One page of refunds for the admin, newest first, with their order numbers. */
export async function listRefunds(
  db: DbOrTx,
  filter: { status?: RefundRow['status'] | undefined; limit: number; offset: number },
) {
  const where = filter.status ? eq(refunds.status, filter.status) : undefined
  const rows = await db
    .select({ refund: refunds, orderNo: orders.orderNo, customerName: orders.name })
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .where(where)
    .orderBy(desc(refunds.createdAt), desc(refunds.id))
    .limit(filter.limit)
    .offset(filter.offset)
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(refunds)
    .where(and(where))
  return { rows, total: count?.total ?? 0 }
}

/** How long a claimed refund is left to its sender before another worker may take it again. */
const CLAIM_LEASE_MS = 5 * 60_000

/**
 * Claims up to `limit` refunds waiting to be sent through this gateway: SKIP LOCKED keeps two
 * workers off the same row, and the lease (next attempt moved ahead, attempts counted) keeps it
 * theirs while they call the gateway outside any lock.
 */
export async function claimDueRefunds(db: Db, provider: RefundRow['provider'], now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.status, 'requested'), eq(refunds.provider, provider), lte(refunds.nextAttemptAt, now)))
      .orderBy(asc(refunds.nextAttemptAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(refunds)
      .set({ attempts: sql`${refunds.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(
        inArray(
          refunds.id,
          due.map((d) => d.id),
        ),
      )
      .returning()
  })
}

/** The refund locked for the rest of the transaction, by Haat's id or the gateway's. */
export async function lockRefund(db: DbOrTx, by: { id: string } | { gatewayRefundId: string }) {
  const where = 'id' in by ? eq(refunds.id, by.id) : eq(refunds.gatewayRefundId, by.gatewayRefundId)
  const [row] = await db.select().from(refunds).where(where).for('update')
  return row
}

export async function updateRefund(db: DbOrTx, id: string, values: Partial<typeof refunds.$inferInsert>) {
  await db.update(refunds).set(values).where(eq(refunds.id, id))
}

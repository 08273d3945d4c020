import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { orderLines, orders } from '../../db/schema/commerce'
import { lowerContainsPattern } from '../../lib/like-pattern'
import { waitingToSendCondition } from './waiting-to-send'

type Filters = {
  status?: (typeof orders.$inferSelect)['status']
  payment?: (typeof orders.$inferSelect)['paymentStatus']
  search?: string
  /** Only orders ready for their sellers with a part not sent yet. */
  waitingToSend?: boolean
}

/** One page of visible orders with their item counts (one grouped subquery, no query per row), and the total. */
export async function listOrders(db: DbOrTx, filters: Filters, page: { limit: number; offset: number }) {
  const pattern = filters.search ? lowerContainsPattern(filters.search) : null
  const where = and(
    isNull(orders.hiddenAt),
    filters.status ? eq(orders.status, filters.status) : undefined,
    filters.payment ? eq(orders.paymentStatus, filters.payment) : undefined,
    filters.waitingToSend ? waitingToSendCondition : undefined,
    pattern
      ? or(
          sql`lower(${orders.orderNo}) like ${pattern}`,
          sql`lower(${orders.name}) like ${pattern}`,
          sql`lower(${orders.email}) like ${pattern}`,
        )
      : undefined,
  )
  const itemCounts = db
    .select({ orderId: orderLines.orderId, n: sql<number>`sum(${orderLines.quantity})`.as('n') })
    .from(orderLines)
    .groupBy(orderLines.orderId)
    .as('item_counts')
  const [rows, [total]] = await Promise.all([
    db
      .select({
        order: orders,
        itemCount: sql<number>`coalesce(${itemCounts.n}, 0)::int`.mapWith(Number),
        // A seller's part of it flagged as a possible self-purchase (the unique (order, vendor) index finds them).
        possibleSelfPurchase: sql<boolean>`exists (select 1 from vendor_orders vo
          where vo.order_id = ${orders.id} and vo.self_purchase_reason is not null)`.mapWith(Boolean),
        // An open "not received" (the partial index vendor_orders_delivery_disputed_idx finds them).
        deliveryDisputed: sql<boolean>`exists (select 1 from vendor_orders vo
          where vo.order_id = ${orders.id} and vo.delivery_disputed_at is not null
            and vo.delivery_confirmed_at is null)`.mapWith(Boolean),
      })
      .from(orders)
      .leftJoin(itemCounts, eq(itemCounts.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), orders.id)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(orders).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

/** Hides an order from every list; the record itself stays (docs/decisions/017-orders-are-records.md). */
export async function hideOrder(tx: DbOrTx, orderNo: string, now: Date): Promise<string | null> {
  const [row] = await tx
    .update(orders)
    .set({ hiddenAt: now, updatedAt: now })
    .where(and(eq(orders.orderNo, orderNo), isNull(orders.hiddenAt)))
    .returning({ id: orders.id })
  return row?.id ?? null
}

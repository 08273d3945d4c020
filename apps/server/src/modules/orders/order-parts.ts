import type { VendorOrderStatus } from '@haat/shared/orders/vendor-order'
import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { releaseRedemptionIfNothingKept } from '../coupons'
import { deriveOrderStatus } from './order-status'
import { moveOrder, type OrderRow } from './orders.repository'

type OrderPart = {
  vendorId: string
  vendorOrderId: string | null
  /** pending until forwarded; cancelled once every line of the part is. */
  status: VendorOrderStatus
}

/** One row per seller with lines in the order: its vendor order (if forwarded) and its part's status. */
async function findOrderParts(db: DbOrTx, orderId: string): Promise<OrderPart[]> {
  const rows = await queryRows<{
    vendor_id: string
    vendor_order_id: string | null
    vo_status: VendorOrderStatus | null
    all_cancelled: boolean
  }>(
    db,
    sql`
    select ol.vendor_id, vo.id as vendor_order_id, vo.status as vo_status,
      bool_and(ol.cancelled_quantity = ol.quantity) as all_cancelled
    from order_lines ol
    left join vendor_orders vo on vo.order_id = ol.order_id and vo.vendor_id = ol.vendor_id
    where ol.order_id = ${orderId}
    group by ol.vendor_id, vo.id, vo.status
    order by ol.vendor_id`,
  )
  return rows.map((r) => ({
    vendorId: r.vendor_id,
    vendorOrderId: r.vendor_order_id,
    status: r.all_cancelled ? 'cancelled' : (r.vo_status ?? 'pending'),
  }))
}

/**
 * Sets the order's status to what its parts now make it (docs/decisions/025-order-parts-and-cancelling.md). Called
 * in the transaction that changed a part, with the order's row lock held; returns the new status.
 */
export async function refreshOrderStatus(
  db: DbOrTx,
  order: Pick<OrderRow, 'id' | 'status' | 'paymentStatus'>,
  now: Date,
): Promise<OrderRow['status']> {
  const next = deriveOrderStatus((await findOrderParts(db, order.id)).map((p) => p.status))
  if (next !== order.status) {
    await moveOrder(db, order, {
      status: next,
      ...(next === 'cancelled' ? { cancelledAt: now } : {}),
      updatedAt: now,
    })
    // A cancelled order gives its coupon use back.
    if (next === 'cancelled') await releaseRedemptionIfNothingKept(db, order.id, now)
  }
  return next
}

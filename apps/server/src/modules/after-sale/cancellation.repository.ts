import type { LineOption } from '@haat/shared/catalog/line-option'
import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { returnStock } from '../catalog'
import { STANDING_LINE_TOTAL } from '../orders'

export type CancellableLineRow = {
  id: string
  product_id: string
  variant_id: string | null
  product_name: string
  color: string
  size: string
  /** As checkout copied them: [{ name: 'Size', value: 'M' }, …]. */
  options: LineOption[]
  vendor_id: string
  vendor_name: string
  quantity: number
  cancelled_quantity: number
  returned_quantity: number
  unit_price_paise: number
  /** The coupon's share of the line: what was paid for it is its total less this. */
  discount_paise: number
  /** The line's share of the delivery fee: refunded with it when it is cancelled (038-delivery-fee.md). */
  delivery_fee_paise: number
  return_days: number
  vendor_order_id: string | null
  vo_status: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | null
  vo_hidden: boolean
  vo_delivered_at: Date | string | null
  vo_delivery_confirmed_at: Date | string | null
  vo_delivery_confirmed_by: 'customer' | 'courier' | 'admin' | null
  vo_delivery_disputed_at: Date | string | null
}

/** A line as paidForUnits (@haat/shared/coupons/coupon) reads it. */
export const paidLine = (row: Pick<CancellableLineRow, 'unit_price_paise' | 'quantity' | 'discount_paise'>) => ({
  unitPricePaise: row.unit_price_paise,
  quantity: row.quantity,
  discountPaise: row.discount_paise,
})

/** The order's lines with their seller's part, read under the order's lock (cancelling and returning). */
export function findLinesWithParts(db: DbOrTx, orderId: string): Promise<CancellableLineRow[]> {
  return queryRows<CancellableLineRow>(
    db,
    sql`
    select ol.id, ol.product_id, ol.variant_id, ol.product_name, ol.color, ol.size, ol.options, ol.vendor_id, ol.vendor_name, ol.quantity,
      ol.cancelled_quantity, ol.returned_quantity, ol.unit_price_paise, ol.discount_paise, ol.delivery_fee_paise,
      ol.return_days,
      vo.id as vendor_order_id, vo.status as vo_status, (vo.hidden_at is not null) as vo_hidden,
      vo.delivered_at as vo_delivered_at, vo.delivery_confirmed_at as vo_delivery_confirmed_at,
      vo.delivery_confirmed_by as vo_delivery_confirmed_by, vo.delivery_disputed_at as vo_delivery_disputed_at
    from order_lines ol
    left join vendor_orders vo on vo.order_id = ol.order_id and vo.vendor_id = ol.vendor_id
    where ol.order_id = ${orderId}
    order by ol.id`,
  )
}

export type LineCancelValues = {
  at: Date
  byKind: 'customer' | 'vendor' | 'admin' | 'system'
  byId: string | null
  reason: string
  note: string | null
}

/**
 * Cancels the whole of each line not cancelled yet, and returns those it cancelled: a line already
 * cancelled is left alone, so however many requests race, each line's stock comes back once.
 */
export async function markLinesCancelled(
  db: DbOrTx,
  where: { lineIds: string[] } | { orderIds: string[] },
  values: LineCancelValues,
): Promise<{ id: string; variant_id: string | null; quantity: number }[]> {
  const ids = 'lineIds' in where ? where.lineIds : where.orderIds
  if (ids.length === 0) return []
  const list = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )
  const target = 'lineIds' in where ? sql`id in (${list})` : sql`order_id in (${list})`
  return queryRows(
    db,
    sql`
    update order_lines set cancelled_quantity = quantity, cancelled_at = ${values.at.toISOString()}::timestamptz,
      cancelled_by_kind = ${values.byKind}, cancelled_by_id = ${values.byId}, cancel_reason = ${values.reason},
      cancel_note = ${values.note}
    where ${target} and cancelled_quantity = 0
    returning id, variant_id, quantity`,
  )
}

/** Brings the parts' totals down to their remaining lines, and cancels a part with none left. */
export async function settleCancelledParts(db: DbOrTx, vendorOrderIds: string[], now: Date): Promise<void> {
  if (vendorOrderIds.length === 0) return
  await db.execute(sql`
    update vendor_orders vo set
      total_paise = s.total,
      status = case when s.remaining = 0 then 'cancelled'::vendor_order_status else vo.status end,
      updated_at = ${now.toISOString()}::timestamptz
    from (
      select vendor_order_id, sum(${STANDING_LINE_TOTAL})::int as total,
        sum(quantity - cancelled_quantity)::int as remaining
      from order_lines where vendor_order_id in (${sql.join(
        vendorOrderIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by vendor_order_id
    ) s
    where vo.id = s.vendor_order_id`)
}

/** The sellers' e-mail and name, for the cancellation mails (one query for all of them). */
export function findSellerContacts(db: DbOrTx, vendorIds: string[]) {
  if (vendorIds.length === 0) return Promise.resolve([])
  return queryRows<{ id: string; email: string; business_name: string; locale: string }>(
    db,
    sql`select id, email, business_name, locale from vendors where id in (${sql.join(
      vendorIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  )
}

/**
 * Gives lines' quantities (cancelled or returned) back to the variants bought, summed per variant.
 * A line whose variant the seller has since deleted has nowhere to go back to.
 */
export async function restockLines(db: DbOrTx, lines: { variant_id: string | null; quantity: number }[]) {
  const stock = new Map<string, number>()
  for (const l of lines) if (l.variant_id) stock.set(l.variant_id, (stock.get(l.variant_id) ?? 0) + l.quantity)
  await returnStock(
    db,
    [...stock].map(([variantId, quantity]) => ({ variantId, quantity })),
  )
}

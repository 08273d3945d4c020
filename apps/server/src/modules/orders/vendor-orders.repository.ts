import type { VENDOR_ORDER_SORTS, VendorOrderStatus } from '@haat/shared/orders/vendor-order'

type VendorOrderSort = (typeof VENDOR_ORDER_SORTS)[number]
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { vendors } from '../../db/schema/accounts'
import { orderLines, orders, trackingEvents, vendorOrders } from '../../db/schema/commerce'
import { must } from '../../lib/must'

export type VendorOrderRow = typeof vendorOrders.$inferSelect

/** The order row, share-locked so it cannot be cancelled while a vendor part is being forwarded. */
export async function findOrderForForward(db: DbOrTx, orderNo: string) {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).for('share')
  return row
}

/**
 * What a line's standing units come to on its seller's invoice: their price less the seller's own
 * coupon's share of them (a Haat coupon Haat pays the seller), and the line's delivery fee share
 * unless it was cancelled. Columns unqualified: for queries on order_lines alone.
 */
export const STANDING_LINE_TOTAL = sql`unit_price_paise * (quantity - cancelled_quantity)
  - (seller_discount_paise - seller_discount_paise * cancelled_quantity / quantity)
  + case when cancelled_quantity < quantity then delivery_fee_paise else 0 end`

/** How many lines the vendor has in the order, how many still stand, and what those come to (STANDING_LINE_TOTAL). */
export async function vendorShareOf(db: DbOrTx, orderId: string, vendorId: string) {
  const standing = sql`${orderLines.cancelledQuantity} < ${orderLines.quantity}`
  const [row] = await db
    .select({
      lineCount: sql<number>`count(*)::int`,
      standingCount: sql<number>`(count(*) filter (where ${standing}))::int`,
      totalPaise: sql<number>`coalesce(sum(${STANDING_LINE_TOTAL}), 0)::int`,
      promisedBy: sql<string | null>`min(${orderLines.promisedBy})::text`,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.vendorId, vendorId)))
  return row ?? { lineCount: 0, standingCount: 0, totalPaise: 0, promisedBy: null }
}

/** Inserts the vendor order unless one exists for (order, vendor): the unique index decides; undefined when it existed. */
export async function insertVendorOrderOnce(db: DbOrTx, values: typeof vendorOrders.$inferInsert) {
  const [row] = await db
    .insert(vendorOrders)
    .values(values)
    .onConflictDoNothing({ target: [vendorOrders.orderId, vendorOrders.vendorId] })
    .returning()
  return row
}

/**
 * What a self-purchase check compares (@haat/shared/orders/self-purchase), in one query: the
 * seller's phone, address and UPI ID; the customer's account phone; every UPI ID the customer
 * gave for a refund (returns and cash-on-delivery refunds of any of its orders); and whether the
 * customer signed in on a browser the seller signed in on (account_browsers, both sides by index).
 */
export async function findSelfPurchaseEvidence(db: DbOrTx, orderId: string, vendorId: string) {
  const [row] = await queryRows<{
    vendor_phone: string
    vendor_address: string
    vendor_pin: string
    vendor_upi_id: string | null
    customer_phone: string | null
    upi_ids: string[]
    shares_browser: boolean
  }>(
    db,
    sql`select v.phone as vendor_phone, v.address as vendor_address, v.pin as vendor_pin, v.upi_id as vendor_upi_id,
        c.phone as customer_phone,
        array(
          select r.upi_id from returns r join orders ro on ro.id = r.order_id
            where ro.customer_id = o.customer_id and r.upi_id is not null
          union
          select f.upi_id from refunds f join orders fo on fo.id = f.order_id
            where fo.customer_id = o.customer_id and f.upi_id is not null
        ) as upi_ids,
        exists (
          select 1 from account_browsers cb join account_browsers vb on vb.browser_hash = cb.browser_hash
          where cb.kind = 'customer' and cb.subject_id = o.customer_id and vb.kind = 'vendor' and vb.subject_id = v.id
        ) as shares_browser
      from orders o join customers c on c.id = o.customer_id, vendors v
      where o.id = ${orderId} and v.id = ${vendorId}`,
  )
  return row
}

export async function findVendorOrderOf(db: DbOrTx, orderId: string, vendorId: string) {
  const [row] = await db
    .select()
    .from(vendorOrders)
    .where(and(eq(vendorOrders.orderId, orderId), eq(vendorOrders.vendorId, vendorId)))
  return row
}

/**
 * Gives the vendor's lines of the order to its vendor order, each with Haat's commission as it
 * stands now: the seller's own rate when an admin set one, else its product's category's.
 */
export async function linkLinesToVendorOrder(db: DbOrTx, orderId: string, vendorId: string, vendorOrderId: string) {
  await db.execute(sql`
    update order_lines ol
    set vendor_order_id = ${vendorOrderId}, commission_bp = coalesce(v.commission_bp, c.commission_bp)
    from products p, categories c, vendors v
    where ol.order_id = ${orderId} and ol.vendor_id = ${vendorId}
      and p.id = ol.product_id and c.id = p.category_id and v.id = ol.vendor_id`)
}

export async function findVendorContact(db: DbOrTx, vendorId: string) {
  const [row] = await db
    .select({
      email: vendors.email,
      businessName: vendors.businessName,
      isActive: vendors.isActive,
      locale: vendors.locale,
      phone: vendors.phone,
      address: vendors.address,
      city: vendors.city,
      state: vendors.state,
      pin: vendors.pin,
    })
    .from(vendors)
    .where(eq(vendors.id, vendorId))
  return row
}

export function findLinesOfVendorOrder(db: DbOrTx, vendorOrderId: string) {
  return db.select().from(orderLines).where(eq(orderLines.vendorOrderId, vendorOrderId)).orderBy(asc(orderLines.id))
}

export type OrderVendorRow = {
  vendor_id: string
  business_name: string
  /** False when the vendor was deleted (deactivated): it can no longer be sent orders. */
  vendor_active: boolean
  line_count: number
  /** Lines not cancelled: a seller with none has nothing to be sent. */
  standing_count: number
  total_paise: number
  vo_id: string | null
  vo_status: VendorOrderStatus | null
  vo_total_paise: number | null
  vo_courier_name: string | null
  vo_tracking_number: string | null
  vo_created_at: Date | string | null
  /** A possible self-purchase: 'phone,address'…; null when nothing is shared (or not sent yet). */
  vo_self_purchase_reason: string | null
}

/** Every vendor with lines in the order, with its vendor order when it was sent. */
export function listOrderVendors(db: DbOrTx, orderId: string): Promise<OrderVendorRow[]> {
  return queryRows<OrderVendorRow>(
    db,
    sql`
    select ol.vendor_id, coalesce(v.business_name, min(ol.vendor_name)) as business_name,
      coalesce(v.is_active, false) as vendor_active, count(*)::int as line_count, sum(ol.line_total_paise)::int as total_paise,
      (count(*) filter (where ol.cancelled_quantity < ol.quantity))::int as standing_count,
      vo.id as vo_id, vo.status as vo_status, vo.total_paise as vo_total_paise, vo.courier_name as vo_courier_name,
      vo.tracking_number as vo_tracking_number, vo.created_at as vo_created_at,
      vo.self_purchase_reason as vo_self_purchase_reason
    from order_lines ol
    left join vendors v on v.id = ol.vendor_id
    left join vendor_orders vo on vo.order_id = ol.order_id and vo.vendor_id = ol.vendor_id
    where ol.order_id = ${orderId}
    group by ol.vendor_id, v.business_name, v.is_active, vo.id
    order by business_name, ol.vendor_id`,
  )
}

export type VendorOrderSummaryRow = {
  id: string
  order_no: string
  product_names: string[]
  total_paise: number
  status: VendorOrderStatus
  created_at: Date | string
  promised_by: string | null
}

const summarySelect = sql`
  select vo.id, o.order_no, vo.total_paise, vo.status, vo.created_at, vo.promised_by::text as promised_by,
    array(select ol.product_name from order_lines ol where ol.vendor_order_id = vo.id order by ol.id) as product_names
  from vendor_orders vo join orders o on o.id = vo.order_id`

/** One page of the vendor's orders it has not hidden, newest first or due soonest first. */
export async function listVendorOrders(
  db: DbOrTx,
  vendorId: string,
  filter: { status?: VendorOrderStatus | undefined; sort: VendorOrderSort; limit: number; offset: number },
): Promise<{ rows: VendorOrderSummaryRow[]; total: number }> {
  const statusFilter = filter.status ? sql`and vo.status = ${filter.status}` : sql``
  const order =
    filter.sort === 'due'
      ? sql`vo.promised_by asc nulls last, vo.created_at asc, vo.id asc`
      : sql`vo.created_at desc, vo.id desc`
  const rows = await queryRows<VendorOrderSummaryRow>(
    db,
    sql`${summarySelect}
    where vo.vendor_id = ${vendorId} and vo.hidden_at is null ${statusFilter}
    order by ${order}
    limit ${filter.limit} offset ${filter.offset}`,
  )
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from vendor_orders vo
    where vo.vendor_id = ${vendorId} and vo.hidden_at is null ${statusFilter}`,
  )
  return { rows, total: count?.total ?? 0 }
}

/** The vendor's own vendor order (not hidden), locked for update when asked; undefined for anyone else's. */
export async function findOwnVendorOrder(db: DbOrTx, vendorId: string, id: string, lock = false) {
  const query = db
    .select()
    .from(vendorOrders)
    .where(and(eq(vendorOrders.id, id), eq(vendorOrders.vendorId, vendorId), isNull(vendorOrders.hiddenAt)))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** Any vendor's vendor order (the admin's view), hidden ones included. */
export async function findVendorOrderById(db: DbOrTx, id: string, lock = false) {
  const query = db.select().from(vendorOrders).where(eq(vendorOrders.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export async function findOrderById(db: DbOrTx, id: string, lock = false) {
  const query = db.select().from(orders).where(eq(orders.id, id))
  const [row] = lock ? await query.for('update') : await query
  return row
}

export function findVendorOrderEvents(db: DbOrTx, vendorOrderId: string) {
  return db
    .select({ status: trackingEvents.status, note: trackingEvents.note, at: trackingEvents.createdAt })
    .from(trackingEvents)
    .where(eq(trackingEvents.vendorOrderId, vendorOrderId))
    .orderBy(trackingEvents.createdAt, trackingEvents.id)
}

export async function updateVendorOrder(db: DbOrTx, id: string, values: Partial<typeof vendorOrders.$inferInsert>) {
  await db.update(vendorOrders).set(values).where(eq(vendorOrders.id, id))
}

export type DashboardFiguresRow = {
  product_count: number
  sales_paise: number
  order_count: number
  pending_count: number
  returns_awaiting_count: number
  sent_count: number
  cancelled_count: number
  daily: { day: string; sales_paise: number }[]
}

/**
 * Every dashboard figure but the recent orders, in one statement. Days are IST calendar days ending
 * on `today`; the cancellation counts cover items sent to the vendor since `rateSince`.
 */
export async function dashboardFigures(
  db: DbOrTx,
  vendorId: string,
  today: string,
  rateSince: Date,
): Promise<DashboardFiguresRow> {
  const [row] = await queryRows<DashboardFiguresRow>(
    db,
    sql`
    with sold as (
      select ((o.created_at at time zone 'UTC') + interval '330 minutes')::date as day,
        ol.unit_price_paise::bigint * (ol.quantity - ol.cancelled_quantity) as amount
      from vendor_orders vo
      join orders o on o.id = vo.order_id
      join order_lines ol on ol.vendor_order_id = vo.id
      where vo.vendor_id = ${vendorId} and vo.status <> 'cancelled' and o.status <> 'cancelled'
    ),
    sent as (
      select count(*)::int as sent_count,
        (count(*) filter (where ol.cancelled_by_kind = 'vendor'))::int as cancelled_count
      from order_lines ol join vendor_orders vo on vo.id = ol.vendor_order_id
      where vo.vendor_id = ${vendorId} and vo.created_at >= ${rateSince.toISOString()}::timestamptz
    ),
    days as (
      select generate_series(${today}::date - 29, ${today}::date, interval '1 day')::date as day
    )
    select
      (select count(*)::int from products p where p.vendor_id = ${vendorId} and p.archived_at is null) as product_count,
      (select coalesce(sum(amount), 0)::bigint from sold) as sales_paise,
      (select count(*)::int from vendor_orders vo where vo.vendor_id = ${vendorId} and vo.hidden_at is null) as order_count,
      (select count(*)::int from vendor_orders vo
        where vo.vendor_id = ${vendorId} and vo.hidden_at is null and vo.status = 'pending') as pending_count,
      (select count(*)::int from returns r
        where r.vendor_id = ${vendorId} and r.status = 'requested') as returns_awaiting_count,
      sent.sent_count, sent.cancelled_count,
      (select json_agg(json_build_object('day', to_char(d.day, 'YYYY-MM-DD'),
          'sales_paise', (select coalesce(sum(s.amount), 0) from sold s where s.day = d.day)) order by d.day)
        from days d) as daily
    from sent`,
  )
  return must(row, 'the query row')
}

/** The vendor's five newest orders it has not hidden. */
export function recentVendorOrders(db: DbOrTx, vendorId: string): Promise<VendorOrderSummaryRow[]> {
  return queryRows<VendorOrderSummaryRow>(
    db,
    sql`${summarySelect}
    where vo.vendor_id = ${vendorId} and vo.hidden_at is null
    order by vo.created_at desc, vo.id desc
    limit 5`,
  )
}

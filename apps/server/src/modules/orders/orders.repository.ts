import type { ProductDeclarations } from '@haat/shared/catalog/declarations'
import type { LineOption } from '@haat/shared/catalog/line-option'
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm'
import type { VendorOrderStatus } from '@haat/shared/orders/vendor-order'
import { assertOrderMove } from './order-status'
import { type DbOrTx, queryRows } from '../../db/client'
import { orderLines, orders, taxDocuments, trackingEvents } from '../../db/schema/commerce'

export type OrderRow = typeof orders.$inferSelect
export type NewOrder = typeof orders.$inferInsert
export type NewOrderLine = typeof orderLines.$inferInsert

export async function findOrderByIdempotencyKey(db: DbOrTx, customerId: string, key: string) {
  const [row] = await db
    .select({ id: orders.id, orderNo: orders.orderNo, cartFingerprint: orders.cartFingerprint })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)))
  return row
}

/** Inserts the order; undefined, and nothing written, when another order already has its number. */
export async function insertOrderUnlessNumberTaken(db: DbOrTx, values: NewOrder): Promise<OrderRow | undefined> {
  const [row] = await db.insert(orders).values(values).onConflictDoNothing({ target: orders.orderNo }).returning()
  return row
}

export async function insertOrderLines(db: DbOrTx, lines: NewOrderLine[]): Promise<void> {
  await db.insert(orderLines).values(lines)
}

export async function insertTrackingEvent(db: DbOrTx, values: typeof trackingEvents.$inferInsert): Promise<void> {
  await db.insert(trackingEvents).values(values)
}

export async function findOrderByNo(db: DbOrTx, orderNo: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.orderNo, orderNo))
  return row
}

/** The order row locked for the rest of the transaction: payment and release never interleave on it. */
export async function lockOrder(
  db: DbOrTx,
  by: { id: string } | { gatewayOrderId: string },
): Promise<OrderRow | undefined> {
  const where = 'id' in by ? eq(orders.id, by.id) : eq(orders.gatewayOrderId, by.gatewayOrderId)
  const [row] = await db.select().from(orders).where(where).for('update')
  return row
}

/**
 * Moves an order's status and/or payment status, only along the transition tables
 * (order-status.ts): every status write goes through here, so no code path can make a move the
 * order's life does not allow. The caller holds the order's row lock and passes what it read.
 */
export async function moveOrder(
  db: DbOrTx,
  current: Pick<OrderRow, 'id' | 'status' | 'paymentStatus'>,
  values: Partial<NewOrder> & Partial<Pick<NewOrder, 'status' | 'paymentStatus'>>,
): Promise<void> {
  assertOrderMove(current, values)
  await db.update(orders).set(values).where(eq(orders.id, current.id))
}

/** Sets the gateway order only when none is set yet (or it is the one being replaced); false if another request won. */
export async function setGatewayOrder(
  db: DbOrTx,
  id: string,
  expected: string | null,
  values: { gatewayOrderId: string; paymentProvider: 'razorpay' | 'sandbox'; updatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set(values)
    .where(
      and(eq(orders.id, id), expected === null ? isNull(orders.gatewayOrderId) : eq(orders.gatewayOrderId, expected)),
    )
    .returning({ id: orders.id })
  return rows.length > 0
}

export type OrderLineRow = {
  id: string
  product_id: string
  product_slug: string
  product_name: string
  sku: string
  vendor_id: string
  vendor_name: string
  color: string
  size: string
  /** As checkout copied them: [{ name: 'Size', value: 'M' }, …]. */
  options: LineOption[]
  unit_price_paise: number
  mrp_paise: number
  quantity: number
  line_total_paise: number
  /** The coupon's share of the line (the customer paid line_total_paise less it). */
  discount_paise: number
  /** The line's share of the delivery fee. */
  delivery_fee_paise: number
  return_days: number
  declarations: Partial<ProductDeclarations> | null
  /** YYYY-MM-DD, the day promised at checkout; null for orders from before. */
  promised_by: string | null
  cancelled_quantity: number
  cancelled_at: Date | string | null
  cancelled_by_kind: 'customer' | 'vendor' | 'admin' | 'system' | null
  cancel_reason: string | null
  cancel_note: string | null
  returned_quantity: number
  vendor_order_id: string | null
  vo_status: VendorOrderStatus | null
  vo_courier_name: string | null
  vo_tracking_number: string | null
  vo_shipped_at: Date | string | null
  vo_delivered_at: Date | string | null
  vo_cash_collected_at: Date | string | null
  vo_delivery_confirmed_at: Date | string | null
  vo_delivery_confirmed_by: 'customer' | 'courier' | 'admin' | null
  vo_delivery_disputed_at: Date | string | null
  image_id: string | null
  image_key: string | null
  image_widths: number[] | null
  image_width: number | null
  image_height: number | null
}

/**
 * The order's lines (one vendor's only, when given), each with its cancellation, its seller's part
 * (the vendor order, once forwarded) and the snapshot's image if it is still stored.
 */
export function findOrderLines(db: DbOrTx, orderId: string, vendorId?: string): Promise<OrderLineRow[]> {
  return queryRows<OrderLineRow>(
    db,
    sql`
    select ol.id, ol.product_id, ol.product_slug, ol.product_name, ol.sku, ol.vendor_id, ol.vendor_name,
      ol.color, ol.size, ol.options, ol.unit_price_paise, ol.mrp_paise, ol.quantity, ol.line_total_paise, ol.discount_paise,
      ol.delivery_fee_paise, ol.return_days, ol.declarations,
      to_char(ol.promised_by, 'YYYY-MM-DD') as promised_by, ol.cancelled_quantity, ol.cancelled_at, ol.cancelled_by_kind, ol.cancel_reason, ol.cancel_note,
      ol.returned_quantity, vo.id as vendor_order_id, vo.status as vo_status, vo.courier_name as vo_courier_name,
      vo.tracking_number as vo_tracking_number, vo.shipped_at as vo_shipped_at, vo.delivered_at as vo_delivered_at,
      vo.cash_collected_at as vo_cash_collected_at, vo.delivery_confirmed_at as vo_delivery_confirmed_at,
      vo.delivery_confirmed_by as vo_delivery_confirmed_by, vo.delivery_disputed_at as vo_delivery_disputed_at,
      m.id as image_id, ol.image_key, m.widths as image_widths, m.width as image_width, m.height as image_height
    from order_lines ol
    left join vendor_orders vo on vo.order_id = ol.order_id and vo.vendor_id = ol.vendor_id
    left join media m on m.storage_key = ol.image_key
    where ol.order_id = ${orderId} ${vendorId ? sql`and ol.vendor_id = ${vendorId}` : sql``}
    order by ol.id`,
  )
}

/** The order's events; with a vendor order, only that part's (a seller sees nothing of another's). */
export function findTrackingEvents(db: DbOrTx, orderId: string, vendorOrderId?: string) {
  return db
    .select({
      status: trackingEvents.status,
      note: trackingEvents.note,
      at: trackingEvents.createdAt,
      vendorOrderId: trackingEvents.vendorOrderId,
    })
    .from(trackingEvents)
    .where(
      and(
        eq(trackingEvents.orderId, orderId),
        vendorOrderId ? eq(trackingEvents.vendorOrderId, vendorOrderId) : undefined,
      ),
    )
    .orderBy(trackingEvents.createdAt, trackingEvents.id)
}

export type OrderSummaryRow = {
  order_no: string
  created_at: Date | string
  status: OrderRow['status']
  payment_method: OrderRow['paymentMethod']
  payment_status: OrderRow['paymentStatus']
  total_paise: number
  item_count: number
  item_names: string[]
  tracking: { status: string; at: string }[]
  /** Each seller's part with a standing line: how far it has come (the timeline claims no more). */
  part_statuses: VendorOrderStatus[]
  /** Some line is not cancelled and its seller has not shipped it (cancelRefusal for the customer). */
  can_cancel: boolean
  image_id: string | null
  image_key: string | null
  image_widths: number[] | null
  image_width: number | null
  image_height: number | null
}

/** One page of the customer's orders, newest first, each with its item names, events and first image. */
export async function listCustomerOrders(
  db: DbOrTx,
  customerId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  const rows = await queryRows<OrderSummaryRow>(
    db,
    sql`
    select o.order_no, o.created_at, o.status, o.payment_method, o.payment_status, o.total_paise,
      (select coalesce(sum(ol.quantity), 0)::int from order_lines ol where ol.order_id = o.id) as item_count,
      array(select ol.product_name from order_lines ol where ol.order_id = o.id order by ol.id limit 3) as item_names,
      coalesce((select json_agg(json_build_object('status', te.status, 'at', te.created_at) order by te.created_at)
        from tracking_events te where te.order_id = o.id), '[]'::json) as tracking,
      array(select distinct coalesce(vo.status::text, 'pending') from order_lines ol
        left join vendor_orders vo on vo.order_id = ol.order_id and vo.vendor_id = ol.vendor_id
        where ol.order_id = o.id and ol.cancelled_quantity < ol.quantity) as part_statuses,
      exists (select 1 from order_lines ol
        left join vendor_orders vo on vo.order_id = ol.order_id and vo.vendor_id = ol.vendor_id
        where ol.order_id = o.id and ol.cancelled_quantity = 0 and coalesce(vo.status, 'pending') in ('pending', 'processing')
      ) as can_cancel,
      img.id as image_id, img.storage_key as image_key, img.widths as image_widths, img.width as image_width, img.height as image_height
    from orders o
    left join lateral (
      select m.id, m.storage_key, m.widths, m.width, m.height
      from order_lines ol join media m on m.storage_key = ol.image_key
      where ol.order_id = o.id order by ol.id limit 1
    ) img on true
    where o.customer_id = ${customerId} and o.hidden_at is null
    order by o.created_at desc, o.id desc
    limit ${page.limit} offset ${page.offset}`,
  )
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), isNull(orders.hiddenAt)))
  return { rows, total: count?.total ?? 0 }
}

const expired = (cutoff: Date) =>
  and(
    eq(orders.paymentMethod, 'razorpay'),
    eq(orders.status, 'placed'),
    sql`${orders.paymentStatus} in ('unpaid', 'failed')`,
    sql`${orders.createdAt} < ${cutoff.toISOString()}::timestamptz`,
  )

export type ExpiredOrder = Pick<OrderRow, 'id' | 'gatewayOrderId' | 'paymentProvider'>

/** Unpaid online orders placed before the cutoff, oldest first, read without locking (the gateway is asked about them). */
export function findExpiredOrders(db: DbOrTx, cutoff: Date, limit: number): Promise<ExpiredOrder[]> {
  return db
    .select({ id: orders.id, gatewayOrderId: orders.gatewayOrderId, paymentProvider: orders.paymentProvider })
    .from(orders)
    .where(expired(cutoff))
    .orderBy(orders.createdAt)
    .limit(limit)
}

/**
 * Claims unpaid online orders placed before the cutoff (only these, when given), skipping rows
 * another worker (or a payment being confirmed) holds, so several processes can run the release
 * job at once.
 */
export async function claimExpiredOrders(
  db: DbOrTx,
  cutoff: Date,
  limit: number,
  only?: string[],
): Promise<Pick<OrderRow, 'id' | 'status' | 'paymentStatus'>[]> {
  return db
    .select({ id: orders.id, status: orders.status, paymentStatus: orders.paymentStatus })
    .from(orders)
    .where(and(expired(cutoff), only ? inArray(orders.id, only) : undefined))
    .orderBy(orders.createdAt)
    .limit(limit)
    .for('update', { skipLocked: true })
}

/**
 * A customer's orders still open: online ones waiting for payment, and the cash-on-delivery items
 * not yet delivered, as the cash still to collect: their price less their coupon share, with their
 * delivery fee share (cancelled lines and delivered parts no longer count).
 */
export async function openOrderTotals(db: DbOrTx, customerId: string) {
  const [row] = await queryRows<{ unpaid_online_orders: number; undelivered_cod_paise: number | string }>(
    db,
    sql`
    select
      (select count(*)::int from orders o
        where o.customer_id = ${customerId} and o.payment_method = 'razorpay'
          and o.payment_status in ('unpaid', 'failed') and o.status not in ('delivered', 'cancelled')
      ) as unpaid_online_orders,
      (select coalesce(sum(ol.unit_price_paise::bigint * (ol.quantity - ol.cancelled_quantity)
          - (ol.discount_paise - ol.discount_paise * ol.cancelled_quantity / ol.quantity)
          + case when ol.cancelled_quantity < ol.quantity then ol.delivery_fee_paise else 0 end), 0)
        from order_lines ol
        join orders o on o.id = ol.order_id
        left join vendor_orders vo on vo.id = ol.vendor_order_id
        where o.customer_id = ${customerId} and o.payment_method = 'cod' and o.status not in ('delivered', 'cancelled')
          and coalesce(vo.status, 'pending') <> 'delivered'
      ) as undelivered_cod_paise`,
  )
  return {
    unpaidOnlineOrders: row?.unpaid_online_orders ?? 0,
    undeliveredCodPaise: Number(row?.undelivered_cod_paise ?? 0),
  }
}

/** The customer's online order for this very cart that still waits for payment, if any. */
export async function findUnpaidOnlineOrderByFingerprint(db: DbOrTx, customerId: string, fingerprint: string) {
  const [row] = await db
    .select({ orderNo: orders.orderNo })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.cartFingerprint, fingerprint),
        eq(orders.paymentMethod, 'razorpay'),
        inArray(orders.paymentStatus, ['unpaid', 'failed']),
        eq(orders.status, 'placed'),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1)
  return row
}

/** The e-mail addresses a customer gave on its orders (erasing the account deletes mail sent to them). */
export async function findCustomerOrderEmails(db: DbOrTx, customerId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: orders.email })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.email, '')))
  return rows.map((r) => r.email)
}

/**
 * Takes the person out of a customer's orders, which stay as records: amounts, lines, dates and
 * the place of supply (city, state, PIN) that accounting and GST need. Name, e-mail and phone go at
 * once, the street too once an order is delivered or cancelled (one on its way needs it to arrive).
 */
export async function anonymiseCustomerOrders(db: DbOrTx, customerId: string, name: string, now: Date) {
  await db
    .update(orders)
    .set({
      name,
      email: '',
      phone: '',
      notes: null,
      street: sql`case when ${orders.status} in ('delivered', 'cancelled') then '' else ${orders.street} end`,
      updatedAt: now,
    })
    .where(eq(orders.customerId, customerId))
}

/** The tax documents of an order, oldest first. */
export function findOrderTaxDocuments(db: DbOrTx, orderId: string) {
  return db
    .select({
      id: taxDocuments.id,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      vendorOrderId: taxDocuments.vendorOrderId,
      issuedAt: taxDocuments.issuedAt,
      totalPaise: taxDocuments.totalPaise,
      invoiceId: taxDocuments.invoiceId,
    })
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(taxDocuments.issuedAt, taxDocuments.number)
}

import type { LineOption } from '@haat/shared/catalog/line-option'
import type { ReturnStatus } from '@haat/shared/orders/return-rules'
import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { refunds, returnLines, returns, trackingEvents } from '../../db/schema/commerce'
import { must } from '../../lib/must'

export type ReturnRow = typeof returns.$inferSelect

export async function insertReturn(db: DbOrTx, values: typeof returns.$inferInsert): Promise<ReturnRow> {
  const [row] = await db.insert(returns).values(values).returning()
  return must(row, 'the inserted return')
}

export async function insertReturnLines(db: DbOrTx, values: (typeof returnLines.$inferInsert)[]): Promise<void> {
  if (values.length > 0) await db.insert(returnLines).values(values)
}

/**
 * Adds (or, with -1, takes back) a return's quantities on its order lines. The
 * order_lines_returned_within check refuses more than was bought less what was cancelled, whatever
 * else is running at the same time.
 */
export async function changeReturnedQuantities(
  db: DbOrTx,
  lines: { orderLineId: string; quantity: number }[],
  sign: 1 | -1,
): Promise<void> {
  if (lines.length === 0) return
  const values = sql.join(
    lines.map((l) => sql`(${l.orderLineId}::uuid, ${sign * l.quantity}::int)`),
    sql`, `,
  )
  await db.execute(sql`
    update order_lines ol set returned_quantity = ol.returned_quantity + v.q
    from (values ${values}) as v(id, q)
    where ol.id = v.id`)
}

/** The return, locked for the rest of the transaction (the caller holds its order's lock first). */
export async function lockReturn(db: DbOrTx, id: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id)).for('update')
  return row
}

export async function findReturn(db: DbOrTx, id: string): Promise<ReturnRow | undefined> {
  const [row] = await db.select().from(returns).where(eq(returns.id, id))
  return row
}

export async function updateReturn(db: DbOrTx, id: string, values: Partial<typeof returns.$inferInsert>) {
  await db.update(returns).set(values).where(eq(returns.id, id))
}

/** The order's returns (one seller's only, when given), oldest first. */
export function findOrderReturns(db: DbOrTx, orderId: string, vendorId?: string): Promise<ReturnRow[]> {
  return db
    .select()
    .from(returns)
    .where(and(eq(returns.orderId, orderId), vendorId ? eq(returns.vendorId, vendorId) : undefined))
    .orderBy(returns.createdAt, returns.id)
}

export type ReturnLineRow = {
  return_id: string
  order_line_id: string
  quantity: number
  product_id: string
  /** Null once the seller deleted the variant bought: its return restocks nothing. */
  variant_id: string | null
  product_name: string
  sku: string
  vendor_name: string
  color: string
  size: string
  /** As checkout copied them: [{ name: 'Size', value: 'M' }, …]. */
  options: LineOption[]
  unit_price_paise: number
  image_id: string | null
  image_key: string | null
  image_widths: number[] | null
  image_width: number | null
  image_height: number | null
}

/** The lines of these returns, with what was bought and the snapshot's image if it is still stored. */
export function findReturnLines(db: DbOrTx, returnIds: string[]): Promise<ReturnLineRow[]> {
  if (returnIds.length === 0) return Promise.resolve([])
  return queryRows<ReturnLineRow>(
    db,
    sql`
    select rl.return_id, rl.order_line_id, rl.quantity, ol.product_id, ol.variant_id, ol.product_name, ol.sku, ol.vendor_name, ol.color,
      ol.size, ol.options, ol.unit_price_paise, m.id as image_id, ol.image_key, m.widths as image_widths, m.width as image_width,
      m.height as image_height
    from return_lines rl
    join order_lines ol on ol.id = rl.order_line_id
    left join media m on m.storage_key = ol.image_key
    where rl.return_id in (${sql.join(
      returnIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
    order by ol.id`,
  )
}

/** These returns' steps, oldest first. */
export function findReturnEvents(db: DbOrTx, returnIds: string[]) {
  if (returnIds.length === 0) return Promise.resolve([])
  return db
    .select({
      returnId: trackingEvents.returnId,
      status: trackingEvents.status,
      note: trackingEvents.note,
      at: trackingEvents.createdAt,
    })
    .from(trackingEvents)
    .where(inArray(trackingEvents.returnId, returnIds))
    .orderBy(trackingEvents.createdAt, trackingEvents.id)
}

/** The refunds these returns started. */
export function findReturnRefunds(db: DbOrTx, returnIds: string[]) {
  if (returnIds.length === 0) return Promise.resolve([])
  return db.select().from(refunds).where(inArray(refunds.returnId, returnIds))
}

export type ReturnSummaryRow = {
  id: string
  order_no: string
  status: ReturnStatus
  vendor_name: string
  customer_name: string
  reason: string
  item_names: string[]
  item_count: number
  amount_paise: number
  created_at: Date | string
  respond_by: Date | string
}

/** One page of returns, newest first: a seller's own, or all of them for an admin. */
export async function listReturns(
  db: DbOrTx,
  filter: { vendorId?: string | undefined; status?: ReturnStatus | undefined; limit: number; offset: number },
): Promise<{ rows: ReturnSummaryRow[]; total: number }> {
  const where = sql.join(
    [
      sql`true`,
      ...(filter.vendorId ? [sql`r.vendor_id = ${filter.vendorId}`] : []),
      ...(filter.status ? [sql`r.status = ${filter.status}`] : []),
    ],
    sql` and `,
  )
  const rows = await queryRows<ReturnSummaryRow>(
    db,
    sql`
    select r.id, o.order_no, r.status, v.business_name as vendor_name, o.name as customer_name, r.reason,
      r.amount_paise, r.created_at, r.respond_by,
      array(select ol.product_name from return_lines rl join order_lines ol on ol.id = rl.order_line_id
        where rl.return_id = r.id order by ol.id limit 3) as item_names,
      (select coalesce(sum(rl.quantity), 0)::int from return_lines rl where rl.return_id = r.id) as item_count
    from returns r
    join orders o on o.id = r.order_id
    join vendors v on v.id = r.vendor_id
    where ${where}
    order by r.created_at desc, r.id desc
    limit ${filter.limit} offset ${filter.offset}`,
  )
  const [count] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from returns r where ${where}`,
  )
  return { rows, total: count?.total ?? 0 }
}

/** Requests whose seller's time to answer is over, oldest first. */
export async function findOverdueReturnIds(db: DbOrTx, now: Date, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: returns.id })
    .from(returns)
    .where(and(eq(returns.status, 'requested'), lte(returns.respondBy, now)))
    .orderBy(returns.respondBy)
    .limit(limit)
  return rows.map((r) => r.id)
}

// Stock is the catalogue's: checkout takes it and releases give it back through these, inside
// their own transactions (catalog/index.ts).
import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'

export type StockChange = { productId: string; quantity: number }

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )

/** What an order line keeps of its products: the SKU, the return window in days, the HSN code and GST rate. */
export function findProductFacts(db: DbOrTx, ids: string[]) {
  return queryRows<{
    id: string
    sku: string
    refund_days: number
    hsn_code: string | null
    gst_rate_bp: number | null
  }>(db, sql`select id, sku, refund_days, hsn_code, gst_rate_bp from products where id in (${idList(ids)})`)
}

/**
 * Locks the products in id order, so two checkouts never wait on each other in a cycle. Checkout
 * takes these locks last, just before it commits: a product everyone buys at once (a sale) is held
 * for two statements per order, not for the whole order's writes. NO KEY UPDATE, the lock a stock
 * update takes anyway: the order lines written before it hold KEY SHARE on their products (their
 * foreign key), which FOR UPDATE would wait on, in a cycle with every other checkout of the product.
 */
export async function lockProducts(db: DbOrTx, ids: string[]): Promise<void> {
  await queryRows(db, sql`select id from products where id in (${idList(ids)}) order by id for no key update`)
}

/**
 * Takes stock for every product in one statement. A row is changed only while it can still be
 * sold and has enough stock (null stock: not counted); the ids that come back are those that
 * gave up their quantity, so fewer than asked means the order cannot go ahead.
 */
export async function takeStock(db: DbOrTx, takes: StockChange[]): Promise<string[]> {
  const values = sql.join(
    takes.map((t) => sql`(${t.productId}::uuid, ${t.quantity}::int)`),
    sql`, `,
  )
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    update products p set stock = p.stock - v.q
    from (values ${values}) as v(id, q)
    where p.id = v.id
      and (p.stock is null or p.stock >= v.q)
      and p.is_available and p.approval_status = 'approved' and p.archived_at is null
      and exists (select 1 from vendors vd where vd.id = p.vendor_id and vd.status = 'approved' and vd.is_active)
    returning p.id`,
  )
  return rows.map((r) => r.id)
}

/** Gives quantities back to the products that count stock (null stock: not counted). */
export async function returnStock(db: DbOrTx, returns: StockChange[]): Promise<void> {
  if (returns.length === 0) return
  const values = sql.join(
    returns.map((r) => sql`(${r.productId}::uuid, ${r.quantity}::int)`),
    sql`, `,
  )
  await db.execute(sql`
    update products p set stock = p.stock + v.q
    from (values ${values}) as v(id, q)
    where p.id = v.id and p.stock is not null`)
}

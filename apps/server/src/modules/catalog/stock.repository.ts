// Stock is the catalogue's, kept per variant (docs/decisions/044-variants.md): checkout takes it and
// releases give it back through these, inside their own transactions (catalog/index.ts). Each
// statement on product_variants also brings its products' summaries up to date (the
// product_variants_summary trigger, migration 0041), locking those products in id order.
import type { ProductDeclarations } from '@haat/shared/catalog/declarations'
import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'

export type StockChange = { variantId: string; quantity: number }

const idList = (ids: string[]) =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )

/**
 * What an order line keeps of the variants bought: the SKU and options, and of their products the
 * return window in days, the HSN code and GST rate, and the declarations (docs/decisions/045).
 */
export function findVariantFacts(db: DbOrTx, variantIds: string[]) {
  return queryRows<{
    id: string
    sku: string
    options: { name: string; value: string }[]
    refund_days: number
    hsn_code: string | null
    gst_rate_bp: number | null
    /** What the product declares, the empty ones left out; null when it declares nothing. */
    declarations: Partial<ProductDeclarations> | null
  }>(
    db,
    sql`
    select v.id, v.sku, p.refund_days, p.hsn_code, p.gst_rate_bp,
      nullif(jsonb_strip_nulls(p.declarations), '{}'::jsonb) as declarations,
      coalesce((
        select jsonb_agg(jsonb_build_object('name', o.option ->> 'name', 'value', v.option_values[o.n]) order by o.n)
        from jsonb_array_elements(p.options) with ordinality as o(option, n)
        where v.option_values[o.n] is not null
      ), '[]'::jsonb) as options
    from product_variants v join products p on p.id = v.product_id
    where v.id in (${idList(variantIds)})`,
  )
}

/**
 * Locks the variants in id order, so two checkouts never wait on each other in a cycle. Checkout
 * takes these locks last, just before it commits: a variant everyone buys at once (a sale) is held
 * for two statements per order, not for the whole order's writes. NO KEY UPDATE, the lock a stock
 * update takes anyway: the order lines written before it hold KEY SHARE on their variants (their
 * foreign key), which FOR UPDATE would wait on, in a cycle with every other checkout of the variant.
 */
export async function lockVariants(db: DbOrTx, ids: string[]): Promise<void> {
  await queryRows(db, sql`select id from product_variants where id in (${idList(ids)}) order by id for no key update`)
}

/**
 * Takes stock for every variant in one statement. A row is changed only while it can still be
 * sold and has enough stock (null stock: not counted); the ids that come back are those that
 * gave up their quantity, so fewer than asked means the order cannot go ahead.
 */
export async function takeStock(db: DbOrTx, takes: StockChange[]): Promise<string[]> {
  const values = sql.join(
    takes.map((t) => sql`(${t.variantId}::uuid, ${t.quantity}::int)`),
    sql`, `,
  )
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    update product_variants pv set stock = pv.stock - v.q
    from (values ${values}) as v(id, q), products p
    where pv.id = v.id and p.id = pv.product_id
      and pv.is_active and (pv.stock is null or pv.stock >= v.q)
      and p.is_available and p.approval_status = 'approved' and p.archived_at is null
      and exists (select 1 from vendors vd where vd.id = p.vendor_id and vd.status = 'approved' and vd.is_active)
    returning pv.id`,
  )
  return rows.map((r) => r.id)
}

/** Gives quantities back to the variants that count stock (null stock: not counted). */
export async function returnStock(db: DbOrTx, returns: StockChange[]): Promise<void> {
  if (returns.length === 0) return
  const values = sql.join(
    returns.map((r) => sql`(${r.variantId}::uuid, ${r.quantity}::int)`),
    sql`, `,
  )
  await db.execute(sql`
    update product_variants pv set stock = pv.stock + v.q
    from (values ${values}) as v(id, q)
    where pv.id = v.id and pv.stock is not null`)
}

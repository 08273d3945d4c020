import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { cartLines } from '../../db/schema/commerce'
import type { ProductSummaryRow } from '../catalog'
import { visibleProductCondition } from '../catalog'
import type { LineQuantity, LineWrite, VariantState } from './cart-rules'

/** A product card's row (products.mapping.ts reads it) plus what the cart's rules need. */
export type CartProductRow = ProductSummaryRow & {
  colors: string[]
  sizes: string[]
  /** The product's options by name, in the order of each variant's values. */
  product_options: { name: string }[]
  is_visible: boolean
  /** Every variant, where a query asks for them (variantsColumn): a line's options choose one. */
  variants?: VariantState[]
}

/** A cart line with the variant bought as the catalogue has it now: price, MRP and stock are the variant's. */
export type CartLineRow = CartProductRow & {
  line_id: string
  line_variant_id: string
  /** The variant's value of each of the product's options. */
  line_values: string[]
  line_color: string
  line_size: string
  line_quantity: number
  /** The unit price when the line was added; null for lines older than the column. */
  line_added_unit_price_paise: number | null
}

/**
 * The columns of ProductSummaryRow over `p` (products) and `v` (vendors), as products.repository.ts
 * selects them, plus the options and whether the shop shows the product. Kept in step with
 * ProductSummaryRow by hand (that file keeps its SQL private); the route's response schema fails loudly if not.
 * Price, MRP and stock are the product's summary of its variants unless a variant `pv` is bought.
 */
const columnsWith = (money: SQL) => sql`
  p.id, p.slug, p.name, p.brand, ${money}, p.discount_percent,
  p.is_new, p.rating_count, p.rating_sum,
  c.slug as category_slug, c.name as category_name, c.name_hi as category_name_hi,
  s.slug as subcategory_slug, s.name as subcategory_name, s.name_hi as subcategory_name_hi,
  v.id as vendor_id, v.business_name as vendor_name,
  img.id as image_id, img.storage_key as image_key, img.widths as image_widths,
  img.width as image_width, img.height as image_height,
  p.colors, p.sizes, p.options as product_options, (${visibleProductCondition}) as is_visible`

export const productColumns = columnsWith(sql`p.price_paise, p.mrp_paise, p.stock, p.is_available`)
/** A line's columns: the variant `pv` it bought sets the price, MRP and stock, and is off when the variant is. */
const lineColumns = columnsWith(
  sql`pv.price_paise, pv.mrp_paise, pv.stock, (p.is_available and pv.is_active) as is_available`,
)

/**
 * Every variant of `p`, in the seller's order: what a chosen variant (or colour, size and other
 * value) is found among. `other` is its value of the product's option of another kind (Pack of).
 */
const variantsColumn = sql`coalesce((
    select json_agg(json_build_object('id', pv.id, 'color', pv.color, 'size', pv.size, 'values', pv.option_values,
      'other', coalesce(pv.option_values[(
        select o.ord from jsonb_array_elements(p.options) with ordinality o(option, ord)
        where o.option->>'kind' = 'other' limit 1
      )::int], ''),
      'pricePaise', pv.price_paise,
      'mrpPaise', pv.mrp_paise, 'stock', pv.stock, 'isActive', pv.is_active) order by pv.position)
    from product_variants pv where pv.product_id = p.id
  ), '[]'::json) as variants`

/** Vendor, category, subcategory and first image joined onto `p`: never a query per product. */
export const productJoins = sql`
  join vendors v on v.id = p.vendor_id
  join categories c on c.id = p.category_id
  left join subcategories s on s.id = p.subcategory_id
  left join lateral (
    select m.id, m.storage_key, m.widths, m.width, m.height
    from product_images pi join media m on m.id = pi.media_id
    where pi.product_id = p.id
    order by pi.position
    limit 1
  ) img on true`

const uuidList = (ids: string[]): SQL =>
  sql`(${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`

/**
 * Locks the customer's row for the rest of the transaction, so two cart or wishlist writes of one
 * customer (two tabs, a double click) run one after the other and the line limits hold. False when
 * the customer no longer exists.
 */
export async function lockCustomer(tx: DbOrTx, customerId: string): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(tx, sql`select id from customers where id = ${customerId} for update`)
  return rows.length > 0
}

/** The customer's cart with every line's product, in the order lines were first added. */
export function findCartRows(db: DbOrTx, customerId: string): Promise<CartLineRow[]> {
  return queryRows<CartLineRow>(
    db,
    sql`
    select cl.id as line_id, cl.variant_id as line_variant_id, pv.option_values as line_values,
      cl.color as line_color, cl.size as line_size,
      cl.quantity as line_quantity, cl.added_unit_price_paise as line_added_unit_price_paise, ${lineColumns}
    from cart_lines cl join products p on p.id = cl.product_id join product_variants pv on pv.id = cl.variant_id
    ${productJoins}
    where cl.customer_id = ${customerId}
    order by cl.created_at, cl.id
  `,
  )
}

/** One line of the customer's cart with its product; another customer's line id finds nothing. */
export async function findCartLine(db: DbOrTx, customerId: string, lineId: string): Promise<CartLineRow | undefined> {
  const [row] = await queryRows<CartLineRow>(
    db,
    sql`
    select cl.id as line_id, cl.variant_id as line_variant_id, pv.option_values as line_values,
      cl.color as line_color, cl.size as line_size,
      cl.quantity as line_quantity, cl.added_unit_price_paise as line_added_unit_price_paise, ${lineColumns}
    from cart_lines cl join products p on p.id = cl.product_id join product_variants pv on pv.id = cl.variant_id
    ${productJoins}
    where cl.id = ${lineId} and cl.customer_id = ${customerId}
  `,
  )
  return row
}

/** Products by id with their variants in one query, whatever their state (the rules decide what may be bought). */
export function findProducts(db: DbOrTx, ids: string[]): Promise<CartProductRow[]> {
  if (ids.length === 0) return Promise.resolve([])
  return queryRows<CartProductRow>(
    db,
    sql`select ${productColumns}, ${variantsColumn}
    from products p ${productJoins} where p.id in ${uuidList([...new Set(ids)])}`,
  )
}

export type ProductForAdd = CartProductRow & { product_lines: LineQuantity[]; line_count: number }

/** A product with the customer's lines of it and the size of the customer's cart, in one query. */
export async function findProductForAdd(
  db: DbOrTx,
  customerId: string,
  productId: string,
): Promise<ProductForAdd | undefined> {
  const [row] = await queryRows<ProductForAdd>(
    db,
    sql`
    select ${productColumns}, ${variantsColumn},
      coalesce((
        select json_agg(json_build_object('productId', cl.product_id, 'variantId', cl.variant_id, 'color', cl.color, 'size', cl.size, 'quantity', cl.quantity))
        from cart_lines cl where cl.customer_id = ${customerId} and cl.product_id = p.id
      ), '[]'::json) as product_lines,
      (select count(*)::int from cart_lines cl where cl.customer_id = ${customerId}) as line_count
    from products p ${productJoins}
    where p.id = ${productId}
  `,
  )
  return row
}

/** Every line of the customer's cart, without products: what a merge starts from. */
export function findLineQuantities(db: DbOrTx, customerId: string): Promise<LineQuantity[]> {
  return db
    .select({
      productId: cartLines.productId,
      variantId: cartLines.variantId,
      color: cartLines.color,
      size: cartLines.size,
      quantity: cartLines.quantity,
    })
    .from(cartLines)
    .where(eq(cartLines.customerId, customerId))
}

/**
 * Writes lines with their final quantities in one statement: new lines are inserted, existing ones set.
 * Every write adds units, so the line's added price becomes the price it is added at now.
 */
export async function upsertLines(db: DbOrTx, customerId: string, lines: LineWrite[], now: Date): Promise<void> {
  if (lines.length === 0) return
  await db
    .insert(cartLines)
    .values(lines.map((line) => ({ customerId, ...line, createdAt: now, updatedAt: now })))
    .onConflictDoUpdate({
      target: [cartLines.customerId, cartLines.variantId],
      set: {
        quantity: sql`excluded.quantity`,
        addedUnitPricePaise: sql`excluded.added_unit_price_paise`,
        updatedAt: sql`excluded.updated_at`,
      },
    })
}

export async function setLineQuantity(db: DbOrTx, customerId: string, lineId: string, quantity: number, now: Date) {
  await db
    .update(cartLines)
    .set({ quantity, updatedAt: now })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)))
}

/** Accepts a line's current price: its added price becomes `unitPrice`. */
export async function setLineAddedPrice(db: DbOrTx, customerId: string, lineId: string, unitPrice: number, now: Date) {
  await db
    .update(cartLines)
    .set({ addedUnitPricePaise: unitPrice, updatedAt: now })
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)))
}

/** Deletes one of the customer's own lines; false when the id is not one of them. */
export async function deleteLine(db: DbOrTx, customerId: string, lineId: string): Promise<boolean> {
  const rows = await db
    .delete(cartLines)
    .where(and(eq(cartLines.id, lineId), eq(cartLines.customerId, customerId)))
    .returning({ id: cartLines.id })
  return rows.length > 0
}

export async function deleteAllLines(db: DbOrTx, customerId: string): Promise<void> {
  await db.delete(cartLines).where(eq(cartLines.customerId, customerId))
}

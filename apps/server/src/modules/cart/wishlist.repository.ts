import { and, eq, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { wishlistItems } from '../../db/schema/commerce'
import { visibleProductCondition } from '../catalog'
import type { ProductChoice } from './cart-rules'
import { type CartProductRow, productColumns, productJoins } from './cart.repository'

export type WishlistRow = CartProductRow & {
  item_id: string
  item_color: string
  item_size: string
  item_quantity: number
  added_at: string
}

/** The customer's saved products the shop still shows, most recently saved first. */
export function findWishlistRows(db: DbOrTx, customerId: string): Promise<WishlistRow[]> {
  return queryRows<WishlistRow>(
    db,
    sql`
    select w.id as item_id, w.color as item_color, w.size as item_size, w.quantity as item_quantity,
      to_char(w.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as added_at,
      ${productColumns}
    from wishlist_items w join products p on p.id = w.product_id
    ${productJoins}
    where w.customer_id = ${customerId} and ${visibleProductCondition}
    order by w.created_at desc, w.id desc
  `,
  )
}

export async function findWishlistItem(
  db: DbOrTx,
  customerId: string,
  productId: string,
): Promise<ProductChoice | undefined> {
  const [row] = await db
    .select({
      productId: wishlistItems.productId,
      color: wishlistItems.color,
      size: wishlistItems.size,
      quantity: wishlistItems.quantity,
    })
    .from(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)))
  return row
}

/** Every product id the customer has saved, shown or not (they still hold a place in the list). */
export async function findWishlistProductIds(db: DbOrTx, customerId: string): Promise<Set<string>> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId))
  return new Set(rows.map((row) => row.productId))
}

/** Inserts entries in one statement; a product already saved is left untouched. Returns how many were new. */
export async function insertWishlistItems(
  db: DbOrTx,
  customerId: string,
  items: ProductChoice[],
  now: Date,
): Promise<number> {
  if (items.length === 0) return 0
  const rows = await db
    .insert(wishlistItems)
    .values(items.map((item) => ({ customerId, ...item, createdAt: now })))
    .onConflictDoNothing({ target: [wishlistItems.customerId, wishlistItems.productId] })
    .returning({ id: wishlistItems.id })
  return rows.length
}

/** Removes a product from the customer's own wishlist; false when it was not there. */
export async function deleteWishlistItem(db: DbOrTx, customerId: string, productId: string): Promise<boolean> {
  const rows = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.customerId, customerId), eq(wishlistItems.productId, productId)))
    .returning({ id: wishlistItems.id })
  return rows.length > 0
}

export async function deleteWishlist(db: DbOrTx, customerId: string): Promise<void> {
  await db.delete(wishlistItems).where(eq(wishlistItems.customerId, customerId))
}

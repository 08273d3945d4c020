import type { Cart } from '@haat/shared/cart/cart'
import {
  type AddWishlistItemBody,
  MAX_WISHLIST_ITEMS,
  type MergeWishlistBody,
  type Wishlist,
} from '@haat/shared/cart/wishlist'
import { fill } from '@haat/shared/texts'
import type { z } from 'zod'
import type { Db, DbOrTx } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { resolveOptions } from './cart-rules'
import { toCartProduct, toProductState } from './cart.mapping'
import { findProducts } from './cart.repository'
import { type DeliveryFeeSettings, addToCart, lockCustomerCart, pricedWith, readCart } from './cart.service'
import { planWishlistMerge } from './wishlist-rules'
import {
  deleteWishlistItem,
  findWishlistItem,
  findWishlistProductIds,
  findWishlistRows,
  insertWishlistItems,
} from './wishlist.repository'

async function readWishlist(db: DbOrTx, customerId: string, notices: string[] = []): Promise<Wishlist> {
  const rows = await findWishlistRows(db, customerId)
  return {
    items: rows.map((row) => ({
      id: row.item_id,
      product: toCartProduct(row),
      color: row.item_color || null,
      size: row.item_size || null,
      quantity: row.item_quantity,
      addedAt: row.added_at,
    })),
    notices,
  }
}

/** A signed-in customer's wishlist: products the shop shows, each at most once, with options for Move to Cart. */
export function wishlistService(deps: { db: Db; clock: Clock; settings: DeliveryFeeSettings }) {
  const { db, clock } = deps

  const change = <T>(customerId: string, work: (tx: DbOrTx) => Promise<T>) =>
    db.transaction(async (tx) => {
      await lockCustomerCart(tx, customerId)
      return work(tx)
    })

  return {
    get(customerId: string): Promise<Wishlist> {
      return readWishlist(db, customerId)
    },

    /** Saves a product; one already saved is left as it is (`created` false). Options are optional but must be the product's. */
    add(
      customerId: string,
      body: z.output<typeof AddWishlistItemBody>,
    ): Promise<{ created: boolean; wishlist: Wishlist }> {
      return change(customerId, async (tx) => {
        const [row] = await findProducts(tx, [body.productId])
        if (!row?.is_visible) throw notFound(/*i18n*/ 'Product not found.')
        const options = resolveOptions(toProductState(row), body, false)
        if (!options.ok) {
          throw new AppError('VALIDATION', options.message, {
            details: [{ path: options.path, message: options.message }],
          })
        }
        const saved = await findWishlistProductIds(tx, customerId)
        if (saved.has(row.id)) return { created: false, wishlist: await readWishlist(tx, customerId) }
        if (saved.size >= MAX_WISHLIST_ITEMS) {
          throw new AppError(
            'CONFLICT',
            fill(/*i18n*/ 'Your wishlist is full: it holds at most {count} products. Remove one first.', {
              count: MAX_WISHLIST_ITEMS,
            }),
          )
        }
        const item = { productId: row.id, color: options.color, size: options.size, quantity: body.quantity ?? 1 }
        await insertWishlistItems(tx, customerId, [item], clock.now())
        return { created: true, wishlist: await readWishlist(tx, customerId) }
      })
    },

    async remove(customerId: string, productId: string): Promise<void> {
      if (!(await deleteWishlistItem(db, customerId, productId)))
        throw notFound(/*i18n*/ 'This product is not in your wishlist.')
    },

    /** Sign-in: the guest wishlist joins the server list in one statement. */
    merge(customerId: string, body: z.output<typeof MergeWishlistBody>): Promise<Wishlist> {
      return change(customerId, async (tx) => {
        const saved = await findWishlistProductIds(tx, customerId)
        const products = await findProducts(
          tx,
          body.items.map((item) => item.productId),
        )
        const states = new Map(products.map((row) => [row.id, toProductState(row)]))
        const { inserts, notices } = planWishlistMerge(saved, body.items, states)
        await insertWishlistItems(tx, customerId, inserts, clock.now())
        return readWishlist(tx, customerId, notices)
      })
    },

    /**
     * Move to Cart: adds the saved product with its saved options and quantity (capped at what is
     * left, said in notices) and removes it from the wishlist, both or neither.
     */
    async moveToCart(customerId: string, productId: string): Promise<Cart> {
      const cart = await change(customerId, async (tx) => {
        const item = await findWishlistItem(tx, customerId, productId)
        if (!item) throw notFound(/*i18n*/ 'This product is not in your wishlist.')
        const plan = await addToCart(tx, customerId, item, 'cap', clock.now())
        await deleteWishlistItem(tx, customerId, productId)
        return readCart(tx, customerId, plan.notice ? [plan.notice] : [])
      })
      // Priced after the transaction: the settings read is a query of its own.
      return pricedWith(deps.settings)(cart)
    },
  }
}

export type WishlistService = ReturnType<typeof wishlistService>

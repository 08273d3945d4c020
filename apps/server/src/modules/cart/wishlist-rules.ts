import { MAX_WISHLIST_ITEMS } from '@haat/shared/cart/wishlist'
import { fill } from '@haat/shared/texts'
import { type ProductChoice, matchOption, normalizeOption, type OptionsRequest, type ProductState } from './cart-rules'

export type GuestWishlistItem = OptionsRequest & { productId: string; quantity?: number | undefined }

/**
 * Sign-in merge of a guest wishlist: products already saved stay as they are (adding again does
 * nothing), products the shop no longer shows are dropped, an option no longer offered is dropped
 * (the product is kept), and new entries stop at MAX_WISHLIST_ITEMS. Returns the entries to insert.
 */
export function planWishlistMerge(
  savedProductIds: ReadonlySet<string>,
  guest: GuestWishlistItem[],
  products: ReadonlyMap<string, ProductState>,
): { inserts: ProductChoice[]; notices: string[] } {
  const seen = new Set(savedProductIds)
  const inserts: ProductChoice[] = []
  const notices: string[] = []
  for (const item of guest) {
    const product = products.get(item.productId)
    if (!product?.isVisible || seen.has(product.id)) continue
    if (seen.size >= MAX_WISHLIST_ITEMS) {
      notices.push(
        fill(
          /*i18n*/ 'Your wishlist is full ({count} products), so some products from before you signed in were not added.',
          { count: MAX_WISHLIST_ITEMS },
        ),
      )
      break
    }
    seen.add(product.id)
    inserts.push({
      productId: product.id,
      color: matchOption(product.colors, normalizeOption(item.color)) ?? '',
      size: matchOption(product.sizes, normalizeOption(item.size)) ?? '',
      quantity: item.quantity ?? 1,
    })
  }
  return { inserts, notices }
}

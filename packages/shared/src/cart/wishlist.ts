import { z } from 'zod'
import { CartProduct, OptionSchema, ProductIdSchema, QuantitySchema } from './cart'
import { fill } from '../texts'

/** A customer's wishlist holds at most this many products. */
export const MAX_WISHLIST_ITEMS = 100

/** POST /api/wishlist: saves a product with the options shown on its page; a product already saved is left as it is. */
export const AddWishlistItemBody = z.object({
  productId: ProductIdSchema,
  /** Optional; when given, one of the product's colours. */
  color: OptionSchema,
  /** Optional; when given, one of the product's sizes. */
  size: OptionSchema,
  /** Units Move to Cart will add; 1 when absent. */
  quantity: QuantitySchema.optional(),
})
export type AddWishlistItemBody = z.input<typeof AddWishlistItemBody>

/** {productId} of /api/wishlist/{productId} and /api/wishlist/{productId}/move-to-cart. */
export const WishlistProductParams = z.object({ productId: ProductIdSchema })

/** One entry of the browser's guest wishlist, as sent to /api/wishlist/merge. */
export const GuestWishlistItem = AddWishlistItemBody
export type GuestWishlistItem = z.input<typeof GuestWishlistItem>

/**
 * POST /api/wishlist/merge at sign-in: guest entries join the server list (products already there
 * are kept as they are; withdrawn products and options no longer offered are dropped); the browser
 * then clears its copy.
 */
export const MergeWishlistBody = z.object({
  items: z.array(GuestWishlistItem).max(
    MAX_WISHLIST_ITEMS,
    fill(/*i18n*/ 'A wishlist holds at most {count} products.', {
      count: MAX_WISHLIST_ITEMS,
    }),
  ),
})
export type MergeWishlistBody = z.input<typeof MergeWishlistBody>

/** One saved product; product.inStock says whether Move to Cart can work now. */
export const WishlistItem = z.object({
  id: z.string(),
  product: CartProduct,
  /** The saved colour, or null. */
  color: z.string().nullable(),
  /** The saved size, or null. */
  size: z.string().nullable(),
  /** Units Move to Cart adds (capped at what is left). */
  quantity: z.number().int(),
  addedAt: z.iso.datetime(),
})
export type WishlistItem = z.infer<typeof WishlistItem>

/** GET /api/wishlist and the answer of every wishlist change except DELETE; products the shop no longer shows are left out. */
export const Wishlist = z.object({
  /** Most recently saved first. */
  items: z.array(WishlistItem),
  /** What the last call skipped that the customer should be told (e.g. a full wishlist); usually empty. */
  notices: z.array(z.string()),
})
export type Wishlist = z.infer<typeof Wishlist>

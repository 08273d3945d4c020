import { createContext, useContext } from 'react'
import type { WishlistItem } from '@haat/shared/cart/wishlist'

/**
 * The cart and wishlist as other features use them (features do not import each other): the
 * cart feature implements this and app/providers.tsx mounts it; the catalogue's buttons and the
 * account's Wishlist tab only see this contract.
 */

/** A product with the options chosen on its page. */
export interface CartItemInput {
  productId: string
  /** For messages ("Only 2 of 'Cotton Kurta' left…") while the cart lives in the browser. */
  name: string
  /** The variant chosen: what the line is (its colour and size say it to older code and the wishlist). */
  variantId?: string | null
  color: string | null
  size: string | null
  quantity: number
  /** Units that can be bought now (null: not counted); lets a guest cart refuse what the server would. */
  stock?: number | null
  /** False when the product cannot be bought now. */
  inStock?: boolean
  /** The unit price the shopper saw: an add made offline is sent later only at this price. */
  unitPricePaise?: number
}

export type WishlistItemInput = Omit<CartItemInput, 'variantId' | 'stock' | 'inStock' | 'unitPricePaise'>

export interface WishlistState {
  /** Most recently saved first. */
  items: WishlistItem[]
  status: 'pending' | 'error' | 'success'
  /** Loading failed and `items` is the copy kept on this device (docs/spec.md §4), possibly out of date. */
  isStoredCopy: boolean
  error: unknown
  retry: () => void
}

export interface CartActions {
  /** Adds and says so in a toast ("Added to cart"); resolves false when refused (an error toast) or kept to send once back online. */
  addToCart: (input: CartItemInput) => Promise<boolean>
  /** Saves a product ("Added to wishlist"); a product already saved is left as it is. */
  addToWishlist: (input: WishlistItemInput) => Promise<boolean>
  /** Whether the product is saved (the product page then shows a disabled "In Wishlist"). */
  isInWishlist: (productId: string) => boolean
  /** "Removed from Wishlist". */
  removeFromWishlist: (productId: string) => Promise<boolean>
  /** Adds the saved product with its saved options to the cart and removes it from the wishlist ("Moved to Cart"). */
  moveToCart: (productId: string) => Promise<boolean>
  /** The signed-in customer's saved products, for the profile's Wishlist tab. */
  wishlist: WishlistState
  /**
   * The cart kept in this browser before the sign-in is being added to the customer's: checkout
   * waits for it instead of reading (and acting on) the server's cart without those lines.
   */
  isMergingGuestCart: boolean
}

const refused = () => Promise.resolve(false)

/** Outside the provider (a screen rendered on its own in a test): an empty wishlist, and nothing is added. */
const DETACHED: CartActions = {
  addToCart: refused,
  addToWishlist: refused,
  isInWishlist: () => false,
  removeFromWishlist: refused,
  moveToCart: refused,
  wishlist: { items: [], status: 'success', isStoredCopy: false, error: null, retry: () => {} },
  isMergingGuestCart: false,
}

export const CartActionsContext = createContext<CartActions>(DETACHED)

export function useCartActions(): CartActions {
  return useContext(CartActionsContext)
}

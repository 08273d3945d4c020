import type { GuestCartLine } from '../lib/guest-cart'

export { cartKeys } from '../../../api/cart/cart-keys'

/** POST /api/cart/preview of the guest cart as stored: a new key whenever a line changes. */
export const cartPreviewKeys = {
  lines: (lines: readonly GuestCartLine[]) => ['cart-preview', lines] as const,
}

/** The wishlist, per customer id, like the cart. */
export const wishlistKeys = {
  all: ['wishlist'] as const,
  customer: (customerId: string) => [...wishlistKeys.all, customerId] as const,
}

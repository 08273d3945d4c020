import type { GuestCartLine } from '../lib/guest-cart'

/**
 * Query keys of the cart and the wishlist, per customer id: a different customer signing in on
 * the same device never sees the previous one's cached cart.
 */
export const cartKeys = {
  all: ['cart'] as const,
  customer: (customerId: string) => [...cartKeys.all, customerId] as const,
  /** POST /api/cart/preview of the guest cart as stored: a new key whenever a line changes. */
  preview: (lines: readonly GuestCartLine[]) => ['cart-preview', lines] as const,
}

export const wishlistKeys = {
  all: ['wishlist'] as const,
  customer: (customerId: string) => [...wishlistKeys.all, customerId] as const,
}

/**
 * The cart's limits, as @haat/shared/cart/cart and wishlist declare them (cart-limits.test.ts
 * checks they agree). Copied so the storefront entry, which holds the guest cart, does not pull
 * zod in through those modules.
 */
export const MAX_CART_LINES = 100
export const MAX_LINE_QUANTITY = 99
export const MAX_WISHLIST_ITEMS = 100

import { parseJson } from '../../../lib/storage-store'

/**
 * The stored guest cart as the storefront entry needs it (the header count, "is there anything to
 * merge"); reading and changing its lines is in guest-cart.ts, loaded with the cart's operations.
 */

/** localStorage key of the guest cart (docs/spec.md §3). */
export const CART_STORAGE_KEY = 'cart'
/** Fired on window by code in this tab that changes the stored cart ("storage" only fires in other tabs). */
export const CART_CHANGED_EVENT = 'haat:cart-changed'

/**
 * The header's count from the stored text: every entry's quantity, leniently (an entry the cart
 * would drop still counts until the cart page next saves the list).
 */
export function countStoredItems(raw: string | null): number {
  const value = parseJson(raw)
  if (!Array.isArray(value)) return 0
  return (value as unknown[]).reduce<number>((sum, line) => {
    const quantity = (line as { quantity?: unknown } | null)?.quantity
    return typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 ? sum + Math.floor(quantity) : sum
  }, 0)
}

export function readStoredCartText(): string | null {
  try {
    return window.localStorage.getItem(CART_STORAGE_KEY)
  } catch {
    // Storage can be blocked (privacy settings): nothing stored.
    return null
  }
}

/** Sign-out leaves an empty guest cart. */
export function clearStoredCart(): void {
  try {
    window.localStorage.removeItem(CART_STORAGE_KEY)
  } catch {
    // Blocked storage holds nothing to clear.
  }
  window.dispatchEvent(new Event(CART_CHANGED_EVENT))
}

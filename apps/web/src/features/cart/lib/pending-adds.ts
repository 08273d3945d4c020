import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { MAX_PENDING_ADDS, PENDING_ADDS_COOKIE } from '@haat/shared/cart/pending-adds'
import { addToCart, type OperationsContext } from './cart-operations'
import { parseGuestCart, type GuestCartLine } from './guest-cart'

/**
 * Add to Cart taps the server answered before the app was live (POST /api/cart/add, the product
 * page's plain form): a guest's wait in a cookie, since the server cannot write this browser's
 * guest cart. Loaded by the cart provider only when that cookie is there.
 */

/** The waiting adds, read and cleared at once, so a second tab starting now finds none; malformed entries are dropped. */
function takePendingAdds(): GuestCartLine[] {
  const found = [
    ...document.cookie.matchAll(new RegExp(`(?:^|;\\s*)((?:__Host-)?${PENDING_ADDS_COOKIE})=([^;]*)`, 'g')),
  ]
  const secure = window.location.protocol === 'https:' ? '; Secure' : ''
  const lines: GuestCartLine[] = []
  for (const [, name, value] of found) {
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`
    try {
      lines.push(...parseGuestCart(decodeURIComponent(value ?? '')))
    } catch {
      // Not encoded as the server writes it: nothing to add.
    }
  }
  return lines.slice(0, MAX_PENDING_ADDS)
}

/** Adds them as Add to Cart does (the guest cart's rules, or the customer's server cart), saying so in toasts. */
export async function addPendingAdds(context: OperationsContext): Promise<void> {
  for (const line of takePendingAdds()) await addToCart(context, { ...line, name: i18n._(msg`This product`) })
}

import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { toast } from '../../../lib/toast'
import { errorMessage } from '../../../lib/api-error-message'
import { cartKeys, wishlistKeys } from '../api/cart-keys'
import { mergeCart } from '../api/merge-cart'
import { mergeWishlist } from '../api/merge-wishlist'
import { announceCartChange } from '../../../lib/cart-sync'
import { guestCartStore, normalizeGuestCart } from './guest-cart'
import { guestWishlistStore } from './guest-wishlist'

const showNotices = (notices: readonly string[]) => notices.forEach((notice) => toast.info(notice))

/**
 * At sign-in: the guest cart and wishlist kept in this browser join the customer's server copies
 * (POST /api/cart/merge and /api/wishlist/merge), the stored guest entries are cleared, and what
 * the server capped or skipped is shown. The entries are taken out of storage before the call, so
 * another tab signing in at the same moment cannot send them twice; a failed call puts them back.
 * `onWishlistMerging` holds the product ids in flight, so "In Wishlist" does not flicker.
 * Runs in the browser: its toasts are in the page's language through the browser's Lingui instance.
 */
export async function mergeGuestData(
  queryClient: QueryClient,
  customerId: string,
  onWishlistMerging: (productIds: string[]) => void = () => {},
): Promise<void> {
  const retry = {
    label: i18n._(msg`Try again`),
    onClick: () => void mergeGuestData(queryClient, customerId, onWishlistMerging),
  }

  const lines = guestCartStore.read()
  const stored = guestWishlistStore.read()
  const items = stored.guest
  // A copy kept for another customer on this device is never merged into this account.
  const copy = stored.copy?.customerId === customerId ? stored.copy : null
  if (items.length > 0 || stored.copy !== copy) guestWishlistStore.write({ guest: [], copy })
  if (lines.length > 0) guestCartStore.write([])

  const mergeCartLines = async () => {
    if (lines.length === 0) return
    try {
      const cart = await mergeCart(lines)
      // A GET sent before the merge must not overwrite the merged cart when it lands.
      await queryClient.cancelQueries({ queryKey: cartKeys.customer(customerId) })
      queryClient.setQueryData(cartKeys.customer(customerId), cart)
      showNotices(cart.notices)
    } catch (error) {
      guestCartStore.write(normalizeGuestCart([...guestCartStore.read(), ...lines]))
      toast.error(i18n._(msg`We couldn't add the items from before you signed in to your cart.`), {
        description: errorMessage(error, msg`Please try again.`, i18n),
        action: retry,
      })
    }
  }

  const mergeWishlistItems = async () => {
    if (items.length === 0) return
    onWishlistMerging(items.map((item) => item.productId))
    try {
      const wishlist = await mergeWishlist(items)
      await queryClient.cancelQueries({ queryKey: wishlistKeys.customer(customerId) })
      queryClient.setQueryData(wishlistKeys.customer(customerId), wishlist)
      showNotices(wishlist.notices)
    } catch (error) {
      const now = guestWishlistStore.read()
      const guest = [
        ...now.guest,
        ...items.filter((item) => !now.guest.some((saved) => saved.productId === item.productId)),
      ]
      guestWishlistStore.write({ ...now, guest })
      toast.error(i18n._(msg`We couldn't add the products you saved before signing in to your wishlist.`), {
        description: errorMessage(error, msg`Please try again.`, i18n),
        action: retry,
      })
    } finally {
      onWishlistMerging([])
    }
  }

  await Promise.all([mergeCartLines(), mergeWishlistItems()])
  if (lines.length > 0) announceCartChange({ customerId, what: 'cart' })
  if (items.length > 0) announceCartChange({ customerId, what: 'wishlist' })
}

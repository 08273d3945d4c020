import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { QueryClient } from '@tanstack/react-query'
import { toast } from '../../../lib/toast'
import type { Cart } from '@haat/shared/cart/cart'
import type { Wishlist } from '@haat/shared/cart/wishlist'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import type { CartItemInput, WishlistItemInput } from '../../../lib/cart-actions'
import { addCartLine } from '../api/add-cart-line'
import { addWishlistItem } from '../api/add-wishlist-item'
import { cartKeys, wishlistKeys } from '../api/cart-keys'
import { moveWishlistItemToCart } from '../api/move-to-cart'
import { removeWishlistItem } from '../api/remove-wishlist-item'
import { announceCartChange } from '../../../lib/cart-sync'
import { addGuestLine, guestCartStore } from './guest-cart'
import { dropOfflineAdd, keepOfflineAdd, offlineAddsOf } from './offline-adds'
import { addGuestWishlistItem, guestWishlistStore } from './guest-wishlist'

export { mergeGuestData } from './merge-guest-data'

/**
 * What the cart's buttons do, loaded on first use (or when the browser is idle) so the storefront
 * entry stays small: a guest's cart and wishlist change in this browser, a customer's on the
 * server. Each says what happened in a toast and resolves false when it was refused. The toasts
 * are in the page's language: these run in the browser, on a shopper's tap, with its Lingui instance.
 */

/** Who is acting: a customer id, or null for a guest. */
export interface OperationsContext {
  queryClient: QueryClient
  customerId: string | null
}

function setCart({ queryClient }: OperationsContext, customerId: string, cart: Cart) {
  queryClient.setQueryData(cartKeys.customer(customerId), cart)
  cart.notices.forEach((notice) => toast.info(notice))
  announceCartChange({ customerId, what: 'cart' })
}

function setWishlist(
  { queryClient }: OperationsContext,
  customerId: string,
  update: (old: Wishlist | undefined) => Wishlist | undefined,
) {
  queryClient.setQueryData(wishlistKeys.customer(customerId), update)
  announceCartChange({ customerId, what: 'wishlist' })
}

const withoutProduct = (productId: string) => (old: Wishlist | undefined) =>
  old && { items: old.items.filter((item) => item.product.id !== productId), notices: [] }

function fail(error: unknown, fallback: string | MessageDescriptor): false {
  toast.error(errorMessage(error, fallback, i18n))
  return false
}

export async function addToCart(context: OperationsContext, input: CartItemInput): Promise<boolean> {
  const { customerId } = context
  if (!customerId) {
    const result = addGuestLine(guestCartStore.read(), input, i18n)
    if (!result.ok) return fail(null, result.message)
    guestCartStore.write(result.lines)
    toast.success(i18n._(msg`Added to cart`))
    return true
  }
  const { productId, variantId, name, color, size, quantity, unitPricePaise } = input
  try {
    setCart(context, customerId, await addCartLine({ productId, variantId, color, size, quantity }))
    toast.success(i18n._(msg`Added to cart`))
    return true
  } catch (error) {
    // No connection: kept on this device and sent, at the price seen, when it comes back.
    if (isApiError(error) && error.code === 'NETWORK' && unitPricePaise !== undefined) {
      keepOfflineAdd(customerId, {
        productId,
        ...(variantId ? { variantId } : {}),
        name,
        color: color ?? null,
        size: size ?? null,
        quantity,
        unitPricePaise,
      })
      toast.info(i18n._(msg`You're offline. ${name} will be added to your cart when you're back online.`))
      // Not in the cart yet: Buy Now stays on the page rather than open a checkout that needs the network.
      return false
    }
    return fail(error, msg`Could not add this to your cart. Please try again.`)
  }
}

/**
 * Sends the adds kept while offline, oldest first, each at the price the customer saw: added, or
 * refused with the server's reason (the price moved, sold out). Stops at the first that cannot
 * reach the server, keeping it and the rest for the next time. One tab at a time sends them.
 */
export async function sendOfflineAdds(context: OperationsContext): Promise<void> {
  const { customerId } = context
  if (!customerId || offlineAddsOf(customerId).length === 0) return
  const send = async () => {
    let added = 0
    for (const add of offlineAddsOf(customerId)) {
      const { productId, variantId, color, size, quantity, unitPricePaise } = add
      try {
        setCart(
          context,
          customerId,
          await addCartLine({ productId, variantId, color, size, quantity, expectedUnitPricePaise: unitPricePaise }),
        )
        added += 1
      } catch (error) {
        if (isApiError(error) && (error.code === 'NETWORK' || error.status === 429 || error.status >= 500)) break
        const { name } = add
        toast.error(errorMessage(error, msg`${name} could not be added to your cart.`, i18n))
      }
      dropOfflineAdd(customerId, add)
    }
    if (added > 0)
      toast.success(
        i18n._(
          msg`${plural(added, {
            one: 'Added # item you chose offline to your cart',
            other: 'Added # items you chose offline to your cart',
          })}`,
        ),
      )
  }
  if (navigator.locks) await navigator.locks.request('haat-offline-adds', send)
  else await send()
}

export async function addToWishlist(context: OperationsContext, input: WishlistItemInput): Promise<boolean> {
  const { customerId } = context
  const { productId, color, size, quantity } = input
  if (!customerId) {
    const now = guestWishlistStore.read()
    const result = addGuestWishlistItem(now.guest, { productId, color, size, quantity }, i18n)
    if (!result.ok) return fail(null, result.message)
    if (result.isNew) guestWishlistStore.write({ ...now, guest: result.items })
    toast.success(i18n._(msg`Added to wishlist`))
    return true
  }
  try {
    const saved = await addWishlistItem({ productId, color, size, quantity })
    setWishlist(context, customerId, () => saved)
    toast.success(i18n._(msg`Added to wishlist`))
    return true
  } catch (error) {
    return fail(error, msg`Could not save this to your wishlist. Please try again.`)
  }
}

export async function removeFromWishlist(context: OperationsContext, productId: string): Promise<boolean> {
  const { customerId } = context
  if (!customerId) {
    const now = guestWishlistStore.read()
    guestWishlistStore.write({ ...now, guest: now.guest.filter((item) => item.productId !== productId) })
    toast.success(i18n._(msg`Removed from Wishlist`))
    return true
  }
  try {
    await removeWishlistItem(productId)
    setWishlist(context, customerId, withoutProduct(productId))
    toast.success(i18n._(msg`Removed from Wishlist`))
    return true
  } catch (error) {
    // Already gone (removed in another tab): the list only needs to catch up.
    if (isApiError(error) && error.status === 404) setWishlist(context, customerId, withoutProduct(productId))
    return fail(error, msg`Could not remove this from your wishlist. Please try again.`)
  }
}

export async function moveToCart(context: OperationsContext, productId: string): Promise<boolean> {
  const { customerId } = context
  if (!customerId) {
    const now = guestWishlistStore.read()
    const item = now.guest.find((saved) => saved.productId === productId)
    if (!item) return false
    const result = addGuestLine(guestCartStore.read(), { ...item, name: i18n._(msg`This product`) }, i18n)
    if (!result.ok) return fail(null, result.message)
    guestCartStore.write(result.lines)
    guestWishlistStore.write({ ...now, guest: now.guest.filter((saved) => saved !== item) })
    toast.success(i18n._(msg`Moved to Cart`))
    return true
  }
  try {
    const cart = await moveWishlistItemToCart(productId)
    setWishlist(context, customerId, withoutProduct(productId))
    setCart(context, customerId, cart)
    toast.success(i18n._(msg`Moved to Cart`))
    return true
  } catch (error) {
    return fail(error, msg`Could not move this to your cart. Please try again.`)
  }
}

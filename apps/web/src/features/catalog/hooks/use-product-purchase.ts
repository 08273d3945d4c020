import { useCallback, useMemo, useRef } from 'react'
import { useNavigate } from 'react-router'
import type { ProductDetail, ProductVariant } from '@haat/shared/catalog/product'
import { useCartActions, type CartItemInput } from '../../../lib/cart-actions'

/** What the shopper chose on the product page. */
export interface PurchaseSelection {
  product: ProductDetail
  quantity: number
  color: string | null
  size: string | null
  /** The variant the colour and size name, when chosen: its price and stock are what is bought. */
  variant?: ProductVariant | null
}

function toCartItem({ product, quantity, color, size, variant }: PurchaseSelection): CartItemInput {
  const bought = variant ?? product
  return {
    productId: product.id,
    name: product.name,
    variantId: variant?.id ?? null,
    color,
    size,
    quantity,
    stock: bought.stock,
    inStock: bought.inStock,
    unitPricePaise: bought.unitPricePaise,
  }
}

/**
 * The product page's Add to Cart, Buy Now and Add to Wishlist, through the cart feature's
 * contract (lib/cart-actions.ts), which shows the toasts. A second click while one is still
 * working is ignored, so a double click never adds twice.
 */
export function useProductPurchase() {
  const cart = useCartActions()
  const navigate = useNavigate()
  const isWorking = useRef(false)

  const once = useCallback((work: () => Promise<unknown>) => {
    if (isWorking.current) return
    isWorking.current = true
    void work().finally(() => {
      isWorking.current = false
    })
  }, [])

  const addToCart = useCallback(
    (selection: PurchaseSelection) => once(() => cart.addToCart(toCartItem(selection))),
    [cart, once],
  )
  /** Adds, then goes to /checkout (docs/spec.md §2); stays when the cart refused it. */
  const buyNow = useCallback(
    (selection: PurchaseSelection) =>
      once(async () => {
        if (await cart.addToCart(toCartItem(selection))) await navigate('/checkout')
      }),
    [cart, navigate, once],
  )
  const addToWishlist = useCallback(
    ({ product, quantity, color, size }: PurchaseSelection) =>
      once(() => cart.addToWishlist({ productId: product.id, name: product.name, color, size, quantity })),
    [cart, once],
  )

  return useMemo(
    () => ({ addToCart, buyNow, addToWishlist, isInWishlist: cart.isInWishlist }),
    [addToCart, buyNow, addToWishlist, cart.isInWishlist],
  )
}

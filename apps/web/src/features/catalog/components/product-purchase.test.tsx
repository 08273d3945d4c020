import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CartActionsContext, type CartActions } from '../../../lib/cart-actions'
import { renderRoutes } from '../../../test/render'
import { makeProductDetail } from '../test/catalog-fixtures'
import { ProductPurchase } from './product-purchase'

function renderPurchase(actions: Partial<CartActions> = {}, product = makeProductDetail()) {
  const value: CartActions = {
    addToCart: vi.fn().mockResolvedValue(true),
    addToWishlist: vi.fn().mockResolvedValue(true),
    isInWishlist: () => false,
    removeFromWishlist: vi.fn(),
    moveToCart: vi.fn(),
    wishlist: { items: [], status: 'success', isStoredCopy: false, error: null, retry: () => {} },
    isMergingGuestCart: false,
    ...actions,
  }
  const view = renderRoutes(
    [
      {
        path: '/product/:slug',
        element: (
          <CartActionsContext value={value}>
            <ProductPurchase product={product} />
          </CartActionsContext>
        ),
      },
      { path: '/checkout', element: <h1>Checkout</h1> },
    ],
    { initialEntries: [`/product/${product.slug}`] },
  )
  return { ...view, actions: value, product }
}

describe('ProductPurchase with the cart', () => {
  it('adds the chosen colour and quantity to the cart', async () => {
    const { user, actions, product } = renderPurchase()
    await user.click(screen.getByRole('radio', { name: 'Indigo' }))
    await user.click(screen.getByRole('button', { name: 'Increase quantity' }))
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(actions.addToCart).toHaveBeenCalledWith({
      productId: product.id,
      name: 'Handloom Cotton Saree',
      color: 'Indigo',
      size: null,
      quantity: 2,
      stock: 3,
      inStock: true,
      // The price on the page: an add made offline is sent later only at this price.
      unitPricePaise: product.unitPricePaise,
    })
    expect(screen.queryByText('Cart and wishlist open soon.')).not.toBeInTheDocument()
  })

  it('Buy Now adds, then goes to /checkout', async () => {
    const { user, actions, router } = renderPurchase()
    await user.click(screen.getByRole('radio', { name: 'Red' }))
    await user.click(screen.getByRole('button', { name: 'Buy Now' }))
    expect(actions.addToCart).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'))
  })

  it('Buy Now stays on the page when the cart refuses', async () => {
    const { user, router } = renderPurchase({ addToCart: vi.fn().mockResolvedValue(false) })
    await user.click(screen.getByRole('radio', { name: 'Red' }))
    await user.click(screen.getByRole('button', { name: 'Buy Now' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(router.state.location.pathname).toBe('/product/handloom-cotton-saree')
  })

  it('saves to the wishlist without needing a colour', async () => {
    const { user, actions, product } = renderPurchase()
    await user.click(screen.getByRole('button', { name: 'Add to Wishlist' }))
    expect(actions.addToWishlist).toHaveBeenCalledWith({
      productId: product.id,
      name: 'Handloom Cotton Saree',
      color: null,
      size: null,
      quantity: 1,
    })
  })

  it('reads "In Wishlist", disabled, when the product is saved', () => {
    const product = makeProductDetail()
    renderPurchase({ isInWishlist: (id) => id === product.id }, product)
    expect(screen.getByRole('button', { name: 'In Wishlist' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Add to Wishlist' })).not.toBeInTheDocument()
  })

  it('ignores a second click while the first is still adding', async () => {
    let finish: (added: boolean) => void = () => {}
    const addToCart = vi.fn(() => new Promise<boolean>((resolve) => (finish = resolve)))
    const { user } = renderPurchase({ addToCart })
    await user.click(screen.getByRole('radio', { name: 'Red' }))
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(addToCart).toHaveBeenCalledTimes(1)
    await act(async () => finish(true))
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }))
    expect(addToCart).toHaveBeenCalledTimes(2)
  })
})

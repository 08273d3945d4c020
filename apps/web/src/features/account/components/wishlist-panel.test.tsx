import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { WishlistItem } from '@haat/shared/cart/wishlist'
import { CartActionsContext, type CartActions, type WishlistState } from '../../../lib/cart-actions'
import { renderRoutes } from '../../../test/render'
import { WishlistPanel } from './wishlist-panel'

const image = { id: 'kurta', width: 600, height: 600, variants: [{ width: 320, url: '/media/kurta-320.webp' }] }

function item(
  name: string,
  overrides: Partial<WishlistItem['product']> = {},
  saved: Partial<WishlistItem> = {},
): WishlistItem {
  const slug = name.toLowerCase().replace(/ /g, '-')
  return {
    id: `wish-${slug}`,
    product: {
      id: `id-${slug}`,
      slug,
      name,
      brand: null,
      pricePaise: 89_900,
      mrpPaise: 129_900,
      discountPercent: 0,
      unitPricePaise: 89_900,
      percentOff: 31,
      image,
      rating: { average: null, count: 0 },
      isNew: false,
      inStock: true,
      category: { slug: 'fashion', name: 'Fashion' },
      subcategory: null,
      vendor: { id: 'ven_1', businessName: 'Rao Handlooms' },
      stock: 20,
      ...overrides,
    },
    color: null,
    size: null,
    quantity: 1,
    addedAt: '2026-01-05T10:00:00.000Z',
    ...saved,
  }
}

function renderPanel(wishlist: Partial<WishlistState>, actions: Partial<CartActions> = {}) {
  const value: CartActions = {
    addToCart: vi.fn(),
    addToWishlist: vi.fn(),
    isInWishlist: () => false,
    removeFromWishlist: vi.fn().mockResolvedValue(true),
    moveToCart: vi.fn().mockResolvedValue(true),
    wishlist: { items: [], status: 'success', isStoredCopy: false, error: null, retry: vi.fn(), ...wishlist },
    isMergingGuestCart: false,
    ...actions,
  }
  const view = renderRoutes([
    {
      path: '*',
      element: (
        <CartActionsContext value={value}>
          <WishlistPanel />
        </CartActionsContext>
      ),
    },
  ])
  return { ...view, actions: value }
}

describe('WishlistPanel', () => {
  it('lists saved products with price, options and availability', () => {
    renderPanel({
      items: [
        item('Cotton Kurta', {}, { size: 'M', color: 'Indigo' }),
        item('Silk Saree', { stock: 2 }),
        item('Brass Lamp', { inStock: false, stock: 0 }),
      ],
    })
    const kurta = screen.getByRole('listitem', { name: 'Cotton Kurta' })
    expect(within(kurta).getByRole('link', { name: 'Cotton Kurta' })).toHaveAttribute('href', '/product/cotton-kurta')
    expect(within(kurta).getByText('₹899')).toBeInTheDocument()
    expect(within(kurta).getByText('Colour: Indigo · Size: M')).toBeInTheDocument()
    expect(within(kurta).getByText('In stock')).toBeInTheDocument()
    expect(within(screen.getByRole('listitem', { name: 'Silk Saree' })).getByText('Only 2 left')).toBeInTheDocument()
    const lamp = screen.getByRole('listitem', { name: 'Brass Lamp' })
    expect(within(lamp).getByText('Out of stock')).toBeInTheDocument()
    expect(within(lamp).getByRole('button', { name: 'Move to Cart: Brass Lamp' })).toBeDisabled()
  })

  it('moves a product to the cart and removes one', async () => {
    const { user, actions } = renderPanel({ items: [item('Cotton Kurta')] })
    await user.click(screen.getByRole('button', { name: 'Move to Cart: Cotton Kurta' }))
    expect(actions.moveToCart).toHaveBeenCalledWith('id-cotton-kurta')
    await user.click(screen.getByRole('button', { name: 'Remove Cotton Kurta from Wishlist' }))
    expect(actions.removeFromWishlist).toHaveBeenCalledWith('id-cotton-kurta')
  })

  it('says the wishlist is empty', () => {
    renderPanel({ items: [] })
    expect(screen.getByText('Your wishlist is empty.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products')
  })

  it('shows the copy kept on this device, with a note, when loading fails', async () => {
    const retry = vi.fn()
    const { user } = renderPanel({ items: [item('Cotton Kurta')], status: 'error', isStoredCopy: true, retry })
    expect(screen.getByText(/this is the copy saved on this device/)).toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: 'Cotton Kurta' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(retry).toHaveBeenCalled()
  })

  it('says loading failed when there is no copy', () => {
    renderPanel({ status: 'error', error: new Error('x') })
    expect(screen.getByText("We couldn't load your wishlist.")).toBeInTheDocument()
  })

  it('waits while loading', async () => {
    renderPanel({ status: 'pending' })
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Loading your wishlist…'))
  })
})

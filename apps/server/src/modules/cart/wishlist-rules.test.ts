import { MAX_WISHLIST_ITEMS } from '@haat/shared/cart/wishlist'
import { describe, expect, it } from 'vitest'
import type { ProductState } from './cart-rules'
import { planWishlistMerge } from './wishlist-rules'

const saree: ProductState = {
  id: 'p-saree',
  name: 'Silk Saree',
  isVisible: true,
  isAvailable: false,
  stock: 0,
  colors: ['Maroon'],
  sizes: [],
}
const lamp: ProductState = {
  id: 'p-lamp',
  name: 'Brass Lamp',
  isVisible: true,
  isAvailable: true,
  stock: null,
  colors: [],
  sizes: [],
}
const products = new Map([saree, lamp, { ...lamp, id: 'hidden', isVisible: false }].map((p) => [p.id, p]))

describe('merging a guest wishlist at sign-in', () => {
  it('adds new products (even sold out), keeps saved ones as they are, and drops hidden or unknown ones', () => {
    const { inserts, notices } = planWishlistMerge(
      new Set([lamp.id]),
      [
        { productId: saree.id, color: 'maroon', quantity: 2 },
        { productId: saree.id, color: 'Maroon', quantity: 5 },
        { productId: lamp.id, quantity: 3 },
        { productId: 'hidden' },
        { productId: 'unknown' },
      ],
      products,
    )
    expect(inserts).toEqual([{ productId: saree.id, color: 'Maroon', size: '', quantity: 2 }])
    expect(notices).toEqual([])
  })

  it('drops an option no longer offered but keeps the product, with quantity 1 by default', () => {
    const { inserts } = planWishlistMerge(new Set(), [{ productId: saree.id, color: 'Green', size: 'XL' }], products)
    expect(inserts).toEqual([{ productId: saree.id, color: '', size: '', quantity: 1 }])
  })

  it('stops at the wishlist limit and says so', () => {
    const saved = new Set(Array.from({ length: MAX_WISHLIST_ITEMS - 1 }, (_, i) => `saved-${i}`))
    const { inserts, notices } = planWishlistMerge(saved, [{ productId: lamp.id }, { productId: saree.id }], products)
    expect(inserts.map((i) => i.productId)).toEqual([lamp.id])
    expect(notices).toEqual([expect.stringContaining('Your wishlist is full') as string])
  })
})

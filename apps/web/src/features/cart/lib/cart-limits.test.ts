import { describe, expect, it } from 'vitest'
import * as shared from '@haat/shared/cart/cart'
import { MAX_WISHLIST_ITEMS as SHARED_MAX_WISHLIST_ITEMS } from '@haat/shared/cart/wishlist'
import { MAX_CART_LINES, MAX_LINE_QUANTITY, MAX_WISHLIST_ITEMS } from './cart-limits'

describe('cart limits', () => {
  it('match the server contract', () => {
    expect(MAX_CART_LINES).toBe(shared.MAX_CART_LINES)
    expect(MAX_LINE_QUANTITY).toBe(shared.MAX_LINE_QUANTITY)
    expect(MAX_WISHLIST_ITEMS).toBe(SHARED_MAX_WISHLIST_ITEMS)
  })
})

import { describe, expect, it } from 'vitest'
import { KURTA_ID, LAMP, SAREE_ID, makeWishlistItem } from '../test/cart-fixtures'
import { addGuestWishlistItem, guestWishlistStore, parseStoredWishlist } from './guest-wishlist'

const kurta = { productId: KURTA_ID, color: null, size: 'M', quantity: 1 }

describe('the stored wishlist', () => {
  it('skips a product already saved (matched by product) and saves others first', () => {
    expect(addGuestWishlistItem([kurta], { ...kurta, size: 'L' })).toEqual({ ok: true, isNew: false, items: [kurta] })
    const saree = { productId: SAREE_ID, color: 'Red', size: null, quantity: 2 }
    expect(addGuestWishlistItem([kurta], saree)).toEqual({ ok: true, isNew: true, items: [saree, kurta] })
  })

  it('keeps guest entries apart from a signed-in customer’s copy, in one JSON list', () => {
    const copy = { customerId: 'cus_1', items: [makeWishlistItem(LAMP)] }
    guestWishlistStore.write({ guest: [kurta], copy })
    const raw = JSON.parse(window.localStorage.getItem('wishlist')!) as Record<string, unknown>[]
    expect(raw).toHaveLength(2)
    expect(raw[0]).toEqual(kurta)
    expect(raw[1]).toMatchObject({ productId: LAMP.id, customerId: 'cus_1', product: { name: 'Brass Lamp' } })
    expect(guestWishlistStore.read()).toEqual({ guest: [kurta], copy })
  })

  it('ignores malformed entries and a second owner', () => {
    const lamp = { ...makeWishlistItem(LAMP), productId: LAMP.id }
    const raw = JSON.stringify([
      { productId: 'nope' },
      { productId: KURTA_ID },
      { productId: KURTA_ID, size: 'L' },
      { ...lamp, customerId: 'cus_1' },
      { ...lamp, id: 'other', customerId: 'cus_2' },
      { customerId: 'cus_1', product: null },
    ])
    const stored = parseStoredWishlist(raw)
    expect(stored.guest).toEqual([{ productId: KURTA_ID, color: null, size: null, quantity: 1 }])
    expect(stored.copy?.customerId).toBe('cus_1')
    expect(stored.copy?.items).toHaveLength(1)
    expect(parseStoredWishlist('[[')).toEqual({ guest: [], copy: null })
  })
})

import { describe, expect, it } from 'vitest'
import { KURTA_ID, SAREE_ID } from '../test/cart-fixtures'
import { countStoredItems } from './cart-storage'
import {
  addGuestLine,
  guestCartStore,
  normalizeGuestCart,
  parseGuestCart,
  removeGuestLine,
  setGuestQuantity,
  type GuestCartLine,
} from './guest-cart'

const kurtaM: GuestCartLine = { productId: KURTA_ID, color: null, size: 'M', quantity: 1 }
const input = (overrides: Partial<Parameters<typeof addGuestLine>[1]> = {}) => ({
  productId: KURTA_ID,
  name: 'Cotton Kurta',
  color: null,
  size: 'M',
  quantity: 1,
  stock: 20,
  ...overrides,
})

describe('the guest cart', () => {
  it('adds to the quantity of the same product with the same options', () => {
    const result = addGuestLine([kurtaM], input({ quantity: 2 }))
    expect(result).toEqual({ ok: true, isNew: false, lines: [{ ...kurtaM, quantity: 3 }] })
  })

  it('keeps one line per variant: two packs of one size are two lines, an older line is matched by its options', () => {
    const single = '33333333-3333-4333-8333-000000000001'
    const pack = '33333333-3333-4333-8333-000000000003'
    const first = addGuestLine([], input({ variantId: single }))
    expect(first).toEqual({ ok: true, isNew: true, lines: [{ ...kurtaM, variantId: single }] })
    const second = addGuestLine(first.ok ? first.lines : [], input({ variantId: pack }))
    expect(second.ok && second.lines.map((line) => [line.variantId, line.quantity])).toEqual([
      [single, 1],
      [pack, 1],
    ])
    // A line kept before lines named their variant is the same line as its colour and size.
    expect(addGuestLine([kurtaM], input({ variantId: single }))).toMatchObject({ isNew: false })
    // A variant id that is not one is dropped: the entry is an older line, and so the same line.
    const stored = JSON.stringify([
      { ...kurtaM, variantId: pack },
      { ...kurtaM, variantId: 'not-an-id' },
    ])
    expect(parseGuestCart(stored)).toEqual([{ ...kurtaM, variantId: pack, quantity: 2 }])
  })

  it('matches options ignoring case and blanks, as the server does', () => {
    const result = addGuestLine([kurtaM], input({ size: ' m ' }))
    expect(result.ok && result.lines).toEqual([{ ...kurtaM, quantity: 2 }])
  })

  it('starts a new line for other options or another product', () => {
    const otherSize = addGuestLine([kurtaM], input({ size: 'L' }))
    expect(otherSize.ok && otherSize.isNew).toBe(true)
    expect(otherSize.ok && otherSize.lines).toEqual([kurtaM, { ...kurtaM, size: 'L' }])

    const other = addGuestLine([kurtaM], input({ productId: SAREE_ID, size: null, color: 'Red' }))
    expect(other.ok && other.lines).toHaveLength(2)
  })

  it('refuses what would pass the stock, the per-line maximum or the number of lines', () => {
    expect(addGuestLine([{ ...kurtaM, quantity: 2 }], input({ stock: 3, quantity: 2 }))).toEqual({
      ok: false,
      message: "Only 3 of 'Cotton Kurta' left; you already have 2 in your cart.",
    })
    expect(addGuestLine([], input({ stock: null, quantity: 100 }))).toEqual({
      ok: false,
      message: "You can buy at most 99 of 'Cotton Kurta' at a time; you asked for 100.",
    })
    expect(addGuestLine([], input({ inStock: false }))).toEqual({
      ok: false,
      message: "'Cotton Kurta' is out of stock.",
    })

    const full = Array.from({ length: 100 }, (_, i) => ({ ...kurtaM, size: `S${i}` }))
    expect(addGuestLine(full, input({ size: 'XL' })).ok).toBe(false)
    expect(addGuestLine(full, input({ size: 'S5' })).ok).toBe(true)
  })

  it('removes a line whose quantity drops below 1 and clamps one above its limit', () => {
    const lines = [kurtaM, { ...kurtaM, size: 'L', quantity: 2 }]
    expect(setGuestQuantity(lines, kurtaM, 0)).toEqual([{ ...kurtaM, size: 'L', quantity: 2 }])
    expect(setGuestQuantity(lines, kurtaM, 5)).toEqual([{ ...kurtaM, quantity: 5 }, lines[1]])
    expect(setGuestQuantity(lines, kurtaM, 500)[0]!.quantity).toBe(99)
    expect(setGuestQuantity(lines, kurtaM, 7, 4)[0]!.quantity).toBe(4)
    expect(removeGuestLine(lines, { productId: KURTA_ID, color: null, size: 'l' })).toEqual([kurtaM])
  })

  it('reads only well-formed lines from storage, combining duplicates and capping quantities', () => {
    const raw = JSON.stringify([
      kurtaM,
      { ...kurtaM, size: 'm', quantity: 2 },
      { productId: 'not-a-uuid', quantity: 1 },
      { productId: SAREE_ID, color: '  ', size: '', quantity: 500 },
      { productId: SAREE_ID, quantity: 0 },
      null,
      'text',
    ])
    expect(parseGuestCart(raw)).toEqual([
      { ...kurtaM, quantity: 3 },
      { productId: SAREE_ID, color: null, size: null, quantity: 99 },
    ])
    expect(parseGuestCart('{not json')).toEqual([])
    expect(parseGuestCart(JSON.stringify({ lines: [] }))).toEqual([])
    expect(normalizeGuestCart([kurtaM, kurtaM])).toEqual([{ ...kurtaM, quantity: 2 }])
  })

  it('counts the stored quantities for the header', () => {
    expect(countStoredItems(JSON.stringify([{ quantity: 2 }, { quantity: 3 }, { quantity: -1 }]))).toBe(5)
    expect(countStoredItems(null)).toBe(0)
    expect(countStoredItems('oops')).toBe(0)
  })

  it('saves under the "cart" key as a JSON list, and removes the key when empty', () => {
    guestCartStore.write([kurtaM])
    expect(JSON.parse(window.localStorage.getItem('cart')!)).toEqual([kurtaM])
    expect(guestCartStore.read()).toEqual([kurtaM])
    expect(guestCartStore.read()).toBe(guestCartStore.read())
    guestCartStore.write([])
    expect(window.localStorage.getItem('cart')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { VENDOR_ORDER_STATUSES } from '@haat/shared/orders/vendor-order'
import { canTransitionVendorOrder } from './vendor-order-status'

describe('canTransitionVendorOrder', () => {
  it('allows one step forward along pending → processing → shipped → delivered, and cancelling before shipping', () => {
    const allowed = VENDOR_ORDER_STATUSES.flatMap((from) =>
      VENDOR_ORDER_STATUSES.filter((to) => canTransitionVendorOrder(from, to)).map((to) => `${from}→${to}`),
    )
    expect(allowed).toEqual([
      'pending→processing',
      'pending→cancelled',
      'processing→shipped',
      'processing→cancelled',
      'shipped→delivered',
    ])
  })

  it('refuses skips, steps back, repeats and anything after delivered or cancelled', () => {
    expect(canTransitionVendorOrder('pending', 'shipped')).toBe(false)
    expect(canTransitionVendorOrder('pending', 'delivered')).toBe(false)
    expect(canTransitionVendorOrder('shipped', 'processing')).toBe(false)
    expect(canTransitionVendorOrder('processing', 'processing')).toBe(false)
    expect(canTransitionVendorOrder('delivered', 'shipped')).toBe(false)
    expect(canTransitionVendorOrder('cancelled', 'processing')).toBe(false)
  })
})

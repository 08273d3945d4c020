import { describe, expect, it } from 'vitest'
import { VENDOR_ORDER_STATUSES } from '@haat/shared/orders/vendor-order'
import { canTransitionVendorOrder, rolledUpOrderStatus } from './vendor-order-status'

describe('canTransitionVendorOrder', () => {
  it('allows exactly one step forward along pending → processing → shipped → delivered', () => {
    const allowed = VENDOR_ORDER_STATUSES.flatMap((from) =>
      VENDOR_ORDER_STATUSES.filter((to) => canTransitionVendorOrder(from, to)).map((to) => `${from}→${to}`),
    )
    expect(allowed).toEqual(['pending→processing', 'processing→shipped', 'shipped→delivered'])
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

describe('rolledUpOrderStatus', () => {
  it('ships the order once every vendor has shipped (or delivered)', () => {
    expect(rolledUpOrderStatus('processing', ['shipped'], 1)).toBe('shipped')
    expect(rolledUpOrderStatus('processing', ['shipped', 'delivered'], 2)).toBe('shipped')
    expect(rolledUpOrderStatus('processing', ['shipped', 'processing'], 2)).toBeNull()
  })

  it('waits for vendors not yet sent their part', () => {
    expect(rolledUpOrderStatus('processing', ['shipped'], 2)).toBeNull()
    expect(rolledUpOrderStatus('processing', [], 0)).toBeNull()
  })

  it('delivers the order once every vendor has delivered', () => {
    expect(rolledUpOrderStatus('shipped', ['delivered', 'delivered'], 2)).toBe('delivered')
    expect(rolledUpOrderStatus('shipped', ['delivered', 'shipped'], 2)).toBeNull()
    expect(rolledUpOrderStatus('processing', ['delivered'], 1)).toBe('delivered')
  })

  it('leaves cancelled and delivered orders alone, and never repeats a status', () => {
    expect(rolledUpOrderStatus('cancelled', ['shipped'], 1)).toBeNull()
    expect(rolledUpOrderStatus('delivered', ['delivered'], 1)).toBeNull()
    expect(rolledUpOrderStatus('shipped', ['shipped'], 1)).toBeNull()
  })
})

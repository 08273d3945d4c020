import { VENDOR_ORDER_STATUSES, type VendorOrderStatus } from '@haat/shared/orders/vendor-order'
import { describe, expect, it } from 'vitest'
import { newOrderNo } from './order-number'
import {
  assertOrderMove,
  canPayOnline,
  cancelRefusal,
  canTransitionOrder,
  canTransitionPayment,
  deriveOrderStatus,
  paymentOutcome,
} from './order-status'
import { buildTracking } from './tracking'

describe('newOrderNo', () => {
  it('is HT- and 8 Crockford base32 characters', () => {
    for (let i = 0; i < 200; i++) expect(newOrderNo()).toMatch(/^HT-[0-9A-HJKMNP-TV-Z]{8}$/)
    expect(newOrderNo(() => Buffer.alloc(8, 0))).toBe('HT-00000000')
    expect(newOrderNo(() => Buffer.alloc(8, 31))).toBe('HT-ZZZZZZZZ')
  })
})

describe('order status', () => {
  it('allows only the moves of the transition table', () => {
    expect(canTransitionOrder('placed', 'processing')).toBe(true)
    expect(canTransitionOrder('processing', 'cancelled')).toBe(true)
    // Cancelling the only part in progress leaves the others pending.
    expect(canTransitionOrder('processing', 'placed')).toBe(true)
    expect(canTransitionOrder('cancelled', 'processing')).toBe(false)
    expect(canTransitionOrder('delivered', 'partly_delivered')).toBe(false)
    expect(canTransitionOrder('delivered', 'cancelled')).toBe(false)
    expect(canTransitionPayment('unpaid', 'confirmed')).toBe(true)
    expect(canTransitionPayment('failed', 'confirmed')).toBe(true)
    expect(canTransitionPayment('confirmed', 'unpaid')).toBe(false)
    expect(canTransitionPayment('refund_due', 'confirmed')).toBe(false)
  })

  it('refuses a status write the tables do not allow (every write goes through moveOrder)', () => {
    const paid = { status: 'delivered', paymentStatus: 'confirmed' } as const
    expect(() => assertOrderMove(paid, { status: 'processing' })).toThrow(
      'An order that is delivered cannot become processing.',
    )
    expect(() => assertOrderMove(paid, { paymentStatus: 'unpaid' })).toThrow(
      'A payment that is confirmed cannot become unpaid.',
    )
    // Staying put, or leaving a field alone, is not a move.
    expect(() => assertOrderMove(paid, { status: 'delivered', paymentStatus: 'confirmed' })).not.toThrow()
    expect(() =>
      assertOrderMove({ status: 'processing', paymentStatus: 'unpaid' }, { status: 'cancelled' }),
    ).not.toThrow()
  })

  it('confirms an open unpaid order once; a payment after cancellation is due a refund', () => {
    const open = { status: 'placed', paymentMethod: 'razorpay', paymentStatus: 'unpaid' } as const
    expect(paymentOutcome(open)).toBe('confirm')
    expect(paymentOutcome({ ...open, paymentStatus: 'failed' })).toBe('confirm')
    expect(paymentOutcome({ ...open, paymentStatus: 'confirmed' })).toBe('already_recorded')
    expect(paymentOutcome({ ...open, status: 'cancelled' })).toBe('refund_due')
    expect(paymentOutcome({ ...open, status: 'cancelled', paymentStatus: 'refund_due' })).toBe('already_recorded')
    expect(paymentOutcome({ ...open, paymentMethod: 'cod', paymentStatus: 'pending' })).toBe('already_recorded')
    expect(canPayOnline(open)).toBe(true)
    expect(canPayOnline({ ...open, status: 'cancelled' })).toBe(false)
    expect(canPayOnline({ ...open, paymentMethod: 'cod', paymentStatus: 'pending' })).toBe(false)
  })
})

describe('buildTracking', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute))
  it('is Pending with nothing recorded, and the last completed step otherwise', () => {
    expect(buildTracking([]).trackingStatus).toBe('Pending')
    const t = buildTracking([
      { status: 'Order Placed', at: at(0) },
      { status: 'Payment Confirmed', at: at(1) },
      { status: 'Processing', at: at(2) },
      { status: 'Shipped', at: at(3) },
    ])
    expect(t.trackingStatus).toBe('Shipped')
    expect(t.steps.map((s) => s.status)).toEqual(['Order Placed', 'Processing', 'Shipped', 'Delivered'])
    expect(t.steps[2]).toEqual({ status: 'Shipped', completed: true, at: at(3).toISOString() })
    expect(t.steps[3]).toEqual({ status: 'Delivered', completed: false, at: null })
  })
  it('shows Cancelled only when it happened', () => {
    const t = buildTracking([
      { status: 'Order Placed', at: at(0) },
      { status: 'Cancelled', at: at(31) },
    ])
    expect(t.steps.map((s) => s.status)).toContain('Cancelled')
    expect(t.trackingStatus).toBe('Cancelled')
  })

  it('claims no more than every standing part reached, dated by the last part to get there', () => {
    const events = [
      { status: 'Order Placed', at: at(0) },
      { status: 'Processing', at: at(2) },
      { status: 'Processing', at: at(4) },
      { status: 'Shipped', at: at(5) },
      { status: 'Delivered', at: at(9) },
    ]
    // One part delivered, the other not yet started: the order as a whole is only placed.
    const partly = buildTracking(events, ['delivered', 'pending'])
    expect(partly.trackingStatus).toBe('Order Placed')
    expect(partly.steps.find((s) => s.status === 'Delivered')).toEqual({
      status: 'Delivered',
      completed: false,
      at: null,
    })
    expect(buildTracking(events, ['delivered', 'shipped']).trackingStatus).toBe('Shipped')
    const processing = buildTracking(events, ['processing', 'shipped']).steps.find((s) => s.status === 'Processing')
    expect(processing).toEqual({ status: 'Processing', completed: true, at: at(4).toISOString() })
    // A cancelled part holds nothing back; a seller's own part is all it sees.
    expect(buildTracking(events, ['delivered', 'cancelled']).trackingStatus).toBe('Delivered')
    expect(buildTracking(events, ['delivered']).trackingStatus).toBe('Delivered')
  })
})

describe('deriveOrderStatus', () => {
  it('gives the status of every mix of two parts', () => {
    const table: Record<string, string> = {}
    for (const a of VENDOR_ORDER_STATUSES)
      for (const b of VENDOR_ORDER_STATUSES) table[`${a}+${b}`] = deriveOrderStatus([a, b])
    expect(table).toEqual({
      'pending+pending': 'placed',
      'pending+processing': 'processing',
      'pending+shipped': 'partly_shipped',
      'pending+delivered': 'partly_delivered',
      'pending+cancelled': 'placed',
      'processing+pending': 'processing',
      'processing+processing': 'processing',
      'processing+shipped': 'partly_shipped',
      'processing+delivered': 'partly_delivered',
      'processing+cancelled': 'processing',
      'shipped+pending': 'partly_shipped',
      'shipped+processing': 'partly_shipped',
      'shipped+shipped': 'shipped',
      'shipped+delivered': 'partly_delivered',
      'shipped+cancelled': 'shipped',
      'delivered+pending': 'partly_delivered',
      'delivered+processing': 'partly_delivered',
      'delivered+shipped': 'partly_delivered',
      'delivered+delivered': 'delivered',
      'delivered+cancelled': 'delivered',
      'cancelled+pending': 'placed',
      'cancelled+processing': 'processing',
      'cancelled+shipped': 'shipped',
      'cancelled+delivered': 'delivered',
      'cancelled+cancelled': 'cancelled',
    })
  })

  it('reads one part alone, three parts, and an order with no part as cancelled', () => {
    for (const s of ['pending', 'processing', 'shipped', 'delivered'] as const) {
      expect(deriveOrderStatus([s])).toBe(
        { pending: 'placed', processing: 'processing', shipped: 'shipped', delivered: 'delivered' }[s],
      )
    }
    expect(deriveOrderStatus(['cancelled'])).toBe('cancelled')
    expect(deriveOrderStatus([])).toBe('cancelled')
    expect(deriveOrderStatus(['delivered', 'shipped', 'cancelled'])).toBe('partly_delivered')
    expect(deriveOrderStatus(['shipped', 'shipped', 'processing'])).toBe('partly_shipped')
  })
})

describe('cancelRefusal', () => {
  const line = (partStatus: VendorOrderStatus, cancelled = false) => ({ partStatus, cancelled })

  it('lets the customer and the seller cancel until the seller ships', () => {
    for (const by of ['customer', 'vendor'] as const) {
      expect(cancelRefusal(by, line('pending'))).toBeNull()
      expect(cancelRefusal(by, line('processing'))).toBeNull()
      expect(cancelRefusal(by, line('shipped'))).toBe('This item has shipped and can no longer be cancelled.')
    }
  })

  it('lets an admin cancel until delivery, and nobody twice', () => {
    expect(cancelRefusal('admin', line('shipped'))).toBeNull()
    expect(cancelRefusal('admin', line('delivered'))).toBe(
      'This item was delivered; it can be returned, not cancelled.',
    )
    expect(cancelRefusal('customer', line('pending', true))).toBe('This item is already cancelled.')
  })
})

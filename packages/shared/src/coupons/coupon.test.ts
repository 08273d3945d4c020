import { describe, expect, it } from 'vitest'
import { CouponCode, CouponInput, couponDiscount, paidForUnits, splitDiscount } from './coupon'

describe('couponDiscount', () => {
  it('takes a percentage, capped, or a flat amount, never more than the goods', () => {
    expect(couponDiscount({ percentOff: 10, maxDiscountPaise: null, flatOffPaise: null }, 99_999)).toBe(9_999)
    expect(couponDiscount({ percentOff: 50, maxDiscountPaise: 20_000, flatOffPaise: null }, 100_000)).toBe(20_000)
    expect(couponDiscount({ percentOff: null, maxDiscountPaise: null, flatOffPaise: 10_000 }, 50_000)).toBe(10_000)
    expect(couponDiscount({ percentOff: null, maxDiscountPaise: null, flatOffPaise: 10_000 }, 4_000)).toBe(4_000)
    expect(couponDiscount({ percentOff: 10, maxDiscountPaise: null, flatOffPaise: null }, 0)).toBe(0)
  })
})

describe('splitDiscount', () => {
  it('adds up to the discount exactly, in proportion, none negative or above its line', () => {
    const lines = [
      { id: 'a', amountPaise: 33_333 },
      { id: 'b', amountPaise: 33_333 },
      { id: 'c', amountPaise: 33_334 },
    ]
    const split = splitDiscount(10_000, lines)
    expect([...split.values()].reduce((sum, v) => sum + v, 0)).toBe(10_000)
    expect(split.get('a')).toBe(3_333)
    expect(split.get('c')).toBe(3_334)
  })

  it('holds for any amounts (a thousand random carts)', () => {
    let seed = 7
    const next = () => (seed = (seed * 48_271) % 2_147_483_647)
    for (let run = 0; run < 1_000; run++) {
      const lines = Array.from({ length: 1 + (next() % 6) }, (_, i) => ({
        id: String(i),
        amountPaise: next() % 500_000,
      }))
      const total = lines.reduce((sum, l) => sum + l.amountPaise, 0)
      const discount = next() % (total + 10_000)
      const split = splitDiscount(discount, lines)
      expect([...split.values()].reduce((sum, v) => sum + v, 0)).toBe(Math.min(discount, total))
      for (const line of lines) {
        const share = split.get(line.id)!
        expect(share).toBeGreaterThanOrEqual(0)
        expect(share).toBeLessThanOrEqual(line.amountPaise)
      }
    }
  })

  it('gives nothing to lines of nothing', () => {
    expect([...splitDiscount(500, [{ id: 'a', amountPaise: 0 }]).values()]).toEqual([0])
  })
})

describe('paidForUnits', () => {
  it('refunds units one by one so that the line adds up to its total less the discount', () => {
    const line = { unitPricePaise: 10_000, quantity: 3, discountPaise: 1_000 }
    const parts = [paidForUnits(line, 0, 1), paidForUnits(line, 1, 1), paidForUnits(line, 2, 1)]
    expect(parts.reduce((sum, v) => sum + v, 0)).toBe(30_000 - 1_000)
    expect(parts).toEqual([9_667, 9_667, 9_666])
    expect(paidForUnits(line, 0, 3)).toBe(29_000)
    expect(paidForUnits({ ...line, discountPaise: 0 }, 1, 2)).toBe(20_000)
  })
})

describe('CouponInput', () => {
  it('matches codes in any case and names what is wrong', () => {
    expect(CouponCode.parse(' diwali10 ')).toBe('DIWALI10')
    expect(CouponCode.safeParse('no spaces').success).toBe(false)
    const bad = CouponInput.safeParse({
      code: 'ab',
      description: '',
      kind: 'percent',
      startsAt: '2026-12-01T00:00:00+05:30',
      endsAt: '2026-11-01T00:00:00+05:30',
      scope: 'sellers',
    })
    expect(bad.success).toBe(false)
    expect(bad.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'code',
      'description',
      'endsAt',
      'percentOff',
      'vendorIds',
    ])
  })
})

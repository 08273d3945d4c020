import { describe, expect, it } from 'vitest'
import { type CheckoutLineInput, planCheckout } from './checkout-rules'

const product = (values: Partial<CheckoutLineInput['product']> = {}): CheckoutLineInput['product'] => ({
  id: 'p1',
  name: 'Cotton Kurta',
  isVisible: true,
  isAvailable: true,
  stock: null,
  colors: [],
  sizes: ['M', 'L'],
  pricePaise: 49_900,
  discountPercent: 10,
  mrpPaise: 79_900,
  ...values,
})
const line = (values: Partial<CheckoutLineInput> = {}): CheckoutLineInput => ({
  lineId: 'l1',
  variantId: 'v1',
  product: product(),
  color: '',
  size: 'M',
  quantity: 1,
  ...values,
})

describe('planCheckout', () => {
  it('prices each unit as round(price × (100 − discount) / 100) with no shipping or tax', () => {
    const plan = planCheckout([
      line({ quantity: 2 }),
      line({
        lineId: 'l2',
        product: product({ id: 'p2', name: 'Mug', pricePaise: 333, discountPercent: 50, sizes: [] }),
        size: '',
        quantity: 3,
      }),
    ])
    expect(plan.problems).toEqual([])
    expect(plan.lines.map((l) => [l.unitPricePaise, l.lineTotalPaise])).toEqual([
      [44_910, 89_820],
      [167, 501],
    ])
    expect(plan).toMatchObject({ subtotalPaise: 90_321, shippingPaise: 0, taxPaise: 0, totalPaise: 90_321 })
  })

  it('names lines past stock, unavailable or with a withdrawn option', () => {
    expect(planCheckout([line({ product: product({ stock: 2 }), quantity: 3 })]).problems[0]!.message).toBe(
      "Only 2 of 'Cotton Kurta (M)' left; you asked for 3.",
    )
    expect(planCheckout([line({ product: product({ isAvailable: false }) })]).problems[0]!.message).toBe(
      "'Cotton Kurta (M)' is no longer available.",
    )
    expect(planCheckout([line({ product: product({ isVisible: false }) })]).problems).toHaveLength(1)
    expect(planCheckout([line({ product: product({ stock: 0 }) })]).problems[0]!.message).toContain('sold out')
    expect(planCheckout([line({ size: 'XXL' })]).problems[0]!.message).toContain("'Cotton Kurta (XXL)'")
    const indigo = product({ stock: 1, colors: ['Indigo'] })
    expect(planCheckout([line({ product: indigo, color: 'Indigo', quantity: 2 })]).problems[0]!.message).toBe(
      "Only 1 of 'Cotton Kurta (M, Indigo)' left; you asked for 2.",
    )
  })

  it('takes stock per variant: two sizes are two variants, each judged against its own stock', () => {
    const plan = planCheckout([
      line({ product: product({ stock: 2 }), quantity: 2 }),
      line({ lineId: 'l2', variantId: 'v2', product: product({ stock: 1 }), size: 'L', quantity: 2 }),
    ])
    expect(plan.problems.map((x) => x.message)).toEqual(["Only 1 of 'Cotton Kurta (L)' left; you asked for 2."])
    const fine = planCheckout([
      line({ product: product({ stock: 4 }), quantity: 2 }),
      line({ lineId: 'l2', variantId: 'v2', size: 'L', quantity: 2 }),
    ])
    expect(fine.stockTakes).toEqual([
      { variantId: 'v1', quantity: 2 },
      { variantId: 'v2', quantity: 2 },
    ])
  })
})

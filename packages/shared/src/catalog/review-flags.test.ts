import { describe, expect, it } from 'vitest'
import { reviewFlagsFor } from './variant-input'

const AT = '2026-11-30T10:00:00.000Z'
const before = new Map([
  ['a', { pricePaise: 1_000 }],
  ['b', { pricePaise: 1_000 }],
])

describe('reviewFlagsFor', () => {
  it('flags a price moved by more than half either way, not one moved by exactly half', () => {
    const flags = reviewFlagsFor(
      before,
      [
        { id: 'a', sku: 'A', values: ['M'], pricePaise: 1_500 },
        { id: 'b', sku: 'B', values: ['L'], pricePaise: 499 },
      ],
      AT,
    )
    expect(flags).toEqual([{ kind: 'price', sku: 'B', values: ['L'], fromPaise: 1_000, toPaise: 499, at: AT }])
  })

  it('flags a variant it has not seen, and nothing for one unchanged', () => {
    expect(
      reviewFlagsFor(
        before,
        [
          { id: 'a', sku: 'A', values: ['M'], pricePaise: 1_000 },
          { id: 'c', sku: 'C', values: ['XL'], pricePaise: 1_000 },
          { id: 'd', sku: 'D', values: ['XXL'], pricePaise: 1_000 },
        ],
        AT,
      ),
    ).toEqual([
      { kind: 'new_variant', sku: 'C', values: ['XL'], at: AT },
      { kind: 'new_variant', sku: 'D', values: ['XXL'], at: AT },
    ])
  })
})

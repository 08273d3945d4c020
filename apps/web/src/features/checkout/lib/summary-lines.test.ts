import { describe, expect, it } from 'vitest'
import { CART, makeOrder } from '../../../test/order-fixtures'
import { cartSummaryLines, orderSummaryLines } from './summary-lines'

describe('summary lines', () => {
  it('name the variant "M, Blue", sizes first, for the cart and the placed order alike', () => {
    expect(cartSummaryLines(CART).map((l) => l.options)).toEqual(['M, Blue'])
    expect(orderSummaryLines(makeOrder()).map((l) => l.options)).toEqual(['M, Blue'])
  })

  it('say nothing for a product without options', () => {
    const [line] = makeOrder().lines
    const order = makeOrder({ lines: [{ ...line!, color: null, size: null, options: [] }] })
    expect(orderSummaryLines(order)[0]!.options).toBeNull()
  })
})

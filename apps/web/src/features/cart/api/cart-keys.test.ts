import { describe, expect, it } from 'vitest'
import { CART_QUERY_ROOT, customerCartKey } from '../../../lib/order-keys'
import { cartKeys } from './cart-keys'

describe('cartKeys', () => {
  it('are the keys the checkout invalidates after an order (lib/order-keys.ts spells them out)', () => {
    expect(cartKeys.all).toEqual(CART_QUERY_ROOT)
    expect(cartKeys.customer('cus_1')).toEqual(customerCartKey('cus_1'))
  })

  it('keep the guest preview apart from any customer', () => {
    expect(cartKeys.preview([])[0]).not.toBe(cartKeys.all[0])
  })
})

import { describe, expect, it } from 'vitest'
import { KURTA_ID, SAREE_ID } from '../test/cart-fixtures'
import { dropOfflineAdd, keepOfflineAdd, offlineAddsOf, offlineAddsStore, parseOfflineAdds } from './offline-adds'

const kurta = { productId: KURTA_ID, name: 'Cotton Kurta', color: null, size: 'M', quantity: 1, unitPricePaise: 44_910 }
const saree = {
  productId: SAREE_ID,
  name: 'Silk Saree',
  color: 'Red',
  size: null,
  quantity: 2,
  unitPricePaise: 250_000,
}

describe('adds kept while offline', () => {
  it('keeps them in order for one customer, and drops them one by one as they are sent', () => {
    offlineAddsStore.write(null)
    keepOfflineAdd('cus_1', kurta)
    keepOfflineAdd('cus_1', saree)
    expect(offlineAddsOf('cus_1')).toEqual([kurta, saree])
    dropOfflineAdd('cus_1', kurta)
    expect(offlineAddsOf('cus_1')).toEqual([saree])
    dropOfflineAdd('cus_1', saree)
    expect(window.localStorage.getItem(offlineAddsStore.key)).toBeNull()
  })

  it("never hands one customer's adds to another", () => {
    offlineAddsStore.write(null)
    keepOfflineAdd('cus_1', kurta)
    expect(offlineAddsOf('cus_2')).toEqual([])
    dropOfflineAdd('cus_2', kurta)
    expect(offlineAddsOf('cus_1')).toEqual([kurta])
    // A second customer on this browser starts afresh: the first one's leftovers go.
    keepOfflineAdd('cus_2', saree)
    expect(offlineAddsOf('cus_1')).toEqual([])
    expect(offlineAddsOf('cus_2')).toEqual([saree])
  })

  it('reads only well-formed adds from storage', () => {
    const raw = JSON.stringify({
      customerId: 'cus_1',
      adds: [
        kurta,
        { ...kurta, productId: 'nope' },
        { ...kurta, quantity: 0 },
        { ...kurta, quantity: 1.5 },
        { ...kurta, unitPricePaise: -1 },
        { ...kurta, unitPricePaise: '44910' },
        null,
      ],
    })
    expect(parseOfflineAdds(raw)).toEqual({ customerId: 'cus_1', adds: [kurta] })
    expect(parseOfflineAdds('{{')).toBeNull()
    expect(parseOfflineAdds(JSON.stringify({ adds: [kurta] }))).toBeNull()
  })
})

import { createStorageStore, isProductId, parseJson, toOption } from '../../../lib/storage-store'

/**
 * A signed-in customer's Add to Cart made while offline (docs/decisions/034): kept in this
 * browser and sent when the connection comes back, with the price the customer saw, which the
 * server holds to (409 PRICE_CHANGED when it moved). Only the customer who made them sends them.
 */
export interface OfflineAdd {
  productId: string
  /** The variant chosen (absent in adds kept before adds named it). */
  variantId?: string | null
  name: string
  color: string | null
  size: string | null
  quantity: number
  /** The unit price on the product page when the customer chose it. */
  unitPricePaise: number
}

export interface OfflineAdds {
  customerId: string
  adds: OfflineAdd[]
}

/** More would be a cart of its own: beyond this, the oldest go. */
const MAX_OFFLINE_ADDS = 20

function toAdd(value: unknown): OfflineAdd | null {
  if (typeof value !== 'object' || value === null) return null
  const { productId, variantId, name, color, size, quantity, unitPricePaise } = value as Record<string, unknown>
  if (!isProductId(productId) || typeof name !== 'string') return null
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > 99) return null
  if (typeof unitPricePaise !== 'number' || !Number.isInteger(unitPricePaise) || unitPricePaise < 0) return null
  return {
    productId,
    ...(isProductId(variantId) ? { variantId } : {}),
    name: name.slice(0, 200),
    color: toOption(color),
    size: toOption(size),
    quantity,
    unitPricePaise,
  }
}

export function parseOfflineAdds(raw: string | null): OfflineAdds | null {
  const value = parseJson(raw) as { customerId?: unknown; adds?: unknown } | null
  if (!value || typeof value.customerId !== 'string' || !Array.isArray(value.adds)) return null
  const adds = value.adds.map(toAdd).filter((add): add is OfflineAdd => add !== null)
  return { customerId: value.customerId, adds: adds.slice(-MAX_OFFLINE_ADDS) }
}

export const offlineAddsStore = createStorageStore<OfflineAdds | null>({
  key: 'haat.cart.offline-adds.v1',
  changedEvent: 'haat:offline-adds-changed',
  parse: parseOfflineAdds,
  isEmpty: (value) => value === null || value.adds.length === 0,
})

/** Keeps one more add for `customerId` (another customer's leftovers on this browser are dropped). */
export function keepOfflineAdd(customerId: string, add: OfflineAdd): void {
  const now = offlineAddsStore.read()
  const adds = now?.customerId === customerId ? now.adds : []
  offlineAddsStore.write({ customerId, adds: [...adds, add].slice(-MAX_OFFLINE_ADDS) })
}

/** The adds waiting for `customerId`, if any. */
export function offlineAddsOf(customerId: string): OfflineAdd[] {
  const now = offlineAddsStore.read()
  return now?.customerId === customerId ? now.adds : []
}

/** Forgets one add once the server has answered for it (added, or refused for good). */
export function dropOfflineAdd(customerId: string, add: OfflineAdd): void {
  const now = offlineAddsStore.read()
  if (now?.customerId !== customerId) return
  const index = now.adds.findIndex(
    (kept) =>
      kept.productId === add.productId &&
      (kept.variantId ?? null) === (add.variantId ?? null) &&
      kept.color === add.color &&
      kept.size === add.size &&
      kept.quantity === add.quantity &&
      kept.unitPricePaise === add.unitPricePaise,
  )
  if (index >= 0) offlineAddsStore.write({ customerId, adds: now.adds.filter((_, at) => at !== index) })
}

import { useSyncExternalStore } from 'react'
import { useQuery } from '@tanstack/react-query'
import { cartQuery } from '../../../api/cart/get-cart'
import { CART_CHANGED_EVENT, CART_STORAGE_KEY, countStoredItems, readStoredCartText } from '../lib/cart-storage'
import { useCachedCustomerId } from './use-customer-id'

export { CART_CHANGED_EVENT } from '../lib/cart-storage'

let lastRaw: string | null | undefined
let lastCount = 0

function readStoredCount(): number {
  const raw = readStoredCartText()
  if (raw !== lastRaw) {
    lastRaw = raw
    lastCount = countStoredItems(raw)
  }
  return lastCount
}

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(CART_CHANGED_EVENT, onChange)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(CART_CHANGED_EVENT, onChange)
  }
}

/**
 * The header's item count: the server cart's itemCount for a signed-in customer, else the sum of
 * the stored quantities. Current across tabs: the "storage" event for a guest, a refetch on focus
 * or on the 'haat-cart' message (lib/cart-sync.ts) for a customer.
 */
export function useCartCount(): number {
  // The header's own session query fetches the session; the count only reads it.
  const customerId = useCachedCustomerId()
  const storedCount = useSyncExternalStore(subscribe, readStoredCount, () => 0)
  const { data } = useQuery(cartQuery(customerId))
  return customerId ? (data?.itemCount ?? 0) : storedCount
}

import { queryOptions } from '@tanstack/react-query'
import type { Cart } from '@haat/shared/cart/cart'
import { api } from '../../lib/api-client'
import { cartKeys } from './cart-keys'

/** GET /api/cart: the signed-in customer's cart, priced now; 401 without a customer session. */
function getCart(signal?: AbortSignal): Promise<Cart> {
  return api.get<Cart>('/api/cart', { signal })
}

/**
 * The customer's cart; off for guests (`customerId` null) and while the session is unknown.
 * Refetched when the window regains focus: another tab or device may have changed it. The
 * checkout asks for it with `staleTime: 0`: it prices what is bought from the server's answer of now.
 */
export const cartQuery = (customerId: string | null | undefined) =>
  queryOptions({
    queryKey: cartKeys.customer(customerId ?? ''),
    queryFn: ({ signal }) => getCart(signal),
    enabled: Boolean(customerId),
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  })

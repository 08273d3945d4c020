import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Cart } from '@haat/shared/cart/cart'
import { api } from '../../../lib/api-client'
import { customerCartKey } from '../../../lib/order-keys'

/** GET /api/cart: the customer's cart, priced now. The cart feature's key, so both share one entry. */
export const checkoutCartQuery = (customerId: string) =>
  queryOptions({
    queryKey: customerCartKey(customerId),
    queryFn: ({ signal }) => api.get<Cart>('/api/cart', { signal }),
    // Checkout prices what is bought: always start from the server's answer of now.
    staleTime: 0,
  })

export function useCheckoutCart(customerId: string, enabled: boolean) {
  return useQuery({ ...checkoutCartQuery(customerId), enabled })
}

import { useQuery } from '@tanstack/react-query'
import type { CartDelivery } from '@haat/shared/delivery/delivery'
import { api } from '../../../lib/api-client'
import { cartKeys } from '../../../api/cart/cart-keys'

/**
 * GET /api/cart/delivery: each seller's promise for the address being checked out to, and whether
 * the order may be paid in cash there (its limit judged on the total after the applied coupon).
 * Under the cart's key: a cart change reads it again.
 */
export function useCartDelivery(
  customerId: string,
  address: { pin: string; state: string } | null,
  couponCode: string | null = null,
) {
  const pin = address?.pin.trim() ?? ''
  const state = address?.state ?? ''
  const query = new URLSearchParams({ pin, state, ...(couponCode && { couponCode }) })
  return useQuery({
    queryKey: [...cartKeys.customer(customerId), 'delivery', pin, state, couponCode],
    queryFn: ({ signal }) => api.get<CartDelivery>(`/api/cart/delivery?${query.toString()}`, { signal }),
    enabled: address !== null,
    staleTime: 60_000,
  })
}

import { useQuery } from '@tanstack/react-query'
import type { DeliveryEstimate, DeliveryEstimates } from '@haat/shared/delivery/delivery'
import { api } from '../../lib/api-client'

// The date moves at the seller's dispatch cut-off and at midnight: five minutes is safe (the server says so too).
const FIVE_MINUTES = 5 * 60_000

/** GET /api/delivery/estimate: can this product reach the PIN, by when, with cash on delivery? Off while pin is ''. */
export function useDeliveryEstimate(productId: string, pin: string) {
  return useQuery({
    queryKey: ['delivery', productId, pin],
    queryFn: ({ signal }) =>
      api.get<DeliveryEstimate>(`/api/delivery/estimate?productId=${productId}&pin=${pin}`, { signal }),
    enabled: pin !== '',
    staleTime: FIVE_MINUTES,
    retry: false,
  })
}

/** GET /api/delivery/estimates: the same for several products at once (the cart's lines). */
export function useDeliveryEstimates(productIds: readonly string[], pin: string) {
  const ids = [...new Set(productIds)].sort().join(',')
  return useQuery({
    queryKey: ['delivery', 'many', ids, pin],
    queryFn: ({ signal }) =>
      api.get<DeliveryEstimates>(`/api/delivery/estimates?productIds=${ids}&pin=${pin}`, { signal }),
    enabled: pin !== '' && ids !== '',
    staleTime: FIVE_MINUTES,
    retry: false,
  })
}

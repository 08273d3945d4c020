import { useQuery } from '@tanstack/react-query'
import type { Offer } from '@haat/shared/coupons/coupon'
import { api } from '../../../lib/api-client'

/**
 * GET /api/offers: the coupons a shopper may use now. Read in the browser after the page shows
 * (not with the server-rendered catalogue: a kept page must not outlive an offer's end).
 */
export function useOffers() {
  return useQuery({
    queryKey: ['offers'],
    queryFn: ({ signal }) => api.get<{ data: Offer[] }>('/api/offers', { signal }),
    staleTime: 60_000,
    select: (body) => body.data,
  })
}

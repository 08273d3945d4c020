import { queryOptions } from '@tanstack/react-query'
import type { Wishlist } from '@haat/shared/cart/wishlist'
import { api } from '../../../lib/api-client'
import { wishlistKeys } from './cart-keys'

/** GET /api/wishlist: the signed-in customer's saved products, most recent first. */
function getWishlist(signal?: AbortSignal): Promise<Wishlist> {
  return api.get<Wishlist>('/api/wishlist', { signal })
}

export const wishlistQuery = (customerId: string | null | undefined) =>
  queryOptions({
    queryKey: wishlistKeys.customer(customerId ?? ''),
    queryFn: ({ signal }) => getWishlist(signal),
    enabled: Boolean(customerId),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  })

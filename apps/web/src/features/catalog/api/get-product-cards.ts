import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ProductCards } from '@haat/shared/catalog/product'
import { api } from '../../../lib/api-client'
import { catalogKeys } from './catalog-keys'

/** GET /api/product-cards: the cards of these products, in this order; those the shop no longer shows left out. */
export function useProductCards(slugs: readonly string[]) {
  return useQuery({
    queryKey: catalogKeys.cards(slugs),
    queryFn: ({ signal }) =>
      api.get<ProductCards>(`/api/product-cards?slugs=${slugs.map(encodeURIComponent).join(',')}`, { signal }),
    enabled: slugs.length > 0,
    // One more product viewed: the old row stays on screen while the new one loads.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
}

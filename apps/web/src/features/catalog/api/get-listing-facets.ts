import { useQuery } from '@tanstack/react-query'
import type { ListingFacets } from '@haat/shared/catalog/filters'
import { api } from '../../../lib/api-client'
import { toFacetsFilter } from '../lib/listing-params'
import { catalogKeys, isSameListing, type ProductListFilter } from './catalog-keys'

/**
 * GET /api/product-filters: how many products each filter choice would show on this listing; the
 * old counts stay on screen while a tick's new ones load, so the panel does not jump.
 */
export function useListingFacets(listFilter: ProductListFilter) {
  const filter = toFacetsFilter(listFilter)
  return useQuery({
    queryKey: catalogKeys.facets(filter),
    queryFn: ({ signal }) =>
      api.get<ListingFacets>('/api/product-filters', {
        query: { ...filter, inStock: filter.inStock ? true : undefined },
        signal,
      }),
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[3] as ProductListFilter | undefined
      return before && isSameListing(before, filter) ? previous : undefined
    },
  })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductList } from '@haat/shared/catalog/product'
import { api } from '../../../lib/api-client'
import { catalogKeys, isSameListing, type ProductListFilter } from './catalog-keys'

/** GET /api/products: one page of visible products; an unknown category or subcategory is a 404. */
function getProducts(filter: ProductListFilter, signal?: AbortSignal): Promise<ProductList> {
  return api.get<ProductList>('/api/products', {
    query: { ...filter, inStock: filter.inStock ? true : undefined },
    signal,
  })
}

const productsQuery = (filter: ProductListFilter) =>
  queryOptions({
    queryKey: catalogKeys.productList(filter),
    queryFn: ({ signal }) => getProducts(filter, signal),
    placeholderData: (previous, previousQuery) => {
      const previousFilter = previousQuery?.queryKey[3] as ProductListFilter | undefined
      return previousFilter && isSameListing(previousFilter, filter) ? previous : undefined
    },
  })

export function useProducts(filter: ProductListFilter) {
  return useQuery(productsQuery(filter))
}

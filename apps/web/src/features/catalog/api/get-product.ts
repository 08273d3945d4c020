import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductDetail } from '@haat/shared/catalog/product'
import { api } from '../../../lib/api-client'
import { catalogKeys } from './catalog-keys'

/** GET /api/products/{slug}: the product page; anything the shop may not show is a 404. */
function getProduct(slug: string, signal?: AbortSignal): Promise<ProductDetail> {
  return api.get<ProductDetail>(`/api/products/${encodeURIComponent(slug)}`, { signal })
}

const productQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.product(slug),
    queryFn: ({ signal }) => getProduct(slug, signal),
  })

export function useProduct(slug: string) {
  return useQuery(productQuery(slug))
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ManagedProductDetail } from '@haat/shared/catalog/product-input'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** GET /api/vendor/products/{idOrSlug}: one of the vendor's own products, for the edit form. */
function getProduct(idOrSlug: string, signal?: AbortSignal): Promise<ManagedProductDetail> {
  return api.get<ManagedProductDetail>(`/api/vendor/products/${encodeURIComponent(idOrSlug)}`, { signal })
}

const productQuery = (vendorId: string, idOrSlug: string) =>
  queryOptions({
    queryKey: vendorKeys.product(vendorId, idOrSlug),
    queryFn: ({ signal }) => getProduct(idOrSlug, signal),
    // The form must start from what the server holds now, not a copy from earlier.
    staleTime: 0,
  })

export function useProduct(vendorId: string, idOrSlug: string) {
  return useQuery(productQuery(vendorId, idOrSlug))
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ManagedProductList } from '@haat/shared/catalog/product-input'
import { api } from '../../../lib/api-client'
import { vendorKeys, type VendorProductsFilter } from './vendor-keys'

export type ManagedProductPage = z.infer<typeof ManagedProductList>

/** GET /api/vendor/products: the signed-in vendor's own products, newest first, a page at a time. */
function getProducts(filter: VendorProductsFilter, signal?: AbortSignal): Promise<ManagedProductPage> {
  return api.get<ManagedProductPage>('/api/vendor/products', { query: { ...filter }, signal })
}

const productsQuery = (vendorId: string, filter: VendorProductsFilter) =>
  queryOptions({
    queryKey: vendorKeys.productList(vendorId, filter),
    queryFn: ({ signal }) => getProducts(filter, signal),
    // The table keeps the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  })

export function useProducts(vendorId: string, filter: VendorProductsFilter) {
  return useQuery(productsQuery(vendorId, filter))
}

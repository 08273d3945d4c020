import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ManagedProductList } from '@haat/shared/catalog/product-input'
import { api } from '../../../lib/api-client'
import { adminKeys, type AdminProductsFilter } from './admin-keys'

export type ManagedProductPage = z.infer<typeof ManagedProductList>

/** GET /api/admin/products: every vendor's products, by approval status and search, a page at a time. */
function getProducts(filter: AdminProductsFilter, signal?: AbortSignal): Promise<ManagedProductPage> {
  return api.get<ManagedProductPage>('/api/admin/products', { query: { ...filter }, signal })
}

const productsQuery = (filter: AdminProductsFilter) =>
  queryOptions({
    queryKey: adminKeys.productList(filter),
    queryFn: ({ signal }) => getProducts(filter, signal),
    placeholderData: keepPreviousData,
  })

export function useProducts(filter: AdminProductsFilter) {
  return useQuery(productsQuery(filter))
}

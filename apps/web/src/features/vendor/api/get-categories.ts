import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CategoryList, CategorySummary } from '@haat/shared/catalog/category'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** GET /api/categories: the categories and subcategories a product can be filed under. */
export async function getCategories(signal?: AbortSignal): Promise<CategorySummary[]> {
  const body = await api.get<CategoryList>('/api/categories', { signal })
  return body.data
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: vendorKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
  })

export function useCategories() {
  return useQuery(categoriesQuery())
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CategoryList, CategorySummary } from '@haat/shared/catalog/category'
import { api } from '../../../lib/api-client'
import { catalogKeys } from './catalog-keys'

/** Every category with its subcategories and visible product counts. */
export async function getCategories(signal?: AbortSignal): Promise<CategorySummary[]> {
  const body = await api.get<CategoryList>('/api/categories', { signal })
  return body.data
}

export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    // Categories change rarely; the header, home and category pages share this one copy.
    staleTime: 5 * 60_000,
  })

export function useCategories() {
  return useQuery(categoriesQuery())
}

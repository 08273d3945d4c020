import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CategoryList, CategorySummary } from '@haat/shared/catalog/category'
import { api } from '../../lib/api-client'
import { categoryKeys } from './category-keys'

/** GET /api/categories: every category with its subcategories and visible product counts. */
async function getCategories(signal?: AbortSignal): Promise<CategorySummary[]> {
  const body = await api.get<CategoryList>('/api/categories', { signal })
  return body.data
}

const categoriesQuery = () =>
  queryOptions({
    queryKey: categoryKeys.list(),
    queryFn: ({ signal }) => getCategories(signal),
    // Categories change rarely; an admin's change invalidates this entry (categoryKeys.all).
    staleTime: 5 * 60_000,
  })

export function useCategories() {
  return useQuery(categoriesQuery())
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CategoryList, CategorySummary } from '@haat/shared/catalog/category'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/** GET /api/categories: every category with its subcategories and product counts. */
export async function getCategories(signal?: AbortSignal): Promise<CategorySummary[]> {
  const body = await api.get<CategoryList>('/api/categories', { signal })
  return body.data
}

export const categoriesQuery = () =>
  queryOptions({ queryKey: adminKeys.categories(), queryFn: ({ signal }) => getCategories(signal) })

export function useCategories() {
  return useQuery(categoriesQuery())
}

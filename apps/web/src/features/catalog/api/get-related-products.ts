import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProductSummary, ProductCards } from '@haat/shared/catalog/product'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { catalogKeys } from './catalog-keys'

/** GET /api/products/{slug}/related: up to 4 other products from the same subcategory or category. */
async function getRelatedProducts(slug: string, signal?: AbortSignal): Promise<ProductSummary[]> {
  const body = await api.get<z.infer<typeof ProductCards>>(`/api/products/${encodeURIComponent(slug)}/related`, {
    signal,
  })
  return body.data
}

const relatedProductsQuery = (slug: string) =>
  queryOptions({
    queryKey: catalogKeys.related(slug),
    queryFn: ({ signal }) => getRelatedProducts(slug, signal),
    // Suggestions change rarely; going back and forth between products reuses them.
    staleTime: 5 * 60_000,
  })

export function useRelatedProducts(slug: string) {
  return useQuery(relatedProductsQuery(slug))
}

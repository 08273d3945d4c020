import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query'
import type { ReviewList } from '@haat/shared/catalog/review'
import { api } from '../../../lib/api-client'
import { catalogKeys } from './catalog-keys'

/** GET /api/products/{slug}/reviews?page=: newest first, with the signed-in customer's own review as `mine`. */
function getReviews(slug: string, page: number, signal?: AbortSignal): Promise<ReviewList> {
  return api.get<ReviewList>(`/api/products/${encodeURIComponent(slug)}/reviews`, { query: { page }, signal })
}

const reviewsQuery = (slug: string, customerId: string | null) =>
  infiniteQueryOptions({
    queryKey: catalogKeys.reviewsFor(slug, customerId),
    queryFn: ({ pageParam, signal }) => getReviews(slug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.page * meta.pageSize < meta.total ? meta.page + 1 : undefined),
  })

/** The product's reviews a page at a time ("Show more" fetches the next). */
export function useReviews(slug: string, customerId: string | null, { enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...reviewsQuery(slug, customerId), enabled })
}

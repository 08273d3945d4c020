import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ProductDetail } from '@haat/shared/catalog/product'
import type { ReviewBody, SavedReview } from '@haat/shared/catalog/review'
import { api } from '../../../lib/api-client'
import { catalogKeys } from './catalog-keys'

/** PUT /api/products/{slug}/reviews/mine: the customer's first review of the product, or an edit of it. */
function saveReview(slug: string, body: ReviewBody): Promise<SavedReview> {
  return api.put<SavedReview>(`/api/products/${encodeURIComponent(slug)}/reviews/mine`, body)
}

/**
 * Saves the signed-in customer's review. The product's new average shows at once; the reviews
 * and the product (its star distribution, the seller's rating) are then read again.
 */
export function useSaveReview(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ReviewBody) => saveReview(slug, body),
    onSuccess: async ({ productRating }) => {
      queryClient.setQueryData<ProductDetail>(catalogKeys.product(slug), (product) =>
        product ? { ...product, rating: productRating } : product,
      )
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.reviews(slug) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.product(slug) }),
      ])
    },
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { catalogKeys } from './catalog-keys'

/** DELETE /api/products/{slug}/reviews/mine: withdraws the customer's review (204). */
function deleteReview(slug: string): Promise<void> {
  return api.delete<void>(`/api/products/${encodeURIComponent(slug)}/reviews/mine`)
}

/** Deletes the signed-in customer's review, then reads the reviews and the product's rating again. */
export function useDeleteReview(slug: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => deleteReview(slug),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.reviews(slug) }),
        queryClient.invalidateQueries({ queryKey: catalogKeys.product(slug) }),
      ]),
  })
}

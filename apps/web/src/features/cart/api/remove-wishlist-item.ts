import { api } from '../../../lib/api-client'

/** DELETE /api/wishlist/{productId} (no body): 204; 404 when it is not saved. */
export function removeWishlistItem(productId: string): Promise<void> {
  return api.delete<void>(`/api/wishlist/${encodeURIComponent(productId)}`)
}

import type { Cart } from '@haat/shared/cart/cart'
import { api } from '../../../lib/api-client'

/**
 * POST /api/wishlist/{productId}/move-to-cart (no body): adds the saved product with its saved
 * options (capped at stock, said in `notices`) and removes it from the wishlist; the new cart.
 */
export function moveWishlistItemToCart(productId: string): Promise<Cart> {
  return api.post<Cart>(`/api/wishlist/${encodeURIComponent(productId)}/move-to-cart`)
}

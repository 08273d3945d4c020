import type { AddWishlistItemBody, Wishlist } from '@haat/shared/cart/wishlist'
import { api } from '../../../lib/api-client'

/** POST /api/wishlist: 201 saved, 200 already there (left as it was); 400 options, 404 product, 409 full. */
export function addWishlistItem(body: AddWishlistItemBody): Promise<Wishlist> {
  return api.post<Wishlist>('/api/wishlist', body)
}

import type { Wishlist } from '@haat/shared/cart/wishlist'
import { api } from '../../../lib/api-client'
import type { GuestWishlistItem } from '../lib/guest-wishlist'

/** POST /api/wishlist/merge at sign-in: the guest's saved products join the server list. */
export function mergeWishlist(items: GuestWishlistItem[]): Promise<Wishlist> {
  return api.post<Wishlist>('/api/wishlist/merge', { items })
}

import type { Cart } from '@haat/shared/cart/cart'
import { api } from '../../../lib/api-client'
import type { GuestCartLine } from '../lib/guest-cart'

/** POST /api/cart/merge at sign-in: the guest lines join the server cart; what was capped or skipped is in `notices`. */
export function mergeCart(lines: GuestCartLine[]): Promise<Cart> {
  return api.post<Cart>('/api/cart/merge', { lines })
}

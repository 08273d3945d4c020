import type { Cart } from '@haat/shared/cart/cart'
import { api } from '../../../lib/api-client'

/** POST /api/cart/lines/{id}/accept-price (no body): the cart with the line at today's price; 404 when it is not there. */
export function acceptCartLinePrice(lineId: string): Promise<Cart> {
  return api.post<Cart>(`/api/cart/lines/${encodeURIComponent(lineId)}/accept-price`)
}

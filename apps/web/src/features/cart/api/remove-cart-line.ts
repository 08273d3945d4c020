import type { Cart } from '@haat/shared/cart/cart'
import { api } from '../../../lib/api-client'

/** DELETE /api/cart/lines/{id} (no body): the cart without the line; 404 when it is not there. */
export function removeCartLine(lineId: string): Promise<Cart> {
  return api.delete<Cart>(`/api/cart/lines/${encodeURIComponent(lineId)}`)
}

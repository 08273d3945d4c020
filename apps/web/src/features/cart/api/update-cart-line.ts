import type { Cart } from '@haat/shared/cart/cart'
import { api } from '../../../lib/api-client'

/** PATCH /api/cart/lines/{id}: the line's new quantity (1 or more); 404 unknown line, 409 past the stock. */
export function updateCartLine(lineId: string, quantity: number): Promise<Cart> {
  return api.patch<Cart>(`/api/cart/lines/${encodeURIComponent(lineId)}`, { quantity })
}

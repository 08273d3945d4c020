import type { AddCartLineBody, Cart } from '@haat/shared/cart/cart'
import { api } from '../../../lib/api-client'

/** POST /api/cart/lines: 201 new line, 200 a line grew; 400 options, 404 product, 409 stock or limits. */
export function addCartLine(body: AddCartLineBody): Promise<Cart> {
  return api.post<Cart>('/api/cart/lines', body)
}

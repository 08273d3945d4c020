import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { Cart } from '@haat/shared/cart/cart'
import { api } from '../../../lib/api-client'
import type { GuestCartLine } from '../lib/guest-cart'
import { cartPreviewKeys } from './cart-keys'

/** POST /api/cart/preview (no session): prices the whole guest cart in one request; stores nothing. */
function previewCart(lines: readonly GuestCartLine[], signal?: AbortSignal): Promise<Cart> {
  return api.post<Cart>('/api/cart/preview', { lines }, { signal })
}

/** While a changed cart is re-priced, the last prices stay on screen. */
export const previewCartQuery = (lines: readonly GuestCartLine[]) =>
  queryOptions({
    queryKey: cartPreviewKeys.lines(lines),
    queryFn: ({ signal }) => previewCart(lines, signal),
    enabled: lines.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
  })

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CancelReason } from '@haat/shared/orders/cancel-reasons'
import type { Order } from '@haat/shared/orders/order'
import { api } from '../../lib/api-client'
import { orderKeys } from './order-keys'

/** The reason must be on the caller's own list; the server refuses any other with 400. */
type CancelBody = { lineIds?: string[]; reason: CancelReason; note?: string }

/**
 * POST /api/orders/{orderNo}/cancel (the customer) or /api/admin/orders/{orderNo}/cancel (an
 * admin): the order comes back as it now is; 409 when a line has shipped or is already cancelled.
 */
export function useCancelOrderLines(orderNo: string, as: 'customer' | 'admin') {
  const queryClient = useQueryClient()
  const base = as === 'admin' ? '/api/admin/orders' : '/api/orders'
  return useMutation({
    mutationFn: (body: CancelBody) => api.post<Order>(`${base}/${encodeURIComponent(orderNo)}/cancel`, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNo), order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
    },
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order } from '@haat/shared/orders/order'
import type { CreateReturnBody } from '@haat/shared/orders/returns'
import { api } from '../../lib/api-client'
import { orderKeys } from './order-keys'

/**
 * POST /api/orders/{orderNo}/returns: the order comes back with its new return requests; 409 when
 * an item is past its window or already being returned, 400 naming a wrong field.
 */
export function useRequestReturn(orderNo: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CreateReturnBody) => api.post<Order>(`/api/orders/${encodeURIComponent(orderNo)}/returns`, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNo), order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
    },
  })
}

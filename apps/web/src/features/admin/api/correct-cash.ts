import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CorrectCashBody } from '@haat/shared/admin/orders'
import type { Order } from '@haat/shared/orders/order'
import { api } from '../../../lib/api-client'
import { orderKeys } from '../../../api/orders/order-keys'
import { ordersKeys } from './orders-keys'

/** POST /api/admin/orders/{orderNo}/cash: records a cash-on-delivery collection as made or not, with a reason. */
export function useCorrectCash(orderNo: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: CorrectCashBody) =>
      api.post<Order>(`/api/admin/orders/${encodeURIComponent(orderNo)}/cash`, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNo), order)
      void queryClient.invalidateQueries({ queryKey: ordersKeys.orders() })
    },
  })
}

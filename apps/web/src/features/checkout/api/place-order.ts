import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order, PlaceOrderBody } from '@haat/shared/orders/order'
import { api } from '../../../lib/api-client'
import { orderKeys } from '../../../api/orders/order-keys'

/** POST /api/orders: 201 a new order, 200 the same one again for a repeated idempotency key. */
function placeOrder(body: PlaceOrderBody): Promise<Order> {
  return api.post<Order>('/api/orders', body, { failureMessage: 'Failed to create order' })
}

export function usePlaceOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: placeOrder,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNo), order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
    },
  })
}

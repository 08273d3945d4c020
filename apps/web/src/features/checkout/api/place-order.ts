import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import type { Order, PlaceOrderBody } from '@haat/shared/orders/order'
import { api } from '../../../lib/api-client'
import { orderKeys } from '../../../api/orders/order-keys'

/** POST /api/orders: 201 a new order, 200 the same one again for a repeated idempotency key. */
function placeOrder(body: PlaceOrderBody, failureMessage: string): Promise<Order> {
  return api.post<Order>('/api/orders', body, { failureMessage })
}

export function usePlaceOrder() {
  const queryClient = useQueryClient()
  const { t } = useLingui()
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => placeOrder(body, t`Failed to create order`),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNo), order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
    },
  })
}

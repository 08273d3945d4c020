import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { DeliveryDisputeBody } from '@haat/shared/orders/delivery-confirmation'
import type { Order } from '@haat/shared/orders/order'
import { api } from '../../lib/api-client'
import { orderKeys } from './order-keys'

/**
 * POST /api/orders/{orderNo}/delivery/not-received: the customer's "I haven't received it" for
 * one seller's part; the order comes back with it on record. 409 once the delivery is confirmed.
 */
export function useReportNotReceived(orderNo: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: DeliveryDisputeBody) =>
      api.post<Order>(`/api/orders/${encodeURIComponent(orderNo)}/delivery/not-received`, body),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNo), order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
    },
  })
}

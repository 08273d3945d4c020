import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Order } from '@haat/shared/orders/order'
import { api } from '../../lib/api-client'
import { orderKeys } from './order-keys'

/**
 * POST /api/orders/{orderNo}/delivery/confirm (the customer's "I've received it") or
 * /api/admin/orders/{orderNo}/delivery/confirm (an admin's): the order comes back as it now is;
 * 409 when the seller has not marked the part delivered.
 */
export function useConfirmDelivery(orderNo: string, as: 'customer' | 'admin') {
  const queryClient = useQueryClient()
  const base = as === 'admin' ? '/api/admin/orders' : '/api/orders'
  return useMutation({
    mutationFn: (vendorId: string) =>
      api.post<Order>(`${base}/${encodeURIComponent(orderNo)}/delivery/confirm`, { vendorId }),
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNo), order)
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
    },
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { orderKeys } from '../../../api/orders/order-keys'
import { ordersKeys } from './orders-keys'

/** DELETE /api/admin/orders/{orderNo}: hides the order from every list; the record stays for accounts. */
function hideOrder(orderNo: string): Promise<void> {
  return api.delete<void>(`/api/admin/orders/${encodeURIComponent(orderNo)}`)
}

export function useHideOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: hideOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ordersKeys.orders() })
      void queryClient.invalidateQueries({ queryKey: ordersKeys.dashboard() })
      void queryClient.invalidateQueries({ queryKey: orderKeys.lists() })
    },
  })
}

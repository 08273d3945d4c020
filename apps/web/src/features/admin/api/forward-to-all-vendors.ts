import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { OrderVendorList } from '@haat/shared/orders/vendor-order'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'
import { ordersKeys } from './orders-keys'
import { peopleKeys } from './people-keys'

/** POST /api/admin/orders/{orderNo}/forward: every seller of the order not sent its part yet gets it; answers with the sellers. */
function forwardToAllVendors(orderNo: string): Promise<OrderVendorList> {
  return api.post<OrderVendorList>(`/api/admin/orders/${encodeURIComponent(orderNo)}/forward`)
}

/** Send to all sellers; the vendors list, the orders waiting and the dashboard's count follow. */
export function useForwardToAllVendors(orderNo: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => forwardToAllVendors(orderNo),
    onSuccess: (vendors) => {
      queryClient.setQueryData<OrderVendorList>(adminKeys.orderVendors(orderNo), vendors)
      void queryClient.invalidateQueries({ queryKey: ordersKeys.orders() })
      void queryClient.invalidateQueries({ queryKey: peopleKeys.dashboard() })
    },
  })
}

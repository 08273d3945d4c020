import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShipVendorOrderBody } from '@haat/shared/orders/vendor-order'
import { api } from '../../../lib/api-client'
import { orderKeys } from '../../../api/orders/order-keys'
import { adminKeys } from './admin-keys'

/** POST /api/admin/vendor-orders/{id}/ship: courier and tracking number for a part not yet shipped. */
function shipVendorOrder(vendorOrderId: string, body: ShipVendorOrderBody): Promise<void> {
  return api.post<void>(`/api/admin/vendor-orders/${encodeURIComponent(vendorOrderId)}/ship`, body)
}

/** The order page's Ship Order; the order (status, history) and its vendors list are read again after. */
export function useShipVendorOrder(orderNo: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ vendorOrderId, body }: { vendorOrderId: string; body: ShipVendorOrderBody }) =>
      shipVendorOrder(vendorOrderId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.detail(orderNo) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.orderVendors(orderNo) }),
      ]),
  })
}

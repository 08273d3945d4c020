import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateVendorOrderStatusBody, VendorOrderDetail } from '@haat/shared/orders/vendor-order'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** POST /api/vendor/orders/{id}/status: one step forward; 409 for a wrong step, 400 without courier details. */
function updateOrderStatus({
  id,
  body,
}: {
  id: string
  body: UpdateVendorOrderStatusBody
}): Promise<VendorOrderDetail> {
  return api.post<VendorOrderDetail>(`/api/vendor/orders/${encodeURIComponent(id)}/status`, body)
}

export function useUpdateOrderStatus(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: (detail) => {
      queryClient.setQueryData(vendorKeys.order(vendorId, detail.id), detail)
      void queryClient.invalidateQueries({ queryKey: vendorKeys.orderLists(vendorId) })
      void queryClient.invalidateQueries({ queryKey: vendorKeys.dashboard(vendorId) })
    },
  })
}

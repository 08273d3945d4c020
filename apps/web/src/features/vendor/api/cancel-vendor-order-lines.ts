import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { SellerCancelBody } from '@haat/shared/orders/cancellation'
import type { VendorOrderDetail } from '@haat/shared/orders/vendor-order'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** POST /api/vendor/orders/{id}/cancel: the seller cancels its own lines before shipping them. */
export function useCancelVendorOrderLines(vendorId: string, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SellerCancelBody) =>
      api.post<VendorOrderDetail>(`/api/vendor/orders/${encodeURIComponent(id)}/cancel`, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(vendorKeys.order(vendorId, detail.id), detail)
      void queryClient.invalidateQueries({ queryKey: vendorKeys.orderLists(vendorId) })
      void queryClient.invalidateQueries({ queryKey: vendorKeys.dashboard(vendorId) })
    },
  })
}

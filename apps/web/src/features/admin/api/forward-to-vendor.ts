import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ForwardResult, OrderVendorList } from '@haat/shared/orders/vendor-order'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/**
 * POST /api/admin/orders/{orderNo}/vendors/{vendorId}/forward: 201 sent, or 200 already_sent
 * when the vendor already has its order (one vendor order per order and vendor, docs/decisions/016-forwarding-to-vendors.md).
 */
function forwardToVendor(orderNo: string, vendorId: string): Promise<ForwardResult> {
  return api.post<ForwardResult>(
    `/api/admin/orders/${encodeURIComponent(orderNo)}/vendors/${encodeURIComponent(vendorId)}/forward`,
  )
}

/** Send to Vendor for one vendor of an order; on success the vendors list records it as sent. */
export function useForwardToVendor(orderNo: string, vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => forwardToVendor(orderNo, vendorId),
    onSuccess: (result) => {
      queryClient.setQueryData<OrderVendorList>(adminKeys.orderVendors(orderNo), (list) =>
        list
          ? {
              data: list.data.map((row) =>
                row.vendorId === vendorId ? { ...row, sendStatus: 'sent', vendorOrder: result.vendorOrder } : row,
              ),
            }
          : list,
      )
    },
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ShipVendorOrderBody, VendorOrderDetail } from '@haat/shared/orders/vendor-order'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** PUT /api/vendor/orders/{id}/shipment: a mistyped courier or tracking number, until delivery (409 after). */
function correctShipment({ id, body }: { id: string; body: ShipVendorOrderBody }): Promise<VendorOrderDetail> {
  return api.put<VendorOrderDetail>(`/api/vendor/orders/${encodeURIComponent(id)}/shipment`, body)
}

export function useCorrectShipment(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: correctShipment,
    onSuccess: (detail) => queryClient.setQueryData(vendorKeys.order(vendorId, detail.id), detail),
  })
}

/** The packing slip's PDF, opened in the browser's viewer to print. */
export const packingSlipUrl = (id: string) => `/api/vendor/orders/${encodeURIComponent(id)}/packing-slip`

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { VendorOrderDetail } from '@haat/shared/orders/vendor-order'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** GET /api/vendor/orders/{id}: the vendor's lines of one order, the customer and the history. */
function getOrder(id: string, signal?: AbortSignal): Promise<VendorOrderDetail> {
  return api.get<VendorOrderDetail>(`/api/vendor/orders/${encodeURIComponent(id)}`, { signal })
}

const orderQuery = (vendorId: string, id: string) =>
  queryOptions({
    queryKey: vendorKeys.order(vendorId, id),
    queryFn: ({ signal }) => getOrder(id, signal),
  })

export function useOrder(vendorId: string, id: string) {
  return useQuery(orderQuery(vendorId, id))
}

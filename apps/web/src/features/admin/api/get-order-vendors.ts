import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderVendorList } from '@haat/shared/orders/vendor-order'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/** GET /api/admin/orders/{orderNo}/vendors: each vendor of the order and whether it was sent its share. */
function getOrderVendors(orderNo: string, signal?: AbortSignal): Promise<OrderVendorList> {
  return api.get<OrderVendorList>(`/api/admin/orders/${encodeURIComponent(orderNo)}/vendors`, { signal })
}

const orderVendorsQuery = (orderNo: string) =>
  queryOptions({
    queryKey: adminKeys.orderVendors(orderNo),
    queryFn: ({ signal }) => getOrderVendors(orderNo, signal),
    staleTime: 0,
  })

export function useOrderVendors(orderNo: string, enabled = true) {
  return useQuery({ ...orderVendorsQuery(orderNo), enabled })
}

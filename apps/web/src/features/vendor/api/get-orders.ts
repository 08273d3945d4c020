import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { VendorOrderList } from '@haat/shared/orders/vendor-order'
import { api } from '../../../lib/api-client'
import { vendorKeys, type VendorOrdersFilter } from './vendor-keys'

/** GET /api/vendor/orders: the vendor's own orders (not hidden ones), newest first, a page at a time. */
function getOrders(filter: VendorOrdersFilter, signal?: AbortSignal): Promise<VendorOrderList> {
  return api.get<VendorOrderList>('/api/vendor/orders', { query: { ...filter }, signal })
}

const ordersQuery = (vendorId: string, filter: VendorOrdersFilter) =>
  queryOptions({
    queryKey: vendorKeys.orderList(vendorId, filter),
    queryFn: ({ signal }) => getOrders(filter, signal),
    placeholderData: keepPreviousData,
  })

export function useOrders(vendorId: string, filter: VendorOrdersFilter) {
  return useQuery(ordersQuery(vendorId, filter))
}

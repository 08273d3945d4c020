import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminOrderList } from '@haat/shared/admin/orders'
import { api } from '../../../lib/api-client'
import { type AdminOrdersFilter, ordersKeys } from './orders-keys'

/** GET /api/admin/orders: every order, newest first, filtered by order and payment status, a page at a time. */
function getAdminOrders(filter: AdminOrdersFilter, signal?: AbortSignal): Promise<AdminOrderList> {
  return api.get<AdminOrderList>('/api/admin/orders', { query: { ...filter }, signal })
}

const adminOrdersQuery = (filter: AdminOrdersFilter) =>
  queryOptions({
    queryKey: ordersKeys.orderList(filter),
    queryFn: ({ signal }) => getAdminOrders(filter, signal),
    placeholderData: keepPreviousData,
  })

export function useAdminOrders(filter: AdminOrdersFilter) {
  return useQuery(adminOrdersQuery(filter))
}

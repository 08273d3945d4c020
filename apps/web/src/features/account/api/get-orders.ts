import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderList } from '@haat/shared/orders/order'
import { api } from '../../../lib/api-client'
import { orderKeys } from '../../../api/orders/order-keys'

export const ORDERS_PAGE_SIZE = 10

/** GET /api/orders?page: the signed-in customer's orders, newest first. */
function getOrders(page: number, signal?: AbortSignal): Promise<OrderList> {
  return api.get<OrderList>('/api/orders', { query: { page, pageSize: ORDERS_PAGE_SIZE }, signal })
}

const ordersQuery = (customerId: string, page: number) =>
  queryOptions({
    queryKey: orderKeys.list(customerId, page),
    queryFn: ({ signal }) => getOrders(page, signal),
    placeholderData: keepPreviousData,
  })

export function useOrders(customerId: string, page: number) {
  return useQuery(ordersQuery(customerId, page))
}

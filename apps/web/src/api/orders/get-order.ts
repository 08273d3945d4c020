import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '@haat/shared/orders/order'
import { api } from '../../lib/api-client'
import { orderKeys } from './order-keys'

/**
 * GET /api/orders/{orderNo}: the customer's own order, or any order for an admin; 404 "Order not
 * found." for anyone who may not see it (docs/decisions/015-who-sees-an-order.md).
 */
function getOrder(orderNo: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/api/orders/${encodeURIComponent(orderNo)}`, { signal })
}

const orderQuery = (orderNo: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderNo),
    queryFn: ({ signal }) => getOrder(orderNo, signal),
    staleTime: 0,
  })

export function useOrder(orderNo: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...orderQuery(orderNo), enabled })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Order } from '@haat/shared/orders/order'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/** GET /api/orders/{orderNo}: an admin sees the whole order (docs/decisions/015-who-sees-an-order.md). */
export function getOrder(orderNo: string, signal?: AbortSignal): Promise<Order> {
  return api.get<Order>(`/api/orders/${encodeURIComponent(orderNo)}`, { signal })
}

export const adminOrderQuery = (orderNo: string) =>
  queryOptions({ queryKey: adminKeys.order(orderNo), queryFn: ({ signal }) => getOrder(orderNo, signal), staleTime: 0 })

export function useAdminOrder(orderNo: string) {
  return useQuery(adminOrderQuery(orderNo))
}

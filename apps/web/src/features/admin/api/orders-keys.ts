import type { AdminOrderRow } from '@haat/shared/admin/orders'

export interface AdminOrdersFilter {
  status?: AdminOrderRow['status']
  payment?: AdminOrderRow['paymentStatus']
  search?: string
  /** 'waiting': only orders ready for their sellers with a part not sent yet. */
  forwarding?: 'waiting'
  page: number
  pageSize: number
}

/** Query keys of the admin's order list (beside adminKeys, under the same 'admin' root). */
export const ordersKeys = {
  orders: () => ['admin', 'orders'] as const,
  orderList: (filter: AdminOrdersFilter) => [...ordersKeys.orders(), filter] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
}

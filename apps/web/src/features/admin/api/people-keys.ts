import type { AdminVendorRow } from '@haat/shared/admin/people'

export interface AdminVendorsFilter {
  status?: AdminVendorRow['status']
  search?: string
  page: number
  pageSize: number
}

export interface AdminCustomersFilter {
  search?: string
  page: number
  pageSize: number
}

/** Query keys of the admin's people screens and dashboard (beside adminKeys, under the same 'admin' root). */
export const peopleKeys = {
  vendors: () => ['admin', 'vendors'] as const,
  vendorList: (filter: AdminVendorsFilter) => [...peopleKeys.vendors(), filter] as const,
  customers: () => ['admin', 'customers'] as const,
  customerList: (filter: AdminCustomersFilter) => [...peopleKeys.customers(), filter] as const,
  dashboard: () => ['admin', 'dashboard'] as const,
}

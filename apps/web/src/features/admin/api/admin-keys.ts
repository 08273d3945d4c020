import type { AuditLogFilter } from './get-audit-log'
import type { z } from 'zod'
import type { ApprovalStatus } from '@haat/shared/catalog/product-input'

export interface AdminProductsFilter {
  status?: z.infer<typeof ApprovalStatus>
  search?: string
  /** Listed products with review flags only. */
  flagged?: boolean
  page: number
  pageSize: number
}

/** Query keys of the admin area; a mutation invalidates exactly the lists it changed. */
export const adminKeys = {
  all: ['admin'] as const,
  products: () => [...adminKeys.all, 'products'] as const,
  productList: (filter: AdminProductsFilter) => [...adminKeys.products(), filter] as const,
  product: (id: string) => [...adminKeys.products(), 'detail', id] as const,
  orderVendors: (orderNo: string) => [...adminKeys.all, 'order', orderNo, 'vendors'] as const,
  settings: () => [...adminKeys.all, 'settings'] as const,
  coupons: () => [...adminKeys.all, 'coupons'] as const,
  auditLog: (filter: AuditLogFilter) => [...adminKeys.all, 'audit-log', filter] as const,
}

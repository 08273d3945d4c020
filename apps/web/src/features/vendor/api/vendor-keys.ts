import type { z } from 'zod'
import type { ApprovalStatus } from '@haat/shared/catalog/product-input'
import type { VENDOR_ORDER_SORTS, VendorOrderStatus } from '@haat/shared/orders/vendor-order'

type VendorOrderSort = (typeof VENDOR_ORDER_SORTS)[number]

export interface VendorProductsFilter {
  status?: z.infer<typeof ApprovalStatus>
  search?: string
  page: number
  pageSize: number
}

export interface VendorOrdersFilter {
  status?: VendorOrderStatus
  /** Newest first unless 'due' (the day promised to the customer, soonest first). */
  sort?: VendorOrderSort
  page: number
  pageSize: number
}

/**
 * Query keys of the seller area. Products are keyed by vendor id, so another vendor signing in
 * on the same device never sees the previous one's cached list.
 */
export const vendorKeys = {
  all: ['vendor'] as const,
  products: (vendorId: string) => [...vendorKeys.all, 'products', vendorId] as const,
  productLists: (vendorId: string) => [...vendorKeys.products(vendorId), 'list'] as const,
  productList: (vendorId: string, filter: VendorProductsFilter) =>
    [...vendorKeys.productLists(vendorId), filter] as const,
  productDetails: (vendorId: string) => [...vendorKeys.products(vendorId), 'detail'] as const,
  product: (vendorId: string, idOrSlug: string) => [...vendorKeys.productDetails(vendorId), idOrSlug] as const,
  secondFactor: (vendorId: string) => [...vendorKeys.all, 'second-factor', vendorId] as const,
  dashboard: (vendorId: string) => [...vendorKeys.all, 'dashboard', vendorId] as const,
  orders: (vendorId: string) => [...vendorKeys.all, 'orders', vendorId] as const,
  orderLists: (vendorId: string) => [...vendorKeys.orders(vendorId), 'list'] as const,
  orderList: (vendorId: string, filter: VendorOrdersFilter) => [...vendorKeys.orderLists(vendorId), filter] as const,
  order: (vendorId: string, id: string) => [...vendorKeys.orders(vendorId), 'detail', id] as const,
  returns: (vendorId: string) => [...vendorKeys.all, 'returns', vendorId] as const,
  delivery: (vendorId: string) => [...vendorKeys.all, 'delivery', vendorId] as const,
  ifscBank: (ifsc: string) => [...vendorKeys.all, 'ifsc', ifsc] as const,
  coupons: (vendorId: string) => [...vendorKeys.all, 'coupons', vendorId] as const,
}

import type { OrderStatus } from '@haat/shared/orders/order'
import type { VendorOrderStatus } from '@haat/shared/orders/vendor-order'

/** Which vendor order status may follow which: one step forward at a time, never back (docs/decisions/016-forwarding-to-vendors.md). */
const VENDOR_ORDER_TRANSITIONS: Record<VendorOrderStatus, readonly VendorOrderStatus[]> = {
  pending: ['processing'],
  processing: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

export function canTransitionVendorOrder(from: VendorOrderStatus, to: VendorOrderStatus): boolean {
  return VENDOR_ORDER_TRANSITIONS[from].includes(to)
}

/** The customer's tracking step a vendor order status stands for. */
export const VENDOR_STATUS_STEP = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
} as const satisfies Partial<Record<VendorOrderStatus, string>>

/**
 * What the order's status becomes once its vendors' parts move: shipped when every vendor with
 * lines in it has a vendor order and all are shipped or delivered; delivered when all are
 * delivered. Null when nothing changes (a cancelled or already further order is left alone).
 */
export function rolledUpOrderStatus(
  current: OrderStatus,
  vendorOrderStatuses: readonly VendorOrderStatus[],
  vendorCount: number,
): OrderStatus | null {
  if (current === 'cancelled' || current === 'delivered') return null
  if (vendorCount === 0 || vendorOrderStatuses.length < vendorCount) return null
  if (vendorOrderStatuses.every((s) => s === 'delivered')) return 'delivered'
  if (current === 'processing' && vendorOrderStatuses.every((s) => s === 'shipped' || s === 'delivered'))
    return 'shipped'
  return null
}

import { TRACKING_STATUS } from '@haat/shared/orders/tracking-notes'
import type { VendorOrderStatus } from '@haat/shared/orders/vendor-order'

/** Which vendor order status may follow which: one step forward at a time, never back (docs/decisions/016-forwarding-to-vendors.md). */
const VENDOR_ORDER_TRANSITIONS: Record<VendorOrderStatus, readonly VendorOrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

export function canTransitionVendorOrder(from: VendorOrderStatus, to: VendorOrderStatus): boolean {
  return VENDOR_ORDER_TRANSITIONS[from].includes(to)
}

/** The customer's tracking step a vendor order status stands for. */
export const VENDOR_STATUS_STEP = {
  processing: TRACKING_STATUS.processing,
  shipped: TRACKING_STATUS.shipped,
  delivered: TRACKING_STATUS.delivered,
} as const satisfies Partial<Record<VendorOrderStatus, string>>

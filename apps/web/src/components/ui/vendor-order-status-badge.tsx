import type { VendorOrderStatus } from '@haat/shared/orders/vendor-order'
import { Badge, type BadgeTone } from './badge'

/** docs/spec.md §4: Pending yellow, Shipped blue, Delivered green, anything else grey. */
const TONES: Partial<Record<string, BadgeTone>> = { pending: 'yellow', shipped: 'blue', delivered: 'green' }

export function vendorOrderStatusLabel(status: VendorOrderStatus | string): string {
  return status.charAt(0).toUpperCase() + status.slice(1)
}

export function VendorOrderStatusBadge({ status }: { status: VendorOrderStatus | string }) {
  return <Badge tone={TONES[status] ?? 'neutral'}>{vendorOrderStatusLabel(status)}</Badge>
}

import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { VendorOrderStatus } from '@haat/shared/orders/vendor-order'
import { Badge, type BadgeTone } from './badge'

/** docs/spec.md §4: Pending yellow, Shipped blue, Delivered green, anything else grey. */
const TONES: Partial<Record<string, BadgeTone>> = { pending: 'yellow', shipped: 'blue', delivered: 'green' }

const LABELS: Partial<Record<string, MessageDescriptor>> = {
  pending: msg`Pending`,
  processing: msg`Processing`,
  shipped: msg`Shipped`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
} satisfies Record<VendorOrderStatus, MessageDescriptor>

/**
 * The status as a word ("Shipped"): in the language of `i18n` (useLingui's) when given, else in
 * English; a status this app does not know yet is shown capitalised.
 */
export function vendorOrderStatusLabel(status: VendorOrderStatus | string, i18n?: I18n): string {
  const label = LABELS[status]
  if (label && i18n) return i18n._(label)
  return status.charAt(0).toUpperCase() + status.slice(1)
}

export function VendorOrderStatusBadge({ status }: { status: VendorOrderStatus | string }) {
  const { i18n } = useLingui()
  return <Badge tone={TONES[status] ?? 'neutral'}>{vendorOrderStatusLabel(status, i18n)}</Badge>
}

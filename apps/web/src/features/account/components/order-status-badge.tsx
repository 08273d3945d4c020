import type { OrderSummary, PaymentStatus } from '@haat/shared/orders/order'
import { Badge, type BadgeTone } from '../../../components/ui/badge'

type TrackingStatus = OrderSummary['trackingStatus']

/** docs/spec.md §2: Delivered and Shipped have their own look; every other status the default one. */
function trackingTone(status: TrackingStatus): BadgeTone {
  if (status === 'Delivered') return 'green'
  if (status === 'Shipped') return 'blue'
  return 'neutral'
}

export function OrderStatusBadge({ status }: { status: TrackingStatus }) {
  return <Badge tone={trackingTone(status)}>{status}</Badge>
}

const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  pending: 'Pay on delivery',
  unpaid: 'Unpaid',
  confirmed: 'Paid',
  failed: 'Payment failed',
  refund_due: 'Refund due',
}

const PAYMENT_TONE: Record<PaymentStatus, BadgeTone> = {
  pending: 'neutral',
  unpaid: 'yellow',
  confirmed: 'green',
  failed: 'red',
  refund_due: 'yellow',
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={PAYMENT_TONE[status]}>{PAYMENT_STATUS_LABEL[status]}</Badge>
}

export const PAYMENT_METHOD_LABEL = { cod: 'Cash on Delivery', razorpay: 'Pay Online' } as const

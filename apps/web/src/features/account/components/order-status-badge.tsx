import type { PaymentStatus } from '@haat/shared/orders/order'
import { Badge, type BadgeTone } from '../../../components/ui/badge'

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

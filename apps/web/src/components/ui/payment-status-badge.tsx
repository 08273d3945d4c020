import type { PaymentMethod, PaymentStatus } from '@haat/shared/orders/order'
import { Badge, type BadgeTone } from './badge'

export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { cod: 'Cash on Delivery', razorpay: 'Pay Online' }

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
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

/** The payment's status in words; cash on delivery, once collected, reads "Paid on delivery". */
export function PaymentStatusBadge({
  status,
  method,
  className,
}: {
  status: PaymentStatus
  method: PaymentMethod
  className?: string
}) {
  const label = method === 'cod' && status === 'confirmed' ? 'Paid on delivery' : PAYMENT_STATUS_LABEL[status]
  return (
    <Badge tone={PAYMENT_TONE[status]} className={className}>
      {label}
    </Badge>
  )
}

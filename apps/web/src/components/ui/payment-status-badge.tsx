import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentMethod, PaymentStatus } from '@haat/shared/orders/order'
import { Badge, type BadgeTone } from './badge'

/** In English, for the admin console; PAYMENT_METHOD_MESSAGES and PAYMENT_STATUS_MESSAGES for the shopper's language. */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethod, string> = { cod: 'Cash on Delivery', razorpay: 'Pay Online' }

export const PAYMENT_STATUS_LABEL: Record<PaymentStatus, string> = {
  pending: 'Pay on delivery',
  unpaid: 'Unpaid',
  confirmed: 'Paid',
  failed: 'Payment failed',
  refund_due: 'Refund due',
}

export const PAYMENT_METHOD_MESSAGES: Record<PaymentMethod, MessageDescriptor> = {
  cod: msg`Cash on Delivery`,
  razorpay: msg`Pay Online`,
}

const PAYMENT_STATUS_MESSAGES: Record<PaymentStatus, MessageDescriptor> = {
  pending: msg`Pay on delivery`,
  unpaid: msg`Unpaid`,
  confirmed: msg`Paid`,
  failed: msg`Payment failed`,
  refund_due: msg`Refund due`,
}

const PAYMENT_TONE: Record<PaymentStatus, BadgeTone> = {
  pending: 'neutral',
  unpaid: 'yellow',
  confirmed: 'green',
  failed: 'red',
  refund_due: 'yellow',
}

/**
 * The payment's status in words: cash on delivery, once collected, reads "Paid on delivery"; a
 * payment given back in full (refunds started or done, the order page lists them) reads "Refunded".
 */
export function PaymentStatusBadge({
  status,
  method,
  fullyRefunded = false,
  className,
}: {
  status: PaymentStatus
  method: PaymentMethod
  fullyRefunded?: boolean
  className?: string
}) {
  const { t } = useLingui()
  if (fullyRefunded) {
    return (
      <Badge tone="neutral" className={className}>
        <Trans>Refunded</Trans>
      </Badge>
    )
  }
  const label = method === 'cod' && status === 'confirmed' ? t`Paid on delivery` : t(PAYMENT_STATUS_MESSAGES[status])
  return (
    <Badge tone={PAYMENT_TONE[status]} className={className}>
      {label}
    </Badge>
  )
}

/** Everything captured has been (or is being) refunded. */
export const isFullyRefunded = (payment: { capturedPaise: number; refundedPaise: number }) =>
  payment.capturedPaise > 0 && payment.refundedPaise >= payment.capturedPaise

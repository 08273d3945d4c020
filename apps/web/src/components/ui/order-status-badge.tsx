import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { OrderStatus, PaymentMethod, PaymentStatus } from '@haat/shared/orders/order'
import { Badge, type BadgeTone } from './badge'

const TONE: Record<OrderStatus, BadgeTone> = {
  placed: 'neutral',
  processing: 'yellow',
  partly_shipped: 'blue',
  shipped: 'blue',
  partly_delivered: 'green',
  delivered: 'green',
  cancelled: 'red',
}

/** ORDER_STATUS_LABELS (@haat/shared/orders/order) in the shopper's language: the same English words. */
const ORDER_STATUS_MESSAGES: Record<OrderStatus, MessageDescriptor> = {
  placed: msg`Placed`,
  processing: msg`Processing`,
  partly_shipped: msg`Partly shipped`,
  shipped: msg`Shipped`,
  partly_delivered: msg`Partly delivered`,
  delivered: msg`Delivered`,
  cancelled: msg`Cancelled`,
}

/**
 * The order's status, derived from its sellers' parts, in the same words wherever it is shown. An
 * online order whose payment has not gone through is not "Placed" to its customer: it says so.
 */
export function OrderStatusBadge({
  status,
  payment,
}: {
  status: OrderStatus
  payment?: { method: PaymentMethod; status: PaymentStatus }
}) {
  const { t } = useLingui()
  if (status === 'placed' && payment?.method === 'razorpay') {
    if (payment.status === 'unpaid') return <Badge tone="yellow">{t`Payment pending`}</Badge>
    if (payment.status === 'failed') return <Badge tone="red">{t`Payment failed`}</Badge>
  }
  return <Badge tone={TONE[status]}>{t(ORDER_STATUS_MESSAGES[status])}</Badge>
}

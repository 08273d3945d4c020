import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { OrderStatus } from '@haat/shared/orders/order'
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

/** The order's status, derived from its sellers' parts, in the same words wherever it is shown. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useLingui()
  return <Badge tone={TONE[status]}>{t(ORDER_STATUS_MESSAGES[status])}</Badge>
}

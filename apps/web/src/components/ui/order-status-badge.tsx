import { ORDER_STATUS_LABELS, type OrderStatus } from '@haat/shared/orders/order'
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

/** The order's status, derived from its sellers' parts, in the same words wherever it is shown. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={TONE[status]}>{ORDER_STATUS_LABELS[status]}</Badge>
}

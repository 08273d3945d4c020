import { Link } from 'react-router'
import type { AdminOrderRow } from '@haat/shared/admin/orders'
import { formatPaise } from '@haat/shared/money'
import { Badge } from '../../../components/ui/badge'
import { OrderStatusBadge } from '../../../components/ui/order-status-badge'
import { PAYMENT_METHOD_LABEL, PaymentStatusBadge } from '../../../components/ui/payment-status-badge'
import { formatDate, pluralize } from '../../../lib/format'
import { CardCell, CardDeleteCell, cardRow, CardTable } from './card-table'
import { useBackHere } from '../../../lib/back-link'

interface AdminOrdersTableProps {
  orders: readonly AdminOrderRow[]
  onDelete: (order: AdminOrderRow) => void
  isRefreshing: boolean
}

const HEADINGS = ['Order', 'Customer', 'Items', 'Total', 'Status', 'Payment']

/** Every order: a table on wide screens, a card per order on phones. */
export function AdminOrdersTable({ orders, onDelete, isRefreshing }: AdminOrdersTableProps) {
  const backHere = useBackHere('Back to orders')
  return (
    <CardTable caption="Orders" headings={HEADINGS} isRefreshing={isRefreshing}>
      {orders.map((order) => {
        return (
          <tr key={order.orderNo} className={cardRow}>
            <td className="col-span-2 align-top md:col-span-1 md:px-4 md:py-3">
              <Link
                to={`/admin/order/${encodeURIComponent(order.orderNo)}`}
                state={backHere}
                className="font-semibold whitespace-nowrap text-stone-900 underline-offset-2 hover:underline focus-visible:underline"
              >
                #{order.orderNo}
              </Link>
              <span className="block text-xs whitespace-nowrap text-stone-500">
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              </span>
              {order.possibleSelfPurchase ? (
                <Badge tone="yellow" className="mt-1">
                  Possible self-purchase
                </Badge>
              ) : null}
              {order.deliveryDisputed ? (
                <Badge tone="red" className="mt-1">
                  Customer says not received
                </Badge>
              ) : null}
            </td>
            <CardCell label="Customer">
              <span className="block break-words text-stone-900">{order.customerName}</span>
              <span className="block text-xs break-all text-stone-500">{order.customerEmail}</span>
            </CardCell>
            <CardCell label="Items">
              <span className="whitespace-nowrap">{pluralize(order.itemCount, 'item')}</span>
            </CardCell>
            <CardCell label="Total">
              <span className="font-medium whitespace-nowrap text-stone-900">{formatPaise(order.totalPaise)}</span>
            </CardCell>
            <CardCell label="Status">
              <OrderStatusBadge status={order.status} />
            </CardCell>
            <CardCell label="Payment">
              <span className="block text-xs whitespace-nowrap text-stone-600">
                {PAYMENT_METHOD_LABEL[order.paymentMethod]}
              </span>
              <PaymentStatusBadge status={order.paymentStatus} method={order.paymentMethod} className="mt-1" />
            </CardCell>
            <CardDeleteCell label={`Hide order #${order.orderNo}`} verb="Hide" onDelete={() => onDelete(order)} />
          </tr>
        )
      })}
    </CardTable>
  )
}

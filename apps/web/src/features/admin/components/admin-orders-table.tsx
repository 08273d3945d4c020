import { Link } from 'react-router'
import type { AdminOrderRow } from '@haat/shared/admin/orders'
import { formatPaise } from '@haat/shared/money'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { OrderStatusBadge } from '../../../components/ui/order-status-badge'
import { formatDate, pluralize } from '../../../lib/format'
import { CardCell, CardDeleteCell, cardRow, CardTable } from './card-table'

type PaymentStatus = AdminOrderRow['paymentStatus']

export const PAYMENT_STATUS: Record<PaymentStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pay on delivery', tone: 'neutral' },
  unpaid: { label: 'Unpaid', tone: 'yellow' },
  confirmed: { label: 'Paid', tone: 'green' },
  failed: { label: 'Payment failed', tone: 'red' },
  refund_due: { label: 'Refund due', tone: 'yellow' },
}

const PAYMENT_METHOD: Record<AdminOrderRow['paymentMethod'], string> = {
  cod: 'Cash on Delivery',
  razorpay: 'Pay Online',
}

interface AdminOrdersTableProps {
  orders: readonly AdminOrderRow[]
  onDelete: (order: AdminOrderRow) => void
  isRefreshing: boolean
}

const HEADINGS = ['Order', 'Customer', 'Items', 'Total', 'Status', 'Payment']

/** Every order: a table on wide screens, a card per order on phones. */
export function AdminOrdersTable({ orders, onDelete, isRefreshing }: AdminOrdersTableProps) {
  return (
    <CardTable caption="Orders" headings={HEADINGS} isRefreshing={isRefreshing}>
      {orders.map((order) => {
        const payment = PAYMENT_STATUS[order.paymentStatus]
        return (
          <tr key={order.orderNo} className={cardRow}>
            <td className="col-span-2 align-top md:col-span-1 md:px-4 md:py-3">
              <Link
                to={`/admin/order/${encodeURIComponent(order.orderNo)}`}
                className="font-semibold whitespace-nowrap text-stone-900 underline-offset-2 hover:underline focus-visible:underline"
              >
                #{order.orderNo}
              </Link>
              <span className="block text-xs whitespace-nowrap text-stone-500">
                <time dateTime={order.createdAt}>{formatDate(order.createdAt)}</time>
              </span>
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
                {PAYMENT_METHOD[order.paymentMethod]}
              </span>
              <Badge tone={payment.tone} className="mt-1">
                {payment.label}
              </Badge>
            </CardCell>
            <CardDeleteCell label={`Delete order #${order.orderNo}`} onDelete={() => onDelete(order)} />
          </tr>
        )
      })}
    </CardTable>
  )
}

import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Link } from 'react-router'
import { Package } from 'lucide-react'
import { buttonClasses } from '../../../components/ui/button'
import { Pagination } from '../../../components/ui/pagination'
import { ResponsiveImage } from '../../../components/ui/responsive-image'
import { Spinner } from '../../../components/ui/spinner'
import { StatusPanel } from '../../../components/ui/status-panel'
import { formatDate, formatPrice } from '../../../lib/format'
import { useSession } from '../../../api/session/get-session'
import { ORDERS_PAGE_SIZE, useOrders } from '../api/get-orders'
import { LoadError } from '../../../components/query-boundary'
import { OrderStatusBadge } from '../../../components/ui/order-status-badge'
import { PaymentStatusBadge } from '../../../components/ui/payment-status-badge'
import { PanelHeading } from './panel-heading'

/** The Orders tab: the customer's orders, newest first, a page at a time. */
export function OrdersPanel() {
  const { session } = useSession()
  const customerId = session.customer?.id
  const { t } = useLingui()
  if (!customerId) return <Spinner label={t`Loading your orders…`} showLabel className="justify-center py-10" />
  return <OrderHistory customerId={customerId} />
}

function OrderHistory({ customerId }: { customerId: string }) {
  const [page, setPage] = useState(1)
  const orders = useOrders(customerId, page)
  const { t, i18n } = useLingui()

  if (orders.isPending) return <Spinner label={t`Loading your orders…`} showLabel className="justify-center py-10" />
  if (orders.isError) {
    return (
      <LoadError title={t`We couldn't load your orders.`} error={orders.error} onRetry={() => void orders.refetch()} />
    )
  }
  const { data, meta } = orders.data
  if (meta.total === 0) {
    return (
      <StatusPanel
        icon={<Package className="size-8" />}
        title={t`You haven't placed any orders yet.`}
        action={
          <Link to="/products" className={buttonClasses()}>
            <Trans>Start shopping</Trans>
          </Link>
        }
      >
        <p>
          <Trans>When you place an order, you can track it here.</Trans>
        </p>
      </StatusPanel>
    )
  }

  return (
    <section>
      <PanelHeading title={t`Your orders`}>
        <Trans>Newest first. Open an order to see where it is.</Trans>
      </PanelHeading>
      <ul aria-label={t`Your orders`} className="space-y-3" aria-busy={orders.isPlaceholderData || undefined}>
        {data.map((order) => {
          const orderNo = order.orderNo
          const placedOn = formatDate(order.createdAt, i18n)
          const itemCount = order.itemCount
          return (
            <li key={order.orderNo} className="flex gap-4 rounded-xl border border-stone-200 bg-white p-4">
              <div className="hidden size-16 shrink-0 overflow-hidden rounded-lg bg-stone-100 sm:block">
                {order.image ? (
                  <ResponsiveImage image={order.image} alt="" displayWidth={64} className="size-full" />
                ) : null}
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <Link
                    to={`/orders/${encodeURIComponent(order.orderNo)}`}
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    <Trans>Order #{orderNo}</Trans>
                  </Link>
                  <OrderStatusBadge
                    status={order.status}
                    payment={{ method: order.paymentMethod, status: order.paymentStatus }}
                  />
                </div>
                <p className="mt-1 text-sm text-stone-600">
                  <Trans>
                    Placed on <time dateTime={order.createdAt}>{placedOn}</time>
                  </Trans>{' '}
                  · {t`${plural(itemCount, { one: '# item', other: '# items' })}`}
                </p>
                <p className="mt-1 truncate text-sm text-stone-800">{order.itemNames.join(', ')}</p>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                  <span className="font-semibold text-stone-900">{formatPrice(order.totalPaise)}</span>
                  <PaymentStatusBadge status={order.paymentStatus} method={order.paymentMethod} />
                  {order.canCancel ? (
                    // The order's page asks which items and why (CancelLinesDialog).
                    <Link
                      to={`/orders/${encodeURIComponent(order.orderNo)}`}
                      state={{ openCancel: true }}
                      aria-label={t`Cancel order ${orderNo}`}
                      className="ml-auto font-medium text-red-700 underline underline-offset-2 hover:text-red-800"
                    >
                      <Trans>Cancel order</Trans>
                    </Link>
                  ) : null}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
      <Pagination
        page={meta.page}
        pageSize={meta.pageSize || ORDERS_PAGE_SIZE}
        total={meta.total}
        onPageChange={setPage}
        itemLabel={t`orders`}
        className="mt-4"
      />
    </section>
  )
}

import type { ReactNode } from 'react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { CANCELLATION_RATE_DAYS } from '@haat/shared/orders/cancel-reasons'
import { ClipboardList, Clock, IndianRupee, Package, Settings, ShoppingBag } from 'lucide-react'
import { buttonClasses } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { cn } from '../../../lib/cn'
import { formatDate, formatPrice } from '../../../lib/format'
import { useDashboard } from '../api/get-dashboard'
import { DailySalesChart } from '../../../components/daily-sales-chart'
import { VendorOrderStatusBadge } from '../../../components/ui/vendor-order-status-badge'
import { useVendorArea } from '../hooks/use-vendor-area'
import { QueryBoundary } from '../../../components/query-boundary'
import { useBackHere } from '../../../lib/back-link'

/** /vendor: stats, the last 30 days' sales, recent orders, quick actions */
export function VendorDashboardPage() {
  const { vendor } = useVendorArea()
  const dashboard = useDashboard(vendor.id)
  const { t, i18n } = useLingui()
  const backHere = useBackHere(t`Back to dashboard`)
  const days = CANCELLATION_RATE_DAYS
  const cancellationText = (rate: string) =>
    t`Cancellation rate: ${rate} of the items sent to you in the last ${days} days were cancelled by you.`

  const body = (
    <QueryBoundary query={dashboard} loading={t`Loading your dashboard…`} errorTitle={t`Could not load your dashboard`}>
      {({
        productCount,
        salesPaise,
        orderCount,
        pendingCount,
        returnsAwaitingCount,
        cancellationRate,
        recentOrders,
        dailySales,
      }) => (
        <div className="space-y-8">
          <section aria-labelledby="stats-heading">
            <h2 id="stats-heading" className="sr-only">
              <Trans>Your numbers</Trans>
            </h2>
            <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
              <Stat
                label={t`Products`}
                value={productCount.toLocaleString('en-IN')}
                icon={<Package className="size-5" />}
              />
              <Stat label={t`Sales`} value={formatPrice(salesPaise)} icon={<IndianRupee className="size-5" />} />
              <Stat
                label={t`Orders`}
                value={orderCount.toLocaleString('en-IN')}
                icon={<ShoppingBag className="size-5" />}
              />
              <Stat
                label={t`Pending orders`}
                value={pendingCount.toLocaleString('en-IN')}
                icon={<Clock className="size-5" />}
              />
            </dl>
            <p className="mt-3 text-sm text-stone-600">
              {cancellationRate === null
                ? t`Cancellation rate: none yet (items sent to you in the last ${days} days).`
                : cancellationText(formatRate(cancellationRate))}
            </p>
            {returnsAwaitingCount > 0 ? (
              <p className="mt-2 text-sm font-medium text-amber-800">
                <Link to="/vendor/returns?status=requested" className="underline">
                  <Plural
                    value={returnsAwaitingCount}
                    one="# return request waiting for your answer"
                    other="# return requests waiting for your answer"
                  />
                </Link>
              </p>
            ) : null}
          </section>

          <section aria-labelledby="sales-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="sales-heading" className="mb-3 text-lg font-semibold text-stone-900">
              <Trans>Sales, last 30 days</Trans>
            </h2>
            <DailySalesChart days={dailySales} />
          </section>

          <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <section aria-labelledby="recent-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
              <div className="mb-3 flex items-center justify-between gap-3">
                <h2 id="recent-heading" className="text-lg font-semibold text-stone-900">
                  <Trans>Recent Orders</Trans>
                </h2>
                <Link to="/vendor/orders" className="text-sm font-medium text-brand-800 hover:underline">
                  <Trans>View all</Trans>
                </Link>
              </div>
              {recentOrders.length === 0 ? (
                <p className="py-6 text-center text-sm text-stone-600">
                  <Trans>No recent orders found.</Trans>
                </p>
              ) : (
                <ul className="divide-y divide-stone-100">
                  {recentOrders.map((order) => (
                    <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                      <div className="min-w-0">
                        <Link
                          to={`/vendor/orders/${encodeURIComponent(order.id)}`}
                          state={backHere}
                          className="font-semibold text-stone-900 hover:underline"
                        >
                          {order.orderNo}
                        </Link>
                        <p className="truncate text-sm text-stone-600">{order.productNames.join(', ')}</p>
                        <p className="text-xs text-stone-500">{formatDate(order.createdAt, i18n)}</p>
                      </div>
                      <div className="flex items-center gap-3">
                        <span className="font-medium whitespace-nowrap text-stone-900">
                          {formatPrice(order.totalPaise)}
                        </span>
                        <VendorOrderStatusBadge status={order.status} />
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section aria-labelledby="actions-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
              <h2 id="actions-heading" className="mb-3 text-lg font-semibold text-stone-900">
                <Trans>Quick Actions</Trans>
              </h2>
              <ul className="space-y-3">
                <li>
                  <Link to="/vendor/products" className={cn(buttonClasses({ variant: 'secondary' }), 'w-full')}>
                    <Package aria-hidden="true" className="size-4" />
                    <Trans>Manage Products</Trans>
                  </Link>
                </li>
                <li>
                  <Link to="/vendor/orders" className={cn(buttonClasses({ variant: 'secondary' }), 'w-full')}>
                    <ClipboardList aria-hidden="true" className="size-4" />
                    <Trans>View Orders</Trans>
                  </Link>
                </li>
                <li>
                  <Link to="/vendor/settings" className={cn(buttonClasses({ variant: 'secondary' }), 'w-full')}>
                    <Settings aria-hidden="true" className="size-4" />
                    <Trans>Store Settings</Trans>
                  </Link>
                </li>
              </ul>
            </section>
          </div>
        </div>
      )}
    </QueryBoundary>
  )

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title={t`Seller Dashboard`} description={t`Your shop at a glance.`} />
      {body}
    </div>
  )
}

const formatRate = (percent: number) => `${percent.toLocaleString('en-IN')}%`

function Stat({ label, value, icon }: { label: string; value: string; icon: ReactNode }) {
  return (
    <div className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <dt className="flex items-center gap-2 text-sm text-stone-600">
        <span aria-hidden="true" className="shrink-0 rounded-full bg-brand-50 p-2 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 text-xl font-bold break-words text-stone-900 sm:text-2xl">{value}</dd>
    </div>
  )
}

import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ClipboardCheck, FolderTree, Package, ShoppingBag, Store, Users } from 'lucide-react'
import { DailySalesChart } from '../../../components/daily-sales-chart'
import { buttonClasses } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { pluralize } from '../../../lib/format'
import { useDashboard } from '../api/get-dashboard'
import { AutoForwardSetting } from '../components/auto-forward-setting'
import { OrderLimitsSetting } from '../components/order-limits-setting'
import { QueryBoundary } from '../../../components/query-boundary'

/** /admin: the shop's counts, what waits for approval, and shortcuts (docs/spec.md §2, admin dashboard). */
export function AdminDashboardPage() {
  const dashboard = useDashboard()

  const body = (
    <QueryBoundary query={dashboard} loading="Loading the dashboard…" errorTitle="Could not load the dashboard">
      {(counts) => (
        <div className="space-y-8">
          <section aria-labelledby="counts-heading">
            <h2 id="counts-heading" className="sr-only">
              Counts
            </h2>
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              <Stat label="Products" value={counts.products} hint="In the shop" icon={<Package className="size-5" />} />
              <Stat
                label="Vendors"
                value={counts.vendors}
                hint="Approved and active"
                icon={<Store className="size-5" />}
              />
              <Stat
                label="Customers"
                value={counts.customers}
                hint="With an account"
                icon={<Users className="size-5" />}
              />
              <Stat label="Orders" value={counts.orders} hint="All time" icon={<ShoppingBag className="size-5" />} />
            </dl>
          </section>

          <section aria-labelledby="pending-heading">
            <h2 id="pending-heading" className="mb-3 text-lg font-semibold text-stone-900">
              Waiting for you
            </h2>
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              <PendingCard
                to="/admin/products/pending"
                label="Pending products"
                count={counts.pendingProducts}
                noun="product"
              />
              <PendingCard
                to="/admin/vendors/pending"
                label="Pending vendors"
                count={counts.pendingVendors}
                noun="vendor"
              />
              {/* With automatic forwarding off, or a part it could not send (a deactivated seller). */}
              <PendingCard
                to="/admin/orders?forwarding=waiting"
                label="Orders to send to sellers"
                count={counts.ordersWaitingToSend}
                noun="order"
              />
            </div>
          </section>

          <section aria-labelledby="shortcuts-heading">
            <h2 id="shortcuts-heading" className="mb-3 text-lg font-semibold text-stone-900">
              Quick actions
            </h2>
            <div className="flex flex-wrap gap-3">
              <Link to="/admin/products" className={buttonClasses({ variant: 'secondary' })}>
                <Package aria-hidden="true" className="size-4" />
                Manage products
              </Link>
              <Link to="/admin/vendors" className={buttonClasses({ variant: 'secondary' })}>
                <Store aria-hidden="true" className="size-4" />
                Manage vendors
              </Link>
              <Link to="/admin/category" className={buttonClasses({ variant: 'secondary' })}>
                <FolderTree aria-hidden="true" className="size-4" />
                Manage categories
              </Link>
            </div>
          </section>

          <section aria-labelledby="sales-heading">
            <h2 id="sales-heading" className="mb-3 text-lg font-semibold text-stone-900">
              Orders and revenue
            </h2>
            <div className="rounded-2xl border border-stone-200 bg-white p-4">
              <DailySalesChart days={counts.daily} />
            </div>
          </section>

          <section aria-labelledby="settings-heading">
            <h2 id="settings-heading" className="mb-3 text-lg font-semibold text-stone-900">
              Shop settings
            </h2>
            <div className="space-y-4">
              <AutoForwardSetting />
              <OrderLimitsSetting />
            </div>
          </section>
        </div>
      )}
    </QueryBoundary>
  )

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title="Admin Dashboard" description="How the shop is doing and what needs your attention." />
      {body}
    </div>
  )
}

function Stat({ label, value, hint, icon }: { label: string; value: number; hint: string; icon: ReactNode }) {
  return (
    <div className="rounded-2xl border border-stone-200 bg-white p-4">
      <dt className="flex items-center gap-2 text-sm font-medium text-stone-600">
        <span aria-hidden="true" className="text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2">
        <span className="block text-3xl font-bold text-stone-900" data-testid={`count-${label.toLowerCase()}`}>
          {value.toLocaleString('en-IN')}
        </span>
        <span className="text-xs text-stone-500">{hint}</span>
      </dd>
    </div>
  )
}

function PendingCard({ to, label, count, noun }: { to: string; label: string; count: number; noun: string }) {
  return (
    <Link
      to={to}
      className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 transition-colors hover:border-brand-300 hover:bg-brand-50"
    >
      <ClipboardCheck aria-hidden="true" className={count > 0 ? 'size-8 text-amber-600' : 'size-8 text-stone-400'} />
      <span>
        <span className="block font-semibold text-stone-900">{label}</span>
        <span className="text-sm text-stone-600" data-testid={`count-${label.toLowerCase().replaceAll(' ', '-')}`}>
          {count === 0 ? `No ${noun}s waiting` : `${pluralize(count, noun)} waiting`}
        </span>
      </span>
    </Link>
  )
}

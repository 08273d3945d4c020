import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { Eye, Inbox, Trash2 } from 'lucide-react'
import { toast } from '../../../lib/toast'
import {
  isFinishedVendorOrder,
  VENDOR_ORDER_SORTS,
  VENDOR_ORDER_STATUSES,
  type VendorOrderSummary,
} from '@haat/shared/orders/vendor-order'
import { Button, buttonClasses } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { SelectField } from '../../../components/ui/select-field'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'
import { cn } from '../../../lib/cn'
import { formatDate, formatDay, formatPrice } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useOrders } from '../api/get-orders'
import { useHideOrder } from '../api/hide-order'
import { VendorOrderStatusBadge, vendorOrderStatusLabel } from '../../../components/ui/vendor-order-status-badge'
import { useVendorArea } from '../hooks/use-vendor-area'
import { QueryFallback } from '../../../components/query-boundary'
import { useBackHere } from '../../../lib/back-link'

const PAGE_SIZE = 10
const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-stone-600 uppercase'

/** /vendor/orders (All Orders): the vendor's orders, filtered by status and paged through the URL. */
export function VendorOrdersPage() {
  const { t, i18n } = useLingui()
  const backHere = useBackHere(t`Back to orders`)
  const { vendor } = useVendorArea()
  const statusOptions = VENDOR_ORDER_STATUSES.map((value) => ({ value, label: vendorOrderStatusLabel(value, i18n) }))
  const { status, sort, page, setStatus, setSort, setPage, clear } = useListParams(
    VENDOR_ORDER_STATUSES,
    VENDOR_ORDER_SORTS,
  )
  const orders = useOrders(vendor.id, { status, page, pageSize: PAGE_SIZE, ...(sort === 'due' && { sort }) })
  const sortOptions = [
    { value: 'newest', label: t`Newest first` },
    { value: 'due', label: t`Delivery date, soonest first` },
  ]
  const hideOrder = useHideOrder(vendor.id)
  const [toHide, setToHide] = useState<VendorOrderSummary | null>(null)

  async function confirmHide() {
    if (!toHide) return
    try {
      await hideOrder.mutateAsync(toHide.id)
      toast.success(t`Order hidden`, { description: toHide.orderNo })
    } catch (error) {
      toast.error(t`Could not hide the order`, { description: errorMessage(error, t`Please try again.`) })
    } finally {
      setToHide(null)
    }
  }

  const hidingNo = toHide?.orderNo ?? ''
  let body
  if (!orders.isSuccess) {
    body = <QueryFallback query={orders} loading={t`Loading orders…`} errorTitle={t`Could not load your orders`} />
  } else if (orders.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<Inbox className="size-8" />}
        title={t`No orders found.`}
        action={
          status || page > 1 ? (
            <Button variant="secondary" onClick={status ? clear : () => setPage(1)}>
              {status ? <Trans>Clear filter</Trans> : <Trans>Back to the first page</Trans>}
            </Button>
          ) : null
        }
      >
        {status ? (
          <p>
            <Trans>No order has this status.</Trans>
          </p>
        ) : (
          <p>
            <Trans>Orders the shop sends you appear here.</Trans>
          </p>
        )}
      </StatusPanel>
    )
  } else {
    const { data, meta } = orders.data
    body = (
      <div className="space-y-4">
        <div className="md:overflow-x-auto md:rounded-2xl md:border md:border-stone-200 md:bg-white">
          <table
            aria-busy={orders.isPlaceholderData}
            className={cn('w-full text-sm transition-opacity', orders.isPlaceholderData && 'opacity-60')}
          >
            <caption className="sr-only">
              <Trans>Your orders</Trans>
            </caption>
            <thead className="hidden border-b border-stone-200 bg-stone-50 md:table-header-group">
              <tr>
                <th scope="col" className={th}>
                  <Trans>Order</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Products</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Total</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Date</Trans>
                </th>
                <th scope="col" className={th}>
                  <Trans>Deliver by</Trans>
                </th>
                <th scope="col" className={th}>
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody className="block space-y-3 md:table-row-group md:space-y-0 md:divide-y md:divide-stone-100">
              {data.map((order) => {
                const orderNo = order.orderNo
                return (
                  <tr
                    key={order.id}
                    className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-stone-200 bg-white p-4 md:table-row md:rounded-none md:border-0 md:p-0"
                  >
                    <td className="font-semibold whitespace-nowrap text-stone-900 md:px-4 md:py-3">{order.orderNo}</td>
                    <td className="col-span-2 row-start-2 text-stone-700 md:px-4 md:py-3">
                      {order.productNames.join(', ')}
                    </td>
                    <td className="font-medium whitespace-nowrap text-stone-900 md:px-4 md:py-3">
                      {formatPrice(order.totalPaise)}
                    </td>
                    <td className="md:px-4 md:py-3">
                      <VendorOrderStatusBadge status={order.status} />
                    </td>
                    <td className="whitespace-nowrap text-stone-600 md:px-4 md:py-3">
                      {formatDate(order.createdAt, i18n)}
                    </td>
                    <td className="whitespace-nowrap text-stone-700 md:px-4 md:py-3">
                      {order.promisedBy ? (
                        <>
                          <span className="md:sr-only">
                            <Trans>Deliver by</Trans>{' '}
                          </span>
                          {formatDay(order.promisedBy, i18n)}
                        </>
                      ) : null}
                    </td>
                    <td className="col-span-2 md:px-4 md:py-3">
                      <div className="flex gap-2 md:justify-end">
                        <Link
                          to={`/vendor/orders/${encodeURIComponent(order.id)}`}
                          state={backHere}
                          aria-label={t`View order ${orderNo}`}
                          className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                        >
                          <Eye aria-hidden="true" className="size-4" />
                          <Trans>View</Trans>
                        </Link>
                        {isFinishedVendorOrder(order.status) ? (
                          <Button
                            variant="ghost"
                            size="sm"
                            aria-label={t`Hide order ${orderNo}`}
                            className="text-red-700 hover:bg-red-50"
                            onClick={() => setToHide(order)}
                          >
                            <Trash2 aria-hidden="true" className="size-4" />
                            <Trans>Hide</Trans>
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        </div>
        <Pagination
          page={meta.page}
          pageSize={meta.pageSize}
          total={meta.total}
          onPageChange={setPage}
          itemLabel={t`orders`}
        />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader
        title={t`All Orders`}
        description={t`Orders for your products. Sort by delivery date to ship the most urgent first.`}
      />

      <div className="mb-6 flex flex-wrap gap-4">
        <div className="w-56">
          <SelectField
            label={t`Order status`}
            placeholder={t`All statuses`}
            options={statusOptions}
            value={status ?? ''}
            onChange={(event) => setStatus(VENDOR_ORDER_STATUSES.find((value) => value === event.target.value))}
          />
        </div>
        <div className="w-64">
          <SelectField
            label={t`Sort by`}
            options={sortOptions}
            value={sort ?? 'newest'}
            onChange={(event) => setSort(VENDOR_ORDER_SORTS.find((value) => value === event.target.value) ?? 'newest')}
          />
        </div>
      </div>

      {body}

      <ConfirmDialog
        open={toHide !== null}
        title={t`Hide order ${hidingNo}?`}
        description={t`It leaves your order lists. Your sales figures still count it.`}
        confirmLabel={t`Hide`}
        busyLabel={t`Hiding...`}
        isBusy={hideOrder.isPending}
        onConfirm={() => void confirmHide()}
        onCancel={() => setToHide(null)}
      />
    </div>
  )
}

import { useState } from 'react'
import { ShoppingBag } from 'lucide-react'
import { toast } from 'sonner'
import type { AdminOrderRow } from '@haat/shared/admin/orders'
import { Button } from '../../../components/ui/button'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { PageHeader } from '../../../components/ui/page-header'
import { Pagination } from '../../../components/ui/pagination'
import { SearchBox } from '../../../components/ui/search-box'
import { SelectField } from '../../../components/ui/select-field'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'
import { useListParams } from '../../../lib/use-list-params'
import { useUrlParams } from '../../../lib/use-url-params'
import { useAdminOrders } from '../api/get-admin-orders'
import { useHideOrder } from '../api/hide-order'
import { AdminOrdersTable, ORDER_STATUS, PAYMENT_STATUS } from '../components/admin-orders-table'
import { QueryFallback } from '../../../components/query-boundary'

const STATUSES = ['processing', 'shipped', 'delivered', 'cancelled'] as const
const PAYMENTS = ['pending', 'unpaid', 'confirmed', 'failed', 'refund_due'] as const
const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: ORDER_STATUS[value].label }))
const PAYMENT_OPTIONS = PAYMENTS.map((value) => ({ value, label: PAYMENT_STATUS[value].label }))
const PAGE_SIZE = 20

/** /admin/orders: every order, newest first, filtered and searched through the URL; delete hides one. */
export function AdminOrdersPage() {
  const { status, search, page, setStatus, setSearch, setPage } = useListParams(STATUSES)
  const [params, updateParams] = useUrlParams()
  const rawPayment = params.get('payment')
  const payment = PAYMENTS.find((value) => value === rawPayment)
  const orders = useAdminOrders({ status, payment, search: search || undefined, page, pageSize: PAGE_SIZE })
  const hideOrder = useHideOrder()
  const [toHide, setToHide] = useState<AdminOrderRow | null>(null)
  const isFiltered = Boolean(status || payment || search)

  function setPayment(value: string) {
    updateParams({ payment: PAYMENTS.find((known) => known === value), page: undefined })
  }

  function clearAll() {
    updateParams({ status: undefined, payment: undefined, search: undefined, page: undefined })
  }

  async function confirmHide() {
    if (!toHide) return
    try {
      await hideOrder.mutateAsync(toHide.orderNo)
      toast.success('Order deleted', { description: `#${toHide.orderNo}` })
    } catch (error) {
      toast.error('Could not delete the order', { description: errorMessage(error, 'Please try again.') })
    } finally {
      setToHide(null)
    }
  }

  let body
  if (!orders.isSuccess) {
    body = <QueryFallback query={orders} loading="Loading orders…" errorTitle="Failed to load orders." />
  } else if (orders.data.data.length === 0) {
    body = (
      <StatusPanel
        icon={<ShoppingBag className="size-8" />}
        title="No orders found."
        action={
          isFiltered || page > 1 ? (
            <Button variant="secondary" onClick={isFiltered ? clearAll : () => setPage(1)}>
              {isFiltered ? 'Clear filters' : 'Back to the first page'}
            </Button>
          ) : null
        }
      />
    )
  } else {
    const { data, meta } = orders.data
    body = (
      <div className="space-y-4">
        <AdminOrdersTable orders={data} onDelete={setToHide} isRefreshing={orders.isPlaceholderData} />
        <Pagination
          page={meta.page}
          pageSize={meta.pageSize}
          total={meta.total}
          onPageChange={setPage}
          itemLabel="orders"
        />
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title="All Orders" description="Every order placed on Haat, newest first." />

      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,12rem)_minmax(0,12rem)_minmax(0,1fr)] lg:items-end">
        <SelectField
          label="Order status"
          placeholder="All statuses"
          options={STATUS_OPTIONS}
          value={status ?? ''}
          onChange={(event) => setStatus(STATUSES.find((value) => value === event.target.value))}
        />
        <SelectField
          label="Payment status"
          placeholder="All payments"
          options={PAYMENT_OPTIONS}
          value={payment ?? ''}
          onChange={(event) => setPayment(event.target.value)}
        />
        <SearchBox
          className="sm:col-span-2 lg:col-span-1"
          label="Search orders"
          placeholder="Order number, customer name or e-mail"
          value={search}
          onSearch={setSearch}
        />
      </div>

      {body}

      <ConfirmDialog
        open={toHide !== null}
        title={`Hide order #${toHide?.orderNo ?? ''}?`}
        description="It disappears from the lists; the record is kept for accounts."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        isBusy={hideOrder.isPending}
        onConfirm={() => void confirmHide()}
        onCancel={() => setToHide(null)}
      />
    </div>
  )
}

import { ShoppingBag } from 'lucide-react'
import type { AdminOrderRow } from '@haat/shared/admin/orders'
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from '@haat/shared/orders/order'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { SearchBox } from '../../../components/ui/search-box'
import { SelectField } from '../../../components/ui/select-field'
import { useListParams } from '../../../lib/use-list-params'
import { useUrlParams } from '../../../lib/use-url-params'
import { useAdminOrders } from '../api/get-admin-orders'
import { useHideOrder } from '../api/hide-order'
import { AdminListPage, useConfirmedAction } from '../components/admin-list-page'
import { PAYMENT_STATUS_LABEL } from '../../../components/ui/payment-status-badge'
import { AdminOrdersTable } from '../components/admin-orders-table'

const PAYMENTS = ['pending', 'unpaid', 'confirmed', 'failed', 'refund_due'] as const
const STATUS_OPTIONS = ORDER_STATUSES.map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }))
const PAYMENT_OPTIONS = PAYMENTS.map((value) => ({ value, label: PAYMENT_STATUS_LABEL[value] }))
const SENDING_OPTIONS = [{ value: 'waiting', label: 'Waiting to be sent' }]
const PAGE_SIZE = 20

/** /admin/orders: every order, newest first, filtered and searched through the URL; Hide hides one (the server keeps every order). */
export function AdminOrdersPage() {
  const { status, search, page, setStatus, setSearch, setPage } = useListParams(ORDER_STATUSES)
  const [params, updateParams] = useUrlParams()
  const rawPayment = params.get('payment')
  const payment = PAYMENTS.find((value) => value === rawPayment)
  const forwarding = params.get('forwarding') === 'waiting' ? 'waiting' : undefined
  const orders = useAdminOrders({
    status,
    payment,
    forwarding,
    search: search || undefined,
    page,
    pageSize: PAGE_SIZE,
  })
  const hideOrder = useHideOrder()
  const hide = useConfirmedAction<AdminOrderRow>({
    run: (order) => hideOrder.mutateAsync(order.orderNo),
    isPending: hideOrder.isPending,
    done: 'Order hidden',
    failed: 'Could not hide the order',
    describe: (order) => `#${order.orderNo}`,
  })

  return (
    <AdminListPage
      title="All Orders"
      description="Every order placed on Haat, newest first."
      filtersClassName="mb-6 grid gap-4 sm:grid-cols-3 lg:grid-cols-[minmax(0,12rem)_minmax(0,12rem)_minmax(0,12rem)_minmax(0,1fr)] lg:items-end"
      filters={
        <>
          <SelectField
            label="Order status"
            placeholder="All statuses"
            options={STATUS_OPTIONS}
            value={status ?? ''}
            onChange={(event) => setStatus(ORDER_STATUSES.find((value) => value === event.target.value))}
          />
          <SelectField
            label="Payment status"
            placeholder="All payments"
            options={PAYMENT_OPTIONS}
            value={payment ?? ''}
            onChange={(event) =>
              updateParams({ payment: PAYMENTS.find((known) => known === event.target.value), page: undefined })
            }
          />
          <SelectField
            label="Sent to sellers"
            placeholder="All orders"
            options={SENDING_OPTIONS}
            value={forwarding ?? ''}
            onChange={(event) =>
              updateParams({ forwarding: event.target.value === 'waiting' ? 'waiting' : undefined, page: undefined })
            }
          />
          <SearchBox
            className="sm:col-span-3 lg:col-span-1"
            label="Search orders"
            placeholder="Order number, customer name or e-mail"
            value={search}
            onSearch={setSearch}
          />
        </>
      }
      query={orders}
      loading="Loading orders…"
      errorTitle="Failed to load orders."
      empty={{ icon: <ShoppingBag className="size-8" />, title: 'No orders found.' }}
      isFiltered={Boolean(status || payment || forwarding || search)}
      onClearFilters={() =>
        updateParams({
          status: undefined,
          payment: undefined,
          forwarding: undefined,
          search: undefined,
          page: undefined,
        })
      }
      onPageChange={setPage}
      itemLabel="orders"
      dialog={
        <ConfirmDialog
          {...hide.dialogProps}
          title={`Hide order #${hide.row?.orderNo ?? ''}?`}
          description="It disappears from the lists; the record is kept for accounts."
          confirmLabel="Hide"
          busyLabel="Hiding..."
        />
      }
    >
      {(rows, isRefreshing) => <AdminOrdersTable orders={rows} onDelete={hide.ask} isRefreshing={isRefreshing} />}
    </AdminListPage>
  )
}

import { nameWithVariant } from '@haat/shared/catalog/variant-label'
import { type ReactNode, useState } from 'react'
import { toast } from '../../../lib/toast'
import { ADMIN_CANCEL_REASONS } from '@haat/shared/orders/cancel-reasons'
import { useParams } from 'react-router'
import { PackageSearch } from 'lucide-react'
import { ORDER_STATUS_LABELS } from '@haat/shared/orders/order'
import { useCancelOrderLines } from '../../../api/orders/cancel-order-lines'
import { CancelLinesDialog } from '../../../components/cancel-lines-dialog'
import { Button } from '../../../components/ui/button'
import { isFullyRefunded, PAYMENT_METHOD_LABEL, PaymentStatusBadge } from '../../../components/ui/payment-status-badge'
import { PageHeader } from '../../../components/ui/page-header'
import { Spinner } from '../../../components/ui/spinner'
import { StatusPanel } from '../../../components/ui/status-panel'
import { isApiError } from '../../../lib/api-client'
import { formatDate, formatDateTime, formatPrice, pluralize } from '../../../lib/format'
import { useOrder } from '../../../api/orders/get-order'
import { useOrderVendors } from '../api/get-order-vendors'
import { useForwardToAllVendors } from '../api/forward-to-all-vendors'
import { CashCorrection } from '../components/cash-correction'
import { VendorLinesGroup } from '../components/vendor-lines-group'
import { groupLinesByVendor, sendBlockedReason } from '../lib/send-status'
import { LoadError } from '../../../components/query-boundary'

const BACK = { to: '/admin', label: 'Back to dashboard' }

function Card({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 id={id} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  )
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-stone-600">{term}</dt>
      <dd className="text-right font-medium break-all text-stone-900">{children}</dd>
    </div>
  )
}

/** /admin/order/:orderNo: the whole order, its lines by vendor with Send to Vendor (docs/spec.md §2, docs/decisions/016-forwarding-to-vendors.md). */
export function AdminOrderDetailPage() {
  const { orderNo: rawOrderNo = '' } = useParams()
  const orderNo = rawOrderNo.trim().toUpperCase()
  const order = useOrder(orderNo)
  const vendors = useOrderVendors(orderNo, order.isSuccess)
  const cancel = useCancelOrderLines(orderNo, 'admin')
  const sendAll = useForwardToAllVendors(orderNo)
  // The lines the cancel dialog opened with; null while it is closed.
  const [cancelling, setCancelling] = useState<string[] | null>(null)

  if (order.isPending) {
    return (
      <Layout title={`Order #${orderNo}`}>
        <Spinner label="Loading the order…" showLabel className="justify-center py-16" />
      </Layout>
    )
  }
  if (order.isError) {
    const notFound = isApiError(order.error) && (order.error.status === 404 || order.error.status === 400)
    return (
      <Layout title={`Order #${orderNo}`}>
        {notFound ? (
          <StatusPanel icon={<PackageSearch className="size-8" />} title="Order not found">
            <p>No order has the number {orderNo}.</p>
          </StatusPanel>
        ) : (
          <LoadError title="Failed to load the order." error={order.error} onRetry={() => void order.refetch()} />
        )}
      </Layout>
    )
  }

  const data = order.data
  const { shipping, payment } = data
  const groups = groupLinesByVendor(data.lines)
  const cancellable = data.lines.filter((l) => l.canCancel)
  // Sellers that can be sent their part now: Send to all sellers sends each of them theirs.
  const waitingVendors = (vendors.data?.data ?? []).filter(
    (vendor) => vendor.sendStatus === 'idle' && sendBlockedReason(data, vendor) === null,
  )
  const sendToAll = () =>
    sendAll.mutate(undefined, {
      onSuccess: () => toast.success(`Sent to ${pluralize(waitingVendors.length, 'seller')}`),
      onError: (error) => toast.error(isApiError(error) ? error.message : 'Could not send the order to its sellers'),
    })

  return (
    <Layout
      title={`Order #${data.orderNo}`}
      description={
        <>
          Placed on <time dateTime={data.createdAt}>{formatDate(data.createdAt)}</time> ·{' '}
          {ORDER_STATUS_LABELS[data.status]}
        </>
      }
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <section aria-labelledby="vendors-heading" className="space-y-4">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="vendors-heading" className="text-lg font-semibold text-stone-900">
                Products by vendor
              </h2>
              <div className="flex flex-wrap gap-2">
                {waitingVendors.length > 0 ? (
                  <Button size="sm" onClick={sendToAll} disabled={sendAll.isPending}>
                    {sendAll.isPending ? 'Sending…' : 'Send to all sellers'}
                  </Button>
                ) : null}
                {cancellable.length > 0 ? (
                  <Button variant="secondary" size="sm" onClick={() => setCancelling(cancellable.map((l) => l.id))}>
                    Cancel items
                  </Button>
                ) : null}
              </div>
            </div>
            {vendors.isError ? (
              <p role="alert" className="text-sm text-red-700">
                Could not check which vendors were already sent their order.{' '}
                <button type="button" className="font-medium underline" onClick={() => void vendors.refetch()}>
                  Try again
                </button>
              </p>
            ) : null}
            {groups.map((group) => {
              const vendor = vendors.data?.data.find((row) => row.vendorId === group.vendorId)
              return (
                <VendorLinesGroup
                  key={group.vendorId}
                  orderNo={data.orderNo}
                  group={group}
                  vendor={vendor}
                  isChecking={vendors.isPending && vendors.fetchStatus !== 'idle'}
                  blockedReason={sendBlockedReason(data, vendor)}
                  onCancelLine={(id) => setCancelling([id])}
                  documents={data.shipments.find((s) => s.vendor.id === group.vendorId)?.documents ?? []}
                  delivery={data.shipments.find((s) => s.vendor.id === group.vendorId)?.delivery ?? null}
                />
              )
            })}
          </section>

          <Card id="history-heading" title="Tracking history">
            {data.events.length === 0 ? (
              <p className="text-sm text-stone-600">Nothing recorded yet.</p>
            ) : (
              <ol aria-label="Tracking history" className="space-y-3 border-l-2 border-stone-200 pl-4 text-sm">
                {data.events.map((event, index) => (
                  <li key={`${event.at}-${index}`}>
                    <p className="font-medium text-stone-900">{event.status}</p>
                    {event.note ? <p className="text-stone-600">{event.note}</p> : null}
                    <time dateTime={event.at} className="text-xs text-stone-500">
                      {formatDateTime(event.at)}
                    </time>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>

        <div className="space-y-6">
          <Card id="customer-heading" title="Customer">
            <dl className="space-y-2 text-sm">
              <Row term="Name">{shipping.name}</Row>
              {/* Empty once the customer's personal data was erased (DPDP Act): say so rather than link nowhere. */}
              <Row term="E-mail">
                {shipping.email ? (
                  <a href={`mailto:${shipping.email}`} className="hover:underline">
                    {shipping.email}
                  </a>
                ) : (
                  <span className="font-normal text-stone-500">Erased</span>
                )}
              </Row>
              <Row term="Phone">
                {shipping.phone ? (
                  <a href={`tel:${shipping.phone}`} className="hover:underline">
                    {shipping.phone}
                  </a>
                ) : (
                  <span className="font-normal text-stone-500">Erased</span>
                )}
              </Row>
            </dl>
          </Card>

          <Card id="address-heading" title="Delivery address">
            <address className="text-sm leading-6 text-stone-700 not-italic">
              <span className="block break-words">{shipping.street}</span>
              <span className="block">
                {shipping.city}, {shipping.state} {shipping.pin}
              </span>
              <span className="block">{shipping.country}</span>
            </address>
            {shipping.notes ? <p className="mt-2 text-sm text-stone-600">Notes: {shipping.notes}</p> : null}
          </Card>

          <Card id="payment-heading" title="Payment">
            <dl className="space-y-2 text-sm">
              <Row term="Method">{PAYMENT_METHOD_LABEL[payment.method]}</Row>
              <div className="flex items-center justify-between gap-3">
                <dt className="text-stone-600">Status</dt>
                <dd>
                  <PaymentStatusBadge
                    status={payment.status}
                    method={payment.method}
                    fullyRefunded={isFullyRefunded(payment)}
                  />
                </dd>
              </div>
              {payment.paidAt ? <Row term="Paid on">{formatDate(payment.paidAt)}</Row> : null}
              {payment.refundedPaise > 0 ? <Row term="Refunded">{formatPrice(payment.refundedPaise)}</Row> : null}
            </dl>
            {payment.method === 'cod' && data.status !== 'cancelled' ? (
              <CashCorrection orderNo={data.orderNo} collected={payment.status === 'confirmed'} />
            ) : null}
          </Card>

          <Card id="summary-heading" title="Order summary">
            <dl aria-label="Order summary" className="space-y-1.5 text-sm">
              <Row term="Subtotal">{formatPrice(data.subtotalPaise)}</Row>
              <Row term="Shipping">{formatPrice(data.shippingPaise)}</Row>
              <Row term="Tax">{formatPrice(data.taxPaise)}</Row>
              {data.discountPaise > 0 ? (
                <Row term={`Coupon ${data.couponCode ?? ''} (paid by Haat)`}>−{formatPrice(data.discountPaise)}</Row>
              ) : null}
              <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
                <dt>Total</dt>
                <dd>{formatPrice(data.totalPaise)}</dd>
              </div>
            </dl>
          </Card>
        </div>
      </div>
      <CancelLinesDialog
        open={cancelling !== null}
        lines={cancellable
          .filter((l) => cancelling?.includes(l.id))
          .map((l) => ({
            id: l.id,
            label: `${l.quantity} × ${nameWithVariant(l.name, l)} · ${l.vendor.businessName}`,
          }))}
        reasons={ADMIN_CANCEL_REASONS}
        isBusy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={async (choice) => {
          await cancel.mutateAsync(choice)
          setCancelling(null)
          void vendors.refetch()
          toast.success('Items cancelled', { description: 'The customer and the sellers have been told.' })
        }}
      />
    </Layout>
  )
}

function Layout({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:py-8">
      <PageHeader title={title} description={description} back={BACK} />
      {children}
    </div>
  )
}

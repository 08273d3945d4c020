import { type ReactNode, useState } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useParams } from 'react-router'
import { CheckCircle2, PackageCheck, Printer, SearchX } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { nameWithVariant, variantLabel } from '@haat/shared/catalog/variant-label'
import { SELLER_CANCEL_REASONS } from '@haat/shared/orders/cancel-reasons'
import type { VendorOrderDetail, VendorOrderTarget } from '@haat/shared/orders/vendor-order'
import { TaxDocumentLinks } from '../../../components/tax-document-links'
import { CancelLinesDialog } from '../../../components/cancel-lines-dialog'
import { CancelLineButton, LineCancellationNote } from '../../../components/line-cancellation'
import { cn } from '../../../lib/cn'
import { useCancelVendorOrderLines } from '../api/cancel-vendor-order-lines'
import { Button, buttonClasses } from '../../../components/ui/button'
import { PageHeader } from '../../../components/ui/page-header'
import { Spinner } from '../../../components/ui/spinner'
import { StatusPanel } from '../../../components/ui/status-panel'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import { formatDate, formatDateTime, formatDay, formatPrice } from '../../../lib/format'
import { useOrder } from '../api/get-order'
import { packingSlipUrl, useCorrectShipment } from '../api/correct-shipment'
import { Badge } from '../../../components/ui/badge'
import { ConfirmDialog } from '../../../components/ui/confirm-dialog'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { Dialog } from '../../../components/ui/dialog'
import { useUpdateOrderStatus } from '../api/update-order-status'
import { ShipOrderForm, type ShipOrderValues } from '../../../components/ship-order-form'
import { VendorOrderStatusBadge, vendorOrderStatusLabel } from '../../../components/ui/vendor-order-status-badge'
import { useVendorArea } from '../hooks/use-vendor-area'
import { LoadError } from '../../../components/query-boundary'
import { useTranslateText } from '../../../lib/use-translate-text'
import { noteAboutTheCustomer } from '@haat/shared/orders/tracking-notes'

const DONE: Record<VendorOrderTarget, MessageDescriptor> = {
  processing: msg`Order marked as processing`,
  shipped: msg`Order shipped`,
  delivered: msg`Order marked as delivered`,
}

/** /vendor/orders/:orderId: the vendor's lines of one order, where to send them, and the next step. */
export function VendorOrderDetailPage() {
  const { t, i18n } = useLingui()
  // Events are stored in English (packages/shared/src/orders/tracking-notes.ts).
  const translate = useTranslateText()
  const { orderId = '' } = useParams()
  const { vendor } = useVendorArea()
  const order = useOrder(vendor.id, orderId)
  const updateStatus = useUpdateOrderStatus(vendor.id)
  const cancel = useCancelVendorOrderLines(vendor.id, orderId)
  // The lines the cancel dialog opened with; null while it is closed.
  const [cancelling, setCancelling] = useState<string[] | null>(null)

  async function moveTo(status: VendorOrderTarget, extra?: ShipOrderValues | { cashCollected: boolean }) {
    try {
      await updateStatus.mutateAsync({ id: orderId, body: { status, ...extra } })
      toast.success(t(DONE[status]))
    } catch (error) {
      if (isApiError(error) && error.status === 409) void order.refetch()
      toast.error(t`Could not update the order`, { description: errorMessage(error, t`Please try again.`) })
      throw error
    }
  }

  if (order.isPending) {
    return (
      <Shell>
        <Spinner label={t`Loading the order…`} showLabel className="justify-center py-16" />
      </Shell>
    )
  }
  if (order.isError) {
    const notFound = isApiError(order.error) && order.error.status === 404
    return (
      <Shell>
        {notFound ? (
          <StatusPanel
            as="h1"
            icon={<SearchX className="size-8" />}
            title={t`Order not found`}
            action={
              <Link to="/vendor/orders" className={buttonClasses({ variant: 'secondary' })}>
                <Trans>Back to orders</Trans>
              </Link>
            }
          >
            <p>
              <Trans>It may have been hidden, or it belongs to another shop.</Trans>
            </p>
          </StatusPanel>
        ) : (
          <LoadError
            as="h1"
            title={t`Could not load the order`}
            error={order.error}
            onRetry={() => void order.refetch()}
          />
        )}
      </Shell>
    )
  }

  const detail = order.data
  const isBusy = updateStatus.isPending
  const cancellable = detail.lines.filter((l) => l.canCancel)
  const orderNo = detail.orderNo
  const placed = formatDate(detail.createdAt, i18n)
  const promised = detail.promisedBy ? formatDay(detail.promisedBy, i18n) : ''
  const itemCount = detail.itemCount
  const sellerCouponCode = detail.sellerCoupon?.code ?? ''
  const cashToCollect = detail.payment.cashToCollectPaise
  const cash = cashToCollect === null ? '' : formatPrice(cashToCollect)

  return (
    <Shell>
      <PageHeader
        title={t`Order ${orderNo}`}
        back={{ to: '/vendor/orders', label: t`Back to orders` }}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Trans>Placed {placed}</Trans>
            {promised && !detail.deliveredAt ? (
              <span className="font-medium text-stone-900">
                <Trans>Promised to the customer by {promised}</Trans>
              </span>
            ) : null}
            <VendorOrderStatusBadge status={detail.status} />
            {cashToCollect === null ? (
              <Badge tone="green">
                <Trans>Prepaid</Trans>
              </Badge>
            ) : (
              <Badge tone="yellow">
                <Trans>Cash on delivery: collect {cash}</Trans>
              </Badge>
            )}
          </span>
        }
      />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <Card title={t`Items`}>
            <ul className="divide-y divide-stone-100">
              {detail.lines.map((line) => {
                const { sku } = line
                const variant = variantLabel(line)
                return (
                  <li key={line.id} className="flex flex-wrap justify-between gap-3 py-3 text-sm">
                    <div className="min-w-0">
                      <p className="font-semibold text-stone-900">{line.name}</p>
                      <p className="text-stone-600">
                        <Trans>SKU {sku}</Trans>
                        {variant ? ` · ${variant}` : ''}
                      </p>
                      <p className="text-stone-600">
                        {formatPrice(line.unitPricePaise)} × {line.quantity}
                      </p>
                    </div>
                    <p
                      className={cn(
                        'font-medium whitespace-nowrap text-stone-900',
                        line.cancellation && 'text-stone-500 line-through',
                      )}
                    >
                      {formatPrice(line.lineTotalPaise)}
                    </p>
                    {line.cancellation ? (
                      <div className="w-full">
                        <LineCancellationNote cancellation={line.cancellation} viewer="vendor" />
                      </div>
                    ) : line.canCancel ? (
                      <div className="w-full">
                        <CancelLineButton name={line.name} onClick={() => setCancelling([line.id])} />
                      </div>
                    ) : null}
                  </li>
                )
              })}
            </ul>
            <dl className="mt-2 space-y-1 border-t border-stone-200 pt-3 text-sm">
              <div className="flex justify-between">
                <dt className="text-stone-600">
                  <Trans>Items</Trans>
                </dt>
                <dd>{t`${plural(itemCount, { one: '# item', other: '# items' })}`}</dd>
              </div>
              {detail.deliveryFeePaise > 0 ? (
                <div className="flex justify-between">
                  <dt className="text-stone-600">
                    <Trans>Delivery charges</Trans>
                  </dt>
                  <dd>{formatPrice(detail.deliveryFeePaise)}</dd>
                </div>
              ) : null}
              {detail.sellerCoupon ? (
                <div className="flex justify-between">
                  <dt className="text-stone-600">
                    <Trans>Your coupon {sellerCouponCode}</Trans>
                  </dt>
                  <dd className="text-green-700">−{formatPrice(detail.sellerCoupon.discountPaise)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between text-base font-semibold text-stone-900">
                <dt>
                  <Trans>Total</Trans>
                </dt>
                <dd>{formatPrice(detail.totalPaise)}</dd>
              </div>
            </dl>
          </Card>

          <Card title={t`Status history`}>
            {detail.history.length === 0 ? (
              <p className="text-sm text-stone-600">
                <Trans>No updates yet.</Trans>
              </p>
            ) : (
              <ol className="space-y-3">
                {detail.history.map((event, index) => (
                  <li key={`${event.at}-${index}`} className="flex gap-3 text-sm">
                    <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <div>
                      <p className="font-medium text-stone-900">
                        {translate(vendorOrderStatusLabel(event.status, i18n))}
                      </p>
                      <p className="text-stone-500">
                        <time dateTime={event.at}>{formatDateTime(event.at, i18n)}</time>
                      </p>
                      {event.note ? (
                        <p className="text-stone-600">{translate(noteAboutTheCustomer(event.note))}</p>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </div>

        <div className="space-y-6">
          <Card title={t`Next step`}>
            <NextStep detail={detail} isBusy={isBusy} onMove={moveTo} />
            {detail.status !== 'cancelled' && detail.status !== 'delivered' ? (
              <a
                href={packingSlipUrl(detail.id)}
                target="_blank"
                rel="noopener"
                className={cn(buttonClasses({ variant: 'secondary' }), 'mt-3 w-full')}
              >
                <Printer aria-hidden="true" className="size-4" />
                <Trans>Print packing slip</Trans>
              </a>
            ) : null}
            {cancellable.length > 0 ? (
              <Button
                variant="secondary"
                className="mt-3 w-full"
                onClick={() => setCancelling(cancellable.map((l) => l.id))}
              >
                <Trans>Cancel items</Trans>
              </Button>
            ) : null}
          </Card>

          <Card title={t`Customer`}>
            <dl className="space-y-3 text-sm">
              <div>
                <dt className="text-stone-500">
                  <Trans>Name</Trans>
                </dt>
                <dd className="font-medium text-stone-900">{detail.customer.name}</dd>
              </div>
              <div>
                <dt className="text-stone-500">
                  <Trans>Phone</Trans>
                </dt>
                <dd>
                  <a href={`tel:${detail.customer.phone}`} className="text-brand-800 hover:underline">
                    {detail.customer.phone}
                  </a>
                </dd>
              </div>
              <div>
                <dt className="text-stone-500">
                  <Trans>Shipping address</Trans>
                </dt>
                <dd>
                  <address className="text-stone-900 not-italic">
                    {detail.customer.address.street}
                    <br />
                    {detail.customer.address.city}, {detail.customer.address.state} {detail.customer.address.pin}
                    <br />
                    {detail.customer.address.country}
                  </address>
                </dd>
              </div>
              {detail.customer.notes ? (
                <div>
                  <dt className="text-stone-500">
                    <Trans>Notes</Trans>
                  </dt>
                  <dd className="text-stone-900">{detail.customer.notes}</dd>
                </div>
              ) : null}
            </dl>
          </Card>
        </div>
      </div>
      <CancelLinesDialog
        open={cancelling !== null}
        lines={cancellable
          .filter((l) => cancelling?.includes(l.id))
          .map((l) => ({ id: l.id, label: `${l.quantity} × ${nameWithVariant(l.name, l)}` }))}
        reasons={SELLER_CANCEL_REASONS}
        isBusy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={async (choice) => {
          await cancel.mutateAsync(choice)
          setCancelling(null)
          toast.success(t`Items cancelled`, { description: t`The customer has been told.` })
        }}
      />
    </Shell>
  )
}

function NextStep({
  detail,
  isBusy,
  onMove,
}: {
  detail: VendorOrderDetail
  isBusy: boolean
  onMove: (status: VendorOrderTarget, extra?: ShipOrderValues | { cashCollected: boolean }) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const [delivering, setDelivering] = useState(false)
  // Errors are already shown as toasts; a button press has nothing more to do with them.
  const press = (status: VendorOrderTarget) => () => void onMove(status).catch(() => undefined)

  switch (detail.status) {
    case 'pending':
      return (
        <Button onClick={press('processing')} disabled={isBusy}>
          {isBusy ? t`Saving...` : t`Mark as Processing`}
        </Button>
      )
    case 'processing':
      return <ShipOrderForm isBusy={isBusy} onShip={(values) => onMove('shipped', values)} />
    case 'shipped':
      return (
        <div className="space-y-4">
          <Shipment detail={detail} correctable />
          <Button onClick={() => setDelivering(true)} disabled={isBusy}>
            <PackageCheck aria-hidden="true" className="size-4" />
            {t`Mark as Delivered`}
          </Button>
          <DeliverDialog
            open={delivering}
            cashToCollectPaise={detail.payment.cashToCollectPaise}
            isBusy={isBusy}
            onCancel={() => setDelivering(false)}
            onConfirm={(cashCollected) =>
              onMove('delivered', cashCollected ? { cashCollected } : undefined).then(
                () => setDelivering(false),
                () => undefined,
              )
            }
          />
        </div>
      )
    case 'delivered': {
      const deliveredOn = detail.deliveredAt ? formatDate(detail.deliveredAt, i18n) : null
      return (
        <div className="space-y-2 text-sm text-stone-700">
          <p>
            {deliveredOn ? (
              <Trans>Delivered on {deliveredOn}. Nothing more to do.</Trans>
            ) : (
              <Trans>Delivered. Nothing more to do.</Trans>
            )}
          </p>
          <DeliveryConfirmationNote delivery={detail.delivery} />
          <Shipment detail={detail} />
        </div>
      )
    }
    default:
      return (
        <div className="space-y-2 text-sm text-stone-700">
          <p>
            <Trans>This order was cancelled. Nothing more to do.</Trans>
          </p>
          <TaxDocumentLinks orderNo={detail.orderNo} documents={detail.documents} />
        </div>
      )
  }
}

/**
 * "Mark as delivered?": the return window starts and the sale becomes payable, so it asks first;
 * for cash on delivery, also that the courier collected the cash (the server refuses without it).
 */
function DeliverDialog({
  open,
  cashToCollectPaise,
  isBusy,
  onCancel,
  onConfirm,
}: {
  open: boolean
  cashToCollectPaise: number | null
  isBusy: boolean
  onCancel: () => void
  onConfirm: (cashCollected: boolean) => void
}) {
  const { t } = useLingui()
  const [collected, setCollected] = useState(false)
  const [missing, setMissing] = useState(false)
  const amount = cashToCollectPaise === null ? '' : formatPrice(cashToCollectPaise)
  return (
    <ConfirmDialog
      open={open}
      tone="primary"
      title={t`Mark as delivered?`}
      description={t`Only once the courier has handed the parcel to the customer. The customer's return window starts now.`}
      confirmLabel={t`Mark as Delivered`}
      busyLabel={t`Saving...`}
      isBusy={isBusy}
      onCancel={() => {
        setMissing(false)
        onCancel()
      }}
      onConfirm={() => {
        if (cashToCollectPaise !== null && !collected) {
          setMissing(true)
          return
        }
        onConfirm(collected)
      }}
    >
      {cashToCollectPaise !== null ? (
        <CheckboxField
          label={t`The courier collected ${amount} in cash from the customer`}
          checked={collected}
          onChange={(event) => {
            setCollected(event.currentTarget.checked)
            setMissing(false)
          }}
          error={missing ? t`Confirm the cash collected first.` : undefined}
        />
      ) : null}
    </ConfirmDialog>
  )
}

/**
 * What became of the seller's Delivered (docs/decisions/043-delivery-confirmation.md): the payout
 * and the customer's return window wait until the customer, Haat or the holding period confirms it.
 */
function DeliveryConfirmationNote({ delivery }: { delivery: VendorOrderDetail['delivery'] }) {
  const { i18n } = useLingui()
  if (!delivery) return null
  if (delivery.state === 'disputed') {
    return (
      <p className="rounded-lg bg-red-50 p-3 text-red-900">
        <Trans>
          The customer says these items have not arrived. Haat is looking into it: please keep the courier’s proof of
          delivery. The payout waits until the delivery is confirmed.
        </Trans>
      </p>
    )
  }
  if (delivery.state === 'reported') {
    const confirmsOn = delivery.confirmsAt ? formatDate(delivery.confirmsAt, i18n) : ''
    return (
      <p>
        <Trans>
          Waiting for the customer to confirm. Unless they say it has not arrived, it counts as delivered on{' '}
          {confirmsOn}; the return window and your payout start from then.
        </Trans>
      </p>
    )
  }
  const confirmedOn = delivery.confirmedAt ? formatDate(delivery.confirmedAt, i18n) : ''
  return (
    <p className="flex items-center gap-1.5 text-green-800">
      <CheckCircle2 aria-hidden="true" className="size-4 shrink-0" />
      {delivery.by === 'customer' ? (
        <Trans>The customer confirmed receiving it on {confirmedOn}.</Trans>
      ) : delivery.by === 'holding_period' ? (
        <Trans>Confirmed on {confirmedOn}: the customer did not report a problem.</Trans>
      ) : (
        <Trans>Delivery confirmed on {confirmedOn}.</Trans>
      )}
    </p>
  )
}

function Shipment({ detail, correctable = false }: { detail: VendorOrderDetail; correctable?: boolean }) {
  const { t, i18n } = useLingui()
  const { vendor } = useVendorArea()
  const correct = useCorrectShipment(vendor.id)
  const [correcting, setCorrecting] = useState(false)
  if (!detail.courierName && !detail.trackingNumber) return null
  return (
    <>
      <dl className="space-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-stone-500">
            <Trans>Courier:</Trans>
          </dt>
          <dd className="text-stone-900">{detail.courierName}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-stone-500">
            <Trans>Tracking number:</Trans>
          </dt>
          <dd className="text-stone-900">{detail.trackingNumber}</dd>
        </div>
        {detail.shippedAt ? (
          <div className="flex gap-2">
            <dt className="text-stone-500">
              <Trans>Shipped:</Trans>
            </dt>
            <dd className="text-stone-900">{formatDate(detail.shippedAt, i18n)}</dd>
          </div>
        ) : null}
      </dl>
      {correctable ? (
        <>
          <Button variant="secondary" size="sm" onClick={() => setCorrecting(true)}>
            <Trans>Correct tracking number</Trans>
          </Button>
          <Dialog
            open={correcting}
            title={t`Correct tracking number`}
            description={t`Until delivery; the customer's tracking shows the new one.`}
            dismissible={!correct.isPending}
            onClose={() => setCorrecting(false)}
            footer={
              <Button variant="secondary" onClick={() => setCorrecting(false)} disabled={correct.isPending}>
                <Trans>Cancel</Trans>
              </Button>
            }
          >
            <ShipOrderForm
              isBusy={correct.isPending}
              initial={{ courierName: detail.courierName ?? '', trackingNumber: detail.trackingNumber ?? '' }}
              words={{ form: t`Correct tracking number`, submit: t`Save tracking number`, busy: t`Saving...` }}
              onShip={async (body) => {
                try {
                  await correct.mutateAsync({ id: detail.id, body })
                } catch (error) {
                  toast.error(t`Could not correct the tracking number`, {
                    description: errorMessage(error, t`Please try again.`),
                  })
                  throw error
                }
                setCorrecting(false)
                toast.success(t`Tracking number corrected`, { description: t`The customer sees the new one.` })
              }}
            />
          </Dialog>
        </>
      ) : null}
      <TaxDocumentLinks orderNo={detail.orderNo} documents={detail.documents} />
    </>
  )
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl border border-stone-200 bg-white p-5">
      <h2 className="mb-3 text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </section>
  )
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:py-8">{children}</div>
}

import { nameWithVariant } from '@haat/shared/catalog/variant-label'
import { useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CUSTOMER_CANCEL_REASONS } from '@haat/shared/orders/cancel-reasons'
import type { Order, OrderLine } from '@haat/shared/orders/order'
import { useCancelOrderLines } from '../../../api/orders/cancel-order-lines'
import { CancelLinesDialog } from '../../../components/cancel-lines-dialog'
import { Button } from '../../../components/ui/button'
import { FormAlert } from '../../../components/ui/form-alert'
import { formatDate, formatPrice } from '../../../lib/format'
import { OrderStatusBadge } from '../../../components/ui/order-status-badge'
import {
  isFullyRefunded,
  PAYMENT_METHOD_MESSAGES,
  PaymentStatusBadge,
} from '../../../components/ui/payment-status-badge'
import { useRequestReturn } from '../../../api/orders/request-return'
import { ReturnDetails } from '../../../components/return-details'
import { RefundList } from './refund-list'
import { ReturnDialog } from './return-dialog'
import { ShipmentCard } from './shipment-card'
import { TrackingStepper } from './tracking-stepper'

interface OrderDetailsProps {
  order: Order
  /** Why the order is not paid yet, after a closed or failed payment window. */
  paymentNote?: string | null
  /** Retries the online payment (the sandbox page or Razorpay's window). */
  onRetryPayment: () => Promise<void>
  /** Open the cancel dialog at once (the Orders tab's Cancel order). */
  openCancel?: boolean
}

/** /orders/{orderNo}: the order, where it is, and a retry when it is not paid yet. */
export function OrderDetails({ order, paymentNote, onRetryPayment, openCancel = false }: OrderDetailsProps) {
  const [isRetrying, setIsRetrying] = useState(false)
  const busy = useRef(false)
  // The lines the cancel dialog opened with; null while it is closed.
  const [cancelling, setCancelling] = useState<string[] | null>(() =>
    openCancel && order.viewer === 'customer' && order.canCancel
      ? order.lines.filter((l) => l.canCancel).map((l) => l.id)
      : null,
  )
  const cancel = useCancelOrderLines(order.orderNo, 'customer')
  const [returning, setReturning] = useState(false)
  const requestReturn = useRequestReturn(order.orderNo)
  const { t, i18n } = useLingui()

  async function retry() {
    if (busy.current) return
    busy.current = true
    setIsRetrying(true)
    try {
      await onRetryPayment()
    } finally {
      busy.current = false
      setIsRetrying(false)
    }
  }

  const canRetry = order.payment.canPay && order.viewer === 'customer'
  const { shipping } = order
  const couponCode = order.couponCode ?? ''
  const canCancel = order.viewer === 'customer' && order.canCancel
  const cancellable = order.lines.filter((l) => l.canCancel)
  const orderNo = order.orderNo
  const placedOn = formatDate(order.createdAt, i18n)
  const notes = shipping.notes

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-stone-900 sm:text-3xl">
            <Trans>Order #{orderNo}</Trans>
          </h1>
          <p className="mt-1 text-sm text-stone-600">
            <Trans>
              Placed on <time dateTime={order.createdAt}>{placedOn}</time>
            </Trans>
          </p>
        </div>
        <OrderStatusBadge status={order.status} payment={order.payment} />
      </div>

      {paymentNote && order.payment.status !== 'confirmed' ? <FormAlert tone="error">{paymentNote}</FormAlert> : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="space-y-6">
          <section aria-labelledby="tracking-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="tracking-heading" className="mb-4 text-lg font-semibold text-stone-900">
              <Trans>Tracking</Trans>
            </h2>
            <TrackingStepper steps={order.trackingSteps} current={order.trackingStatus} />
          </section>

          <section aria-labelledby="items-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="items-heading" className="text-lg font-semibold text-stone-900">
                <Trans>Items</Trans>
              </h2>
              <div className="flex flex-wrap gap-2">
                {order.viewer === 'customer' && order.canReturn ? (
                  <Button variant="secondary" size="sm" onClick={() => setReturning(true)}>
                    <Trans>Return items</Trans>
                  </Button>
                ) : null}
                {canCancel ? (
                  <Button variant="secondary" size="sm" onClick={() => setCancelling(cancellable.map((l) => l.id))}>
                    <Trans>Cancel order</Trans>
                  </Button>
                ) : null}
              </div>
            </div>
            {requestReturn.isSuccess ? (
              <p role="status" className="mt-2 text-sm text-green-800">
                <Trans>Return requested. We have e-mailed you the details.</Trans>
              </p>
            ) : null}
            {cancel.isSuccess ? (
              <p role="status" className="mt-2 text-sm text-green-800">
                <Trans>Cancelled. We have e-mailed you the details.</Trans>
              </p>
            ) : null}
            {order.shipments.map((shipment) => (
              <ShipmentCard
                key={shipment.vendor.id}
                orderNo={order.orderNo}
                shipment={shipment}
                lines={order.lines.filter((l) => shipment.lineIds.includes(l.id))}
                viewer={order.viewer}
                onCancelLine={canCancel ? (id) => setCancelling([id]) : undefined}
              />
            ))}
            <dl className="mt-2 space-y-1.5 border-t border-stone-200 pt-3 text-sm">
              <div className="flex justify-between">
                <dt className="text-stone-600">
                  <Trans>Subtotal</Trans>
                </dt>
                <dd>{formatPrice(order.subtotalPaise)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-stone-600">
                  <Trans>Shipping</Trans>
                </dt>
                <dd>{formatPrice(order.shippingPaise)}</dd>
              </div>
              <div className="flex justify-between">
                <dt className="text-stone-600">
                  <Trans>Tax</Trans>
                </dt>
                <dd>{formatPrice(order.taxPaise)}</dd>
              </div>
              {order.discountPaise > 0 ? (
                <div className="flex justify-between text-emerald-800">
                  <dt>{order.couponCode ? <Trans>Coupon {couponCode}</Trans> : <Trans>Discount</Trans>}</dt>
                  <dd>−{formatPrice(order.discountPaise)}</dd>
                </div>
              ) : null}
              <div className="flex justify-between text-base font-semibold">
                <dt>
                  <Trans>Total</Trans>
                </dt>
                <dd>{formatPrice(order.totalPaise)}</dd>
              </div>
              {order.payment.refundedPaise > 0 ? (
                <>
                  <div className="flex justify-between text-emerald-800">
                    <dt>
                      <Trans>Refunded</Trans>
                    </dt>
                    <dd>−{formatPrice(order.payment.refundedPaise)}</dd>
                  </div>
                  <div className="flex justify-between font-semibold">
                    <dt>
                      <Trans>Net paid</Trans>
                    </dt>
                    <dd>{formatPrice(order.payment.capturedPaise - order.payment.refundedPaise)}</dd>
                  </div>
                </>
              ) : null}
            </dl>
          </section>

          {order.returns.length > 0 ? (
            <section aria-labelledby="returns-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
              <h2 id="returns-heading" className="mb-3 text-lg font-semibold text-stone-900">
                <Trans>Returns</Trans>
              </h2>
              <ul className="space-y-4 divide-y divide-stone-100">
                {order.returns.map((ret) => (
                  <li key={ret.id} className="pt-4 first:pt-0">
                    <ReturnDetails ret={ret} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>

        <div className="space-y-6">
          <section aria-labelledby="payment-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="payment-heading" className="text-lg font-semibold text-stone-900">
              <Trans>Payment</Trans>
            </h2>
            <dl className="mt-3 space-y-2 text-sm">
              <div className="flex justify-between gap-3">
                <dt className="text-stone-600">
                  <Trans>Method</Trans>
                </dt>
                <dd className="font-medium text-stone-900">{t(PAYMENT_METHOD_MESSAGES[order.payment.method])}</dd>
              </div>
              <div className="flex items-center justify-between gap-3">
                <dt className="text-stone-600">
                  <Trans>Status</Trans>
                </dt>
                <dd>
                  <PaymentStatusBadge
                    status={order.payment.status}
                    method={order.payment.method}
                    fullyRefunded={isFullyRefunded(order.payment)}
                  />
                </dd>
              </div>
              {order.payment.paidAt ? (
                <div className="flex justify-between gap-3">
                  <dt className="text-stone-600">
                    <Trans>Paid on</Trans>
                  </dt>
                  <dd>{formatDate(order.payment.paidAt, i18n)}</dd>
                </div>
              ) : null}
            </dl>
            <RefundList refunds={order.refunds} />
            {canRetry ? (
              <Button className="mt-4 w-full" onClick={() => void retry()} disabled={isRetrying}>
                {isRetrying ? t`Redirecting...` : t`Retry payment`}
              </Button>
            ) : null}
          </section>

          <section aria-labelledby="address-heading" className="rounded-2xl border border-stone-200 bg-white p-5">
            <h2 id="address-heading" className="text-lg font-semibold text-stone-900">
              <Trans>Delivery address</Trans>
            </h2>
            <address className="mt-3 text-sm leading-6 text-stone-700 not-italic">
              <span className="block font-semibold text-stone-900">{shipping.name}</span>
              <span className="block break-words">{shipping.street}</span>
              <span className="block">
                {shipping.city}, {shipping.state} {shipping.pin}
              </span>
              <span className="block">{shipping.country}</span>
              <span className="block">{shipping.phone}</span>
              {shipping.email ? <span className="block break-all">{shipping.email}</span> : null}
            </address>
            {notes ? (
              <p className="mt-2 text-sm text-stone-600">
                <Trans>Notes: {notes}</Trans>
              </p>
            ) : null}
          </section>
        </div>
      </div>
      <CancelLinesDialog
        open={cancelling !== null}
        lines={cancellable.filter((l) => cancelling?.includes(l.id)).map((l) => ({ id: l.id, label: lineLabel(l) }))}
        reasons={CUSTOMER_CANCEL_REASONS}
        refundFor={refundFor(order)}
        isBusy={cancel.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={async (choice) => {
          await cancel.mutateAsync(choice)
          setCancelling(null)
        }}
      />
      {returning ? (
        <ReturnDialog
          order={order}
          isBusy={requestReturn.isPending}
          onClose={() => setReturning(false)}
          onSubmit={async (body) => {
            await requestReturn.mutateAsync(body)
            setReturning(false)
          }}
        />
      ) : null}
    </div>
  )
}

/**
 * What cancelling these lines refunds, as the server reckons it (after-sale/cancellation.service.ts):
 * what was paid for them, or all that is left of the payment when nothing would stand. Null when
 * nothing was paid online.
 */
function refundFor(order: Order): ((lineIds: string[]) => number) | undefined {
  if (order.payment.method !== 'razorpay' || order.payment.status !== 'confirmed') return undefined
  const left = order.payment.capturedPaise - order.payment.refundedPaise
  const standing = order.lines.filter((l) => !l.cancellation)
  return (lineIds) => {
    if (standing.every((l) => lineIds.includes(l.id))) return left
    const paid = order.lines.filter((l) => lineIds.includes(l.id)).reduce((sum, l) => sum + (l.paidPaise ?? 0), 0)
    return Math.min(left, paid)
  }
}

const lineLabel = (l: OrderLine) => `${l.quantity} × ${nameWithVariant(l.name, l)}`

import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { CircleCheck } from 'lucide-react'
import type { Order } from '@haat/shared/orders/order'
import { buttonClasses } from '../../../components/ui/button'
import { formatDate, formatPrice } from '../../../lib/format'
import { StepHeading } from './step-heading'

const METHOD_LABEL = { cod: msg`Cash on Delivery`, razorpay: msg`Pay Online` } as const

/** Step 4: the order's number, date, total and payment method, with where to go next. */
export function OrderConfirmation({ order }: { order: Order }) {
  const paid = order.payment.status === 'confirmed'
  const { t, i18n } = useLingui()
  return (
    <section
      aria-labelledby="confirmation-heading"
      className="rounded-2xl border border-green-200 bg-green-50 p-6 text-center"
    >
      <CircleCheck aria-hidden="true" className="mx-auto size-12 text-green-700" />
      <StepHeading id="confirmation-heading" className="mt-3 text-2xl font-bold text-stone-900">
        <Trans>Order Confirmed</Trans>
      </StepHeading>
      <p className="mt-1 text-sm text-stone-700">
        <Trans>Thank you for shopping with Haat. We&apos;ve e-mailed you the details.</Trans>
      </p>
      <dl className="mx-auto mt-6 grid max-w-md gap-3 rounded-xl bg-white p-4 text-left text-sm sm:grid-cols-2">
        <div>
          <dt className="text-stone-500">
            <Trans>Order number</Trans>
          </dt>
          <dd className="font-semibold text-stone-900">{order.orderNo}</dd>
        </div>
        <div>
          <dt className="text-stone-500">
            <Trans>Date</Trans>
          </dt>
          <dd className="font-semibold text-stone-900">{formatDate(order.createdAt, i18n)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">
            <Trans>Total</Trans>
          </dt>
          <dd className="font-semibold text-stone-900">{formatPrice(order.totalPaise)}</dd>
        </div>
        <div>
          <dt className="text-stone-500">
            <Trans>Payment method</Trans>
          </dt>
          <dd className="font-semibold text-stone-900">
            {t(METHOD_LABEL[order.payment.method])}
            {order.payment.method === 'razorpay' ? (
              <span className="font-normal"> ({paid ? t`Paid` : t`Not paid yet`})</span>
            ) : null}
          </dd>
        </div>
      </dl>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={`/orders/${encodeURIComponent(order.orderNo)}`} className={buttonClasses()}>
          <Trans>Track your order</Trans>
        </Link>
        <Link to="/products" className={buttonClasses({ variant: 'secondary' })}>
          <Trans>Continue shopping</Trans>
        </Link>
      </div>
    </section>
  )
}

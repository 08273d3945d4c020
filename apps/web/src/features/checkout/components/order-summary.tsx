import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { ImageSet } from '@haat/shared/catalog/product'
import { LineThumbnail } from '../../../components/ui/line-thumbnail'
import { formatPrice } from '../../../lib/format'

export interface SummaryLine {
  id: string
  name: string
  image: ImageSet | null
  quantity: number
  /** Options chosen ("Red, M"), if any. */
  options: string | null
  linePricePaise: number
}

interface OrderSummaryProps {
  lines: SummaryLine[]
  subtotalPaise: number
  shippingPaise: number
  taxPaise: number
  /** A coupon's discount and code (totalPaise is already net of it). */
  discountPaise?: number
  couponCode?: string | null
  totalPaise: number
  /** The terms and privacy notice, shown until the order is confirmed. */
  showTerms: boolean
  /** The coupon form, above the totals (checkout only). */
  coupon?: ReactNode
}

/** The checkout's side panel: every item, then subtotal, shipping, tax and total. */
export function OrderSummary({
  lines,
  subtotalPaise,
  shippingPaise,
  taxPaise,
  discountPaise = 0,
  couponCode = null,
  totalPaise,
  showTerms,
  coupon,
}: OrderSummaryProps) {
  const { t } = useLingui()
  const freePrice = formatPrice(0)
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id="order-summary-heading" className="text-lg font-semibold text-stone-900">
        <Trans>Order summary</Trans>
      </h2>
      <ul aria-label={t`Items in your order`} className="mt-4 max-h-80 divide-y divide-stone-100 overflow-y-auto pr-1">
        {lines.map((line) => {
          const quantity = line.quantity
          return (
            <li key={line.id} className="flex gap-3 py-3">
              <LineThumbnail image={line.image} />
              <div className="min-w-0 flex-1 text-sm">
                <p className="font-medium break-words text-stone-900">{line.name}</p>
                {line.options ? <p className="text-stone-500">{line.options}</p> : null}
                <p className="text-stone-600">
                  <Trans>Qty: {quantity}</Trans>
                </p>
              </div>
              <p className="text-sm font-semibold whitespace-nowrap text-stone-900">
                {formatPrice(line.linePricePaise)}
              </p>
            </li>
          )
        })}
      </ul>
      {coupon ? <div className="mt-4 border-t border-stone-200 pt-4">{coupon}</div> : null}
      <dl className="mt-4 space-y-2 border-t border-stone-200 pt-4 text-sm">
        <div className="flex justify-between">
          <dt className="text-stone-600">
            <Trans>Subtotal</Trans>
          </dt>
          <dd className="text-stone-900">{formatPrice(subtotalPaise)}</dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-600">
            <Trans>Shipping</Trans>
          </dt>
          <dd className="text-stone-900">
            {shippingPaise === 0 ? t`Free (${freePrice})` : formatPrice(shippingPaise)}
          </dd>
        </div>
        <div className="flex justify-between">
          <dt className="text-stone-600">
            <Trans>Tax</Trans>
          </dt>
          <dd className="text-stone-900">{formatPrice(taxPaise)}</dd>
        </div>
        {discountPaise > 0 ? (
          <div className="flex justify-between text-emerald-800">
            <dt>{couponCode ? <Trans>Coupon {couponCode}</Trans> : <Trans>Discount</Trans>}</dt>
            <dd>−{formatPrice(discountPaise)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between border-t border-stone-200 pt-2 text-base font-semibold">
          <dt className="text-stone-900">
            <Trans>Total</Trans>
          </dt>
          <dd className="text-stone-900">{formatPrice(totalPaise)}</dd>
        </div>
      </dl>
      {taxPaise === 0 ? (
        <p className="mt-2 text-xs text-stone-500">
          <Trans>Prices include GST.</Trans>
        </p>
      ) : null}
      {showTerms ? (
        <p className="mt-4 text-xs text-stone-600">
          <Trans>
            By placing your order, you agree to Haat&apos;s{' '}
            <Link to="/terms-of-service" className="font-medium text-brand-700 underline">
              Terms of Service
            </Link>{' '}
            and{' '}
            <Link to="/privacy-policy" className="font-medium text-brand-700 underline">
              Privacy Policy
            </Link>
            .
          </Trans>
        </p>
      ) : null}
    </section>
  )
}

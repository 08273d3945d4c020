import { Trans, useLingui } from '@lingui/react/macro'
import { type ReactNode, useId } from 'react'
import { useNavigate } from 'react-router'
import { ShieldCheck } from 'lucide-react'
import type { Cart } from '@haat/shared/cart/cart'
import type { CouponCheck } from '@haat/shared/coupons/coupon'
import { Button } from '../../../components/ui/button'
import { formatPrice } from '../../../lib/format'

/** Subtotal, shipping, tax, total and "Proceed to checkout" (disabled, with the reason, while a line cannot be bought). */
export function CartSummary({
  cart,
  isUpdating,
  applied = null,
  coupon = null,
}: {
  cart: Cart
  isUpdating: boolean
  /** The coupon applied and what it takes off (a signed-in customer's); the total shown is net of it. */
  applied?: CouponCheck | null
  /** The coupon form, above the totals. */
  coupon?: ReactNode
}) {
  const navigate = useNavigate()
  const reasonId = useId()
  const { t } = useLingui()
  const appliedCode = applied?.code ?? ''
  const freeFrom = cart.freeDeliveryFromPaise === null ? '' : formatPrice(cart.freeDeliveryFromPaise)
  const rows = [
    { label: t`Subtotal`, value: cart.subtotalPaise },
    { label: t`Shipping`, value: cart.shippingPaise },
    { label: t`Tax`, value: cart.taxPaise },
  ]

  return (
    <section
      aria-labelledby={`${reasonId}-title`}
      aria-busy={isUpdating}
      className="rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${reasonId}-title`} className="text-lg font-semibold text-stone-900">
        <Trans>Order summary</Trans>
      </h2>
      {coupon ? <div className="mt-4">{coupon}</div> : null}
      <dl className="mt-4 space-y-2 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-stone-600">{row.label}</dt>
            <dd className="font-medium text-stone-900">{formatPrice(row.value)}</dd>
          </div>
        ))}
        {applied ? (
          <div className="flex justify-between gap-4 text-emerald-800">
            <dt>
              <Trans>Coupon {appliedCode}</Trans>
            </dt>
            <dd className="font-medium">−{formatPrice(applied.discountPaise)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base">
          <dt className="font-semibold text-stone-900">
            <Trans>Total</Trans>
          </dt>
          <dd className="font-bold text-stone-900" data-testid="cart-total">
            {formatPrice(cart.totalPaise - (applied?.discountPaise ?? 0))}
          </dd>
        </div>
      </dl>
      <p className="mt-1 text-xs text-stone-500">
        {freeFrom ? (
          <Trans>Prices include GST. Shipping is free on orders of {freeFrom} or more.</Trans>
        ) : (
          <Trans>Prices include GST. Shipping is free.</Trans>
        )}
      </p>
      {isUpdating ? (
        <p role="status" className="mt-2 text-xs text-stone-500">
          <Trans>Updating prices…</Trans>
        </p>
      ) : null}

      <Button
        size="lg"
        className="mt-4 w-full"
        disabled={!cart.canCheckout}
        aria-describedby={cart.canCheckout ? undefined : reasonId}
        onClick={() => void navigate('/checkout')}
      >
        <Trans>Proceed to checkout</Trans>
      </Button>
      {cart.canCheckout ? (
        <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-stone-500">
          <ShieldCheck aria-hidden="true" className="size-4" />
          <Trans>Secure checkout: pay online or cash on delivery.</Trans>
        </p>
      ) : (
        <p id={reasonId} className="mt-3 text-sm text-amber-800">
          <Trans>Some items can&apos;t be bought as they are. Change or remove the marked items to continue.</Trans>
        </p>
      )}
    </section>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { Info, ShoppingCart } from 'lucide-react'
import { buttonClasses } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { StatusPanel } from '../../../components/ui/status-panel'
import type { CartView } from '../lib/cart-view'
import { CartLineItem } from './cart-line-item'
import { CartDeliverTo } from './cart-deliver-to'
import { useDeliveryPin } from '../../../api/delivery/delivery-pin'
import { useDeliveryEstimates } from '../../../api/delivery/get-delivery-estimates'
import { CartSummary } from './cart-summary'
import { CouponBox } from '../../../components/ui/coupon-box'
import { cartKeyOf, useAppliedCoupon } from '../../../api/cart/coupon'
import { LoadError } from '../../../components/query-boundary'

/** The cart's states: loading, error, empty, or its lines beside the summary. */
export function CartContents({ view, customerId = '' }: { view: CartView; customerId?: string }) {
  const { cart } = view
  const { t } = useLingui()
  // A signed-in customer's coupon, judged on this cart (checkout shows the same one).
  const coupon = useAppliedCoupon(customerId, cartKeyOf(cart))
  const { pin, remember } = useDeliveryPin()
  const estimates = useDeliveryEstimates(cart?.lines.map((line) => line.product.id) ?? [], pin)
  const answered = estimates.data?.pin === pin ? estimates.data : undefined
  const promises = new Map(answered?.products.map((promise) => [promise.productId, promise]))

  if (view.status === 'pending' || (view.status === 'success' && !cart)) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label={t`Loading your cart…`} showLabel />
      </div>
    )
  }
  if (view.status === 'error' || !cart) {
    return <LoadError title={t`We couldn't load your cart.`} error={view.error} onRetry={view.retry} />
  }

  const notices =
    cart.notices.length > 0 ? (
      <ul role="status" aria-label={t`Cart notices`} className="mb-4 space-y-2">
        {cart.notices.map((notice) => (
          <li
            key={notice}
            className="flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-900"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {notice}
          </li>
        ))}
      </ul>
    ) : null

  if (cart.lines.length === 0) {
    return (
      <>
        {notices}
        <StatusPanel
          icon={<ShoppingCart className="size-8" />}
          title={t`Your cart is empty`}
          action={
            <Link to="/products" className={buttonClasses()}>
              <Trans>Continue shopping</Trans>
            </Link>
          }
        >
          <p>
            <Trans>Find something you like and tap Add to Cart.</Trans>
          </p>
        </StatusPanel>
      </>
    )
  }

  return (
    <>
      {notices}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <section aria-labelledby="cart-items-title">
          <CartDeliverTo
            pin={pin}
            onCheck={remember}
            estimates={estimates}
            blockedCount={cart.lines.filter((line) => promises.get(line.product.id)?.deliverable === false).length}
          />
          <h2 id="cart-items-title" className="sr-only">
            <Trans>Items in your cart</Trans>
          </h2>
          <ul className="space-y-3">
            {cart.lines.map((line) => (
              <CartLineItem
                key={line.id}
                line={line}
                quantity={view.quantityOf(line)}
                onQuantityChange={(quantity) => view.setQuantity(line, quantity)}
                onRemove={() => view.remove(line)}
                {...(view.acceptPrice ? { onAcceptPrice: () => view.acceptPrice?.(line) } : {})}
                isBusy={view.isLineBusy(line)}
                delivery={promises.get(line.product.id)}
                pin={pin}
              />
            ))}
          </ul>
        </section>
        <div className="lg:sticky lg:top-32">
          <CartSummary
            cart={cart}
            isUpdating={view.isUpdating}
            applied={coupon.applied}
            coupon={
              customerId ? (
                <CouponBox
                  applied={coupon.applied}
                  problem={coupon.problem}
                  isChecking={coupon.isChecking}
                  onApply={coupon.apply}
                  onRemove={coupon.remove}
                />
              ) : null
            }
          />
        </div>
      </div>
    </>
  )
}

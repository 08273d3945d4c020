import { useState } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { toast } from '../../../lib/toast'
import type { Order, PaymentMethod } from '@haat/shared/orders/order'
import { Spinner } from '../../../components/ui/spinner'
import { isApiError } from '../../../lib/api-client'
import { errorMessage } from '../../../lib/api-error-message'
import type { CheckoutConfirmationState } from '../../../api/payments/online-payment'
import { announceCartChange } from '../../../lib/cart-sync'
import { useCartActions } from '../../../lib/cart-actions'
import { checkoutAttemptKey, endCheckoutAttempt } from '../lib/checkout-attempt'
import { cartKeys } from '../../../api/cart/cart-keys'
import { loginPathFor } from '../../../lib/safe-redirect'
import { useSession } from '../../../api/session/get-session'
import { usePayOnline } from '../../../api/payments/use-pay-online'
import { cartQuery } from '../../../api/cart/get-cart'
import { usePaymentOptions } from '../api/get-payment-options'
import { usePlaceOrder } from '../api/place-order'
import { useCartDelivery } from '../api/get-cart-delivery'
import { CheckoutLayout } from '../components/checkout-layout'
import { OrderConfirmation } from '../components/order-confirmation'
import { OrderSummary } from '../components/order-summary'
import { CouponBox } from '../../../components/ui/coupon-box'
import { cartKeyOf, forgetCoupon, useAppliedCoupon } from '../../../api/cart/coupon'
import { PaymentStep } from '../components/payment-step'
import { ShippingStep, type ServerFieldError } from '../components/shipping-step'
import { toOrderShipping, type ShippingFormValues } from '../lib/shipping-form'
import { cartSummaryLines, orderSummaryLines } from '../lib/summary-lines'
import { LoadError } from '../../../components/query-boundary'

const PLACE_ORDER_FAILED = msg`Failed to place order. Please try again.`

/** /checkout (docs/spec.md §2): Shipping, Payment, Confirmation for the signed-in customer's cart. */
export function CheckoutPage() {
  const { session, isPending } = useSession()
  const location = useLocation()
  const { t } = useLingui()
  // Kept here too, not only in the history entry: the cart empties as soon as the order is placed,
  // and the flow must not see that empty cart (and send the customer to /cart) before the
  // navigation carrying the confirmation has been committed.
  const [placedOrder, setPlacedOrder] = useState<Order | null>(null)
  const confirmed = (location.state as Partial<CheckoutConfirmationState> | null)?.confirmedOrder ?? placedOrder

  if (isPending) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner label={t`Checking your session…`} showLabel />
      </div>
    )
  }
  if (!session.customer) return <Navigate to={loginPathFor('/checkout')} replace />
  if (confirmed) {
    return (
      <CheckoutLayout
        stage="confirmation"
        // Placed on this page (not opened again from the history): it follows the payment step.
        moved={placedOrder !== null}
        summary={
          <OrderSummary
            lines={orderSummaryLines(confirmed)}
            subtotalPaise={confirmed.subtotalPaise}
            shippingPaise={confirmed.shippingPaise}
            taxPaise={confirmed.taxPaise}
            discountPaise={confirmed.discountPaise}
            couponCode={confirmed.couponCode}
            totalPaise={confirmed.totalPaise}
            showTerms={false}
          />
        }
      >
        <OrderConfirmation order={confirmed} />
      </CheckoutLayout>
    )
  }
  return <CheckoutFlow key={session.customer.id} customerId={session.customer.id} onPlaced={setPlacedOrder} />
}

function CheckoutFlow({ customerId, onPlaced }: { customerId: string; onPlaced: (order: Order) => void }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const cart = useQuery({ ...cartQuery(customerId), staleTime: 0 })
  const options = usePaymentOptions()
  const placeOrder = usePlaceOrder()
  const payOnline = usePayOnline()
  const { t } = useLingui()
  const { isMergingGuestCart } = useCartActions()

  const [stage, setStage] = useState<'shipping' | 'payment'>('shipping')
  const [moved, setMoved] = useState(false)
  const [shipping, setShipping] = useState<ShippingFormValues | null>(null)
  const [serverErrors, setServerErrors] = useState<ServerFieldError[]>([])
  const [method, setMethod] = useState<PaymentMethod>('cod')
  const coupon = useAppliedCoupon(customerId, cartKeyOf(cart.data))
  const applied = coupon.applied
  const delivery = useCartDelivery(customerId, stage === 'payment' ? shipping : null, applied?.code ?? null)

  // Right after a sign-in, the cart kept before it is still joining the customer's.
  if (cart.isPending || isMergingGuestCart) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner label={t`Loading your cart…`} showLabel />
      </div>
    )
  }
  if (cart.isError) {
    return (
      <div className="px-4 py-10">
        <LoadError title={t`We couldn't load your cart.`} error={cart.error} onRetry={() => void cart.refetch()} />
      </div>
    )
  }
  // Nothing to buy, or a line that cannot be bought as it is: the cart page says what to change.
  if (cart.data.lines.length === 0 || cart.data.lines.some((line) => line.status !== 'ok')) {
    return <Navigate to="/cart" replace />
  }

  const canPayOnline = Boolean(options.data?.onlineProvider)
  // Online when cash on delivery is not possible for this address (a seller does not take it there).
  const codPossible = delivery.data?.cod ?? true
  const chosenMethod: PaymentMethod = canPayOnline && (method === 'razorpay' || !codPossible) ? 'razorpay' : 'cod'

  async function submitOrder() {
    if (!shipping) return
    const body = {
      ...toOrderShipping(shipping),
      paymentMethod: chosenMethod,
      ...(applied && { couponCode: applied.code }),
    }
    // One idempotency key per attempt: the same details and cart sent again (a retry, even after
    // a reload) reuse it.
    const lines = cart.data?.lines.map((line) => [line.id, line.quantity]) ?? []
    const idempotencyKey = checkoutAttemptKey(JSON.stringify({ customerId, body, lines }))
    let order
    try {
      order = await placeOrder.mutateAsync({ ...body, idempotencyKey })
    } catch (error) {
      handlePlaceError(error)
      return
    }
    endCheckoutAttempt()
    forgetCoupon()
    if (order.payment.method === 'cod') {
      const orderNo = order.orderNo
      toast.success(t`Order Placed!`, {
        description: t`Your order #${orderNo} has been received and will be processed.`,
      })
      onPlaced(order)
      const state: CheckoutConfirmationState = { confirmedOrder: order }
      await navigate('/checkout', { replace: true, state })
      void queryClient.invalidateQueries({ queryKey: cartKeys.all })
      // The server emptied the cart: the other tabs' header counts follow.
      announceCartChange({ customerId, what: 'cart' })
      return
    }
    await payOnline(order.orderNo)
  }

  function goTo(next: 'shipping' | 'payment') {
    setMoved(true)
    setStage(next)
  }

  function handlePlaceError(error: unknown) {
    toast.error(t`Error`, { description: errorMessage(error, t(PLACE_ORDER_FAILED)) })
    if (!isApiError(error)) return
    const couponProblem = error.details?.find((detail) => detail.path === 'couponCode')
    if (couponProblem) {
      // The coupon no longer applies (used up, expired): it comes off, and the box says why.
      coupon.refuse(couponProblem.message)
      return
    }
    if (error.status === 409) {
      // A line sold out or changed since the cart was read: the cart page shows which.
      void queryClient.invalidateQueries({ queryKey: cartKeys.all })
      void navigate('/cart')
      return
    }
    const fieldErrors = (error.details ?? [])
      .filter((detail) => detail.path.startsWith('shipping.'))
      .map((detail) => ({ field: detail.path.slice('shipping.'.length), message: detail.message }))
    if (error.code === 'VALIDATION' && fieldErrors.length > 0) {
      setServerErrors(fieldErrors)
      goTo('shipping')
    }
  }

  return (
    <CheckoutLayout
      stage={stage}
      moved={moved}
      summary={
        <OrderSummary
          lines={cartSummaryLines(cart.data)}
          subtotalPaise={cart.data.subtotalPaise}
          shippingPaise={cart.data.shippingPaise}
          taxPaise={cart.data.taxPaise}
          discountPaise={applied?.discountPaise ?? 0}
          couponCode={applied?.code ?? null}
          totalPaise={cart.data.totalPaise - (applied?.discountPaise ?? 0)}
          showTerms
          coupon={
            <CouponBox
              applied={applied}
              problem={coupon.problem}
              isChecking={coupon.isChecking}
              onApply={coupon.apply}
              onRemove={coupon.remove}
            />
          }
        />
      }
    >
      {stage === 'shipping' ? (
        <ShippingStep
          customerId={customerId}
          initialValues={shipping}
          serverErrors={serverErrors}
          onContinue={(values) => {
            setShipping(values)
            setServerErrors([])
            goTo('payment')
          }}
        />
      ) : (
        <PaymentStep
          canPayOnline={canPayOnline}
          method={chosenMethod}
          onMethodChange={setMethod}
          onBack={() => goTo('shipping')}
          delivery={delivery.data}
          onSubmit={submitOrder}
        />
      )}
    </CheckoutLayout>
  )
}

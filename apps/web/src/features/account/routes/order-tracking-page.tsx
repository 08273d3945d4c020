import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useParams } from 'react-router'
import { PackageSearch } from 'lucide-react'
import { PageTitle } from '../../../components/page-title'
import { buttonClasses } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { StatusPanel } from '../../../components/ui/status-panel'
import { isApiError } from '../../../lib/api-client'
import { PAYMENT_NOTES, type OrderPaymentNoteState } from '../../../api/payments/online-payment'
import { loginPathFor } from '../../../lib/safe-redirect'
import { useSession } from '../../../api/session/get-session'
import { usePayOnline } from '../../../api/payments/use-pay-online'
import { useOrder } from '../../../api/orders/get-order'
import { LoadError } from '../../../components/query-boundary'
import { OrderDetails } from '../components/order-details'

const ORDER_NOT_FOUND = msg`Order not found.`

/** /orders/:orderNo: order details and tracking steps, for whoever may see the order (docs/decisions/015-who-sees-an-order.md). */
export function OrderTrackingPage() {
  const { orderNo: rawOrderNo = '' } = useParams()
  const orderNo = rawOrderNo.trim().toUpperCase()
  const location = useLocation()
  const { t, i18n } = useLingui()
  const { session, isPending } = useSession()
  const signedIn = Boolean(session.customer ?? session.vendor ?? session.admin)
  const order = useOrder(orderNo, { enabled: !isPending && signedIn })
  const payOnline = usePayOnline()
  const pageState = location.state as (Partial<OrderPaymentNoteState> & { openCancel?: boolean }) | null
  const noteKey = pageState?.paymentNote
  const paymentNote = noteKey && noteKey in PAYMENT_NOTES ? i18n._(PAYMENT_NOTES[noteKey]) : null

  let content
  if (isPending || (signedIn && order.isPending)) {
    content = <Spinner label={t`Loading your order…`} showLabel className="justify-center py-16" />
  } else if (!signedIn) {
    // Nobody may see an order without signing in: say so, and offer the way in.
    content = (
      <StatusPanel
        icon={<PackageSearch className="size-8" />}
        title={t(ORDER_NOT_FOUND)}
        action={
          <Link to={loginPathFor(location.pathname)} className={buttonClasses()}>
            <Trans>Sign in</Trans>
          </Link>
        }
      >
        <p>
          <Trans>If you placed this order, sign in to see it.</Trans>
        </p>
      </StatusPanel>
    )
  } else if (order.isError) {
    content =
      isApiError(order.error) && (order.error.status === 404 || order.error.status === 400) ? (
        <StatusPanel
          icon={<PackageSearch className="size-8" />}
          title={t(ORDER_NOT_FOUND)}
          action={
            <Link to="/profile?tab=orders" className={buttonClasses()}>
              <Trans>Your orders</Trans>
            </Link>
          }
        >
          <p>
            <Trans>Check the order number, or find the order in your account.</Trans>
          </p>
        </StatusPanel>
      ) : (
        <LoadError title={t`We couldn't load this order.`} error={order.error} onRetry={() => void order.refetch()} />
      )
  } else if (order.data) {
    content = (
      <OrderDetails
        order={order.data}
        paymentNote={paymentNote}
        openCancel={pageState?.openCancel === true}
        onRetryPayment={() => payOnline(order.data.orderNo)}
      />
    )
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageTitle title={t`Order #${orderNo}`} />
      {/* The order's own page names it; OrderDetails has its own heading with the date beside it. */}
      {order.data && signedIn ? null : (
        <h1 className="mb-6 text-2xl font-bold text-stone-900 sm:text-3xl">
          <Trans>Order #{orderNo}</Trans>
        </h1>
      )}
      {content}
    </div>
  )
}

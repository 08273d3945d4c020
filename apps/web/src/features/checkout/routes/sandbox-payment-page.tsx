import { useRef, useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { FlaskConical } from 'lucide-react'
import { toast } from '../../../lib/toast'
import { PageTitle } from '../../../components/page-title'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Spinner } from '../../../components/ui/spinner'
import { StatusPanel } from '../../../components/ui/status-panel'
import { errorMessage } from '../../../lib/api-error-message'
import { formatPrice } from '../../../lib/format'
import {
  PAYMENT_TEXTS,
  payInSandbox,
  startPayment,
  verifyPayment,
  type OrderPaymentNoteState,
} from '../../../api/payments/online-payment'
import { orderKeys } from '../../../api/orders/order-keys'
import { loginPathFor } from '../../../lib/safe-redirect'
import { useSession } from '../../../api/session/get-session'
import { usePaymentConfirmed } from '../../../api/payments/use-pay-online'

/**
 * /checkout/sandbox/:orderNo: the built-in sandbox gateway's payment page (docs/decisions/013-payments-confirmed-by-server.md), the
 * stand-in for Razorpay's window in development, tests and demos. No money moves.
 */
export function SandboxPaymentPage() {
  const { orderNo = '' } = useParams()
  const { session, isPending } = useSession()
  const location = useLocation()
  const { t } = useLingui()

  if (isPending) {
    return (
      <div className="flex justify-center px-4 py-16">
        <Spinner label={t`Checking your session…`} showLabel />
      </div>
    )
  }
  if (!session.customer) return <Navigate to={loginPathFor(location.pathname)} replace />
  return <SandboxPayment orderNo={orderNo.toUpperCase()} />
}

function SandboxPayment({ orderNo }: { orderNo: string }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const onConfirmed = usePaymentConfirmed()
  const { t } = useLingui()
  const [working, setWorking] = useState<'pay' | 'fail' | null>(null)
  const busy = useRef(false)
  // Starting a payment is idempotent on the server: the same gateway order until it is paid.
  const intent = useQuery({
    queryKey: ['payment-intent', orderNo],
    queryFn: () => startPayment(orderNo),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  })

  const orderPath = `/orders/${encodeURIComponent(orderNo)}`

  async function pay(outcome: 'success' | 'failure') {
    if (busy.current || !intent.data) return
    busy.current = true
    setWorking(outcome === 'success' ? 'pay' : 'fail')
    try {
      const result = await payInSandbox(intent.data.order_id, outcome)
      if ('error' in result) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.all })
        const state: OrderPaymentNoteState = { paymentNote: 'failed' }
        await navigate(orderPath, { replace: true, state })
        return
      }
      let order
      try {
        order = await verifyPayment(orderNo, result)
      } catch {
        toast.error(t(PAYMENT_TEXTS.errorTitle), { description: t(PAYMENT_TEXTS.errorDescription) })
        return
      }
      await onConfirmed(order)
    } catch (error) {
      toast.error(t`Error`, { description: errorMessage(error, t(PAYMENT_TEXTS.gatewayFailed)) })
    } finally {
      busy.current = false
      setWorking(null)
    }
  }

  const amount = intent.data ? formatPrice(intent.data.amount) : ''

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <PageTitle title={t`Sandbox payment`} />
      {intent.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t`Preparing the payment…`} showLabel />
        </div>
      ) : intent.isError ? (
        <StatusPanel
          tone="error"
          as="h1"
          title={t`This payment cannot be started.`}
          action={
            <Link to={orderPath} className={buttonClasses()}>
              <Trans>View order</Trans>
            </Link>
          }
        >
          <p>{errorMessage(intent.error, t(PAYMENT_TEXTS.gatewayFailed))}</p>
        </StatusPanel>
      ) : (
        <section
          aria-labelledby="sandbox-heading"
          className="rounded-2xl border border-amber-300 bg-white p-6 shadow-sm"
        >
          <div className="flex items-center gap-3">
            <FlaskConical aria-hidden="true" className="size-6 text-amber-700" />
            <h1 id="sandbox-heading" className="text-xl font-bold text-stone-900">
              <Trans>Sandbox payment (no real money)</Trans>
            </h1>
          </div>
          <p className="mt-2 text-sm text-stone-600">
            <Trans>
              This is Haat&apos;s test gateway. Choose whether the payment succeeds or fails; nothing is charged.
            </Trans>
          </p>
          <dl className="mt-5 space-y-2 rounded-xl bg-stone-50 p-4 text-sm">
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">
                <Trans>Order number</Trans>
              </dt>
              <dd className="font-semibold text-stone-900">{intent.data.orderNo}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">
                <Trans>Amount</Trans>
              </dt>
              <dd className="font-semibold text-stone-900">{formatPrice(intent.data.amount)}</dd>
            </div>
            <div className="flex justify-between gap-4">
              <dt className="text-stone-600">
                <Trans>Paying as</Trans>
              </dt>
              <dd className="text-right break-all text-stone-900">{intent.data.prefill.email}</dd>
            </div>
          </dl>
          <div className="mt-6 flex flex-col gap-3 sm:flex-row">
            <Button size="lg" className="flex-1" onClick={() => void pay('success')} disabled={working !== null}>
              {working === 'pay' ? t`Paying...` : t`Pay ${amount}`}
            </Button>
            <Button
              size="lg"
              variant="secondary"
              className="flex-1"
              onClick={() => void pay('failure')}
              disabled={working !== null}
            >
              {working === 'fail' ? t`Failing...` : t`Fail payment`}
            </Button>
          </div>
          <p className="mt-4 text-center text-sm">
            <Link to={orderPath} className="text-brand-700 underline">
              <Trans>Cancel and view the order</Trans>
            </Link>
          </p>
        </section>
      )}
    </div>
  )
}

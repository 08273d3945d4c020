import { screen } from '@testing-library/react'
import { useLingui } from '@lingui/react'
import { useLocation } from 'react-router'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_SESSION, mockApi, renderRoutes } from '../../../test/render'
import { makeIntent, makeOrder } from '../../../test/order-fixtures'
import { PAYMENT_NOTES, type OrderPaymentNoteState } from '../../../api/payments/online-payment'
import { SandboxPaymentPage } from './sandbox-payment-page'

const ORDER_NO = 'HT-AB12CD34'
const INTENT = makeIntent('sandbox', 'order_Sandbox123456')
const PAID = { razorpay_order_id: INTENT.order_id, razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' }

function OrderPage() {
  const { i18n } = useLingui()
  const key = (useLocation().state as Partial<OrderPaymentNoteState> | null)?.paymentNote
  const note = key ? i18n._(PAYMENT_NOTES[key]) : null
  return <p>Order page: {note}</p>
}

function renderSandbox(verified: ReturnType<typeof makeOrder>) {
  mockApi({
    '/api/session': CUSTOMER_SESSION,
    [`/api/orders/${ORDER_NO}/payment`]: INTENT,
    [`/api/payments/sandbox/${INTENT.order_id}/pay`]: PAID,
    [`/api/orders/${ORDER_NO}/payment/verify`]: verified,
  })
  return renderRoutes(
    [
      { path: '/checkout/sandbox/:orderNo', element: <SandboxPaymentPage /> },
      { path: '/checkout', element: <p>Checkout confirmation</p> },
      { path: '/orders/:orderNo', element: <OrderPage /> },
    ],
    { initialEntries: [`/checkout/sandbox/${ORDER_NO}`] },
  )
}

const onlineOrder = (status: 'confirmed' | 'refund_due') =>
  makeOrder({
    payment: {
      method: 'razorpay',
      provider: 'sandbox',
      status,
      paidAt: '2026-03-05T09:31:00.000Z',
      canPay: false,
      capturedPaise: 0,
      refundedPaise: 0,
    },
  })

describe('SandboxPaymentPage', () => {
  it('pays, then says "Payment Successful!" and shows the confirmation', async () => {
    const { user } = renderSandbox(onlineOrder('confirmed'))
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,299' }))
    expect(await screen.findByText('Checkout confirmation')).toBeInTheDocument()
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument()
  })

  it('does not call a payment for a cancelled order a success: it says a refund is due', async () => {
    const { user } = renderSandbox(onlineOrder('refund_due'))
    await user.click(await screen.findByRole('button', { name: 'Pay ₹1,299' }))
    expect(await screen.findByText(/This order was cancelled before your payment arrived/)).toBeInTheDocument()
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument()
    expect(screen.queryByText('Checkout confirmation')).not.toBeInTheDocument()
  })
})

import { act, screen, waitFor } from '@testing-library/react'
import { useLingui } from '@lingui/react'
import { useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeIntent, makeOrder } from '../../test/order-fixtures'
import { CUSTOMER_SESSION, jsonResponse, mockApi, renderRoutes } from '../../test/render'
import { loadScript } from '../../lib/load-script'
import { PAYMENT_NOTES, RAZORPAY_CHECKOUT_URL, type OrderPaymentNoteState } from './online-payment'
import { usePayOnline } from './use-pay-online'

vi.mock('../../lib/load-script', () => ({ loadScript: vi.fn(() => Promise.resolve()) }))

const ORDER_NO = 'HT-AB12CD34'
const INTENT = makeIntent('razorpay', 'order_Razor123456789')
const SUCCESS = {
  razorpay_order_id: INTENT.order_id,
  razorpay_payment_id: 'pay_29QQoUBi66xm2f',
  razorpay_signature: 'a'.repeat(64),
}

type Options = { key: string; order_id: string; handler: (r: typeof SUCCESS) => void; modal: { ondismiss: () => void } }
/** Stands in for checkout.js's window.Razorpay: records what it was given and whether it opened. */
let opened: Options[] = []
class FakeRazorpay {
  constructor(private readonly options: Options) {}
  open() {
    opened.push(this.options)
  }
}

beforeEach(() => {
  opened = []
  vi.stubGlobal('Razorpay', FakeRazorpay)
})
afterEach(() => {
  vi.mocked(loadScript).mockReset().mockResolvedValue(undefined)
})

function PayButton() {
  const payOnline = usePayOnline()
  return (
    <button type="button" onClick={() => void payOnline(ORDER_NO)}>
      Pay
    </button>
  )
}

function Where() {
  const location = useLocation()
  const { i18n } = useLingui()
  const key = (location.state as Partial<OrderPaymentNoteState> | null)?.paymentNote
  const note = key ? i18n._(PAYMENT_NOTES[key]) : null
  return (
    <p>
      At {location.pathname} {note}
    </p>
  )
}

function renderPay(verify: (request: Request) => Response | Promise<Response>) {
  const verifyBodies: unknown[] = []
  mockApi({
    '/api/session': CUSTOMER_SESSION,
    [`/api/orders/${ORDER_NO}/payment`]: INTENT,
    [`/api/orders/${ORDER_NO}/payment/verify`]: async (request: Request) => {
      verifyBodies.push(await request.clone().json())
      return verify(request)
    },
    [`/api/orders/${ORDER_NO}`]: makeOrder(),
  })
  const utils = renderRoutes(
    [
      { path: '/pay', element: <PayButton /> },
      { path: '/checkout', element: <Where /> },
      { path: '/orders/:orderNo', element: <Where /> },
    ],
    { initialEntries: ['/pay'] },
  )
  return { ...utils, verifyBodies }
}

const paidOrder = makeOrder({
  payment: {
    method: 'razorpay',
    provider: 'razorpay',
    status: 'confirmed',
    paidAt: '2026-03-05T09:31:00.000Z',
    canPay: false,
    capturedPaise: 0,
    refundedPaise: 0,
  },
})

describe('usePayOnline with Razorpay', () => {
  it("opens Razorpay's window with the server's order, has the server verify the result, and confirms", async () => {
    const { user, verifyBodies } = renderPay(() => jsonResponse(paidOrder))
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(opened).toHaveLength(1))
    expect(loadScript).toHaveBeenCalledWith(RAZORPAY_CHECKOUT_URL)
    expect(opened[0]).toMatchObject({ key: 'rzp_test_haat', order_id: INTENT.order_id })

    await act(() => opened[0]!.handler(SUCCESS))
    expect(await screen.findByText('At /checkout')).toBeInTheDocument()
    expect(await screen.findByText('Payment Successful!')).toBeInTheDocument()
    expect(verifyBodies).toEqual([SUCCESS])
  })

  it('takes a closed window to the order page, which says it is not paid yet', async () => {
    const { user, verifyBodies } = renderPay(() => jsonResponse(paidOrder))
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(opened).toHaveLength(1))
    await act(() => opened[0]!.modal.ondismiss())
    expect(await screen.findByText(/At \/orders\/HT-AB12CD34 The payment window was closed/)).toBeInTheDocument()
    expect(verifyBodies).toEqual([])
  })

  it('says "Payment Error" when the server refuses the signature, and shows the order', async () => {
    const { user } = renderPay(() =>
      jsonResponse({ error: { code: 'BAD_REQUEST', message: 'Payment verification failed.' } }, 400),
    )
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    await waitFor(() => expect(opened).toHaveLength(1))
    await act(() => opened[0]!.handler(SUCCESS))
    expect(await screen.findByText('Payment Error')).toBeInTheDocument()
    expect(
      screen.getByText('Payment verification failed or order update issue. Please contact support.'),
    ).toBeInTheDocument()
    expect(await screen.findByText(/At \/orders\/HT-AB12CD34/)).toBeInTheDocument()
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument()
  })

  it('says the gateway failed to load when checkout.js cannot be fetched, and opens nothing', async () => {
    vi.mocked(loadScript).mockRejectedValue(new Error('offline'))
    const { user } = renderPay(() => jsonResponse(paidOrder))
    await user.click(screen.getByRole('button', { name: 'Pay' }))
    expect(await screen.findByText('Payment gateway failed to load. Please try again.')).toBeInTheDocument()
    expect(opened).toEqual([])
  })
})

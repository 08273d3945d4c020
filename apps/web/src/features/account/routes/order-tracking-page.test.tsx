import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_SESSION, SIGNED_OUT, jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { makeOrder } from '../../../test/order-fixtures'
import { OrderTrackingPage } from './order-tracking-page'

function renderPage(handlers: Record<string, unknown>) {
  mockApi(handlers)
  return renderRoutes([{ path: '/orders/:orderNo', element: <OrderTrackingPage /> }], {
    initialEntries: ['/orders/HT-AB12CD34'],
  })
}

describe('OrderTrackingPage', () => {
  it('shows the order, its address, payment and tracking steps', async () => {
    renderPage({ '/api/session': CUSTOMER_SESSION, '/api/orders/HT-AB12CD34': makeOrder() })
    const steps = within(await screen.findByRole('list', { name: 'Tracking steps' })).getAllByRole('listitem')
    expect(screen.getByRole('heading', { level: 1, name: 'Order #HT-AB12CD34' })).toBeInTheDocument()
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Order Placed'),
      expect.stringContaining('Processing'),
      expect.stringContaining('Shipped'),
      expect.stringContaining('Delivered'),
    ])
    expect(steps[0]).toHaveAttribute('aria-current', 'step')
    expect(screen.getByText('12 MG Road')).toBeInTheDocument()
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument()
  })

  it('offers Retry payment when the order can still be paid online', async () => {
    const order = makeOrder({
      payment: { method: 'razorpay', provider: 'sandbox', status: 'failed', paidAt: null, canPay: true },
    })
    renderPage({ '/api/session': CUSTOMER_SESSION, '/api/orders/HT-AB12CD34': order })
    expect(await screen.findByRole('button', { name: 'Retry payment' })).toBeEnabled()
    expect(screen.getByText('Payment failed')).toBeInTheDocument()
  })

  it('says "Order not found." for an order the server will not show', async () => {
    renderPage({
      '/api/session': CUSTOMER_SESSION,
      '/api/orders/HT-AB12CD34': () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Order not found.' } }, 404),
    })
    expect(await screen.findByRole('heading', { name: 'Order not found.' })).toBeInTheDocument()
  })

  it('offers a signed-out visitor to sign in', async () => {
    renderPage({ '/api/session': SIGNED_OUT })
    expect(await screen.findByRole('heading', { name: 'Order not found.' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=/orders/HT-AB12CD34')
  })
})

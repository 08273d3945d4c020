import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoutes } from '../../../test/render'
import { makeOrder } from '../../../test/order-fixtures'
import { OrderConfirmation } from './order-confirmation'

describe('OrderConfirmation', () => {
  it('shows the order number, en-IN date, total and payment method, with links onward', () => {
    renderRoutes([{ path: '*', element: <OrderConfirmation order={makeOrder()} /> }])
    expect(screen.getByRole('heading', { name: 'Order Confirmed' })).toBeInTheDocument()
    expect(screen.getByText('HT-AB12CD34')).toBeInTheDocument()
    expect(screen.getByText('5 Mar 2026')).toBeInTheDocument()
    expect(screen.getByText('₹1,998')).toBeInTheDocument()
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', '/orders/HT-AB12CD34')
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/products')
  })

  it('says an online order is paid', () => {
    const order = makeOrder({
      payment: {
        method: 'razorpay',
        provider: 'sandbox',
        status: 'confirmed',
        paidAt: '2026-03-05T09:31:00.000Z',
        canPay: false,
        capturedPaise: 0,
        refundedPaise: 0,
      },
    })
    renderRoutes([{ path: '*', element: <OrderConfirmation order={order} /> }])
    expect(screen.getByText('Pay Online')).toBeInTheDocument()
    expect(screen.getByText('(Paid)')).toBeInTheDocument()
  })
})

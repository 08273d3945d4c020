import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { OrderList, OrderStatus } from '@haat/shared/orders/order'
import { CUSTOMER_SESSION, mockApi, renderRoutes } from '../../../test/render'
import { OrdersPanel } from './orders-panel'

const summary = (orderNo: string, status: OrderStatus) => ({
  orderNo,
  createdAt: '2026-03-05T09:30:00.000Z',
  status,
  trackingStatus: 'Order Placed' as const,
  paymentMethod: 'cod' as const,
  paymentStatus: 'pending' as const,
  totalPaise: 199800,
  itemCount: 2,
  itemNames: ['Cotton Kurta'],
  image: null,
  canCancel: status === 'placed',
})

function renderPanel(list: OrderList) {
  mockApi({ '/api/session': CUSTOMER_SESSION, '/api/orders': list })
  return renderRoutes([{ path: '*', element: <OrdersPanel /> }])
}

describe('OrdersPanel', () => {
  it('says so when there are no orders yet', async () => {
    renderPanel({ data: [], meta: { page: 1, pageSize: 10, total: 0 } })
    expect(await screen.findByText("You haven't placed any orders yet.")).toBeInTheDocument()
  })

  it('lists each order with a link, date, items, total and a status badge styled by status', async () => {
    renderPanel({
      data: [
        summary('HT-DELIVER1', 'delivered'),
        summary('HT-SHIPPED1', 'partly_shipped'),
        summary('HT-PLACED01', 'placed'),
      ],
      meta: { page: 1, pageSize: 10, total: 3 },
    })
    const list = await screen.findByRole('list', { name: 'Your orders' })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(3)
    expect(within(rows[0]!).getByRole('link', { name: 'Order #HT-DELIVER1' })).toHaveAttribute(
      'href',
      '/orders/HT-DELIVER1',
    )
    expect(rows[0]).toHaveTextContent('5 Mar 2026')
    expect(rows[0]).toHaveTextContent('Cotton Kurta')
    expect(rows[0]).toHaveTextContent('₹1,998')
    const delivered = within(rows[0]!).getByText('Delivered')
    const shipped = within(rows[1]!).getByText('Partly shipped')
    const placed = within(rows[2]!).getByText('Placed')
    expect(delivered.className).toContain('green')
    expect(shipped.className).toContain('sky')
    expect(placed.className).toContain('stone')
    // Only the order with something left to cancel offers it, on its own page.
    const cancel = screen.getAllByRole('link', { name: /Cancel order/ })
    expect(cancel.map((link) => link.getAttribute('href'))).toEqual(['/orders/HT-PLACED01'])
  })
})

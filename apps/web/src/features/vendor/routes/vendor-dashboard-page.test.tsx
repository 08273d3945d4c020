import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { VendorDashboard } from '@haat/shared/orders/vendor-order'
import { jsonResponse, mockApi } from '../../../test/render'
import { SHIPPED_SUMMARY, SUMMARY } from '../test/order-fixtures'
import { renderVendorRoutes } from '../test/vendor-fixtures'
import { VendorDashboardPage } from './vendor-dashboard-page'

const PAGES = [{ path: '/vendor', element: <VendorDashboardPage /> }]

const DAYS = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-01-${String(index + 1).padStart(2, '0')}`,
  salesPaise: index === 4 ? 149950 : index === 29 ? 50000 : 0,
}))

const DASHBOARD: VendorDashboard = {
  productCount: 12,
  cancellationRate: 2.5,
  salesPaise: 12345600,
  orderCount: 34,
  returnsAwaitingCount: 0,
  pendingCount: 3,
  recentOrders: [SUMMARY, { ...SHIPPED_SUMMARY, status: 'delivered' }],
  dailySales: DAYS,
}

describe('VendorDashboardPage', () => {
  it('shows the stats, the recent orders with their statuses and the quick actions', async () => {
    mockApi({ '/api/vendor/dashboard': DASHBOARD })
    renderVendorRoutes(PAGES, '/vendor')

    expect(await screen.findByRole('heading', { name: 'Seller Dashboard', level: 1 })).toBeInTheDocument()
    const stats = (await screen.findByText('Products')).closest('dl')!
    expect(within(stats).getByText('Products').nextElementSibling).toHaveTextContent('12')
    expect(within(stats).getByText('Sales').nextElementSibling).toHaveTextContent('₹1,23,456')
    expect(within(stats).getByText('Orders').nextElementSibling).toHaveTextContent('34')
    expect(within(stats).getByText('Pending orders').nextElementSibling).toHaveTextContent('3')
    // Two cards to a row on a phone, four from 1024 px (jsdom draws nothing: the grid's own classes).
    expect(stats).toHaveClass('grid', 'grid-cols-2', 'lg:grid-cols-4')

    const recent = screen.getByRole('heading', { name: 'Recent Orders' }).closest('section')!
    const first = within(recent).getByRole('link', { name: 'HT-AB12CD34' })
    expect(first).toHaveAttribute('href', `/vendor/orders/${SUMMARY.id}`)
    const firstItem = first.closest('li')!
    expect(firstItem).toHaveTextContent('Handloom Cotton Saree, Brass Lamp')
    expect(firstItem).toHaveTextContent('₹2,398.50')
    expect(within(firstItem).getByText('Pending')).toHaveClass('bg-amber-50')
    expect(within(recent).getByText('Delivered')).toHaveClass('bg-green-50')

    expect(screen.getByRole('link', { name: 'Manage Products' })).toHaveAttribute('href', '/vendor/products')
    expect(screen.getByRole('link', { name: 'View Orders' })).toHaveAttribute('href', '/vendor/orders')
    expect(screen.getByRole('link', { name: 'Store Settings' })).toHaveAttribute('href', '/vendor/settings')
  })

  it('draws 30 days of sales with a table of the figures for screen readers', async () => {
    mockApi({ '/api/vendor/dashboard': DASHBOARD })
    renderVendorRoutes(PAGES, '/vendor')

    const table = await screen.findByRole('table', { name: 'Daily sales, last 30 days' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(31)
    expect(within(table).getByRole('rowheader', { name: '5 Jan' }).closest('tr')).toHaveTextContent('₹1,499.50')
    expect(screen.getAllByTestId('sales-bar')).toHaveLength(30)
    expect(screen.getAllByTestId('sales-bar')[4]).toHaveStyle({ height: '100%' })
    expect(screen.getAllByTestId('sales-bar')[0]).toHaveStyle({ height: '0%' })
  })

  it('says "No recent orders found." when there are none', async () => {
    mockApi({ '/api/vendor/dashboard': { ...DASHBOARD, recentOrders: [] } })
    renderVendorRoutes(PAGES, '/vendor')
    expect(await screen.findByText('No recent orders found.')).toBeInTheDocument()
  })

  it('says what failed when the dashboard cannot be loaded', async () => {
    mockApi({
      '/api/vendor/dashboard': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Something broke.' } }, 500),
    })
    renderVendorRoutes(PAGES, '/vendor')
    expect(await screen.findByRole('heading', { name: 'Could not load your dashboard' })).toBeInTheDocument()
    expect(screen.getByText('Something broke.')).toBeInTheDocument()
  })
})

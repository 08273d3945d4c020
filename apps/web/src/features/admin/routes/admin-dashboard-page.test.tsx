import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { DEFAULT_SHOP_SETTINGS } from '@haat/shared/admin/settings'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AdminDashboardPage } from './admin-dashboard-page'

const SETTINGS = DEFAULT_SHOP_SETTINGS

/** The dashboard, and a settings endpoint that keeps what is PUT; returns the bodies sent. */
function mockSettingsServer() {
  const sent: unknown[] = []
  let current = SETTINGS
  mockApi({
    '/api/admin/dashboard': DASHBOARD,
    '/api/admin/settings': async (request: Request) => {
      if (request.method === 'PUT') {
        current = (await request.json()) as typeof current
        sent.push(current)
      }
      return jsonResponse(current)
    },
  })
  return sent
}

const DAILY = Array.from({ length: 30 }, (_, index) => ({
  day: `2026-11-${String(index + 1).padStart(2, '0')}`,
  orders: index === 9 ? 3 : index === 29 ? 1 : 0,
  salesPaise: index === 9 ? 450000 : index === 29 ? 99900 : 0,
}))
const DASHBOARD = {
  products: 1234,
  vendors: 8,
  customers: 56,
  orders: 7,
  pendingProducts: 3,
  pendingVendors: 0,
  ordersWaitingToSend: 2,
  daily: DAILY,
}

function renderPage() {
  return renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], { initialEntries: ['/admin'] })
}

describe('AdminDashboardPage', () => {
  it('shows the counts, what waits for approval with links, and shortcuts', async () => {
    mockApi({ '/api/admin/dashboard': DASHBOARD, '/api/admin/settings': SETTINGS })
    renderPage()
    expect(await screen.findByTestId('count-products')).toHaveTextContent('1,234')
    expect(screen.getByTestId('count-vendors')).toHaveTextContent('8')
    expect(screen.getByTestId('count-customers')).toHaveTextContent('56')
    expect(screen.getByTestId('count-orders')).toHaveTextContent('7')
    expect(screen.getByRole('link', { name: /Pending products\s*3 products waiting/ })).toHaveAttribute(
      'href',
      '/admin/products/pending',
    )
    expect(screen.getByRole('link', { name: /Orders to send to sellers\s*2 orders waiting/ })).toHaveAttribute(
      'href',
      '/admin/orders?forwarding=waiting',
    )
    expect(screen.getByRole('link', { name: /Pending vendors\s*No vendors waiting/ })).toHaveAttribute(
      'href',
      '/admin/vendors/pending',
    )
    expect(screen.getByRole('link', { name: 'Manage products' })).toHaveAttribute('href', '/admin/products')
    expect(screen.getByRole('link', { name: 'Manage vendors' })).toHaveAttribute('href', '/admin/vendors')
    expect(screen.getByRole('link', { name: 'Manage categories' })).toHaveAttribute('href', '/admin/category')
  })

  it('charts 30 days of orders and revenue, with a table of the figures for screen readers', async () => {
    mockApi({ '/api/admin/dashboard': DASHBOARD, '/api/admin/settings': SETTINGS })
    renderPage()
    const table = await screen.findByRole('table', { name: 'Daily sales, last 30 days' })
    expect(within(table).getAllByRole('row')).toHaveLength(31)
    expect(within(table).getByRole('rowheader', { name: '10 Nov' }).closest('tr')).toHaveTextContent('3₹4,500')
    expect(screen.getByText(/₹5,499 from 4 orders in the last 30 days/)).toBeInTheDocument()
  })

  it('turns automatic forwarding on and off through the server', async () => {
    const sent = mockSettingsServer()
    renderPage()
    const toggle = await screen.findByRole('switch', { name: 'Send new orders to vendors automatically' })
    await waitFor(() => expect(toggle).toBeEnabled())
    // On in a new shop.
    expect(toggle).toHaveAttribute('aria-checked', 'true')
    await userEvent.setup().click(toggle)
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'))
    expect(sent).toEqual([{ ...SETTINGS, autoForwardOrders: false }])
  })

  it('saves the order limits in rupees as paise, and names a wrong one', async () => {
    const sent = mockSettingsServer()
    renderPage()
    const user = userEvent.setup()
    const unpaid = await screen.findByLabelText('Unpaid online orders at a time')
    expect(unpaid).toHaveValue(3)
    const cod = screen.getByLabelText('Cash on delivery not yet delivered (₹)')
    expect(cod).toHaveValue(50000)
    const codOrder = screen.getByLabelText('Largest cash-on-delivery order (₹)')
    expect(codOrder).toHaveValue(10000)
    await user.clear(unpaid)
    await user.type(unpaid, '0')
    await user.click(screen.getByRole('button', { name: 'Save limits' }))
    expect(await screen.findByText('Allow at least 1.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)
    await user.clear(unpaid)
    await user.type(unpaid, '2')
    await user.clear(cod)
    await user.type(cod, '25000')
    await user.clear(codOrder)
    await user.type(codOrder, '7500')
    // The delivery fee, off by default: ₹40 below ₹499.
    const fee = screen.getByLabelText('Delivery fee (₹)')
    expect(fee).toHaveValue(0)
    expect(screen.getByLabelText('Free delivery from (₹)')).toHaveValue(499)
    await user.clear(fee)
    await user.type(fee, '40')
    await user.click(screen.getByRole('button', { name: 'Save limits' }))
    await waitFor(() =>
      expect(sent).toEqual([
        {
          ...SETTINGS,
          maxUnpaidOnlineOrders: 2,
          maxUndeliveredCodPaise: 2_500_000,
          maxCodOrderPaise: 750_000,
          deliveryFeePaise: 4_000,
        },
      ]),
    )
  })

  it('offers a retry when the counts fail to load', async () => {
    mockApi({ '/api/admin/dashboard': () => jsonResponse({ error: { code: 'INTERNAL', message: '' } }, 500) })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Could not load the dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

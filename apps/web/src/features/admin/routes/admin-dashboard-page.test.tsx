import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AdminDashboardPage } from './admin-dashboard-page'

function renderPage() {
  return renderRoutes([{ path: '/admin', element: <AdminDashboardPage /> }], { initialEntries: ['/admin'] })
}

describe('AdminDashboardPage', () => {
  it('shows the counts, what waits for approval with links, shortcuts, and no made-up sales figures', async () => {
    mockApi({
      '/api/admin/dashboard': {
        products: 1234,
        vendors: 8,
        customers: 56,
        orders: 7,
        pendingProducts: 3,
        pendingVendors: 0,
      },
    })
    renderPage()
    expect(await screen.findByTestId('count-products')).toHaveTextContent('1,234')
    expect(screen.getByTestId('count-vendors')).toHaveTextContent('8')
    expect(screen.getByTestId('count-customers')).toHaveTextContent('56')
    expect(screen.getByTestId('count-orders')).toHaveTextContent('7')
    expect(screen.getByRole('link', { name: /Pending products\s*3 products waiting/ })).toHaveAttribute(
      'href',
      '/admin/products/pending',
    )
    expect(screen.getByRole('link', { name: /Pending vendors\s*No vendors waiting/ })).toHaveAttribute(
      'href',
      '/admin/vendors/pending',
    )
    expect(screen.getByRole('link', { name: 'Manage products' })).toHaveAttribute('href', '/admin/products')
    expect(screen.getByRole('link', { name: 'Manage vendors' })).toHaveAttribute('href', '/admin/vendors')
    expect(screen.getByRole('link', { name: 'Manage categories' })).toHaveAttribute('href', '/admin/category')
    expect(screen.getByRole('heading', { name: 'Sales chart arrives with order management' })).toBeInTheDocument()
  })

  it('offers a retry when the counts fail to load', async () => {
    mockApi({ '/api/admin/dashboard': () => jsonResponse({ error: { code: 'INTERNAL', message: '' } }, 500) })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Could not load the dashboard' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { VendorOrderSummary } from '@haat/shared/orders/vendor-order'
import { jsonResponse, mockApi } from '../../../test/render'
import { SHIPPED_SUMMARY, SUMMARY } from '../test/order-fixtures'
import { renderVendorRoutes } from '../test/vendor-fixtures'
import { VendorOrdersPage } from './vendor-orders-page'

afterEach(() => {
  toast.dismiss()
})

const PAGES = [{ path: '/vendor/orders', element: <VendorOrdersPage /> }]

function mockServer(initial: VendorOrderSummary[] = [SUMMARY, SHIPPED_SUMMARY], total?: number) {
  let orders = [...initial]
  const requests: Array<{ method: string; url: URL }> = []
  mockApi({
    '/api/vendor/orders': (request: Request) => {
      const url = new URL(request.url)
      requests.push({ method: request.method, url })
      return jsonResponse({
        data: orders,
        meta: {
          page: Number(url.searchParams.get('page') ?? 1),
          pageSize: Number(url.searchParams.get('pageSize') ?? 10),
          total: total ?? orders.length,
        },
      })
    },
    [`/api/vendor/orders/${SUMMARY.id}`]: (request: Request) => {
      requests.push({ method: request.method, url: new URL(request.url) })
      orders = orders.filter((order) => order.id !== SUMMARY.id)
      return new Response(null, { status: 204 })
    },
  })
  return { requests }
}

describe('VendorOrdersPage', () => {
  it('lists the orders with products, rupee total, coloured status, date and a View link', async () => {
    mockServer()
    renderVendorRoutes(PAGES, '/vendor/orders')

    const row = (await screen.findByText('HT-AB12CD34')).closest('tr')!
    expect(row).toHaveTextContent('Handloom Cotton Saree, Brass Lamp')
    expect(row).toHaveTextContent('₹2,398.50')
    expect(row).toHaveTextContent('5 Jan 2026')
    expect(within(row).getByText('Pending')).toHaveClass('bg-amber-50')
    expect(within(row).getByRole('link', { name: 'View order HT-AB12CD34' })).toHaveAttribute(
      'href',
      `/vendor/orders/${SUMMARY.id}`,
    )
    const shipped = screen.getByText('HT-ZZ99YY88').closest('tr')!
    expect(within(shipped).getByText('Shipped')).toHaveClass('bg-sky-50')
  })

  it('asks before hiding a finished order, then hides it with a toast; an open one has no Hide', async () => {
    const { requests } = mockServer([{ ...SUMMARY, status: 'delivered' }, SHIPPED_SUMMARY])
    const { user } = renderVendorRoutes(PAGES, '/vendor/orders')
    await user.click(await screen.findByRole('button', { name: 'Hide order HT-AB12CD34' }))
    expect(screen.queryByRole('button', { name: 'Hide order HT-ZZ99YY88' })).not.toBeInTheDocument()

    let dialog = screen.getByRole('dialog', { name: 'Hide order HT-AB12CD34?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Hide order HT-AB12CD34' }))
    dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }))

    expect(await screen.findByText('Order hidden')).toBeInTheDocument()
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url.pathname)).toEqual([
      `/api/vendor/orders/${SUMMARY.id}`,
    ])
    await waitFor(() => expect(screen.queryByText('HT-AB12CD34', { selector: 'td' })).not.toBeInTheDocument())
  })

  it('keeps the status filter and the page in the URL and sends them to the server', async () => {
    const { requests } = mockServer([SUMMARY, SHIPPED_SUMMARY], 25)
    const { user, router } = renderVendorRoutes(PAGES, '/vendor/orders')
    await screen.findByText('HT-AB12CD34')
    expect(requests.at(-1)!.url.search).toBe('?page=1&pageSize=10')

    await user.click(screen.getByRole('button', { name: /Next/ }))
    expect(router.state.location.search).toBe('?page=2')
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('page')).toBe('2'))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order status' }), 'Shipped')
    expect(router.state.location.search).toBe('?status=shipped')
    await waitFor(() => expect(requests.at(-1)!.url.search).toBe('?status=shipped&page=1&pageSize=10'))

    // Sorted by the day promised to the customer, kept in the address; back to newest drops it.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Delivery date, soonest first')
    expect(router.state.location.search).toBe('?status=shipped&sort=due')
    await waitFor(() => expect(requests.at(-1)!.url.search).toBe('?status=shipped&page=1&pageSize=10&sort=due'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest first')
    expect(router.state.location.search).toBe('?status=shipped')
  })

  it('shows the day promised to the customer on each order', async () => {
    mockServer([SUMMARY, { ...SHIPPED_SUMMARY, promisedBy: null }])
    renderVendorRoutes(PAGES, '/vendor/orders')
    const row = (await screen.findByText('HT-AB12CD34')).closest('tr')!
    expect(row).toHaveTextContent('Deliver by Fri, 9 Jan')
    expect(screen.getByText('HT-ZZ99YY88').closest('tr')).not.toHaveTextContent('Deliver by')
  })

  it('shows an empty state', async () => {
    mockServer([])
    renderVendorRoutes(PAGES, '/vendor/orders')
    expect(await screen.findByText('No orders found.')).toBeInTheDocument()
  })

  it('says what failed when the list cannot be loaded', async () => {
    mockApi({
      '/api/vendor/orders': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Something broke.' } }, 500),
    })
    renderVendorRoutes(PAGES, '/vendor/orders')
    expect(await screen.findByRole('heading', { name: 'Could not load your orders' })).toBeInTheDocument()
    expect(screen.getByText('Something broke.')).toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { AdminOrderRow } from '@haat/shared/admin/orders'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { listOf } from '../test/people-fixtures'
import { PageHeader } from '../../../components/ui/page-header'
import { AdminOrdersPage } from './admin-orders-page'

afterEach(() => {
  toast.dismiss()
})

const ORDER_RAVI: AdminOrderRow = {
  orderNo: 'HT-1001',
  createdAt: '2026-01-05T10:00:00.000Z',
  customerName: 'Ravi Kumar',
  customerEmail: 'ravi@example.com',
  status: 'shipped',
  paymentMethod: 'cod',
  paymentStatus: 'pending',
  totalPaise: 123456,
  itemCount: 3,
  possibleSelfPurchase: false,
  deliveryDisputed: false,
}

const ORDER_ANITA: AdminOrderRow = {
  orderNo: 'HT-1000',
  createdAt: '2026-01-04T10:00:00.000Z',
  customerName: 'Anita Desai',
  customerEmail: 'anita@example.com',
  status: 'processing',
  paymentMethod: 'razorpay',
  paymentStatus: 'confirmed',
  totalPaise: 49900,
  itemCount: 1,
  possibleSelfPurchase: false,
  deliveryDisputed: false,
}

function renderPage(entry = '/admin/orders') {
  return renderRoutes(
    [
      { path: '/admin/orders', element: <AdminOrdersPage /> },
      {
        path: '/admin/order/:orderNo',
        element: <PageHeader title="Order detail page" back={{ to: '/admin', label: 'Back to dashboard' }} />,
      },
    ],
    { initialEntries: [entry] },
  )
}

describe('AdminOrdersPage', () => {
  it("an order opened from a filtered list goes Back to that list; opened directly, to the page's fixed link", async () => {
    mockApi({ '/api/admin/orders': listOf([ORDER_RAVI]) })
    const { user, router } = renderPage('/admin/orders?status=shipped&search=ravi&page=2')
    await user.click(await screen.findByRole('link', { name: '#HT-1001' }))
    const back = await screen.findByRole('link', { name: 'Back to orders' })
    expect(back).toHaveAttribute('href', '/admin/orders?status=shipped&search=ravi&page=2')
    await user.click(back)
    await waitFor(() => expect(router.state.location.search).toBe('?status=shipped&search=ravi&page=2'))

    await router.navigate('/admin/order/HT-1001')
    expect(await screen.findByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/admin')
  })

  it('marks an order with a part flagged as a possible self-purchase, and no other', async () => {
    mockApi({ '/api/admin/orders': listOf([{ ...ORDER_RAVI, possibleSelfPurchase: true }, ORDER_ANITA]) })
    renderPage()
    const flagged = (await screen.findByRole('link', { name: '#HT-1001' })).closest('tr')!
    expect(within(flagged).getByText('Possible self-purchase')).toBeInTheDocument()
    const other = screen.getByRole('link', { name: '#HT-1000' }).closest('tr')!
    expect(within(other).queryByText('Possible self-purchase')).not.toBeInTheDocument()
  })

  it('marks an order a customer says never arrived, and no other', async () => {
    mockApi({ '/api/admin/orders': listOf([{ ...ORDER_RAVI, deliveryDisputed: true }, ORDER_ANITA]) })
    renderPage()
    const disputed = (await screen.findByRole('link', { name: '#HT-1001' })).closest('tr')!
    expect(within(disputed).getByText('Customer says not received')).toBeInTheDocument()
    const other = screen.getByRole('link', { name: '#HT-1000' }).closest('tr')!
    expect(within(other).queryByText('Customer says not received')).not.toBeInTheDocument()
  })

  it('lists orders with customer, items, total, status and payment, linking to the detail page', async () => {
    mockApi({ '/api/admin/orders': listOf([ORDER_RAVI, ORDER_ANITA]) })
    const { user } = renderPage()
    const link = await screen.findByRole('link', { name: '#HT-1001' })
    expect(link).toHaveAttribute('href', '/admin/order/HT-1001')
    const row = link.closest('tr')!
    expect(row).toHaveTextContent('Ravi Kumar')
    expect(row).toHaveTextContent('ravi@example.com')
    expect(row).toHaveTextContent('5 Jan 2026')
    expect(row).toHaveTextContent('3 items')
    expect(row).toHaveTextContent('₹1,234.56')
    expect(row).toHaveTextContent('Shipped')
    expect(row).toHaveTextContent('Cash on Delivery')
    expect(row).toHaveTextContent('Pay on delivery')
    const other = screen.getByRole('link', { name: '#HT-1000' }).closest('tr')!
    expect(other).toHaveTextContent('1 item')
    expect(other).toHaveTextContent('Pay Online')
    expect(other).toHaveTextContent('Paid')
    await user.click(link)
    expect(await screen.findByText('Order detail page')).toBeInTheDocument()
  })

  it('filters by order and payment status and searches through the server', async () => {
    const queries: URLSearchParams[] = []
    mockApi({
      '/api/admin/orders': (request: Request) => {
        const params = new URL(request.url).searchParams
        queries.push(params)
        const narrowed = params.get('status') || params.get('payment') || params.get('search')
        return jsonResponse(listOf(narrowed ? [ORDER_RAVI] : [ORDER_RAVI, ORDER_ANITA]))
      },
    })
    const { user } = renderPage()
    await screen.findByText('Anita Desai')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Order status' }), 'shipped')
    await waitFor(() => expect(queries.some((params) => params.get('status') === 'shipped')).toBe(true))
    await waitFor(() => expect(screen.queryByText('Anita Desai')).not.toBeInTheDocument())

    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment status' }), 'pending')
    await waitFor(() =>
      expect(queries.some((params) => params.get('status') === 'shipped' && params.get('payment') === 'pending')).toBe(
        true,
      ),
    )

    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ravi{Enter}')
    await waitFor(() =>
      expect(
        queries.some(
          (params) =>
            params.get('search') === 'ravi' &&
            params.get('status') === 'shipped' &&
            params.get('payment') === 'pending',
        ),
      ).toBe(true),
    )
  })

  it('reads the filters from the URL', async () => {
    const queries: URLSearchParams[] = []
    mockApi({
      '/api/admin/orders': (request: Request) => {
        queries.push(new URL(request.url).searchParams)
        return jsonResponse(listOf([ORDER_ANITA]))
      },
    })
    renderPage('/admin/orders?status=processing&payment=confirmed&forwarding=waiting&page=2')
    await screen.findByText('Anita Desai')
    expect(screen.getByRole('combobox', { name: 'Order status' })).toHaveValue('processing')
    expect(screen.getByRole('combobox', { name: 'Payment status' })).toHaveValue('confirmed')
    expect(screen.getByRole('combobox', { name: 'Sent to sellers' })).toHaveValue('waiting')
    const last = queries.at(-1)!
    expect(last.get('status')).toBe('processing')
    expect(last.get('payment')).toBe('confirmed')
    expect(last.get('forwarding')).toBe('waiting')
    expect(last.get('page')).toBe('2')
  })

  it('asks before hiding an order, then calls DELETE', async () => {
    const deleted: string[] = []
    mockApi({
      '/api/admin/orders': listOf([ORDER_RAVI]),
      '/api/admin/orders/HT-1001': (request: Request) => {
        deleted.push(request.method)
        return new Response(null, { status: 204 })
      },
    })
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Hide order #HT-1001' }))
    const dialog = screen.getByRole('dialog', { name: 'Hide order #HT-1001?' })
    expect(dialog).toHaveTextContent('It disappears from the lists; the record is kept for accounts.')
    expect(deleted).toEqual([])
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }))
    expect(await screen.findByText('Order hidden')).toBeInTheDocument()
    expect(deleted).toEqual(['DELETE'])
  })

  it('says "Failed to load orders." when the list fails to load', async () => {
    mockApi({ '/api/admin/orders': () => jsonResponse({ error: { code: 'INTERNAL', message: '' } }, 500) })
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Failed to load orders.' })).toBeInTheDocument()
  })

  it('says when no order matches and offers to clear the filters', async () => {
    mockApi({ '/api/admin/orders': listOf([]) })
    const { user } = renderPage('/admin/orders?payment=failed&search=zzz')
    expect(await screen.findByRole('heading', { name: 'No orders found.' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Payment status' })).toHaveValue(''))
  })
})

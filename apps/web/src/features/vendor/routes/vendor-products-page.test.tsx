import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { ManagedProductRow } from '@haat/shared/catalog/product-input'
import { jsonResponse, mockApi } from '../../../test/render'
import { renderVendorRoutes, SAREE_ROW } from '../test/vendor-fixtures'
import { VendorProductsPage } from './vendor-products-page'

afterEach(() => {
  toast.dismiss()
})

const PAGES = [{ path: '/vendor/products', element: <VendorProductsPage /> }]

const PENDING_LAMP: ManagedProductRow = {
  ...SAREE_ROW,
  id: 'prd_2',
  slug: 'brass-lamp',
  name: 'Brass Lamp',
  image: null,
  category: { id: 'cat_3', name: 'Home' },
  subcategory: null,
  pricePaise: 89900,
  mrpPaise: 0,
  stock: null,
  isAvailable: false,
  approvalStatus: 'rejected',
  rejectionReason: 'Photos are blurry.',
  createdAt: '2026-02-10T10:00:00.000Z',
}

function mockServer(initial: ManagedProductRow[] = [SAREE_ROW, PENDING_LAMP]) {
  let products = [...initial]
  const requests: Array<{ method: string; url: URL; body?: unknown }> = []
  const fetchMock = mockApi({
    '/api/vendor/products': (request: Request) => {
      const url = new URL(request.url)
      requests.push({ method: request.method, url })
      return jsonResponse({
        data: products,
        meta: { page: Number(url.searchParams.get('page') ?? 1), pageSize: 20, total: products.length },
      })
    },
    '/api/vendor/products/prd_1': (request: Request) => {
      requests.push({ method: request.method, url: new URL(request.url) })
      products = products.filter((product) => product.id !== 'prd_1')
      return new Response(null, { status: 204 })
    },
    '/api/vendor/products/prd_1/availability': async (request: Request) => {
      const body = (await request.json()) as { isAvailable: boolean }
      requests.push({ method: request.method, url: new URL(request.url), body })
      products = products.map((product) => (product.id === 'prd_1' ? { ...product, ...body } : product))
      return jsonResponse(products.find((product) => product.id === 'prd_1'))
    },
  })
  return { requests, fetchMock }
}

describe('VendorProductsPage', () => {
  it('lists the products with category, rupee price, date, approval and stock', async () => {
    mockServer()
    renderVendorRoutes(PAGES, '/vendor/products')

    const saree = (await screen.findByText('Handloom Cotton Saree')).closest('tr')!
    expect(saree).toHaveTextContent('Fashion')
    expect(saree).toHaveTextContent('Sarees')
    expect(saree).toHaveTextContent('₹1,499.50')
    expect(saree).toHaveTextContent('5 Jan 2026')
    expect(within(saree).getByText('Approved')).toBeInTheDocument()
    expect(within(saree).getByRole('switch', { name: 'Handloom Cotton Saree in stock' })).toBeChecked()
    expect(within(saree).getByRole('link', { name: 'Edit Handloom Cotton Saree' })).toHaveAttribute(
      'href',
      '/vendor/products/edit/handloom-cotton-saree',
    )
    // The thumbnail is decorative (the name is beside it) and comes from the server's WebP widths.
    expect(saree.querySelector('img')).toHaveAttribute(
      'srcset',
      '/media/saree-200.webp 200w, /media/saree-600.webp 600w',
    )

    const lamp = screen.getByText('Brass Lamp').closest('tr')!
    expect(within(lamp).getByText('Rejected')).toBeInTheDocument()
    expect(lamp).toHaveTextContent('Reason: Photos are blurry.')
    expect(within(lamp).getByRole('switch', { name: 'Brass Lamp in stock' })).not.toBeChecked()
    expect(lamp).toHaveTextContent('Stock not counted')
  })

  it('shows "No products found." and Add New Product for an approved vendor', async () => {
    mockServer([])
    renderVendorRoutes(PAGES, '/vendor/products')
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add New Product' })).toHaveAttribute('href', '/vendor/products/new')
  })

  it('asks the seller to check the variants of products listed before variants, and links to them', async () => {
    mockServer([{ ...SAREE_ROW, variantsToCheck: true }, PENDING_LAMP])
    renderVendorRoutes(PAGES, '/vendor/products')
    expect(await screen.findByRole('note')).toHaveTextContent(/Sizes and colours are now variants/)
    const links = screen.getAllByRole('link', { name: 'Check its variants’ stock' })
    expect(links).toHaveLength(1)
    expect(links[0]).toHaveAttribute('href', `/vendor/products/edit/${SAREE_ROW.slug}#variants`)
  })

  it('says nothing of variants when none is to check', async () => {
    mockServer()
    renderVendorRoutes(PAGES, '/vendor/products')
    expect(await screen.findAllByText('Brass Lamp')).not.toHaveLength(0)
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })

  it('lets a pending seller add products, each "Listed after your approval"', async () => {
    mockServer()
    renderVendorRoutes(PAGES, '/vendor/products', { id: 'ven_1', status: 'pending' })
    expect(await screen.findAllByText('Listed after your approval')).toHaveLength(2)
    expect(screen.getByRole('link', { name: 'Add New Product' })).toHaveAttribute('href', '/vendor/products/new')
  })

  it('says nothing of approval to an approved seller', async () => {
    mockServer()
    renderVendorRoutes(PAGES, '/vendor/products')
    expect(await screen.findByRole('button', { name: 'Delete Handloom Cotton Saree' })).toBeInTheDocument()
    expect(screen.queryByText('Listed after your approval')).not.toBeInTheDocument()
  })

  it('hides Add New Product from a rejected seller', async () => {
    mockServer([])
    renderVendorRoutes(PAGES, '/vendor/products', { id: 'ven_1', status: 'rejected' })
    expect(await screen.findByText('No products found.')).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Add New Product|Add your first product/ })).not.toBeInTheDocument()
  })

  it('asks before deleting, and deletes only on confirmation', async () => {
    const { requests } = mockServer()
    const { user } = renderVendorRoutes(PAGES, '/vendor/products')
    await user.click(await screen.findByRole('button', { name: 'Delete Handloom Cotton Saree' }))

    let dialog = screen.getByRole('dialog', { name: 'Delete "Handloom Cotton Saree"?' })
    expect(dialog).toHaveTextContent('archived instead of erased')
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0)
    expect(screen.getByRole('button', { name: 'Delete Handloom Cotton Saree' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Delete Handloom Cotton Saree' }))
    dialog = screen.getByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }))

    expect(await screen.findByText('Product deleted')).toBeInTheDocument()
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url.pathname)).toEqual([
      '/api/vendor/products/prd_1',
    ])
    await waitFor(() => expect(screen.queryByText('Handloom Cotton Saree', { selector: 'p' })).not.toBeInTheDocument())
  })

  it('closes the delete question with Escape', async () => {
    mockServer()
    const { user } = renderVendorRoutes(PAGES, '/vendor/products')
    await user.click(await screen.findByRole('button', { name: 'Delete Handloom Cotton Saree' }))
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('marks a product out of stock', async () => {
    const { requests } = mockServer()
    const { user } = renderVendorRoutes(PAGES, '/vendor/products')
    await user.click(await screen.findByRole('switch', { name: 'Handloom Cotton Saree in stock' }))

    expect(await screen.findByText('Handloom Cotton Saree is now out of stock')).toBeInTheDocument()
    expect(requests.find((request) => request.method === 'PATCH')?.body).toEqual({ isAvailable: false })
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Handloom Cotton Saree in stock' })).not.toBeChecked(),
    )
  })

  it('keeps the status filter and the search in the URL and sends them to the server', async () => {
    const { requests } = mockServer()
    const { user, router } = renderVendorRoutes(PAGES, '/vendor/products?page=2')
    await screen.findByText('Handloom Cotton Saree')
    expect(requests.at(-1)!.url.searchParams.get('page')).toBe('2')

    await user.selectOptions(screen.getByRole('combobox', { name: 'Approval status' }), 'Rejected')
    expect(router.state.location.search).toBe('?status=rejected')
    await user.type(screen.getByRole('searchbox', { name: 'Search your products' }), 'lamp{Enter}')
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('lamp')

    await waitFor(() => expect(requests.at(-1)!.url.search).toBe('?status=rejected&search=lamp&page=1&pageSize=20'))
  })

  it('says what failed when the list cannot be loaded', async () => {
    mockApi({
      '/api/vendor/products': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Something broke.' } }, 500),
    })
    renderVendorRoutes(PAGES, '/vendor/products')
    expect(await screen.findByRole('heading', { name: 'Could not load your products' })).toBeInTheDocument()
    expect(screen.getByText('Something broke.')).toBeInTheDocument()
  })
})

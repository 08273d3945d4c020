import { EMPTY_DECLARATIONS } from '@haat/shared/catalog/declarations'
import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { ManagedProductRow } from '@haat/shared/catalog/product-input'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { page, PENDING_LAMP, PENDING_SAREE } from '../test/admin-fixtures'
import { AdminPendingProductsPage } from './admin-pending-products-page'

afterEach(() => {
  toast.dismiss()
})

function mockServer(
  initial: ManagedProductRow[] = [PENDING_SAREE, PENDING_LAMP],
  flaggedAtFirst: ManagedProductRow[] = [],
) {
  let pending = [...initial]
  let flagged = [...flaggedAtFirst]
  const calls: Array<{ path: string; body: unknown }> = []
  const decide = (id: string) => async (request: Request) => {
    const text = await request.text()
    calls.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined })
    pending = pending.filter((product) => product.id !== id)
    flagged = flagged.filter((product) => product.id !== id)
    return jsonResponse({ ok: true })
  }
  mockApi({
    '/api/admin/products': (request: Request) => {
      const params = new URL(request.url).searchParams
      if (params.get('flagged') === 'true') return jsonResponse(page(flagged))
      expect(params.get('status')).toBe('pending')
      return jsonResponse(page(pending))
    },
    '/api/admin/products/prd_1': () =>
      jsonResponse({
        ...PENDING_SAREE,
        description: 'Handwoven in Pochampally.\nDry clean only.',
        brand: null,
        countryOfOrigin: 'India',
        colors: ['Indigo', 'Mustard'],
        sizes: [],
        specifications: [{ key: 'Fabric', value: 'Cotton' }],
        images: [PENDING_SAREE.image],
        refundDays: 7,
        hsnCode: '52085210',
        gstRateBp: 500,
        isNew: true,
        declarations: {
          ...EMPTY_DECLARATIONS,
          netQuantity: { value: 1, unit: 'unit' },
          manufacturer: { name: 'Rao Handlooms', address: 'Pochampally, Telangana' },
        },
        options: [{ name: 'Colour', kind: 'colour', values: ['Indigo', 'Mustard'] }],
        variants: [
          {
            id: 'v1',
            values: ['Indigo'],
            sku: 'SAR-IND',
            pricePaise: 149950,
            mrpPaise: 199900,
            stock: 12,
            weightGrams: null,
            isActive: true,
          },
          {
            id: 'v2',
            values: ['Mustard'],
            sku: 'SAR-MUS',
            pricePaise: 159900,
            mrpPaise: 0,
            stock: null,
            weightGrams: null,
            isActive: false,
          },
        ],
        photoColors: [],
      }),
    '/api/admin/products/prd_1/approve': decide('prd_1'),
    '/api/admin/products/prd_9/approve': decide('prd_9'),
    '/api/admin/products/prd_1/reject': decide('prd_1'),
    '/api/admin/products/prd_2/reject': decide('prd_2'),
  })
  return calls
}

function renderPage() {
  return renderRoutes([{ path: '/admin/products/pending', element: <AdminPendingProductsPage /> }], {
    initialEntries: ['/admin/products/pending'],
  })
}

describe('AdminPendingProductsPage', () => {
  it('shows each pending product with its seller, price and category', async () => {
    mockServer()
    renderPage()
    const saree = (await screen.findByRole('heading', { name: 'Handloom Cotton Saree' })).closest('li')!
    expect(saree).toHaveTextContent('by Rao Handlooms')
    expect(saree).toHaveTextContent('Fashion › Sarees')
    expect(saree).toHaveTextContent('₹1,499.50')
    expect(saree).toHaveTextContent('25% off')
    expect(within(saree).getByRole('img', { name: 'Handloom Cotton Saree' })).toHaveAttribute(
      'src',
      '/media/saree-200.webp',
    )
    expect(screen.getByText('2 products waiting for approval.')).toBeInTheDocument()
  })

  it('shows listed products changed since approval, and clears their flags with "Looks fine"', async () => {
    const kurta: ManagedProductRow = {
      ...PENDING_LAMP,
      id: 'prd_9',
      name: 'Chikan Kurta',
      approvalStatus: 'approved',
      reviewFlags: [
        {
          kind: 'price',
          sku: 'KUR-M',
          values: ['M', 'White'],
          fromPaise: 80_000,
          toPaise: 2_00_000,
          at: '2026-11-29T10:00:00.000Z',
        },
        { kind: 'new_variant', sku: 'KUR-XL', values: ['XL', 'Blue'], at: '2026-11-29T10:00:00.000Z' },
      ],
    }
    const calls = mockServer([PENDING_SAREE], [kurta])
    const { user } = renderPage()
    const section = (await screen.findByRole('heading', { name: 'Changes to look at' })).closest('section')!
    expect(section).toHaveTextContent('1 listed product changed a price by more than half or added a variant')
    const changes = within(section).getByRole('list', { name: 'Changes to Chikan Kurta' })
    expect(changes).toHaveTextContent('KUR-M (M, White): price ₹800 → ₹2,000 (+150%)')
    expect(changes).toHaveTextContent('New variant KUR-XL (XL, Blue)')
    expect(within(section).getByRole('button', { name: 'Unlist Chikan Kurta' })).toBeInTheDocument()

    await user.click(within(section).getByRole('button', { name: 'Chikan Kurta looks fine' }))
    expect(await screen.findByText('Changes accepted')).toBeInTheDocument()
    expect(calls).toEqual([{ path: '/api/admin/products/prd_9/approve', body: undefined }])
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Changes to look at' })).not.toBeInTheDocument())
    expect(screen.getByRole('heading', { name: 'Handloom Cotton Saree' })).toBeInTheDocument()
  })

  it('approves a product and takes it off the list', async () => {
    const calls = mockServer()
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Approve Handloom Cotton Saree' }))

    expect(await screen.findByText('Product approved')).toBeInTheDocument()
    expect(calls).toEqual([{ path: '/api/admin/products/prd_1/approve', body: undefined }])
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Handloom Cotton Saree' })).not.toBeInTheDocument(),
    )
  })

  it('rejects with the reason typed in the dialog', async () => {
    const calls = mockServer()
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Reject Handloom Cotton Saree' }))

    const dialog = screen.getByRole('dialog', { name: 'Reject "Handloom Cotton Saree"?' })
    const reason = within(dialog).getByLabelText('Reason (optional)')
    expect(reason).toHaveFocus()
    await user.type(reason, '  Photos are blurry.  ')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))

    expect(await screen.findByText('Product rejected')).toBeInTheDocument()
    expect(calls).toEqual([{ path: '/api/admin/products/prd_1/reject', body: { reason: 'Photos are blurry.' } }])
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('rejects without a reason, and the next dialog starts empty', async () => {
    const calls = mockServer()
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Reject Handloom Cotton Saree' }))
    await user.type(screen.getByLabelText('Reason (optional)'), 'Not this one')
    await user.click(screen.getByRole('button', { name: 'Cancel' }))

    await user.click(screen.getByRole('button', { name: 'Reject Brass Lamp' }))
    expect(screen.getByLabelText('Reason (optional)')).toHaveValue('')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }))

    await waitFor(() => expect(calls).toEqual([{ path: '/api/admin/products/prd_2/reject', body: {} }]))
  })

  it('View opens and closes the details', async () => {
    mockServer()
    const { user } = renderPage()
    const view = await screen.findByRole('button', { name: 'View Handloom Cotton Saree' })
    expect(view).toHaveAttribute('aria-expanded', 'false')

    await user.click(view)
    expect(view).toHaveAttribute('aria-expanded', 'true')
    const details = document.getElementById(view.getAttribute('aria-controls')!)!
    expect(details).toBeVisible()
    expect(details).toHaveTextContent('handloom-cotton-saree')
    expect(details).toHaveTextContent('In stock (12 units)')
    // Everything the seller entered, so nothing is approved blind.
    await waitFor(() => expect(details).toHaveTextContent('Handwoven in Pochampally.'))
    for (const text of [
      'Indigo, Mustard',
      'Fabric: Cotton',
      '52085210',
      '5%',
      'Within 7 days of delivery',
      'Net quantity1 piece(s)',
      'ManufacturerRao Handlooms, Pochampally, Telangana',
      // Every variant, the ones not on offer said so.
      'Indigo · SAR-IND · ₹1,499.50 (MRP ₹1,999) · 12 in stock',
      'Mustard · SAR-MUS · ₹1,599 · stock not counted · not on offer',
    ]) {
      expect(details).toHaveTextContent(text)
    }

    await user.click(view)
    expect(details).not.toBeVisible()
  })

  it('says when nothing is waiting', async () => {
    mockServer([])
    renderPage()
    expect(await screen.findByRole('heading', { name: 'No products waiting for approval' })).toBeInTheDocument()
  })
})

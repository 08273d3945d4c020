import { screen, waitFor, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { ManagedProductDetail } from '@haat/shared/catalog/product-input'
import { CATEGORIES, jsonResponse, mockApi } from '../../../test/render'
import { renderVendorRoutes, SAREE } from '../test/vendor-fixtures'
import { VendorProductEditPage } from './vendor-product-edit-page'

afterEach(() => {
  toast.dismiss()
})

const PAGES = [{ path: '/vendor/products/edit/:slug', element: <VendorProductEditPage /> }]

function mockServer(product: ManagedProductDetail = SAREE, patchAnswer?: () => Response) {
  const patches: Array<Record<string, unknown>> = []
  mockApi({
    '/api/categories': CATEGORIES,
    [`/api/vendor/products/${product.slug}`]: product,
    [`/api/vendor/products/${product.id}`]: async (request: Request) => {
      const body = (await request.json()) as Record<string, unknown>
      patches.push(body)
      return patchAnswer?.() ?? jsonResponse({ ...product, ...body })
    },
  })
  return patches
}

async function renderEdit(slug = SAREE.slug) {
  const view = renderVendorRoutes(PAGES, `/vendor/products/edit/${slug}`)
  await screen.findByRole('combobox', { name: 'Category' })
  return view
}

describe('VendorProductEditPage', () => {
  it('loads the product into the form, with rupees, the category and the refund days not editable', async () => {
    mockServer()
    await renderEdit()

    expect(screen.getByRole('heading', { level: 1, name: 'Edit Product' })).toBeInTheDocument()
    expect(screen.getByLabelText('Product name')).toHaveValue('Handloom Cotton Saree')
    expect(screen.getByLabelText('Slug')).toHaveValue('handloom-cotton-saree')
    expect(screen.getByLabelText('Slug')).not.toHaveAttribute('readonly')
    expect(screen.getByLabelText('Price (₹)')).toHaveValue('1499.50')
    expect(screen.getByLabelText('MRP (₹)')).toHaveValue('1999.00')
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('cat_2')
    expect(screen.getByRole('combobox', { name: 'Subcategory' })).toHaveValue('sub_3')
    expect(screen.getByLabelText('Refund days (not editable)')).toBeDisabled()
    expect(screen.getByLabelText('Refund days (not editable)')).toHaveValue('7')
    expect(
      screen.getByText(/MRP, HSN code or GST rate sends an\s+approved product back for review/),
    ).toBeInTheDocument()
  })

  it('says "No changes to update" and sends nothing when nothing changed', async () => {
    const patches = mockServer()
    const { user } = await renderEdit()

    // Typing and undoing it is no change either.
    await user.type(screen.getByLabelText('Product name'), 'x')
    await user.type(screen.getByLabelText('Product name'), '{Backspace}')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('No changes to update')).toBeInTheDocument()
    expect(patches).toHaveLength(0)
  })

  it('sends only the changed fields, prices in paise, then says "Product updated successfully"', async () => {
    const patches = mockServer()
    const { user, router } = await renderEdit()

    await user.clear(screen.getByLabelText('Price (₹)'))
    await user.type(screen.getByLabelText('Price (₹)'), '1299.9')
    await user.clear(screen.getByLabelText('Slug'))
    await user.type(screen.getByLabelText('Slug'), 'cotton-saree')
    await user.click(screen.getByRole('button', { name: 'Remove colour Red' }))
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument()
    expect(patches).toEqual([{ pricePaise: 129990, slug: 'cotton-saree', colors: [] }])
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/products'))
  })

  it('sends a new category with its subcategory cleared', async () => {
    const patches = mockServer()
    const { user } = await renderEdit()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Electronics')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    await waitFor(() => expect(patches).toHaveLength(1))
    expect(patches[0]).toEqual({ categoryId: 'cat_1', subcategoryId: null })
  })

  it('requires name, slug and price, refuses a malformed slug and a negative MRP', async () => {
    const patches = mockServer()
    const { user } = await renderEdit()

    await user.clear(screen.getByLabelText('Product name'))
    await user.clear(screen.getByLabelText('Price (₹)'))
    await user.clear(screen.getByLabelText('Slug'))
    await user.type(screen.getByLabelText('Slug'), 'Cotton Saree!')
    await user.clear(screen.getByLabelText('MRP (₹)'))
    await user.type(screen.getByLabelText('MRP (₹)'), '-1')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    expect(await screen.findByText('Name is required.')).toBeInTheDocument()
    expect(screen.getByText('Price is required.')).toBeInTheDocument()
    expect(screen.getByText('Use lowercase letters, digits and single hyphens.')).toBeInTheDocument()
    expect(screen.getByText('MRP cannot be negative.')).toBeInTheDocument()
    expect(patches).toHaveLength(0)
  })

  it('on failure says "Failed to save changes" with the server message and keeps the edits', async () => {
    mockServer(SAREE, () =>
      jsonResponse(
        {
          error: {
            code: 'CONFLICT',
            message: 'Another of your products uses this slug.',
            details: [{ path: 'slug', message: 'Slug is taken.' }],
          },
        },
        409,
      ),
    )
    const { user } = await renderEdit()
    await user.clear(screen.getByLabelText('Slug'))
    await user.type(screen.getByLabelText('Slug'), 'silk-saree')
    await user.click(screen.getByRole('button', { name: 'Save Changes' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to save changes')
    expect(alert).toHaveTextContent('Another of your products uses this slug.')
    expect(screen.getByText('Slug is taken.')).toBeInTheDocument()
    expect(screen.getByLabelText('Slug')).toHaveValue('silk-saree')
  })

  it('says so when the product does not exist', async () => {
    mockServer()
    renderVendorRoutes(PAGES, '/vendor/products/edit/no-such-product')
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument()
  })
})

describe('the variant grid on the edit page', () => {
  const KURTA: ManagedProductDetail = {
    ...SAREE,
    id: '00000000-0000-4000-8000-00000000c0de',
    slug: 'cotton-kurta',
    name: 'Cotton Kurta',
    colors: [],
    sizes: ['S', 'M'],
    options: [{ name: 'Size', kind: 'size', values: ['S', 'M'] }],
    variants: [
      { ...SAREE.variants[0]!, id: '00000000-0000-4000-8000-0000000000b1', values: ['S'], sku: 'KUR-S', stock: 3 },
      { ...SAREE.variants[0]!, id: '00000000-0000-4000-8000-0000000000b2', values: ['M'], sku: 'KUR-M', stock: 5 },
    ],
  }

  function mockGrid(answer: (body: Record<string, unknown>) => Response) {
    const puts: Array<Record<string, unknown>> = []
    mockApi({
      '/api/categories': CATEGORIES,
      [`/api/vendor/products/${KURTA.slug}`]: KURTA,
      [`/api/vendor/products/${KURTA.id}/variants`]: async (request: Request) => {
        const body = (await request.json()) as Record<string, unknown>
        puts.push(body)
        return answer(body)
      },
    })
    return puts
  }

  it('sends prices and stock per variant, and leaves them out of the product form', async () => {
    const puts = mockGrid(() => jsonResponse(KURTA))
    const { user } = await renderEdit(KURTA.slug)
    // The product form no longer carries one price for all.
    expect(screen.queryByLabelText('Price (₹)')).not.toBeInTheDocument()
    expect(screen.getByText(/This product has variants/)).toBeInTheDocument()

    const grid = screen.getByRole('region', { name: 'Variants' })
    expect(within(grid).getByLabelText('Stock of M')).toHaveValue('5')
    // A colour option brings a row per size and colour.
    await user.click(within(grid).getByRole('button', { name: 'Add an option' }))
    await user.type(within(grid).getByLabelText('Name of option 2'), 'Colour')
    await user.selectOptions(within(grid).getByLabelText('Kind of option 2'), 'colour')
    await user.type(within(grid).getByLabelText('Values of Colour'), 'Blue{Enter}')
    expect(within(grid).getAllByRole('row')).toHaveLength(3)
    await user.type(within(grid).getByLabelText('Stock for all'), '2')
    await user.click(within(grid).getByRole('button', { name: 'Apply to all' }))
    await user.clear(within(grid).getByLabelText('Price of M, Blue (₹)'))
    await user.type(within(grid).getByLabelText('Price of M, Blue (₹)'), '1599')
    await user.click(within(grid).getByRole('checkbox', { name: 'S, Blue on offer' }))
    await user.click(within(grid).getByRole('button', { name: 'Save variants' }))

    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toEqual({
      options: [
        { name: 'Size', kind: 'size', values: ['S', 'M'] },
        { name: 'Colour', kind: 'colour', values: ['Blue'] },
      ],
      variants: [
        {
          id: KURTA.variants[0]!.id,
          values: ['S', 'Blue'],
          sku: 'KUR-S',
          pricePaise: 149950,
          mrpPaise: 199900,
          stock: 2,
          weightGrams: null,
          isActive: false,
        },
        {
          id: KURTA.variants[1]!.id,
          values: ['M', 'Blue'],
          sku: 'KUR-M',
          pricePaise: 159900,
          mrpPaise: 199900,
          stock: 2,
          weightGrams: null,
          isActive: true,
        },
      ],
      photoColors: [],
    })
    expect(await screen.findByText('Variants saved')).toBeInTheDocument()
  })

  it('takes an option of the seller’s own kind, such as Pack of, and no second of a kind', async () => {
    const puts = mockGrid(() => jsonResponse(KURTA))
    const { user } = await renderEdit(KURTA.slug)
    const grid = screen.getByRole('region', { name: 'Variants' })
    await user.click(within(grid).getByRole('button', { name: 'Add an option' }))
    await user.type(within(grid).getByLabelText('Name of option 2'), 'Pack of')
    await user.selectOptions(within(grid).getByLabelText('Kind of option 2'), 'other')
    await user.type(within(grid).getByLabelText('Values of Pack of'), '1{Enter}3{Enter}')
    // Two sizes by two packs, below the heading row.
    expect(within(grid).getAllByRole('row')).toHaveLength(5)
    await user.type(within(grid).getByLabelText('Stock for all'), '4')
    await user.click(within(grid).getByRole('button', { name: 'Apply to all' }))
    // A colour may still be added; after it, every kind is taken.
    await user.click(within(grid).getByRole('button', { name: 'Add an option' }))
    expect(within(grid).getByLabelText('Kind of option 3')).toHaveValue('colour')
    expect(within(grid).queryByRole('button', { name: 'Add an option' })).not.toBeInTheDocument()
    await user.click(within(grid).getByRole('button', { name: 'Remove option 3' }))
    await user.click(within(grid).getByRole('button', { name: 'Save variants' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toMatchObject({
      options: [
        { name: 'Size', kind: 'size', values: ['S', 'M'] },
        { name: 'Pack of', kind: 'other', values: ['1', '3'] },
      ],
    })
    expect((puts[0]!.variants as { values: string[] }[]).map((v) => v.values)).toEqual([
      ['S', '1'],
      ['S', '3'],
      ['M', '1'],
      ['M', '3'],
    ])
  })

  it('shows the server’s refusal at the cell it names, keeping what was typed', async () => {
    const message = 'You already use this SKU on another product.'
    mockGrid(() =>
      jsonResponse({ error: { code: 'CONFLICT', message, details: [{ path: 'variants.1.sku', message }] } }, 409),
    )
    const { user } = await renderEdit(KURTA.slug)
    const grid = screen.getByRole('region', { name: 'Variants' })
    await user.clear(within(grid).getByLabelText('SKU of M'))
    await user.type(within(grid).getByLabelText('SKU of M'), 'TAKEN')
    await user.click(within(grid).getByRole('button', { name: 'Save variants' }))
    await waitFor(() => expect(within(grid).getByLabelText('SKU of M')).toHaveAccessibleDescription(message))
    expect(within(grid).getByLabelText('SKU of M')).toHaveValue('TAKEN')
    expect(within(grid).getByText('Failed to save variants')).toBeInTheDocument()
  })

  it('refuses a price that is not rupees before sending', async () => {
    const puts = mockGrid(() => jsonResponse(KURTA))
    const { user } = await renderEdit(KURTA.slug)
    const grid = screen.getByRole('region', { name: 'Variants' })
    await user.clear(within(grid).getByLabelText('Price of S (₹)'))
    await user.type(within(grid).getByLabelText('Price of S (₹)'), 'free')
    await user.click(within(grid).getByRole('button', { name: 'Save variants' }))
    expect(within(grid).getByLabelText('Price of S (₹)')).toHaveAccessibleDescription(
      'Enter the price in rupees, e.g. 499.50.',
    )
    expect(puts).toHaveLength(0)
  })
})

describe('the size chart on the edit page', () => {
  const KURTA: ManagedProductDetail = {
    ...SAREE,
    id: '00000000-0000-4000-8000-00000000c1a7',
    slug: 'chart-kurta',
    name: 'Chart Kurta',
    colors: [],
    sizes: ['S', 'M'],
    sizeChart: null,
  }

  function mockChart(answer: (body: Record<string, unknown>) => Response) {
    const puts: Array<Record<string, unknown>> = []
    mockApi({
      '/api/categories': CATEGORIES,
      [`/api/vendor/products/${KURTA.slug}`]: KURTA,
      [`/api/vendor/products/${KURTA.id}/size-chart`]: async (request: Request) => {
        const body = (await request.json()) as Record<string, unknown>
        puts.push(body)
        return answer(body)
      },
    })
    return puts
  }

  it('sends a table of the sizes measured, leaving out a size left blank', async () => {
    const table = { kind: 'table', unit: 'cm', columns: ['Chest'], rows: [{ size: 'M', values: ['102'] }] }
    const puts = mockChart(() => jsonResponse({ ...KURTA, sizeChart: table }))
    const { user } = await renderEdit(KURTA.slug)
    const section = screen.getByRole('region', { name: 'Size chart' })
    await user.selectOptions(within(section).getByLabelText('Size chart'), 'table')
    await user.click(within(section).getByRole('button', { name: 'Save size chart' }))
    expect(within(section).getByRole('alert')).toHaveTextContent('Add at least one measurement, such as Chest.')
    await user.type(within(section).getByLabelText('Measurements'), 'Chest{Enter}')
    await user.selectOptions(within(section).getByLabelText('Unit'), 'cm')
    await user.type(within(section).getByLabelText('Chest of M (cm)'), '102')
    await user.click(within(section).getByRole('button', { name: 'Save size chart' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toEqual({ sizeChart: table })
    expect(await screen.findByText('Size chart saved')).toBeInTheDocument()
  })

  it('says what the server refused, keeping what was typed', async () => {
    const message = 'Use one of the product’s sizes: S, M.'
    mockChart(() =>
      jsonResponse(
        { error: { code: 'VALIDATION', message, details: [{ path: 'sizeChart.rows.0.size', message }] } },
        400,
      ),
    )
    const { user } = await renderEdit(KURTA.slug)
    const section = screen.getByRole('region', { name: 'Size chart' })
    await user.selectOptions(within(section).getByLabelText('Size chart'), 'table')
    await user.type(within(section).getByLabelText('Measurements'), 'Waist{Enter}')
    await user.type(within(section).getByLabelText('Waist of S (in)'), '30')
    await user.click(within(section).getByRole('button', { name: 'Save size chart' }))
    expect(await within(section).findByRole('alert')).toHaveTextContent(message)
    expect(within(section).getByLabelText('Waist of S (in)')).toHaveValue('30')
  })
})

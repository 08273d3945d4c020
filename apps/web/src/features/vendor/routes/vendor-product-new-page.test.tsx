import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import { EMPTY_DECLARATIONS } from '@haat/shared/catalog/declarations'
import { CATEGORIES, jsonResponse, mockApi } from '../../../test/render'
import { renderVendorRoutes, SAREE } from '../test/vendor-fixtures'
import { VendorProductNewPage } from './vendor-product-new-page'

// Sonner keeps its toasts between tests; each test starts with none.
afterEach(() => {
  toast.dismiss()
})

const PAGES = [{ path: '/vendor/products/new', element: <VendorProductNewPage /> }]

function mockServer(answer: (body: Record<string, unknown>) => Response = () => jsonResponse(SAREE, 201)) {
  const posted: Array<Record<string, unknown>> = []
  const fetchMock = mockApi({
    '/api/categories': CATEGORIES,
    '/api/vendor/products': async (request: Request) => {
      const body = (await request.json()) as Record<string, unknown>
      posted.push(body)
      return answer(body)
    },
  })
  return { posted, fetchMock }
}

async function renderForm() {
  const view = renderVendorRoutes(PAGES, '/vendor/products/new')
  await screen.findByRole('combobox', { name: 'Category' })
  return view
}

async function fillRequired(user: UserEvent) {
  await user.type(screen.getByLabelText('Product name'), 'Handloom Cotton Saree')
  await user.type(screen.getByLabelText('Description'), 'Soft handloom cotton saree.')
  await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Fashion')
  await user.type(screen.getByLabelText('Price (₹)'), '1499.50')
  await user.type(screen.getByLabelText('HSN code'), '50072010')
  await user.selectOptions(screen.getByLabelText('GST rate'), '5%')
}

const options = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent)

describe('VendorProductNewPage', () => {
  it('keeps the subcategory disabled until a category is chosen, then lists only its subcategories', async () => {
    mockServer()
    const { user } = await renderForm()
    const subcategory = screen.getByRole('combobox', { name: 'Subcategory' })
    expect(subcategory).toBeDisabled()

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Electronics')
    expect(subcategory).toBeEnabled()
    expect(options(subcategory)).toEqual(['No subcategory', 'Mobiles', 'Laptops'])
    await user.selectOptions(subcategory, 'Laptops')
    expect(subcategory).toHaveValue('sub_2')

    // Another category clears the choice and lists its own subcategories.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Fashion')
    expect(subcategory).toHaveValue('')
    expect(options(subcategory)).toEqual(['No subcategory', 'Sarees'])
  })

  it('shows the slug made from the name, read-only', async () => {
    mockServer()
    const { user } = await renderForm()
    const slug = screen.getByLabelText('Slug')
    expect(slug).toHaveAttribute('readonly')

    await user.type(screen.getByLabelText('Product name'), '  Tea & Coffee   Mugs (Set of 2)! ')
    expect(slug).toHaveValue('tea-and-coffee-mugs-set-of-2')
  })

  it('adds colours and sizes trimmed, refuses empty and repeated ones, and removes them', async () => {
    mockServer()
    const { user } = await renderForm()
    const colour = screen.getByLabelText('Colours')

    await user.type(colour, '  Red  {Enter}')
    await user.type(colour, 'Blue')
    await user.click(screen.getByRole('button', { name: 'Add colour' }))
    const list = screen.getByRole('list', { name: 'Colours' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Red', 'Blue'])

    await user.type(colour, '   {Enter}')
    expect(screen.getByText('Type a colour first.')).toBeInTheDocument()
    await user.clear(colour)
    await user.type(colour, 'red{Enter}')
    expect(screen.getByText('"red" is already added.')).toBeInTheDocument()
    expect(within(list).getAllByRole('listitem')).toHaveLength(2)

    await user.click(screen.getByRole('button', { name: 'Remove colour Red' }))
    expect(
      within(screen.getByRole('list', { name: 'Colours' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Blue'])

    await user.type(screen.getByLabelText('Sizes'), 'M{Enter}L{Enter} m {Enter}')
    expect(
      within(screen.getByRole('list', { name: 'Sizes' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['M', 'L'])
  })

  it('needs both the name and the value of a specification', async () => {
    const { posted } = mockServer()
    const { user } = await renderForm()
    await fillRequired(user)

    await user.click(screen.getByRole('button', { name: 'Add specification' }))
    await user.type(screen.getByLabelText('Specification 1 name'), 'Material')
    await user.click(screen.getByRole('button', { name: 'Add specification' }))
    await user.type(screen.getByLabelText('Specification 2 value'), 'Cotton')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByText('Specification value is required.')).toBeInTheDocument()
    expect(screen.getByText('Specification name is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('Specification 1 value')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Specification 2 name')).toHaveAttribute('aria-invalid', 'true')
    expect(posted).toHaveLength(0)

    await user.click(screen.getByRole('button', { name: 'Remove specification 2' }))
    await user.type(screen.getByLabelText('Specification 1 value'), 'Cotton')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.specifications).toEqual([{ key: 'Material', value: 'Cotton' }])
  })

  it('names the missing required fields and sends nothing', async () => {
    const { posted } = mockServer()
    const { user } = await renderForm()
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByText('Name is required.')).toBeInTheDocument()
    expect(screen.getByText('Description is required.')).toBeInTheDocument()
    expect(screen.getByText('Category is required.')).toBeInTheDocument()
    expect(screen.getByText('Price is required.')).toBeInTheDocument()
    expect(screen.getByLabelText('Product name')).toHaveFocus()
    expect(posted).toHaveLength(0)
  })

  it.each([
    ['-5', 'Price cannot be negative.'],
    ['12.345', 'Price can have at most 2 decimal places (paise).'],
    ['abc', 'Enter the price in rupees, e.g. 499.50.'],
  ])('refuses a price of %s', async (price, message) => {
    mockServer()
    const { user } = await renderForm()
    await user.type(screen.getByLabelText('Price (₹)'), price)
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('refuses an MRP below the price', async () => {
    const { posted } = mockServer()
    const { user } = await renderForm()
    await fillRequired(user)
    await user.type(screen.getByLabelText('MRP (₹)'), '999')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(await screen.findByText('MRP must be at least the price.')).toBeInTheDocument()
    expect(posted).toHaveLength(0)
  })

  it('sends rupees as paise, then says "Product created successfully" and goes to the list', async () => {
    const { posted } = mockServer()
    const { user, router } = await renderForm()
    await fillRequired(user)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Subcategory' }), 'Sarees')
    await user.type(screen.getByLabelText('MRP (₹)'), '1999')
    await user.type(screen.getByLabelText('Stock'), '12')
    await user.type(screen.getByLabelText('Colours'), 'Red{Enter}')
    await user.clear(screen.getByLabelText('Refund days'))
    await user.type(screen.getByLabelText('Refund days'), '7')
    await user.click(screen.getByLabelText('Mark as new (shows a New badge)'))
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByText('Product created successfully')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/vendor/products')
    expect(posted[0]).toEqual({
      name: 'Handloom Cotton Saree',
      description: 'Soft handloom cotton saree.',
      categoryId: 'cat_2',
      subcategoryId: 'sub_3',
      brand: null,
      countryOfOrigin: 'India',
      pricePaise: 149950,
      mrpPaise: 199900,
      stock: 12,
      colors: ['Red'],
      sizes: [],
      specifications: [],
      imageIds: [],
      refundDays: 7,
      hsnCode: '50072010',
      gstRateBp: 500,
      isNew: true,
      declarations: EMPTY_DECLARATIONS,
    })
  })

  it('marks the declarations the chosen category requires, and the importer of goods made outside India', async () => {
    mockServer()
    const { user } = await renderForm()
    expect(screen.getByLabelText("Manufacturer's name")).not.toHaveAttribute('aria-required')

    // Electronics requires the maker and the warranty (render.tsx's CATEGORIES).
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Electronics')
    expect(screen.getByLabelText("Manufacturer's name (required)")).toHaveAttribute('aria-required', 'true')
    expect(screen.getByLabelText("Manufacturer's address (required)")).toBeInTheDocument()
    expect(screen.getByLabelText('Warranty (required)')).toBeInTheDocument()
    expect(screen.getByLabelText('Net quantity')).not.toHaveAttribute('aria-required')
    expect(screen.getByLabelText("Importer's name")).toBeInTheDocument()

    // Fashion requires none; made in China, the importer is.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Fashion')
    expect(screen.getByLabelText("Manufacturer's name")).toBeInTheDocument()
    expect(screen.getByLabelText('Warranty')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Country of origin'))
    await user.type(screen.getByLabelText('Country of origin'), 'China')
    expect(screen.getByLabelText("Importer's name (required)")).toHaveAttribute('aria-required', 'true')
  })

  it("sends the declarations typed, and shows the server's refusals beside them keeping what was typed", async () => {
    const { posted } = mockServer(() =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION',
            message: 'Enter the net quantity: this category requires it.',
            details: [
              { path: 'declarations.netQuantity', message: 'Enter the net quantity: this category requires it.' },
              { path: 'declarations.warranty', message: 'Enter the warranty: this category requires it.' },
            ],
          },
        },
        400,
      ),
    )
    const { user } = await renderForm()
    await fillRequired(user)
    await user.type(screen.getByLabelText("Manufacturer's name"), 'Rao Handlooms')
    await user.type(screen.getByLabelText("Manufacturer's address"), '12 Weavers Lane, Hyderabad')
    await user.type(screen.getByLabelText('Best before or expiry'), '6 months from packing')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByText('Enter the warranty: this category requires it.')).toBeInTheDocument()
    expect(screen.getByLabelText('Net quantity')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Warranty')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText("Manufacturer's name")).toHaveValue('Rao Handlooms')
    expect(posted[0]!.declarations).toEqual({
      ...EMPTY_DECLARATIONS,
      manufacturer: { name: 'Rao Handlooms', address: '12 Weavers Lane, Hyderabad' },
      bestBefore: '6 months from packing',
    })
  })

  it("asks for a maker's address with its name, and a net quantity as a number", async () => {
    const { posted } = mockServer()
    const { user } = await renderForm()
    await fillRequired(user)
    await user.type(screen.getByLabelText('Net quantity'), '250g')
    await user.type(screen.getByLabelText("Packer's name"), 'Packwell')
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    expect(
      await screen.findByText('Enter the net quantity as a number more than 0, e.g. 250 or 1.5.'),
    ).toBeInTheDocument()
    expect(screen.getByText('Enter the address.')).toBeInTheDocument()
    expect(posted).toHaveLength(0)

    await user.clear(screen.getByLabelText('Net quantity'))
    await user.type(screen.getByLabelText('Net quantity'), '1.5')
    await user.selectOptions(screen.getByLabelText('Unit'), 'kilograms (kg)')
    await user.clear(screen.getByLabelText("Packer's name"))
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]!.declarations).toMatchObject({ netQuantity: { value: 1.5, unit: 'kg' }, packer: null })
  })

  it('sends an empty stock as not counted and no MRP as 0', async () => {
    const { posted } = mockServer()
    const { user } = await renderForm()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Add Product' }))
    await waitFor(() => expect(posted).toHaveLength(1))
    expect(posted[0]).toMatchObject({ stock: null, mrpPaise: 0, subcategoryId: null, refundDays: 0 })
  })

  it('on failure says "Failed to create product", puts field errors beside their fields and keeps what was typed', async () => {
    mockServer(() =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION',
            message: 'Some fields need attention.',
            details: [{ path: 'pricePaise', message: 'Price is too large.' }],
          },
        },
        400,
      ),
    )
    const { user, router } = await renderForm()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Failed to create product')
    expect(alert).toHaveTextContent('Some fields need attention.')
    expect(screen.getByText('Price is too large.')).toBeInTheDocument()
    expect(screen.getByLabelText('Price (₹)')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Product name')).toHaveValue('Handloom Cotton Saree')
    expect(screen.getByLabelText('Price (₹)')).toHaveValue('1499.50')
    expect(router.state.location.pathname).toBe('/vendor/products/new')
  })

  it('shows "Saving..." and holds the button while the product is sent', async () => {
    let release: (response: Response) => void = () => {}
    mockApi({
      '/api/categories': CATEGORIES,
      '/api/vendor/products': () => new Promise<Response>((resolve) => (release = resolve)),
    })
    const { user } = await renderForm()
    await fillRequired(user)
    await user.click(screen.getByRole('button', { name: 'Add Product' }))

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled()
    release(jsonResponse(SAREE, 201))
    expect(await screen.findByText('Product created successfully')).toBeInTheDocument()
  })

  it('lets a pending seller prepare a product', async () => {
    mockServer()
    renderVendorRoutes(PAGES, '/vendor/products/new', { id: 'ven_1', status: 'pending' })
    expect(await screen.findByLabelText('Product name')).toBeInTheDocument()
  })

  it('tells a rejected seller that products come after approval', async () => {
    mockServer()
    renderVendorRoutes(PAGES, '/vendor/products/new', { id: 'ven_1', status: 'rejected' })
    expect(await screen.findByText('Your seller account is not approved yet')).toBeInTheDocument()
    expect(screen.queryByLabelText('Product name')).not.toBeInTheDocument()
  })
})

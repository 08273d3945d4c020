import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { ListingFacets } from '@haat/shared/catalog/filters'
import { PRICE_RANGES } from '@haat/shared/catalog/filter-choices'
import type { ProductSummary } from '@haat/shared/catalog/product'
import { NotFoundPage } from '../../../components/not-found-page'
import { CATEGORIES, jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { makeProduct, productList } from '../test/catalog-fixtures'
import { CategoryPage } from './category-page'

const NOT_FOUND = "Oops! The page you're looking for can't be found."
const ROUTES = [
  { path: '/', element: <h1>Home</h1> },
  { path: '/category/:category', element: <CategoryPage /> },
  { path: '/category/:category/:subcategory', element: <CategoryPage /> },
  { path: '*', element: <NotFoundPage /> },
]

/** Serves the categories and a catalogue of `count` products, paging like the server; records each query. */
function mockCatalogue(count = 3, products?: ProductSummary[], more: Parameters<typeof mockApi>[0] = {}) {
  const all = products ?? Array.from({ length: count }, (_, index) => makeProduct({ name: `Phone ${index + 1}` }))
  const queries: URLSearchParams[] = []
  mockApi({
    ...more,
    '/api/categories': CATEGORIES,
    '/api/products': (request: Request) => {
      const params = new URL(request.url).searchParams
      queries.push(params)
      const page = Number(params.get('page') ?? 1)
      const pageSize = Number(params.get('pageSize') ?? 24)
      return jsonResponse(
        productList(all.slice((page - 1) * pageSize, page * pageSize), { page, pageSize, total: all.length }),
      )
    },
  })
  const lastQuery = () => Object.fromEntries(queries.at(-1) ?? [])
  return { queries, lastQuery }
}

function renderPage(path: string) {
  return renderRoutes(ROUTES, { initialEntries: [path] })
}

describe('CategoryPage', () => {
  it('shows breadcrumbs, the heading, subcategory links and the products', async () => {
    mockCatalogue(3)
    renderPage('/category/electronics/mobiles')

    expect(await screen.findByRole('heading', { level: 1, name: 'Mobiles' })).toBeInTheDocument()
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' })
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    expect(within(crumbs).getByRole('link', { name: 'Electronics' })).toHaveAttribute('href', '/category/electronics')
    expect(within(crumbs).getByText('Mobiles')).toHaveAttribute('aria-current', 'page')

    const subnav = screen.getByRole('navigation', { name: 'Electronics subcategories' })
    expect(within(subnav).getByRole('link', { name: 'All Electronics' })).toHaveAttribute(
      'href',
      '/category/electronics',
    )
    expect(within(subnav).getByRole('link', { name: 'Laptops' })).toHaveAttribute(
      'href',
      '/category/electronics/laptops',
    )

    expect(await screen.findByRole('link', { name: 'Phone 1' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(3)
    expect(screen.getByText('3 products')).toBeInTheDocument()
    await waitFor(() => expect(document.title).toBe('Mobiles - Electronics | Haat'))
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      expect.stringContaining('Shop Mobiles in Electronics'),
    )
  })

  it('builds the API query from the URL, in paise', async () => {
    const { lastQuery } = mockCatalogue(30)
    renderPage('/category/electronics/mobiles?sort=price_asc&minPrice=500&maxPrice=1999.5&inStock=true&page=2')

    await screen.findByRole('link', { name: 'Phone 25' })
    expect(lastQuery()).toEqual({
      category: 'electronics',
      subcategory: 'mobiles',
      sort: 'price_asc',
      minPrice: '50000',
      maxPrice: '199950',
      inStock: 'true',
      page: '2',
      pageSize: '24',
    })
    // The boxes and the checkbox show what the URL says.
    expect(screen.getByRole('textbox', { name: 'Min (₹)' })).toHaveValue('500')
    expect(screen.getByRole('textbox', { name: 'Max (₹)' })).toHaveValue('1999.5')
    expect(screen.getByRole('checkbox', { name: 'In stock only' })).toBeChecked()
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc')
  })

  it('sorts by rating without a search (the nearest the API has to popularity), not by newest, and offers no Relevance', async () => {
    const { lastQuery } = mockCatalogue(2)
    const { router, user } = renderPage('/category/electronics')
    await screen.findByRole('link', { name: 'Phone 1' })
    expect(lastQuery()).toMatchObject({ category: 'electronics', sort: 'rating', page: '1' })
    expect(lastQuery()).not.toHaveProperty('subcategory')
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    expect(sort).toHaveValue('rating')
    expect(within(sort).queryByRole('option', { name: 'Relevance' })).not.toBeInTheDocument()
    expect(within(sort).getAllByRole('option')[0]).toHaveTextContent('Rating')

    // Newest is a choice the URL then names; back to the default leaves the sort out.
    await user.selectOptions(sort, 'Newest')
    expect(router.state.location.search).toBe('?sort=newest')
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'newest' }))
    await user.selectOptions(sort, 'Rating')
    expect(router.state.location.search).toBe('')
  })

  it('shows the applied filters above the results as chips that remove them through the URL, and Clear all', async () => {
    const { lastQuery } = mockCatalogue(3, undefined, {
      '/api/product-filters': {
        total: 3,
        brands: [{ value: 'Samsung', label: 'Samsung', count: 3 }],
        colors: [],
        sizes: [],
        sellers: [{ value: '0b7c2c7e-1d1a-4e55-9a43-2f0c3c7f7a11', label: 'Jaipur Looms', count: 3 }],
        prices: PRICE_RANGES.map((range) => ({ ...range, count: 1 })),
        ratings: [],
        discounts: [],
        inStock: 3,
      } satisfies ListingFacets,
    })
    const { router, user } = renderPage(
      '/category/electronics?brand=Samsung&brand=Rangrez&seller=0b7c2c7e-1d1a-4e55-9a43-2f0c3c7f7a11&rating=4&minPrice=500&maxPrice=1000&inStock=true&sort=price_asc',
    )
    await screen.findByRole('link', { name: 'Phone 1' })
    const results = screen.getByRole('region', { name: 'Products' })
    const chips = within(results).getByRole('list', { name: 'Applied filters' })
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((chip) => chip.getAttribute('aria-label')),
      ).toEqual([
        'Remove filter: Price ₹500 – ₹1,000',
        'Remove filter: Brand Samsung',
        'Remove filter: Brand Rangrez',
        'Remove filter: Seller Jaipur Looms',
        'Remove filter: Customer rating 4★ & above',
        'Remove filter: Availability In stock only',
      ]),
    )
    expect(within(chips).getByRole('button', { name: 'Remove filter: Brand Samsung' })).toHaveTextContent(
      'Brand Samsung',
    )

    // A chip removes its own filter, in the URL; the rest and the sort stay.
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Brand Samsung' }))
    const url = () => new URLSearchParams(router.state.location.search)
    expect(url().getAll('brand')).toEqual(['Rangrez'])
    expect([...url().keys()].sort()).toEqual(
      ['brand', 'inStock', 'maxPrice', 'minPrice', 'rating', 'seller', 'sort'].sort(),
    )
    await waitFor(() => expect(lastQuery()).toMatchObject({ brand: 'Rangrez', sort: 'price_asc' }))
    expect(screen.getByRole('checkbox', { name: /^Samsung/ })).not.toBeChecked()
    await user.click(within(chips).getByRole('button', { name: 'Remove filter: Price ₹500 – ₹1,000' }))
    expect(url().has('minPrice')).toBe(false)
    expect(url().has('maxPrice')).toBe(false)
    expect(within(chips).queryByRole('button', { name: /^Remove filter: Price/ })).not.toBeInTheDocument()

    await user.click(within(results).getByRole('button', { name: 'Clear all' }))
    expect(router.state.location.search).toBe('?sort=price_asc')
    expect(within(results).queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument()
    expect(within(results).queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument()
  })

  it('opens the filters in a sheet with a close button and Clear all in view', async () => {
    mockCatalogue(3)
    const { router, user } = renderPage('/category/electronics?inStock=true')
    await screen.findByRole('link', { name: 'Phone 1' })
    await user.click(screen.getByRole('button', { name: /^Filters/ }))
    const sheet = screen.getByRole('dialog', { name: 'Filters' })
    expect(within(sheet).getByRole('button', { name: 'Show 3 products' })).toHaveFocus()

    await user.click(within(sheet).getByRole('button', { name: 'Clear all' }))
    expect(router.state.location.search).toBe('')
    expect(within(sheet).queryByRole('button', { name: 'Clear all' })).not.toBeInTheDocument()

    await user.click(within(sheet).getByRole('button', { name: 'Close filters' }))
    expect(screen.queryByRole('dialog', { name: 'Filters' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: /^Filters/ })).toHaveFocus()
  })

  it('goes back to page 1 when a filter or the sort changes', async () => {
    const { lastQuery } = mockCatalogue(60)
    const { router, user } = renderPage('/category/electronics?page=2')
    await screen.findByRole('link', { name: 'Phone 25' })

    await user.click(screen.getByRole('checkbox', { name: 'In stock only' }))
    expect(router.state.location.search).toBe('?inStock=true')
    await waitFor(() => expect(lastQuery()).toMatchObject({ inStock: 'true', page: '1' }))

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(router.state.location.search).toBe('?inStock=true&page=2')
    await user.type(screen.getByRole('textbox', { name: 'Min (₹)' }), '₹1,000')
    await user.click(screen.getByRole('button', { name: 'Apply price' }))
    expect(router.state.location.search).toBe('?inStock=true&minPrice=1000')
    await waitFor(() => expect(lastQuery()).toMatchObject({ minPrice: '100000', page: '1' }))

    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: high to low')
    expect(router.state.location.search).toBe('?inStock=true&minPrice=1000&sort=price_desc')
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'price_desc', page: '1' }))

    // A subcategory link keeps the filters and sort, and starts at page 1.
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    expect(screen.getByRole('link', { name: 'Laptops' })).toHaveAttribute(
      'href',
      '/category/electronics/laptops?inStock=true&minPrice=1000&sort=price_desc',
    )

    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Clear all' }))
    expect(router.state.location.search).toBe('?sort=price_desc')
  })

  it('offers filters with counts, keeps the ticks in the URL and asks the server with them', async () => {
    const facetQueries: URLSearchParams[] = []
    const facets = (brandCount: number): ListingFacets => ({
      total: 3,
      brands: [
        { value: 'Rangrez', label: 'Rangrez', count: brandCount },
        { value: 'Jaipur Weaves', label: 'Jaipur Weaves', count: 1 },
      ],
      colors: [{ value: 'Red', label: 'Red', count: 2 }],
      sizes: [],
      sellers: [{ value: '0b7c2c7e-1d1a-4e55-9a43-2f0c3c7f7a11', label: 'Jaipur Looms', count: 3 }],
      prices: PRICE_RANGES.map((range, i) => ({ ...range, count: i === 0 ? 0 : 1 })),
      ratings: [
        { atLeast: 4, count: 1 },
        { atLeast: 3, count: 2 },
      ],
      discounts: [
        { atLeast: 50, count: 0 },
        { atLeast: 25, count: 1 },
        { atLeast: 10, count: 2 },
      ],
      inStock: 3,
    })
    const { lastQuery } = mockCatalogue(3, undefined, {
      '/api/product-filters': (request: Request) => {
        const params = new URL(request.url).searchParams
        facetQueries.push(params)
        return jsonResponse(facets(params.getAll('brand').length === 0 ? 2 : 5))
      },
    })
    const { router, user } = renderPage('/category/electronics?page=2')

    const brand = await screen.findByRole('checkbox', { name: 'Rangrez (2)' })
    // A choice that would show nothing cannot be ticked.
    expect(screen.getByRole('checkbox', { name: '50% or more (0)' })).toBeDisabled()
    expect(screen.getByRole('checkbox', { name: 'Up to ₹500 (0)' })).toBeDisabled()

    await user.click(brand)
    expect(router.state.location.search).toBe('?brand=Rangrez')
    await waitFor(() => expect(lastQuery()).toMatchObject({ brand: 'Rangrez', page: '1' }))
    expect(await screen.findByRole('checkbox', { name: 'Rangrez (5)' })).toBeChecked()
    expect(facetQueries.at(-1)?.getAll('brand')).toEqual(['Rangrez'])
    expect(facetQueries.at(-1)?.has('page')).toBe(false)

    await user.click(screen.getByRole('checkbox', { name: 'Jaipur Weaves (1)' }))
    await user.click(screen.getByRole('checkbox', { name: /^4★ & above/ }))
    await user.click(screen.getByRole('checkbox', { name: /^₹500 – ₹1,000/ }))
    expect(router.state.location.search).toBe('?brand=Rangrez&brand=Jaipur+Weaves&rating=4&minPrice=500&maxPrice=1000')
    // A price range is one choice: another replaces it.
    await user.click(screen.getByRole('checkbox', { name: /^₹1,000 – ₹2,500/ }))
    expect(router.state.location.search).toContain('minPrice=1000&maxPrice=2500')
    expect(screen.getByRole('checkbox', { name: /^₹500 – ₹1,000/ })).not.toBeChecked()

    await user.click(within(screen.getByRole('complementary')).getByRole('button', { name: 'Clear all' }))
    expect(router.state.location.search).toBe('')
  })

  it('refuses a price range that is not one', async () => {
    mockCatalogue(2)
    const { router, user } = renderPage('/category/electronics')
    await screen.findByRole('link', { name: 'Phone 1' })

    await user.type(screen.getByRole('textbox', { name: 'Min (₹)' }), '900')
    await user.type(screen.getByRole('textbox', { name: 'Max (₹)' }), '100')
    await user.click(screen.getByRole('button', { name: 'Apply price' }))
    expect(screen.getByText('The minimum price is more than the maximum.')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Min (₹)' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Min (₹)' })).toHaveAttribute('aria-invalid', 'true')
    expect(router.state.location.search).toBe('')
  })

  it('moves between pages with Next and Previous, and the browser history follows', async () => {
    const { lastQuery } = mockCatalogue(60)
    const { router, user } = renderPage('/category/electronics')
    await screen.findByRole('link', { name: 'Phone 1' })
    expect(screen.getByText('Showing 1–24 of 60 products')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(router.state.location.search).toBe('?page=2')
    expect(await screen.findByRole('link', { name: 'Phone 25' })).toBeInTheDocument()
    expect(lastQuery()).toMatchObject({ page: '2' })

    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(router.state.location.search).toBe('?page=3')
    expect(await screen.findByRole('link', { name: 'Phone 49' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(router.state.location.search).toBe('?page=2')

    // The browser's Back button returns to page 3, then Forward to page 2.
    await router.navigate(-1)
    expect(router.state.location.search).toBe('?page=3')
    expect(await screen.findByRole('link', { name: 'Phone 49' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Page 1' }))
    expect(router.state.location.search).toBe('')
    expect(await screen.findByRole('link', { name: 'Phone 1' })).toBeInTheDocument()
  })

  it('says "No products found." with a way home', async () => {
    mockCatalogue(0)
    renderPage('/category/books')
    expect(await screen.findByRole('heading', { name: 'No products found.' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })

  it('offers to clear the filters when they hide everything', async () => {
    mockCatalogue(0)
    const { router, user } = renderPage('/category/books?inStock=true')
    await screen.findByRole('heading', { name: 'No products found.' })
    await user.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(router.state.location.search).toBe('')
  })

  it.each(['/category/no-such-category', '/category/electronics/no-such-subcategory'])(
    '%s shows the 404 page',
    async (path) => {
      mockCatalogue(0)
      renderPage(path)
      expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument()
    },
  )

  it('shows the 404 page when the API does not know the category', async () => {
    mockApi({
      '/api/categories': CATEGORIES,
      '/api/products': () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Category not found.' } }, 404),
    })
    renderPage('/category/electronics')
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument()
  })

  it('shows skeletons while loading, then an error with a working retry', async () => {
    let calls = 0
    mockApi({
      '/api/categories': CATEGORIES,
      '/api/products': () =>
        ++calls === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Something broke' } }, 500)
          : jsonResponse(productList([makeProduct({ name: 'Phone A' })])),
    })
    const { user } = renderPage('/category/electronics')
    expect(screen.getByText('Loading products…')).toBeInTheDocument()

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load products.")
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Phone A' })).toBeInTheDocument()
  })
})

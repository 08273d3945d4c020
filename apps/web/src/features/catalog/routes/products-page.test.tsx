import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { makeProduct, productList } from '../test/catalog-fixtures'
import { ProductsPage } from './products-page'

function mockProducts(names: string[], meta: Parameters<typeof productList>[1] = {}) {
  const queries: URLSearchParams[] = []
  mockApi({
    '/api/products': (request: Request) => {
      queries.push(new URL(request.url).searchParams)
      return jsonResponse(
        productList(
          names.map((name) => makeProduct({ name })),
          meta,
        ),
      )
    },
  })
  return { lastQuery: () => Object.fromEntries(queries.at(-1) ?? []) }
}

function renderPage(path: string) {
  return renderRoutes([{ path: '/products', element: <ProductsPage /> }], { initialEntries: [path] })
}

describe('ProductsPage', () => {
  it('lists every product, best rated first (not newest)', async () => {
    const { lastQuery } = mockProducts(['Brass Diya', 'Clay Pot'])
    renderPage('/products')
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Brass Diya' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/product\//),
    )
    expect(lastQuery()).toEqual({ sort: 'rating', page: '1', pageSize: '24' })
    expect(screen.getByText('2 products')).toBeInTheDocument()
  })

  it('says which words it searched when the typed ones found nothing', async () => {
    mockProducts(['Samsung Galaxy M34'], { correctedSearch: 'samsung' })
    renderPage('/products?search=samsng')
    await screen.findByRole('link', { name: 'Samsung Galaxy M34' })
    expect(screen.getByText(/No products matched “samsng”\. Showing results for/)).toHaveTextContent(
      'No products matched “samsng”. Showing results for “samsung”.',
    )
  })

  it('shows a capped count with a plus', async () => {
    mockProducts(['Steel Kettle'], { total: 1000, totalCapped: true })
    renderPage('/products?search=kettle')
    expect(await screen.findByText('1,000+ products')).toBeInTheDocument()
  })

  it('shows search results sorted by relevance by default, with the count', async () => {
    const { lastQuery } = mockProducts(['Silk Saree', 'Silk Dupatta', 'Silk Scarf'])
    const { router, user } = renderPage('/products?search=silk')

    expect(screen.getByRole('heading', { level: 1, name: 'Results for “silk”' })).toBeInTheDocument()
    await screen.findByRole('link', { name: 'Silk Saree' })
    expect(screen.getByText('3 products')).toBeInTheDocument()
    expect(lastQuery()).toEqual({ search: 'silk', sort: 'relevance', page: '1', pageSize: '24' })
    await waitFor(() => expect(document.title).toBe('Results for "silk" | Haat'))

    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    expect(sort).toHaveValue('relevance')
    expect(
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Relevance', 'Rating', 'Newest', 'Price: low to high', 'Price: high to low'])

    await user.selectOptions(sort, 'Rating')
    expect(router.state.location.search).toBe('?search=silk&sort=rating')
    await waitFor(() => expect(lastQuery()).toMatchObject({ search: 'silk', sort: 'rating' }))

    // Back to the default leaves the sort out of the URL.
    await user.selectOptions(sort, 'Relevance')
    expect(router.state.location.search).toBe('?search=silk')
  })

  it('ignores a Relevance sort without a search', async () => {
    const { lastQuery } = mockProducts(['Brass Diya'])
    renderPage('/products?sort=relevance')
    await screen.findByRole('link', { name: 'Brass Diya' })
    expect(lastQuery()).toMatchObject({ sort: 'rating' })
  })

  it('says "No products found." when the search matches nothing', async () => {
    mockProducts([])
    renderPage('/products?search=zzz')
    expect(await screen.findByRole('heading', { name: 'No products found.' })).toBeInTheDocument()
    expect(screen.getByText('0 products')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')
  })
})

import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { CATEGORIES, jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { makeProduct, productList } from '../test/catalog-fixtures'
import { HomePage } from './home-page'

const FEATURED = productList([
  makeProduct({ name: 'Brass Diya', rating: { average: 4.8, count: 20 } }),
  makeProduct({ name: 'Clay Pot', inStock: false }),
])

function renderHome() {
  return renderRoutes([{ path: '/', element: <HomePage /> }])
}

const popular = () => screen.getByRole('region', { name: 'Popular Categories' })

describe('HomePage', () => {
  it('opens with the heading and the banner carousel, before the categories', () => {
    mockApi({ '/api/categories': CATEGORIES, '/api/products': FEATURED })
    renderHome()
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Everything India makes, in one marketplace')
    const carousel = screen.getByRole('region', { name: 'Shop by collection' })
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel')
    expect(within(carousel).getByRole('link', { name: 'Shop Electronics' })).toHaveAttribute(
      'href',
      '/category/electronics',
    )
    expect(carousel.compareDocumentPosition(popular()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })

  it('shows a loading state, then the Popular Categories grid', async () => {
    mockApi({ '/api/categories': CATEGORIES, '/api/products': FEATURED })
    renderHome()
    expect(screen.getByText('Loading categories…')).toBeInTheDocument()

    const fashion = await within(popular()).findByRole('link', { name: /Fashion/ })
    expect(fashion).toHaveAttribute('href', '/category/fashion')
    expect(fashion).toHaveTextContent('1 product')
    expect(within(popular()).getByRole('link', { name: /Electronics/ })).toHaveTextContent('12 products')
    expect(screen.getByRole('link', { name: 'View All Products' })).toHaveAttribute('href', '/products')
  })

  it('says so when there are no categories', async () => {
    mockApi({ '/api/categories': { data: [] }, '/api/products': FEATURED })
    renderHome()
    expect(await screen.findByRole('heading', { name: 'No categories yet.' })).toBeInTheDocument()
  })

  it('shows an error with a working retry', async () => {
    let calls = 0
    mockApi({
      '/api/categories': () =>
        ++calls === 1
          ? jsonResponse({ error: { code: 'INTERNAL', message: 'Something broke' } }, 500)
          : jsonResponse(CATEGORIES),
      '/api/products': FEATURED,
    })
    const { user } = renderHome()

    expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't load categories.")
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await within(popular()).findByRole('link', { name: /Electronics/ })).toBeInTheDocument()
  })

  it('shows Featured Products, the best rated first, with a link to all products', async () => {
    const fetchMock = mockApi({ '/api/categories': CATEGORIES, '/api/products': FEATURED })
    renderHome()
    const featured = screen.getByRole('region', { name: 'Featured Products' })
    expect(within(featured).getByText('Loading products…')).toBeInTheDocument()

    expect(await within(featured).findByRole('link', { name: 'Brass Diya' })).toBeInTheDocument()
    expect(within(featured).getAllByRole('article')).toHaveLength(2)
    expect(within(featured).getByText('Out of stock')).toBeInTheDocument()
    const call = fetchMock.mock.calls.map(([input]) => String(input)).find((url) => url.startsWith('/api/products'))
    expect(call).toBe('/api/products?sort=rating&pageSize=8')
  })

  it('says so when there are no products yet', async () => {
    mockApi({ '/api/categories': CATEGORIES, '/api/products': productList([]) })
    renderHome()
    expect(await screen.findByRole('heading', { name: 'No products yet.' })).toBeInTheDocument()
  })

  it('ends with Why Choose Haat: Easy to Find, Trusted Sellers, 24/7 Support', () => {
    mockApi({ '/api/categories': CATEGORIES, '/api/products': FEATURED })
    renderHome()
    const why = screen.getByRole('region', { name: 'Why Choose Haat' })
    expect(
      within(why)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Easy to Find', 'Trusted Sellers', '24/7 Support'])
    const viewAll = screen.getByRole('link', { name: 'View All Products' })
    expect(viewAll.compareDocumentPosition(why) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})

import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { CART_CHANGED_EVENT } from '../../features/cart/hooks/use-cart-count'
import {
  CATEGORIES,
  CUSTOMER_SESSION,
  SIGNED_OUT,
  VENDOR_SESSION,
  jsonResponse,
  mockApi,
  renderRoutes,
} from '../../test/render'
import { SiteHeader } from './site-header'

function renderHeader(path = '/') {
  return renderRoutes([{ path: '*', element: <SiteHeader /> }], { initialEntries: [path] })
}

describe('SiteHeader', () => {
  it('submits the search to /products?search= with the term URL-encoded', async () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
    const { router, user } = renderHeader()

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '  red silk & saree {Enter}')

    expect(router.state.location.pathname).toBe('/products')
    expect(router.state.location.search).toBe('?search=red%20silk%20%26%20saree')
  })

  it('goes to /products when the search box is empty or only spaces', async () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
    const { router, user } = renderHeader('/about')

    await user.click(screen.getByRole('button', { name: 'Search' }))
    expect(router.state.location.pathname).toBe('/products')
    expect(router.state.location.search).toBe('')

    await user.type(screen.getByRole('combobox', { name: 'Search products' }), '   {Enter}')
    expect(router.state.location.pathname).toBe('/products')
    expect(router.state.location.search).toBe('')
  })

  it('suggests as the shopper types, walks the suggestions with the arrow keys and opens the chosen one', async () => {
    const asked: string[] = []
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/categories': CATEGORIES,
      '/api/search/suggestions': (request: Request) => {
        asked.push(new URL(request.url).searchParams.get('q') ?? '')
        return jsonResponse({
          correctedQuery: 'samsung',
          products: [{ slug: 'galaxy-m34', name: 'Samsung Galaxy M34', unitPricePaise: 1_699_900, image: null }],
          brands: ['Samsung'],
          categories: [
            {
              name: 'Mobiles',
              nameHi: null,
              parentName: 'Electronics',
              parentNameHi: null,
              path: '/category/electronics/mobiles',
            },
          ],
        })
      },
    })
    const { router, user } = renderHeader('/about')
    const box = screen.getByRole('combobox', { name: 'Search products' })
    await user.type(box, 'samsng')

    await screen.findByRole('option', { name: /Galaxy M34/ })
    const list = screen.getByRole('listbox', { name: 'Suggestions' })
    expect(box).toHaveAttribute('aria-expanded', 'true')
    expect(asked.at(-1)).toBe('samsng')
    expect(screen.getByText(/Showing suggestions for/)).toHaveTextContent('Showing suggestions for “samsung”')
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Samsung Galaxy M34₹16,999', 'BrandSamsung', 'CategoryMobilesin Electronics'])

    await user.keyboard('{ArrowDown}{ArrowDown}')
    const brand = within(list).getAllByRole('option')[1]!
    expect(brand).toHaveAttribute('aria-selected', 'true')
    expect(box).toHaveAttribute('aria-activedescendant', brand.id)
    await user.keyboard('{Enter}')
    expect(router.state.location.pathname).toBe('/products')
    expect(router.state.location.search).toBe('?search=Samsung')

    // The box now shows the brand searched for (a new box, for the new URL).
    const again = screen.getByRole('combobox', { name: 'Search products' })
    expect(again).toHaveValue('Samsung')
    await user.clear(again)
    await user.type(again, 'samsng')
    await screen.findByRole('option', { name: /Galaxy M34/ })
    await user.keyboard('{Escape}')
    expect(again).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{ArrowDown}')
    await user.click(await screen.findByRole('option', { name: /Galaxy M34/ }))
    expect(router.state.location.pathname).toBe('/product/galaxy-m34')
  })

  it('shows the current search term in the box on /products', () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
    renderHeader('/products?search=kurta')
    expect(screen.getByRole('combobox', { name: 'Search products' })).toHaveValue('kurta')
  })

  it('shows Customer Login when no customer is signed in', async () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
    renderHeader()

    expect(await screen.findByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/vendor-register')
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile')
  })

  it('makes Customer Login come back to the page it was opened from', async () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
    renderHeader('/product/cotton-kurta?colour=blue')
    expect(await screen.findByRole('link', { name: 'Customer Login' })).toHaveAttribute(
      'href',
      '/login?next=/product/cotton-kurta%3Fcolour%3Dblue',
    )
  })

  it('hides Customer Login when a customer is signed in', async () => {
    const fetchMock = mockApi({ '/api/session': CUSTOMER_SESSION, '/api/categories': CATEGORIES })
    renderHeader()

    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/session', expect.anything()))
    await screen.findByRole('link', { name: 'Electronics' })
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Customer Login' })).not.toBeInTheDocument())
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/profile')
  })

  it('lets a signed-in customer sign out from the header and the mobile menu', async () => {
    const fetchMock = mockApi({
      '/api/session': CUSTOMER_SESSION,
      '/api/categories': CATEGORIES,
      '/api/auth/customer/logout': () => new Response(null, { status: 204 }),
    })
    const { user, router } = renderHeader('/products')

    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = await screen.findByRole('navigation', { name: 'Menu' })
    expect(await within(menu).findByRole('button', { name: 'Sign out' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close menu' }))

    await user.click(screen.getByRole('button', { name: 'Sign out' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/customer/logout', expect.objectContaining({ method: 'POST' }))
    expect(await screen.findByText('Logged Out')).toBeInTheDocument()
  })

  it('offers no Sign out without a customer session', async () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
    renderHeader()
    await screen.findByRole('link', { name: 'Customer Login' })
    expect(screen.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument()
  })

  it('treats a failing session call as signed out', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    mockApi({ '/api/session': () => new Response('oops', { status: 500 }), '/api/categories': CATEGORIES })
    renderHeader()
    expect(await screen.findByRole('link', { name: 'Customer Login' })).toBeInTheDocument()
    expect(warn).toHaveBeenCalled()
  })

  it('points the account icon to /vendor when a vendor is signed in', async () => {
    mockApi({ '/api/session': VENDOR_SESSION, '/api/categories': CATEGORIES })
    renderHeader()
    expect(await screen.findByRole('link', { name: 'Seller dashboard' })).toHaveAttribute('href', '/vendor')
  })

  it('shows the cart count from storage and follows haat:cart-changed', () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
    window.localStorage.setItem('cart', JSON.stringify([{ quantity: 2 }, { quantity: 3 }]))
    renderHeader()

    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toHaveAttribute('href', '/cart')
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5')

    void act(() => {
      window.localStorage.setItem('cart', JSON.stringify([{ quantity: 1 }]))
      window.dispatchEvent(new Event(CART_CHANGED_EVENT))
    })
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument()

    void act(() => {
      window.localStorage.removeItem('cart')
      window.dispatchEvent(new StorageEvent('storage', { key: 'cart' }))
    })
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeInTheDocument()
    expect(screen.queryByTestId('cart-count')).not.toBeInTheDocument()
  })

  it('ignores a malformed stored cart', () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
    window.localStorage.setItem('cart', '{not json')
    renderHeader()
    expect(screen.getByRole('link', { name: 'Cart, empty' })).toBeInTheDocument()
  })

  it('adds a shadow once the page scrolls past 20 px', () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
    renderHeader()
    const header = screen.getByRole('banner')
    expect(header).toHaveAttribute('data-scrolled', 'false')

    void act(() => {
      Object.defineProperty(window, 'scrollY', { value: 21, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header).toHaveAttribute('data-scrolled', 'true')
    expect(header).toHaveClass('shadow-md')

    void act(() => {
      Object.defineProperty(window, 'scrollY', { value: 20, configurable: true })
      window.dispatchEvent(new Event('scroll'))
    })
    expect(header).toHaveAttribute('data-scrolled', 'false')
  })

  describe('mobile menu', () => {
    it('opens, closes on Escape and returns focus to its button', async () => {
      mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
      const { user } = renderHeader()
      await screen.findByRole('link', { name: 'Customer Login' })

      const toggle = screen.getByRole('button', { name: 'Open menu' })
      await user.click(toggle)
      expect(toggle).toHaveAttribute('aria-expanded', 'true')
      const menu = await screen.findByRole('navigation', { name: 'Menu' })
      expect(within(menu).getByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '/login')
      expect(within(menu).getByRole('link', { name: 'Laptops' })).toHaveAttribute(
        'href',
        '/category/electronics/laptops',
      )

      await user.keyboard('{Escape}')
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument()
      expect(toggle).toHaveAttribute('aria-expanded', 'false')
      expect(toggle).toHaveFocus()
    })

    it('closes when a link is followed', async () => {
      mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
      const { router, user } = renderHeader()
      await screen.findByRole('link', { name: 'Customer Login' })

      await user.click(screen.getByRole('button', { name: 'Open menu' }))
      await user.click(
        within(await screen.findByRole('navigation', { name: 'Menu' })).getByRole('link', { name: 'Fashion' }),
      )

      expect(router.state.location.pathname).toBe('/category/fashion')
      expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument()
    })
  })
})

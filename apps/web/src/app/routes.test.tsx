import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { CATEGORIES, CUSTOMER_SESSION, SIGNED_OUT, VENDOR_SESSION, mockApi, renderRoutes } from '../test/render'
import { makeProductDetail, productList } from '../features/catalog/test/catalog-fixtures'
import { routes } from './all-routes'

// A page's code is a lazy chunk: on a busy machine (the whole suite at once) it takes longer than a second.
const LAZY_PAGE = { timeout: 5_000 }

const NOT_FOUND = "Oops! The page you're looking for can't be found."
const ADMIN_SESSION: SessionInfo = {
  ...SIGNED_OUT,
  admin: { id: 'adm_1', name: 'Meera Admin', email: 'admin@haat.example' },
}

function renderApp(path: string, session: SessionInfo = SIGNED_OUT) {
  mockApi({
    '/api/session': session,
    '/api/categories': CATEGORIES,
    '/api/products': productList([]),
    '/api/products/handloom-cotton-saree': makeProductDetail(),
    '/api/products/handloom-cotton-saree/related': { data: [] },
  })
  return renderRoutes(routes, { initialEntries: [path] })
}

// docs/spec.md §2's route list with sample parameters, and the screen each one names.
const STOREFRONT: Array<[path: string, heading: string]> = [
  ['/login', 'Customer Login'],
  ['/register', 'Create your account'],
  ['/about', 'About Haat'],
  ['/contact', 'Contact Us'],
  ['/vendor-login', 'Seller Login'],
  ['/vendor-register', 'Become a Seller'],
  ['/cart', 'Your Cart'],
  ['/products', 'All Products'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms-of-service', 'Terms of Service'],
  ['/shipping-policy', 'Shipping Policy'],
  ['/refund-policy', 'Refund Policy'],
  ['/not-approved', 'Seller approval pending'],
  ['/failed', 'Sign-up failed'],
  ['/success', 'Application Submitted'],
  // Checkout is for signed-in customers: a visitor signs in first (/login?next=/checkout).
  ['/checkout', 'Customer Login'],
  ['/forgot-password', 'Reset your password'],
  ['/forgot-password-vendor', 'Reset your seller password'],
  ['/confirm-email?token=abc', 'Confirm your new e-mail'],
  ['/orders/HT7K2QX9', 'Order #HT7K2QX9'],
  ['/category/electronics', 'Electronics'],
  ['/category/electronics/laptops', 'Laptops'],
  ['/product/handloom-cotton-saree', 'Handloom Cotton Saree'],
]

const VENDOR: Array<[path: string, heading: string]> = [
  ['/vendor', 'Seller Dashboard'],
  ['/vendor/products', 'My Products'],
  ['/vendor/products/new', 'Add New Product'],
  ['/vendor/products/edit/handloom-cotton-saree', 'Edit Product'],
  ['/vendor/orders', 'All Orders'],
  // No such order behind the mocked API: the screen says so.
  ['/vendor/orders/VO-123', 'Order not found'],
  ['/vendor/coupons', 'Coupons'],
  ['/vendor/settings', 'Store Settings'],
]

const ADMIN: Array<[path: string, heading: string]> = [
  ['/admin', 'Admin Dashboard'],
  ['/admin/order/HT7K2QX9', 'Order #HT7K2QX9'],
  ['/admin/products/pending', 'Pending Products'],
  ['/admin/vendors/pending', 'Pending Vendors'],
  ['/admin/products', 'All Products'],
  ['/admin/orders', 'All Orders'],
  ['/admin/refunds', 'Refunds'],
  ['/admin/customers', 'Customers'],
  ['/admin/vendors', 'Vendors'],
  ['/admin/settings', 'Shop settings'],
  ['/admin/category', 'Categories'],
]

describe('routes', () => {
  it('renders the home page with the header and footer', async () => {
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1 }, LAZY_PAGE)).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    // The footer is its own chunk (selective hydration), shown once it has loaded.
    expect(await screen.findByRole('contentinfo', {}, LAZY_PAGE)).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: /Electronics.*12 products/ })).toHaveAttribute(
      'href',
      '/category/electronics',
    )
  })

  it.each(STOREFRONT)('%s shows its screen inside the public layout', async (path, heading) => {
    renderApp(path)
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY_PAGE)).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
    expect(screen.queryByText(NOT_FOUND)).not.toBeInTheDocument()
  })

  it.each(VENDOR)('%s shows its screen in the seller area', async (path, heading) => {
    renderApp(path, VENDOR_SESSION)
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY_PAGE)).toBeInTheDocument()
    expect(screen.getAllByRole('navigation', { name: 'Seller Centre sections' })[0]).toBeInTheDocument()
    expect(screen.getAllByText('Rao Handlooms')[0]).toBeInTheDocument()
  })

  it.each(ADMIN)('%s shows its screen in the admin area', async (path, heading) => {
    renderApp(path, ADMIN_SESSION)
    expect(await screen.findByRole('heading', { level: 1, name: heading }, LAZY_PAGE)).toBeInTheDocument()
    const nav = screen.getAllByRole('navigation', { name: 'Admin sections' })[0]!
    for (const label of ['Dashboard', 'Products', 'Orders', 'Vendors', 'Customers', 'Category', 'Shop settings']) {
      expect(nav).toHaveTextContent(label)
    }
    expect(screen.getAllByRole('button', { name: 'Logout' })[0]).toBeInTheDocument()
  })

  it('/profile shows My Account to a signed-in customer', async () => {
    renderApp('/profile', CUSTOMER_SESSION)
    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeInTheDocument()
    expect(screen.getByRole('tablist', { name: 'Account sections' })).toBeInTheDocument()
  })

  it('sends a signed-out visitor from /profile to /login?next=/profile', async () => {
    const { router } = renderApp('/profile')
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Login' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(router.state.location.search).toBe('?next=/profile')
  })

  it('/seller-terms leads to the terms of service, scrolled to the seller terms', async () => {
    // jsdom has no scrollIntoView; the page calls it once the section is rendered.
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    try {
      mockApi({ '/api/session': SIGNED_OUT, '/api/categories': CATEGORIES })
      const { router } = renderRoutes(routes, { initialEntries: ['/seller-terms'] })

      expect(await screen.findByRole('heading', { level: 2, name: 'Seller terms' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/terms-of-service')
      expect(router.state.location.hash).toBe('#seller-terms')
      await waitFor(() => expect(scrollIntoView).toHaveBeenCalled())
      expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('seller-terms'))
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView
    }
  })

  it('shows the 404 page for an unknown path', async () => {
    renderApp('/no/such/page')
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Return' })).toBeInTheDocument()
  })

  it.each(['/category/no-such-category', '/category/electronics/no-such-subcategory'])(
    '%s shows the 404 page',
    async (path) => {
      renderApp(path)
      expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument()
    },
  )

  it('lists subcategory links on a category page', async () => {
    renderApp('/category/electronics')
    expect(await screen.findByRole('heading', { level: 1, name: 'Electronics' })).toBeInTheDocument()
    const subnav = screen.getByRole('navigation', { name: 'Electronics subcategories' })
    expect(subnav.querySelector('a[href="/category/electronics/mobiles"]')).toHaveTextContent('Mobiles')
    expect(subnav.querySelector('a[href="/category/electronics/laptops"]')).toHaveTextContent('Laptops')
  })

  it('shows the search term on /products', async () => {
    renderApp('/products?search=silk%20saree')
    expect(await screen.findByRole('heading', { level: 1, name: /Results for.*silk saree/ })).toBeInTheDocument()
  })

  it.each([
    ['/terms', '/terms-of-service'],
    ['/privacy', '/privacy-policy'],
    ['/seller-terms', '/terms-of-service'],
  ])('%s redirects to %s', async (from, to) => {
    const { router } = renderApp(from)
    await waitFor(() => expect(router.state.location.pathname).toBe(to))
  })

  it('denies the seller area without a vendor session', async () => {
    renderApp('/vendor/products')
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Seller Login' })).toHaveAttribute('href', '/vendor-login')
  })

  it('sends a vendor that is not approved to /not-approved', async () => {
    const pending: SessionInfo = { ...VENDOR_SESSION, vendor: { ...VENDOR_SESSION.vendor!, status: 'pending' } }
    const { router } = renderApp('/vendor', pending)
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-approved'))
  })

  it("opens a pending seller's products with a banner, and only them", async () => {
    const pending: SessionInfo = { ...VENDOR_SESSION, vendor: { ...VENDOR_SESSION.vendor!, status: 'pending' } }
    const { router } = renderApp('/vendor/products', pending)
    expect(await screen.findByText('Your seller application is under review.')).toBeInTheDocument()
    expect(screen.getByText(/We review applications within 3 working days/)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/vendor/products')
    expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument()
  })

  it('sends a rejected seller from its products to /not-approved', async () => {
    const rejected: SessionInfo = { ...VENDOR_SESSION, vendor: { ...VENDOR_SESSION.vendor!, status: 'rejected' } }
    const { router } = renderApp('/vendor/products', rejected)
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-approved'))
  })

  it('sends the admin area to /admin/login without an admin session', async () => {
    const { router } = renderApp('/admin/orders')
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument()
  })

  it("the admin area's Logout ends the admin session and returns to /admin/login", async () => {
    let session: SessionInfo = ADMIN_SESSION
    const fetchMock = mockApi({
      '/api/session': () => new Response(JSON.stringify(session), { headers: { 'Content-Type': 'application/json' } }),
      '/api/categories': CATEGORIES,
      '/api/auth/admin/logout': () => {
        session = SIGNED_OUT
        return new Response(null, { status: 204 })
      },
    })
    const { router, user } = renderRoutes(routes, { initialEntries: ['/admin'] })

    await user.click((await screen.findAllByRole('button', { name: 'Logout' }))[0]!)

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'))
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/admin/logout', expect.objectContaining({ method: 'POST' }))
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument()
  })

  it("the seller area's Logout ends the vendor session and goes home", async () => {
    const fetchMock = mockApi({
      '/api/session': VENDOR_SESSION,
      '/api/categories': CATEGORIES,
      '/api/auth/vendor/logout': () => new Response(null, { status: 204 }),
    })
    const { router, user } = renderRoutes(routes, { initialEntries: ['/vendor'] })

    await user.click((await screen.findAllByRole('button', { name: 'Logout' }))[0]!)

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/vendor/logout', expect.objectContaining({ method: 'POST' }))
  })

  it('sends a signed-in admin from /admin/login to the dashboard', async () => {
    const { router } = renderApp('/admin/login', ADMIN_SESSION)
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
  })

  it('scrolls to the top on a route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo')
    const { router } = renderApp('/')
    await screen.findByRole('heading', { level: 1 })
    await router.navigate('/about')
    await screen.findByRole('heading', { level: 1, name: 'About Haat' })
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' })
  })

  it('does not scroll when a page rewrites its own query in place (the profile tabs)', async () => {
    const { router } = renderApp('/about')
    await screen.findByRole('heading', { level: 1, name: 'About Haat' })
    // setup.ts's window.scrollTo mock keeps earlier tests' calls: start from none.
    const scrollTo = vi.spyOn(window, 'scrollTo')
    scrollTo.mockClear()
    await router.navigate('/about?tab=team', { replace: true })
    expect(router.state.location.search).toBe('?tab=team')
    expect(scrollTo).not.toHaveBeenCalled()
  })

  it('gives each page a title', async () => {
    renderApp('/cart')
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' })
    await waitFor(() => expect(document.title).toBe('Your Cart | Haat'))
  })
})

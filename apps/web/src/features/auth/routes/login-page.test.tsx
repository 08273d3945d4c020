import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { CUSTOMER_SESSION, jsonResponse, mockApi, renderRoutes, SIGNED_OUT } from '../../../test/render'
import { LoginPage } from './login-page'

const CUSTOMER = {
  id: 'cus_1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: null,
  createdAt: '2026-01-05T10:00:00.000Z',
}

const ROUTES = [
  { path: '/', element: <p>Home page</p> },
  { path: '/login', element: <LoginPage /> },
  { path: '/profile', element: <p>Profile page</p> },
  { path: '/checkout', element: <p>Checkout page</p> },
  { path: '/cart', element: <p>Cart page</p> },
]

/** A server where asha@example.com / "correct horse" signs in. */
function mockLoginServer() {
  let session: SessionInfo = SIGNED_OUT
  let sent: unknown
  const fetchMock = mockApi({
    '/api/session': () => jsonResponse(session),
    '/api/auth/customer/login': async (request: Request) => {
      const body = (await request.json()) as { email: string; password: string }
      sent = body
      if (body.email !== 'asha@example.com' || body.password !== 'correct horse') {
        return jsonResponse({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } }, 401)
      }
      session = CUSTOMER_SESSION
      return jsonResponse({ customer: CUSTOMER })
    },
  })
  return { fetchMock, sent: () => sent }
}

async function signIn(user: UserEvent, password = 'correct horse') {
  await user.type(screen.getByLabelText('E-mail'), 'asha@example.com')
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('LoginPage', () => {
  it('shows the invalid-credentials text and keeps what was typed', async () => {
    mockLoginServer()
    const { user, router } = renderRoutes(ROUTES, { initialEntries: ['/login'] })

    await signIn(user, 'wrong password')

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid credentials. Please check your email and password.',
    )
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha@example.com')
    expect(screen.getByLabelText('Password')).toHaveValue('wrong password')
    expect(router.state.location.pathname).toBe('/login')
  })

  it("shows the server's message for other failures (rate limit)", async () => {
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/customer/login': () =>
        jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please wait 5 minutes.' } }, 429),
    })
    const { user } = renderRoutes(ROUTES, { initialEntries: ['/login'] })

    await signIn(user)

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 5 minutes.')
  })

  it('falls back to "Login failed. Please try again."', async () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/auth/customer/login': () => new Response('', { status: 500 }) })
    const { user } = renderRoutes(ROUTES, { initialEntries: ['/login'] })

    await signIn(user)

    expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.')
  })

  it('disables the button and says "Signing in..." while waiting', async () => {
    let answer: (response: Response) => void = () => {}
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/customer/login': () => new Promise<Response>((resolve) => (answer = resolve)),
    })
    const { user } = renderRoutes(ROUTES, { initialEntries: ['/login'] })

    await signIn(user)

    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled()
    answer(jsonResponse({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } }, 401))
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled()
  })

  it('signs in with Remember me and goes to /profile', async () => {
    const server = mockLoginServer()
    const { user, router } = renderRoutes(ROUTES, { initialEntries: ['/login'] })

    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }))
    await signIn(user)

    expect(await screen.findByText('Profile page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/profile')
    expect(server.sent()).toEqual({ email: 'asha@example.com', password: 'correct horse', rememberMe: true })
  })

  it.each(['/login?next=/checkout', '/login?redirect=/checkout'])(
    'goes back to the same-site page it was sent from (%s)',
    async (entry) => {
      mockLoginServer()
      const { user, router } = renderRoutes(ROUTES, { initialEntries: [entry] })

      await signIn(user)

      expect(await screen.findByText('Checkout page')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/checkout')
    },
  )

  it('keeps where to come back to on its Register link, and says why when sent from the cart', () => {
    mockLoginServer()
    renderRoutes(ROUTES, { initialEntries: ['/login?next=/checkout'] })
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register?next=/checkout')
    expect(screen.getByText('Sign in to continue to checkout.')).toBeInTheDocument()
    expect(screen.queryByText('Sign in to track orders, save addresses and check out faster.')).not.toBeInTheDocument()
  })

  it('says what signing in is for when not sent from the cart', () => {
    mockLoginServer()
    renderRoutes(ROUTES, { initialEntries: ['/login?next=/wishlist'] })
    expect(screen.getByText('Sign in to track orders, save addresses and check out faster.')).toBeInTheDocument()
  })

  it.each(['//evil.com', '//evil.com/checkout', 'https://evil.com/checkout', '/\\evil.com', 'javascript:alert(1)'])(
    'ignores the off-site redirect %s and goes to /profile',
    async (target) => {
      mockLoginServer()
      const { user, router } = renderRoutes(ROUTES, {
        initialEntries: [`/login?next=${encodeURIComponent(target)}`],
      })

      await signIn(user)

      expect(await screen.findByText('Profile page')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/profile')
    },
  )

  it('links Forgot Password, Register and Seller Login', () => {
    mockLoginServer()
    renderRoutes(ROUTES, { initialEntries: ['/login'] })
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password')
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: 'Seller Login' })).toHaveAttribute('href', '/vendor-login')
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email')
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email')
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password')
  })

  it('sends a customer who is already signed in back one page', async () => {
    mockApi({ '/api/session': CUSTOMER_SESSION })
    const { router } = renderRoutes(ROUTES, { initialEntries: ['/cart', '/login'], initialIndex: 1 })

    expect(await screen.findByText('Cart page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/cart')
    expect(router.state.historyAction).toBe('POP')
  })

  it('sends a customer who is already signed in to /profile when there is no page to go back to', async () => {
    mockApi({ '/api/session': CUSTOMER_SESSION })
    const { router } = renderRoutes(ROUTES, { initialEntries: ['/login'] })

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
  })
})

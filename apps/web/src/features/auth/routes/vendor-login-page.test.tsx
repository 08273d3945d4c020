import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { VendorProfile } from '@haat/shared/accounts/vendor'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { jsonResponse, mockApi, renderRoutes, SIGNED_OUT } from '../../../test/render'
import { NotApprovedPage } from './not-approved-page'
import { VendorLoginPage } from './vendor-login-page'

const VENDOR: VendorProfile = {
  id: 'ven_1',
  email: 'ravi@raohandlooms.in',
  businessName: 'Rao Handlooms',
  businessType: 'partnership',
  gstin: null,
  pan: 'ABCDE1234F',
  ownerName: 'Ravi Rao',
  phone: '+919876543210',
  address: '14 Weavers Lane',
  city: 'Pune',
  state: 'Maharashtra',
  pin: '411001',
  customerCare: null,
  grievanceOfficer: null,
  payout: { kind: 'upi', upiId: 'ravi@okaxis' },
  status: 'approved',
  rejectionReason: null,
  createdAt: '2026-01-05T10:00:00.000Z',
}

const ROUTES = [
  { path: '/', element: <p>Home page</p> },
  { path: '/vendor-login', element: <VendorLoginPage /> },
  { path: '/vendor', element: <p>Seller dashboard</p> },
  { path: '/not-approved', element: <NotApprovedPage /> },
]

function mockVendorServer(vendor: VendorProfile) {
  let session: SessionInfo = SIGNED_OUT
  return mockApi({
    '/api/session': () => jsonResponse(session),
    '/api/auth/vendor/login': async (request: Request) => {
      const body = (await request.json()) as { email: string; password: string }
      if (body.password !== 'seller secret') {
        return jsonResponse({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } }, 401)
      }
      const { id, businessName, ownerName, status } = vendor
      session = { ...SIGNED_OUT, vendor: { id, businessName, ownerName, status, locale: 'en-IN' } }
      return jsonResponse({ vendor })
    },
    '/api/vendor/me': () => jsonResponse(vendor),
    '/api/auth/vendor/logout': () => new Response(null, { status: 204 }),
  })
}

async function signIn(user: UserEvent, password = 'seller secret') {
  await user.type(screen.getByLabelText('E-mail'), 'ravi@raohandlooms.in')
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
}

describe('VendorLoginPage', () => {
  it('shows "Invalid credentials" in an alert', async () => {
    mockVendorServer(VENDOR)
    const { user, router } = renderRoutes(ROUTES, { initialEntries: ['/vendor-login'] })

    await signIn(user, 'wrong')

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid credentials$/)
    expect(router.state.location.pathname).toBe('/vendor-login')
    expect(screen.getByLabelText('E-mail')).toHaveValue('ravi@raohandlooms.in')
  })

  it('links the vendor password reset, seller sign-up and customer login', () => {
    mockVendorServer(VENDOR)
    renderRoutes(ROUTES, { initialEntries: ['/vendor-login'] })
    expect(screen.getByRole('link', { name: 'Forgot Password' })).toHaveAttribute('href', '/forgot-password-vendor')
    expect(screen.getByRole('link', { name: 'Become a Seller' })).toHaveAttribute('href', '/vendor-register')
    expect(screen.getByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '/login')
  })

  it('takes an approved seller to /vendor', async () => {
    mockVendorServer(VENDOR)
    const { user, router } = renderRoutes(ROUTES, { initialEntries: ['/vendor-login'] })

    await signIn(user)

    expect(await screen.findByText('Seller dashboard')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/vendor')
  })

  it('takes a pending seller to /not-approved, which says the review time and offers to prepare products', async () => {
    mockVendorServer({ ...VENDOR, status: 'pending' })
    const { user, router } = renderRoutes(ROUTES, { initialEntries: ['/vendor-login'] })

    await signIn(user)

    expect(await screen.findByRole('heading', { level: 1, name: 'Seller approval pending' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/not-approved')
    expect(screen.getByText(/We review applications within 3 working days\./)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Prepare your products' })).toHaveAttribute('href', '/vendor/products')
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument()
  })

  it('takes a rejected seller to /not-approved, which shows the rejection and its reason', async () => {
    mockVendorServer({ ...VENDOR, status: 'rejected', rejectionReason: 'The GSTIN does not match the business name.' })
    const { user, router } = renderRoutes(ROUTES, { initialEntries: ['/vendor-login'] })

    await signIn(user)

    expect(await screen.findByRole('heading', { level: 1, name: 'Application not approved' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/not-approved')
    expect(screen.getByText(/was not approved/)).toBeInTheDocument()
    expect(screen.getByText('The GSTIN does not match the business name.')).toBeInTheDocument()
  })
})

describe('NotApprovedPage', () => {
  it('reads GET /api/vendor/me for a rejected seller arriving with a session', async () => {
    const rejected = { ...VENDOR, status: 'rejected' as const, rejectionReason: 'Incomplete address.' }
    mockApi({
      '/api/session': {
        ...SIGNED_OUT,
        vendor: { id: 'ven_1', businessName: 'Rao Handlooms', ownerName: 'Ravi Rao', status: 'rejected' },
      },
      '/api/vendor/me': rejected,
    })
    renderRoutes(ROUTES, { initialEntries: ['/not-approved'] })

    expect(await screen.findByText('Incomplete address.')).toBeInTheDocument()
  })

  it('sends a seller who has since been approved on to /vendor', async () => {
    mockApi({
      '/api/session': {
        ...SIGNED_OUT,
        vendor: { id: 'ven_1', businessName: 'Rao Handlooms', ownerName: 'Ravi Rao', status: 'pending' },
      },
      '/api/vendor/me': VENDOR,
    })
    const { router } = renderRoutes(ROUTES, { initialEntries: ['/not-approved'] })

    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor'))
  })

  it('logs a pending seller out and goes home', async () => {
    mockApi({
      '/api/session': {
        ...SIGNED_OUT,
        vendor: { id: 'ven_1', businessName: 'Rao Handlooms', ownerName: 'Ravi Rao', status: 'pending' },
      },
      '/api/vendor/me': { ...VENDOR, status: 'pending' },
      '/api/auth/vendor/logout': () => new Response(null, { status: 204 }),
    })
    const { user, router } = renderRoutes(ROUTES, { initialEntries: ['/not-approved'] })

    await user.click(await screen.findByRole('button', { name: 'Logout' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByText('Logged Out')).toBeInTheDocument()
  })
})

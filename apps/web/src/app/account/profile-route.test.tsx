import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Address, CustomerProfile } from '@haat/shared/accounts/customer'
import { CUSTOMER_SESSION, jsonResponse, mockApi, renderRoutes, SIGNED_OUT } from '../../test/render'
import { ProfileRoute } from './profile-route'

const PROFILE: CustomerProfile = {
  id: 'cus_1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+919876543210',
  createdAt: '2026-01-05T10:00:00.000Z',
}

const HOME: Address = {
  id: 'adr_1',
  title: 'Home',
  street: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
  country: 'India',
}

const ROUTES = [
  { path: '/', element: <p>Home page</p> },
  { path: '/login', element: <p>Login page</p> },
  { path: '/profile', element: <ProfileRoute /> },
]

function renderProfile(path = '/profile') {
  return renderRoutes(ROUTES, { initialEntries: [path] })
}

/** A signed-in customer's account with an address book kept in memory. */
function mockAccountServer(addresses: Address[] = []) {
  const book = [...addresses]
  const requests: Array<{ method: string; path: string; body: unknown }> = []
  const record = async (request: Request) => {
    const body: unknown =
      request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.json().catch(() => undefined)
    requests.push({ method: request.method, path: new URL(request.url).pathname, body })
    return body
  }
  const fetchMock = mockApi({
    '/api/session': CUSTOMER_SESSION,
    '/api/orders': { data: [], meta: { page: 1, pageSize: 10, total: 0 } },
    '/api/account': async (request: Request) => {
      const body = await record(request)
      return jsonResponse(request.method === 'PATCH' ? { ...PROFILE, ...(body as object) } : PROFILE)
    },
    '/api/account/addresses': async (request: Request) => {
      const body = await record(request)
      if (request.method === 'POST') {
        const address = { id: `adr_${book.length + 2}`, ...(body as Omit<Address, 'id'>) }
        book.push(address)
        return jsonResponse(address, 201)
      }
      return jsonResponse({ data: book })
    },
    '/api/account/addresses/adr_1': async (request: Request) => {
      await record(request)
      book.splice(
        book.findIndex((address) => address.id === 'adr_1'),
        1,
      )
      return new Response(null, { status: 204 })
    },
    '/api/auth/customer/logout': () => new Response(null, { status: 204 }),
  })
  return { fetchMock, requests }
}

describe('/profile', () => {
  it('sends a signed-out visitor to /login?next=/profile', async () => {
    mockApi({ '/api/session': SIGNED_OUT })
    const { router } = renderProfile()

    expect(await screen.findByText('Login page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/login')
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/profile')
  })

  it('keeps the tab in the redirect so sign-in comes back to it', async () => {
    mockApi({ '/api/session': SIGNED_OUT })
    const { router } = renderProfile('/profile?tab=addresses')

    await screen.findByText('Login page')
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe('/profile?tab=addresses')
  })

  it('shows five tabs, opens the one in ?tab= and keeps the chosen tab in the URL', async () => {
    mockAccountServer()
    const { user, router } = renderProfile('/profile?tab=orders')

    const tablist = await screen.findByRole('tablist', { name: 'Account sections' })
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Account', 'Orders', 'Wishlist', 'Addresses', 'Settings'])
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true')
    await waitFor(() =>
      expect(screen.getByRole('tabpanel', { name: 'Orders' })).toHaveTextContent("You haven't placed any orders yet."),
    )

    await user.click(screen.getByRole('tab', { name: 'Wishlist' }))
    expect(router.state.location.search).toBe('?tab=wishlist')
    expect(screen.getByRole('tabpanel', { name: 'Wishlist' })).toHaveTextContent('Your wishlist is empty.')

    // Arrow keys move along the tabs (WAI-ARIA tabs pattern).
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Addresses' })).toHaveFocus()
    expect(router.state.location.search).toBe('?tab=addresses')
  })

  describe('Account tab', () => {
    it('saves name, e-mail and phone with an "Account Updated" toast', async () => {
      const { requests } = mockAccountServer()
      const { user } = renderProfile()

      const name = await screen.findByLabelText('Full name')
      expect(name).toHaveValue('Asha Rao')
      expect(screen.getByLabelText('Mobile number')).toHaveValue('+919876543210')
      await user.clear(name)
      await user.type(name, 'Asha R. Rao')
      await user.click(screen.getByRole('button', { name: 'Save changes' }))

      expect(await screen.findByText('Account Updated')).toBeInTheDocument()
      expect(requests.find((r) => r.method === 'PATCH')?.body).toEqual({
        name: 'Asha R. Rao',
        email: 'asha@example.com',
        phone: '+919876543210',
      })
    })

    it('shows "Update Failed" with the server message, and the e-mail conflict beside the field', async () => {
      mockApi({
        '/api/session': CUSTOMER_SESSION,
        '/api/account': (request: Request) =>
          request.method === 'PATCH'
            ? jsonResponse({ error: { code: 'EMAIL_TAKEN', message: 'That e-mail is already in use.' } }, 409)
            : jsonResponse(PROFILE),
      })
      const { user } = renderProfile()

      const email = await screen.findByLabelText('E-mail')
      await user.clear(email)
      await user.type(email, 'ravi@example.com')
      await user.click(screen.getByRole('button', { name: 'Save changes' }))

      expect(await screen.findByText('Update Failed')).toBeInTheDocument()
      expect(screen.getAllByText('That e-mail is already in use.').length).toBeGreaterThanOrEqual(2)
      expect(email).toHaveAccessibleDescription('That e-mail is already in use.')
      expect(email).toHaveValue('ravi@example.com')
    })

    it('signs out with a "Logged Out" toast and goes home', async () => {
      const { fetchMock } = mockAccountServer()
      const { user, router } = renderProfile()

      await user.click(await screen.findByRole('button', { name: 'Sign out' }))

      expect(await screen.findByText('Home page')).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/')
      expect(await screen.findByText('Logged Out')).toBeInTheDocument()
      expect(fetchMock).toHaveBeenCalledWith('/api/auth/customer/logout', expect.objectContaining({ method: 'POST' }))
    })
  })

  describe('Addresses tab', () => {
    it('says when there are none, then adds one from the form', async () => {
      const { requests } = mockAccountServer()
      const { user } = renderProfile('/profile?tab=addresses')

      expect(await screen.findByText('No addresses saved yet.')).toBeInTheDocument()
      expect(screen.getByLabelText('Country')).toHaveValue('India')
      expect(screen.getByLabelText('Country')).toHaveAttribute('readonly')

      await user.type(screen.getByLabelText('Address title'), 'Office')
      await user.type(screen.getByLabelText('Street address'), '4th Floor, Cyber Towers')
      await user.type(screen.getByLabelText('City'), 'Hyderabad')
      await user.selectOptions(screen.getByLabelText('State'), 'Telangana')
      await user.type(screen.getByLabelText('PIN code'), '500081')
      await user.click(screen.getByRole('button', { name: 'Save address' }))

      expect(await screen.findByRole('heading', { name: 'Office' })).toBeInTheDocument()
      expect(screen.queryByText('No addresses saved yet.')).not.toBeInTheDocument()
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        title: 'Office',
        street: '4th Floor, Cyber Towers',
        city: 'Hyderabad',
        state: 'Telangana',
        pin: '500081',
        country: 'India',
      })
      expect(screen.getByLabelText('Address title')).toHaveValue('')
    })

    it('names the wrong fields before sending', async () => {
      const { requests } = mockAccountServer()
      const { user } = renderProfile('/profile?tab=addresses')

      await screen.findByText('No addresses saved yet.')
      await user.type(screen.getByLabelText('PIN code'), '012345')
      await user.click(screen.getByRole('button', { name: 'Save address' }))

      expect(await screen.findByText('Title is required.')).toBeInTheDocument()
      expect(screen.getByText('Choose a state or union territory.')).toBeInTheDocument()
      expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('Enter a 6-digit PIN code.')
      expect(requests.some((r) => r.method === 'POST')).toBe(false)
    })

    it('asks before removing an address, then removes it with "Address Removed"', async () => {
      const { requests } = mockAccountServer([HOME])
      const { user } = renderProfile('/profile?tab=addresses')

      expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument()

      // Cancel keeps it.
      await user.click(screen.getByRole('button', { name: 'Remove Home' }))
      expect(screen.getByText('Remove this address?')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Cancel' }))
      expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Remove Home' })).toHaveFocus()
      expect(requests.some((r) => r.method === 'DELETE')).toBe(false)

      await user.click(screen.getByRole('button', { name: 'Remove Home' }))
      await user.click(screen.getByRole('button', { name: 'Yes, remove' }))

      expect(await screen.findByText('Address Removed')).toBeInTheDocument()
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Home' })).not.toBeInTheDocument())
      expect(screen.getByText('No addresses saved yet.')).toBeInTheDocument()
      expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.path)).toEqual(['/api/account/addresses/adr_1'])
    })

    it('says "Removal Failed" and keeps the address when the server refuses', async () => {
      mockApi({
        '/api/session': CUSTOMER_SESSION,
        '/api/account/addresses': { data: [HOME] },
        '/api/account/addresses/adr_1': () =>
          jsonResponse({ error: { code: 'INTERNAL', message: 'Database is busy.' } }, 500),
      })
      const { user } = renderProfile('/profile?tab=addresses')

      await user.click(await screen.findByRole('button', { name: 'Remove Home' }))
      await user.click(screen.getByRole('button', { name: 'Yes, remove' }))

      expect(await screen.findByText('Removal Failed')).toBeInTheDocument()
      expect(screen.getByText('Database is busy.')).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument()
    })
  })

  describe('Settings tab', () => {
    it('toasts "Password Mismatch" when the new passwords differ, sending nothing', async () => {
      const { requests } = mockAccountServer()
      const { user } = renderProfile('/profile?tab=settings')

      await user.type(await screen.findByLabelText('Current password'), 'old password')
      await user.type(screen.getByLabelText('New password'), 'new password 1')
      await user.type(screen.getByLabelText('Confirm new password'), 'new password 2')
      await user.click(screen.getByRole('button', { name: 'Change password' }))

      expect(await screen.findByText('Password Mismatch')).toBeInTheDocument()
      expect(screen.getAllByText('New password and confirm password do not match.').length).toBeGreaterThanOrEqual(1)
      expect(screen.getByLabelText('Confirm new password')).toHaveAttribute('aria-invalid', 'true')
      expect(requests.some((r) => r.path === '/api/account/password')).toBe(false)
    })

    it('changes the password with "Password Changed" and clears the form', async () => {
      let sent: unknown
      mockApi({
        '/api/session': CUSTOMER_SESSION,
        '/api/account/password': async (request: Request) => {
          sent = await request.json()
          return new Response(null, { status: 204 })
        },
      })
      const { user } = renderProfile('/profile?tab=settings')

      await user.type(await screen.findByLabelText('Current password'), 'old password')
      await user.type(screen.getByLabelText('New password'), 'new password 1')
      await user.type(screen.getByLabelText('Confirm new password'), 'new password 1')
      await user.click(screen.getByRole('button', { name: 'Change password' }))

      expect(await screen.findByText('Password Changed')).toBeInTheDocument()
      expect(sent).toEqual({ currentPassword: 'old password', newPassword: 'new password 1' })
      expect(screen.getByLabelText('Current password')).toHaveValue('')
    })

    it('says "Password Change Failed" and marks the current password when it is wrong', async () => {
      mockApi({
        '/api/session': CUSTOMER_SESSION,
        '/api/account/password': () =>
          jsonResponse({ error: { code: 'INVALID_CREDENTIALS', message: 'Current password is incorrect.' } }, 400),
      })
      const { user } = renderProfile('/profile?tab=settings')

      await user.type(await screen.findByLabelText('Current password'), 'not my password')
      await user.type(screen.getByLabelText('New password'), 'new password 1')
      await user.type(screen.getByLabelText('Confirm new password'), 'new password 1')
      await user.click(screen.getByRole('button', { name: 'Change password' }))

      expect(await screen.findByText('Password Change Failed')).toBeInTheDocument()
      expect(
        screen.getByText('There was an error changing your password. Please check your current password.'),
      ).toBeInTheDocument()
      expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true')
      expect(screen.getByLabelText('New password')).toHaveValue('new password 1')
    })
  })
})

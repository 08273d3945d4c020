import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { SessionInfo } from '@haat/shared/accounts/session'
import { jsonResponse, mockApi, renderRoutes, SIGNED_OUT } from '../../../test/render'
import { sessionKeys } from '../../../api/session/session-keys'
import { RegisterPage } from './register-page'

const CUSTOMER = {
  id: 'cus_9',
  name: 'Priya Nair',
  email: 'priya@example.com',
  phone: '+919876543210',
  createdAt: '2026-01-05T10:00:00.000Z',
}

function renderRegister(entry = '/register') {
  return renderRoutes(
    [
      { path: '/register', element: <RegisterPage /> },
      { path: '/profile', element: <p>Profile page</p> },
      { path: '/checkout', element: <p>Checkout page</p> },
    ],
    { initialEntries: [entry] },
  )
}

async function fillForm(user: UserEvent, { confirm = 'correct horse' } = {}) {
  await user.type(screen.getByLabelText('Full name'), 'Priya Nair')
  await user.type(screen.getByLabelText('E-mail'), 'priya@example.com')
  await user.type(screen.getByLabelText('Mobile number'), '98765 43210')
  await user.type(screen.getByLabelText('Password'), 'correct horse')
  await user.type(screen.getByLabelText('Confirm password'), confirm)
  await user.click(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ }))
}

describe('RegisterPage', () => {
  it('says "Passwords do not match" next to the confirmation and sends nothing', async () => {
    const fetchMock = mockApi({ '/api/session': SIGNED_OUT })
    const { user } = renderRegister()

    await fillForm(user, { confirm: 'correct horsf' })
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords do not match')
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/customer/register', expect.anything())
  })

  it('names each missing field and the unticked terms', async () => {
    mockApi({ '/api/session': SIGNED_OUT })
    const { user } = renderRegister()

    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByText('Name is required.')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument()
    expect(screen.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument()
    expect(screen.getByText('Please accept the terms and privacy policy.')).toBeInTheDocument()
    expect(screen.getByLabelText('Full name')).toHaveFocus()
  })

  it('links the terms and privacy policy', () => {
    mockApi({ '/api/session': SIGNED_OUT })
    renderRegister()
    expect(screen.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('href', '/terms')
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy')
  })

  it('shows the server message by the e-mail when it is taken, keeping what was typed', async () => {
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/customer/register': () =>
        jsonResponse({ error: { code: 'EMAIL_TAKEN', message: 'An account with this e-mail already exists.' } }, 409),
    })
    const { user } = renderRegister()

    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this e-mail already exists.')
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('An account with this e-mail already exists.')
    expect(screen.getByLabelText('Full name')).toHaveValue('Priya Nair')
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse')
  })

  it('falls back to "Signup failed" when the server says nothing useful', async () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/auth/customer/register': () => new Response('', { status: 502 }) })
    const { user } = renderRegister()

    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed')
  })

  it('signs the customer up and goes to /profile', async () => {
    let session: SessionInfo = SIGNED_OUT
    let sent: unknown
    const fetchMock = mockApi({
      '/api/session': () => jsonResponse(session),
      '/api/auth/customer/register': async (request: Request) => {
        sent = await request.json()
        session = {
          ...SIGNED_OUT,
          customer: { id: CUSTOMER.id, name: CUSTOMER.name, email: CUSTOMER.email, locale: 'en-IN' },
        }
        return jsonResponse({ customer: CUSTOMER }, 201)
      },
    })
    const { user, router, queryClient } = renderRegister()

    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(sent).toEqual({
      name: 'Priya Nair',
      email: 'priya@example.com',
      phone: '+919876543210',
      password: 'correct horse',
      acceptTerms: true,
    })
    expect(queryClient.getQueryData<SessionInfo>(sessionKeys.current())?.customer?.id).toBe('cus_9')
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/customer/register', expect.objectContaining({ method: 'POST' }))
  })

  it('comes back to the page sign-in was asked for (?next=), and keeps it on its Login link', async () => {
    let session: SessionInfo = SIGNED_OUT
    mockApi({
      '/api/session': () => jsonResponse(session),
      '/api/auth/customer/register': () => {
        session = {
          ...SIGNED_OUT,
          customer: { id: CUSTOMER.id, name: CUSTOMER.name, email: CUSTOMER.email, locale: 'en-IN' },
        }
        return jsonResponse({ customer: CUSTOMER }, 201)
      },
    })
    const { user, router } = renderRegister('/register?next=/checkout')
    expect(screen.getByRole('link', { name: 'Customer Login' })).toHaveAttribute('href', '/login?next=/checkout')

    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByText('Checkout page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/checkout')
  })
})

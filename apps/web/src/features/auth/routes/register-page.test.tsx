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

const PENDING = {
  email: 'priya@example.com',
  message: 'Check your e-mail: we sent a message to finish signing up.',
}

/** The form filled and sent; the page now asks for the code. */
async function reachCodeStep() {
  const rendered = renderRegister()
  await fillForm(rendered.user)
  await rendered.user.click(screen.getByRole('button', { name: 'Create account' }))
  await screen.findByLabelText('6-digit code')
  return rendered
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

  it('shows a field the server refused beside it, keeping what was typed', async () => {
    const message = 'This password is one of the most used, so it is easy to guess. Choose another.'
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/customer/register': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION',
              message: 'Please correct the highlighted field.',
              details: [{ path: 'password', message }],
            },
          },
          400,
        ),
    })
    const { user } = renderRegister()

    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted field.')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(screen.getByLabelText('Full name')).toHaveValue('Priya Nair')
    expect(screen.getByLabelText('E-mail')).toHaveValue('priya@example.com')
  })

  it('falls back to "Signup failed" when the server says nothing useful', async () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/auth/customer/register': () => new Response('', { status: 502 }) })
    const { user } = renderRegister()

    await fillForm(user)
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Signup failed')
  })

  it('asks for the mailed code, then signs the customer up and goes to /profile', async () => {
    let session: SessionInfo = SIGNED_OUT
    let sent: unknown
    let confirmed: unknown
    const fetchMock = mockApi({
      '/api/session': () => jsonResponse(session),
      '/api/auth/customer/register': async (request: Request) => {
        sent = await request.json()
        return jsonResponse(PENDING, 202)
      },
      '/api/auth/customer/register/confirm': async (request: Request) => {
        confirmed = await request.json()
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

    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument()
    expect(screen.getByText('priya@example.com')).toBeInTheDocument()
    expect(sent).toEqual({
      name: 'Priya Nair',
      email: 'priya@example.com',
      phone: '+919876543210',
      password: 'correct horse',
      acceptTerms: true,
    })
    expect(router.state.location.pathname).toBe('/register')
    expect(queryClient.getQueryData<SessionInfo>(sessionKeys.current())?.customer ?? null).toBeNull()

    await user.type(screen.getByLabelText('6-digit code'), '314159')
    await user.click(screen.getByRole('button', { name: 'Confirm and create account' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
    expect(confirmed).toEqual({ email: 'priya@example.com', code: '314159' })
    expect(queryClient.getQueryData<SessionInfo>(sessionKeys.current())?.customer?.id).toBe('cus_9')
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/customer/register/confirm',
      expect.objectContaining({ method: 'POST' }),
    )
  })

  it('says a malformed code beside the field without sending it', async () => {
    const fetchMock = mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/customer/register': () => jsonResponse(PENDING, 202),
    })
    const { user } = await reachCodeStep()

    await user.type(screen.getByLabelText('6-digit code'), '12a')
    await user.click(screen.getByRole('button', { name: 'Confirm and create account' }))

    expect(await screen.findByText('Enter the 6-digit code from the e-mail.')).toBeInTheDocument()
    expect(screen.getByLabelText('6-digit code')).toHaveAttribute('aria-invalid', 'true')
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/customer/register/confirm', expect.anything())
  })

  it.each([
    'This code is not right. Please check the e-mail and try again.',
    'This code has expired or was replaced by a newer one. Please ask for a new code.',
    'Too many wrong codes. Please ask for a new code.',
  ])('shows the server refusal beside the code: %s', async (message) => {
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/customer/register': () => jsonResponse(PENDING, 202),
      '/api/auth/customer/register/confirm': () =>
        jsonResponse({ error: { code: 'BAD_REQUEST', message, details: [{ path: 'code', message }] } }, 400),
    })
    const { user, router } = await reachCodeStep()

    await user.type(screen.getByLabelText('6-digit code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Confirm and create account' }))

    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(screen.getByLabelText('6-digit code')).toHaveAccessibleDescription(expect.stringContaining(message))
    expect(screen.getByLabelText('6-digit code')).toHaveValue('000000')
    expect(router.state.location.pathname).toBe('/register')
  })

  it('sends the kept form again for a new code, and says so; a refusal (too many) is shown', async () => {
    const bodies: unknown[] = []
    let calls = 0
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/customer/register': async (request: Request) => {
        bodies.push(await request.json())
        calls++
        return calls <= 2
          ? jsonResponse(PENDING, 202)
          : jsonResponse(
              { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 15 minutes.' } },
              429,
            )
      },
    })
    const { user } = await reachCodeStep()

    await user.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(await screen.findByRole('status')).toHaveTextContent('A new code is on its way to priya@example.com.')
    expect(bodies).toHaveLength(2)
    expect(bodies[1]).toEqual(bodies[0])

    await user.click(screen.getByRole('button', { name: 'Send a new code' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in 15 minutes.')
  })

  it('goes back to the form with everything typed, to correct the e-mail', async () => {
    mockApi({ '/api/session': SIGNED_OUT, '/api/auth/customer/register': () => jsonResponse(PENDING, 202) })
    const { user } = await reachCodeStep()

    await user.click(screen.getByRole('button', { name: 'Change e-mail or details' }))

    expect(screen.getByRole('heading', { name: 'Create your account' })).toBeInTheDocument()
    expect(screen.getByLabelText('Full name')).toHaveValue('Priya Nair')
    expect(screen.getByLabelText('E-mail')).toHaveValue('priya@example.com')
    expect(screen.getByLabelText('Mobile number')).toHaveValue('98765 43210')
    expect(screen.getByLabelText('Password')).toHaveValue('correct horse')
    expect(screen.getByRole('checkbox', { name: /I accept the Terms of Service/ })).toBeChecked()
  })

  it('comes back to the page sign-in was asked for (?next=), and keeps it on its Login link', async () => {
    let session: SessionInfo = SIGNED_OUT
    mockApi({
      '/api/session': () => jsonResponse(session),
      '/api/auth/customer/register': () => jsonResponse(PENDING, 202),
      '/api/auth/customer/register/confirm': () => {
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
    await user.type(await screen.findByLabelText('6-digit code'), '314159')
    await user.click(screen.getByRole('button', { name: 'Confirm and create account' }))

    expect(await screen.findByText('Checkout page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/checkout')
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes, SIGNED_OUT } from '../../../test/render'
import { SignupFailedPage } from './signup-failed-page'
import { SignupSuccessPage } from './signup-success-page'
import { VendorRegisterPage } from './vendor-register-page'

const ROUTES = [
  { path: '/', element: <p>Home page</p> },
  { path: '/vendor-register', element: <VendorRegisterPage /> },
  { path: '/success', element: <SignupSuccessPage /> },
  { path: '/failed', element: <SignupFailedPage /> },
]

function renderApplication() {
  return renderRoutes(ROUTES, { initialEntries: ['/', '/vendor-register'], initialIndex: 1 })
}

async function fillApplication(user: UserEvent, { confirm = 'seller secret' } = {}) {
  await user.type(screen.getByLabelText('Business name'), 'Rao Handlooms')
  await user.selectOptions(screen.getByLabelText('Business type'), 'partnership')
  await user.type(screen.getByLabelText('GSTIN (optional)'), '27aapfu0939f1zv')
  await user.type(screen.getByLabelText('PAN'), 'aapfu0939f')
  await user.type(screen.getByLabelText('Owner name'), 'Ravi Rao')
  await user.type(screen.getByLabelText('E-mail'), 'ravi@raohandlooms.in')
  await user.type(screen.getByLabelText('Mobile number'), '9876543210')
  await user.type(screen.getByLabelText('Business address'), '14 Weavers Lane')
  await user.type(screen.getByLabelText('City'), 'Pune')
  await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra')
  await user.type(screen.getByLabelText('PIN code'), '411001')
  await user.type(screen.getByLabelText('UPI ID'), 'ravi@okaxis')
  await user.type(screen.getByLabelText('Password'), 'seller secret')
  await user.type(screen.getByLabelText('Confirm password'), confirm)
  await user.click(screen.getByRole('checkbox', { name: /I accept the Seller Terms/ }))
}

describe('VendorRegisterPage', () => {
  it('groups the form in the four sections and links the seller terms and privacy policy', () => {
    mockApi({ '/api/session': SIGNED_OUT })
    renderApplication()

    for (const section of ['Business Information', 'Contact Information', 'Banking Information', 'Account Security']) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument()
    }
    expect(
      within(screen.getByRole('group', { name: 'Banking Information' })).getByLabelText('UPI ID'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /Seller Terms/ })).toHaveAttribute('href', '/seller-terms')
    expect(screen.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('href', '/privacy')
    expect(screen.getAllByRole('option', { name: 'Andhra Pradesh' })).toHaveLength(1)
    // Codes, not words: no spell-check underlines or keyboard corrections.
    for (const code of ['GSTIN (optional)', 'PAN', 'UPI ID'])
      expect(screen.getByLabelText(code)).toHaveAttribute('spellcheck', 'false')
  })

  it('says "Passwords do not match" and sends nothing', async () => {
    const fetchMock = mockApi({ '/api/session': SIGNED_OUT })
    const { user } = renderApplication()

    await fillApplication(user, { confirm: 'seller secreT' })
    await user.click(screen.getByRole('button', { name: 'Submit application' }))

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/vendor/register', expect.anything())
  })

  it('names wrong fields inline before sending (GSTIN check character, UPI, business type)', async () => {
    const fetchMock = mockApi({ '/api/session': SIGNED_OUT })
    const { user } = renderApplication()

    await user.type(screen.getByLabelText('GSTIN (optional)'), '27AAPFU0939F1ZA')
    await user.type(screen.getByLabelText('UPI ID'), 'not-a-upi')
    await user.click(screen.getByRole('button', { name: 'Submit application' }))

    expect(await screen.findByText('Enter a valid 15-character GSTIN.')).toBeInTheDocument()
    expect(screen.getByLabelText('UPI ID')).toHaveAccessibleDescription(/Enter a UPI ID like name@bank\./)
    expect(screen.getByLabelText('Business type')).toHaveAccessibleDescription('Choose a business type.')
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/vendor/register', expect.anything())
  })

  it('submits the application, asks for the mailed code, and shows Application Submitted on /success', async () => {
    let sent: unknown
    let confirmed: unknown
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/vendor/register': async (request: Request) => {
        sent = await request.json()
        return jsonResponse(
          { email: 'ravi@raohandlooms.in', message: 'Check your e-mail: we sent a message to finish signing up.' },
          202,
        )
      },
      '/api/auth/vendor/register/confirm': async (request: Request) => {
        confirmed = await request.json()
        return jsonResponse({ vendor: { id: 'ven_2', status: 'pending' } }, 201)
      },
    })
    const { user, router } = renderApplication()

    await fillApplication(user)
    await user.click(screen.getByRole('button', { name: 'Submit application' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/vendor-register')
    await user.type(screen.getByLabelText('6-digit code'), '271828')
    await user.click(screen.getByRole('button', { name: 'Confirm and submit application' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Application Submitted' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/success')
    expect(screen.getAllByText(/We review applications within 3 working days\./).length).toBeGreaterThanOrEqual(1)
    expect(confirmed).toEqual({ email: 'ravi@raohandlooms.in', code: '271828' })
    expect(sent).toEqual({
      businessName: 'Rao Handlooms',
      businessType: 'partnership',
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      ownerName: 'Ravi Rao',
      email: 'ravi@raohandlooms.in',
      phone: '+919876543210',
      address: '14 Weavers Lane',
      city: 'Pune',
      state: 'Maharashtra',
      pin: '411001',
      upiId: 'ravi@okaxis',
      password: 'seller secret',
      acceptTerms: true,
    })
  })

  it('says a wrong code beside the field and stays on the code step', async () => {
    const message = 'This code is not right. Please check the e-mail and try again.'
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/vendor/register': () => jsonResponse({ email: 'ravi@raohandlooms.in', message: '' }, 202),
      '/api/auth/vendor/register/confirm': () =>
        jsonResponse({ error: { code: 'BAD_REQUEST', message, details: [{ path: 'code', message }] } }, 400),
    })
    const { user, router } = renderApplication()

    await fillApplication(user)
    await user.click(screen.getByRole('button', { name: 'Submit application' }))
    await user.type(await screen.findByLabelText('6-digit code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Confirm and submit application' }))

    expect(await screen.findByText(message)).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/vendor-register')
  })

  it('goes to /failed with the status, message and Details lines; Go Back returns to the filled form', async () => {
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/vendor/register': () =>
        jsonResponse(
          {
            error: {
              code: 'VALIDATION',
              message: 'Some fields are not valid.',
              details: [
                { path: 'email', message: 'This e-mail is already registered.' },
                { path: 'upiId', message: 'Enter a UPI ID like name@bank.' },
              ],
            },
          },
          400,
        ),
    })
    const { user, router } = renderApplication()

    await fillApplication(user)
    await user.click(screen.getByRole('button', { name: 'Submit application' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign-up failed' })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/failed')
    const panel = screen.getByRole('alert')
    expect(within(panel).getByText('Signup failed (Status: 400)')).toBeInTheDocument()
    expect(within(panel).getByText('Some fields are not valid.')).toBeInTheDocument()
    expect(within(panel).getByText('Details:')).toBeInTheDocument()
    expect(within(panel).getByText('- email: This e-mail is already registered.')).toBeInTheDocument()
    expect(within(panel).getByText('- upiId: Enter a UPI ID like name@bank.')).toBeInTheDocument()
    expect(window.sessionStorage.getItem('haat:vendor-signup-failure')).toContain('Some fields are not valid.')

    await user.click(screen.getByRole('button', { name: 'Go Back' }))

    expect(await screen.findByRole('heading', { level: 1, name: 'Become a Seller' })).toBeInTheDocument()
    expect(screen.getByLabelText('Business name')).toHaveValue('Rao Handlooms')
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra')
    // Passwords are never kept.
    expect(screen.getByLabelText('Password')).toHaveValue('')
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('This e-mail is already registered.'),
    )
  })

  it('shows the status and message without Details when the server sends none', async () => {
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/vendor/register': () =>
        jsonResponse({ error: { code: 'RATE_LIMITED', message: 'Too many applications. Try again in an hour.' } }, 429),
    })
    const { user } = renderApplication()

    await fillApplication(user)
    await user.click(screen.getByRole('button', { name: 'Submit application' }))

    expect(await screen.findByText('Signup failed (Status: 429)')).toBeInTheDocument()
    expect(screen.getByText('Too many applications. Try again in an hour.')).toBeInTheDocument()
    expect(screen.queryByText('Details:')).not.toBeInTheDocument()
  })
})

describe('SignupFailedPage', () => {
  it('still explains itself when opened with nothing stored, and Go Back leads to the application', async () => {
    mockApi({ '/api/session': SIGNED_OUT })
    const { user, router } = renderRoutes(ROUTES, { initialEntries: ['/failed'] })

    expect(screen.getByText(/could not be submitted/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Go Back' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor-register'))
  })
})

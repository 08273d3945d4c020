import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { ForgotPasswordPage } from '../routes/forgot-password-page'
import { ForgotPasswordVendorPage } from '../routes/forgot-password-vendor-page'

const OTP_SENT = 'If an account exists for that e-mail, a 6-digit OTP has been sent. Please check your inbox.'
const VERIFIED = 'OTP verified successfully. You can now set your new password.'
const RESET = 'Your password has been successfully reset. You can now log in.'

function mockResetServer(kind: 'customer' | 'vendor') {
  const calls: Array<{ path: string; body: unknown }> = []
  const base = `/api/auth/${kind}/password-reset`
  const handle = (answer: (body: Record<string, string>) => Response) => async (request: Request) => {
    const body = (await request.json()) as Record<string, string>
    calls.push({ path: new URL(request.url).pathname, body })
    return answer(body)
  }
  mockApi({
    [`${base}/request`]: handle((body) =>
      body.email === 'asha@example.com'
        ? jsonResponse({ message: OTP_SENT })
        : jsonResponse(
            { error: { code: 'RATE_LIMITED', message: 'Too many attempts. Please try again in 15 minutes.' } },
            429,
          ),
    ),
    [`${base}/verify`]: handle((body) =>
      body.otp === '482913'
        ? jsonResponse({ resetToken: 'grant_1', message: VERIFIED })
        : jsonResponse({ error: { code: 'BAD_REQUEST', message: 'Invalid OTP. Please try again.' } }, 400),
    ),
    [`${base}/complete`]: handle(() => jsonResponse({ message: RESET })),
  })
  return calls
}

function renderPage(kind: 'customer' | 'vendor' = 'customer') {
  const path = kind === 'vendor' ? '/forgot-password-vendor' : '/forgot-password'
  return renderRoutes(
    [
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/forgot-password-vendor', element: <ForgotPasswordVendorPage /> },
    ],
    { initialEntries: [path] },
  )
}

describe('PasswordResetFlow', () => {
  it('walks e-mail → OTP → new password, then starts again with every field cleared', async () => {
    const calls = mockResetServer('customer')
    const { user } = renderPage()

    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login')
    expect(screen.getByText('Step 1 of 3.')).toBeInTheDocument()

    // Step 1
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    expect(await screen.findByRole('status')).toHaveTextContent(OTP_SENT)

    // Step 2
    const otp = screen.getByLabelText('OTP')
    expect(otp).toHaveAttribute('maxlength', '6')
    expect(otp).toHaveAttribute('inputmode', 'numeric')
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code')
    expect(otp).toHaveFocus()
    expect(screen.getByRole('link', { name: 'Back to login' })).toBeInTheDocument()
    await user.type(otp, '482913')
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }))
    expect(await screen.findByText(VERIFIED)).toBeInTheDocument()

    // Step 3: the client checks the two rules before sending.
    await user.type(screen.getByLabelText('New password'), 'short')
    await user.type(screen.getByLabelText('Confirm new password'), 'different')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))
    expect(await screen.findByText('Password must be at least 8 characters long.')).toBeInTheDocument()
    expect(screen.getByText('Passwords do not match.')).toBeInTheDocument()
    expect(calls.some((call) => call.path.endsWith('/complete'))).toBe(false)

    await user.clear(screen.getByLabelText('New password'))
    await user.type(screen.getByLabelText('New password'), 'brand new secret')
    await user.clear(screen.getByLabelText('Confirm new password'))
    await user.type(screen.getByLabelText('Confirm new password'), 'brand new secret')
    await user.click(screen.getByRole('button', { name: 'Reset Password' }))

    // Back to step 1, empty, with the success message in green.
    expect(await screen.findByRole('status')).toHaveTextContent(RESET)
    expect(screen.getByRole('status')).toHaveClass('text-green-800')
    expect(screen.getByLabelText('E-mail')).toHaveValue('')
    expect(screen.queryByLabelText('OTP')).not.toBeInTheDocument()
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument()
    expect(screen.getByText('Step 1 of 3.')).toBeInTheDocument()

    expect(calls).toEqual([
      { path: '/api/auth/customer/password-reset/request', body: { email: 'asha@example.com' } },
      { path: '/api/auth/customer/password-reset/verify', body: { email: 'asha@example.com', otp: '482913' } },
      {
        path: '/api/auth/customer/password-reset/complete',
        body: { resetToken: 'grant_1', password: 'brand new secret' },
      },
    ])
  })

  it("shows the server's errors in red and lets the user request a new OTP", async () => {
    mockResetServer('customer')
    const { user } = renderPage()

    await user.type(screen.getByLabelText('E-mail'), 'nobody@example.com')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Too many attempts. Please try again in 15 minutes.')
    expect(alert).toHaveClass('text-red-800')

    await user.clear(screen.getByLabelText('E-mail'))
    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    await user.type(await screen.findByLabelText('OTP'), '111111')
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid OTP. Please try again.')

    await user.click(screen.getByRole('button', { name: 'Request a new OTP' }))
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha@example.com')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('uses the fallback text when the server gives no message', async () => {
    mockApi({ '/api/auth/customer/password-reset/request': () => new Response('', { status: 502 }) })
    const { user } = renderPage()

    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send OTP. Please try again.')
  })

  it('resets a seller password through the vendor endpoints, with Back to login going to /vendor-login', async () => {
    const calls = mockResetServer('vendor')
    const { user } = renderPage('vendor')

    expect(screen.getByRole('heading', { level: 1, name: 'Reset your seller password' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/vendor-login')

    await user.type(screen.getByLabelText('E-mail'), 'asha@example.com')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    await screen.findByLabelText('OTP')

    expect(calls[0]?.path).toBe('/api/auth/vendor/password-reset/request')
  })
})

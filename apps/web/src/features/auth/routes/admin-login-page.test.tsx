import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes, SIGNED_OUT } from '../../../test/render'
import { AdminLoginPage } from './admin-login-page'

const ROUTES = [
  { path: '/admin/login', element: <AdminLoginPage /> },
  { path: '/admin', element: <p>Admin dashboard</p> },
]

describe('AdminLoginPage', () => {
  it('requires both fields before calling the server', async () => {
    const fetchMock = mockApi({ '/api/session': SIGNED_OUT })
    const { user } = renderRoutes(ROUTES, { initialEntries: ['/admin/login'] })

    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByText('E-mail is required.')).toBeInTheDocument()
    expect(screen.getByText('Password is required.')).toBeInTheDocument()
    expect(fetchMock).not.toHaveBeenCalledWith('/api/auth/admin/login', expect.anything())
  })

  it('says "Invalid credentials." when the server refuses', async () => {
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/admin/login': () =>
        jsonResponse({ error: { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' } }, 401),
    })
    const { user } = renderRoutes(ROUTES, { initialEntries: ['/admin/login'] })

    await user.type(screen.getByLabelText('E-mail'), 'admin@haat.example')
    await user.type(screen.getByLabelText('Password'), 'guess')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid credentials\.$/)
  })

  it('signs in and opens /admin', async () => {
    let sent: unknown
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/admin/login': async (request: Request) => {
        sent = await request.json()
        return jsonResponse({ admin: { id: 'adm_1', name: 'Meera Admin', email: 'admin@haat.example' } })
      },
    })
    const { user, router } = renderRoutes(ROUTES, { initialEntries: ['/admin/login'] })

    await user.type(screen.getByLabelText('E-mail'), 'admin@haat.example')
    await user.type(screen.getByLabelText('Password'), 'the right one')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(sent).toEqual({ email: 'admin@haat.example', password: 'the right one' })
  })

  it('mails the enrolment link at the first sign-in, and shows the key only from that link', async () => {
    const enrolments: unknown[] = []
    const answers: unknown[] = []
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/admin/login': () => jsonResponse({ secondFactor: 'enroll' }),
      '/api/auth/admin/second-factor/enrolment': async (request: Request) => {
        enrolments.push(await request.json())
        return jsonResponse({
          secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
          otpauthUrl: 'otpauth://totp/Haat:a',
          qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
        })
      },
      '/api/auth/admin/second-factor': async (request: Request) => {
        const body = await request.json()
        answers.push(body)
        if ((body as { code: string }).code === '111111') {
          return jsonResponse({ error: { code: 'INVALID_CREDENTIALS', message: 'That code is not right.' } }, 401)
        }
        return jsonResponse({
          admin: { id: 'adm_1', name: 'Meera Admin', email: 'admin@haat.example' },
          recoveryCodes: ['AAAA-BBBB-CCCC-DDDD', 'EEEE-FFFF-GGGG-HHHH'],
        })
      },
    })
    const signIn = renderRoutes(ROUTES, { initialEntries: ['/admin/login'] })
    await signIn.user.type(screen.getByLabelText('E-mail'), 'admin@haat.example')
    await signIn.user.type(screen.getByLabelText('Password'), 'the right one')
    await signIn.user.click(screen.getByRole('button', { name: 'Sign in' }))
    // The password alone: no key, only word of the mailed link.
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument()
    expect(screen.queryByTestId('totp-secret')).not.toBeInTheDocument()
    expect(enrolments).toEqual([])
    signIn.unmount()

    // The mailed link, opened in the same browser.
    const token = 'k'.repeat(43)
    const { user, router } = renderRoutes(ROUTES, { initialEntries: [`/admin/login#enrol=${token}`] })
    expect(await screen.findByRole('img', { name: 'QR code for your authenticator app' })).toBeInTheDocument()
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')
    await user.type(screen.getByLabelText('6-digit code'), '111111')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.')
    expect(router.state.location.pathname).toBe('/admin/login')

    await user.clear(screen.getByLabelText('6-digit code'))
    await user.type(screen.getByLabelText('6-digit code'), '123 456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    const list = await screen.findByRole('list', { name: 'Recovery codes' })
    expect(list).toHaveTextContent('AAAA-BBBB-CCCC-DDDD')
    expect(router.state.location.pathname).toBe('/admin/login')
    await user.click(screen.getByRole('button', { name: 'I have saved them, continue' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
    expect(answers).toEqual([{ code: '111111' }, { code: '123 456' }])
    expect(enrolments).toEqual([{ token }])
  })

  it('asks for a code at a later sign-in, takes a recovery code, and starts over when the challenge ended', async () => {
    let expired = true
    mockApi({
      '/api/session': SIGNED_OUT,
      '/api/auth/admin/login': () => jsonResponse({ secondFactor: 'verify' }),
      '/api/auth/admin/second-factor': () =>
        expired
          ? jsonResponse(
              { error: { code: 'UNAUTHENTICATED', message: 'Your sign-in has expired. Please sign in again.' } },
              401,
            )
          : jsonResponse({ admin: { id: 'adm_1', name: 'Meera Admin', email: 'admin@haat.example' } }),
    })
    const { user, router } = renderRoutes(ROUTES, { initialEntries: ['/admin/login'] })
    const signInOnce = async () => {
      await user.type(screen.getByLabelText('E-mail'), 'admin@haat.example')
      await user.type(screen.getByLabelText('Password'), 'the right one')
      await user.click(screen.getByRole('button', { name: 'Sign in' }))
    }
    await signInOnce()
    await user.type(await screen.findByLabelText('6-digit code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Your sign-in has expired. Please sign in again.')
    expect(screen.getByLabelText('E-mail')).toBeInTheDocument()

    expired = false
    await user.clear(screen.getByLabelText('E-mail'))
    await user.clear(screen.getByLabelText('Password'))
    await signInOnce()
    await user.click(await screen.findByRole('button', { name: 'Lost your phone? Use a recovery code' }))
    await user.type(screen.getByLabelText('Recovery code'), 'aaaa-bbbb-cccc-dddd')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'))
  })
})

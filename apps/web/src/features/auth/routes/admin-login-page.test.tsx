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
})

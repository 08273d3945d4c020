import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { ConfirmEmailPage } from './confirm-email-page'

const render = (path: string) =>
  renderRoutes([{ path: '/confirm-email', element: <ConfirmEmailPage /> }], { initialEntries: [path] })

describe('ConfirmEmailPage', () => {
  it('changes nothing until the button is pressed, then confirms and offers the right sign-in', async () => {
    const bodies: unknown[] = []
    mockApi({
      '/api/auth/email-change/confirm': async (request: Request) => {
        bodies.push(await request.json())
        return jsonResponse({
          kind: 'vendor',
          email: 'new@example.com',
          message: 'Your sign-in e-mail is now new@example.com. Use it the next time you sign in.',
        })
      },
    })
    const { user } = render('/confirm-email?token=tok_123')
    expect(await screen.findByRole('heading', { name: 'Confirm your new e-mail' })).toBeInTheDocument()
    expect(bodies).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Confirm new e-mail' }))
    expect(await screen.findByRole('heading', { name: 'E-mail confirmed' })).toBeInTheDocument()
    expect(
      screen.getByText('Your sign-in e-mail is now new@example.com. Use it the next time you sign in.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/vendor-login')
    expect(bodies).toEqual([{ token: 'tok_123' }])
  })

  it("shows the server's refusal of an old or used link", async () => {
    const message = 'This link is not valid or has expired. Please ask for the change again from your account.'
    mockApi({ '/api/auth/email-change/confirm': () => jsonResponse({ error: { code: 'BAD_REQUEST', message } }, 400) })
    const { user } = render('/confirm-email?token=old')
    await user.click(await screen.findByRole('button', { name: 'Confirm new e-mail' }))
    expect(await screen.findByText(message)).toBeInTheDocument()
  })

  it('says a link without its token is incomplete', async () => {
    mockApi({})
    render('/confirm-email')
    expect(await screen.findByText(/This link is incomplete/)).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Confirm new e-mail' })).not.toBeInTheDocument()
  })
})

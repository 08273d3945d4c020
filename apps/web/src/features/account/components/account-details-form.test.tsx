import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { CustomerProfile } from '@haat/shared/accounts/customer'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AccountDetailsForm } from './account-details-form'

const PROFILE: CustomerProfile = {
  id: 'cus_1',
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '+919812345678',
  createdAt: '2026-01-05T10:00:00.000Z',
  pendingEmail: null,
}

function render(profile: CustomerProfile = PROFILE) {
  return renderRoutes([{ path: '/account', element: <AccountDetailsForm profile={profile} onSaved={vi.fn()} /> }], {
    initialEntries: ['/account'],
  })
}

describe('AccountDetailsForm', () => {
  it('saves the name without a password', async () => {
    const sent: Record<string, unknown>[] = []
    mockApi({
      '/api/account': async (request: Request) => {
        const body = (await request.json()) as Record<string, unknown>
        sent.push(body)
        return jsonResponse({ ...PROFILE, name: body.name })
      },
    })
    const { user } = render()
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument()
    await user.clear(screen.getByLabelText('Full name'))
    await user.type(screen.getByLabelText('Full name'), 'Asha V')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toEqual({ name: 'Asha V', email: 'asha@example.com', phone: '+919812345678' })
  })

  it('asks for the current password for a new e-mail and says a link was sent', async () => {
    const sent: Record<string, unknown>[] = []
    mockApi({
      '/api/account': async (request: Request) => {
        const body = (await request.json()) as Record<string, unknown>
        sent.push(body)
        if (!body.currentPassword) {
          const message = 'Enter your current password to change the e-mail.'
          return jsonResponse(
            { error: { code: 'VALIDATION', message, details: [{ path: 'currentPassword', message }] } },
            400,
          )
        }
        return jsonResponse({ ...PROFILE, pendingEmail: body.email })
      },
    })
    const { user } = render()
    await user.clear(screen.getByLabelText('E-mail'))
    await user.type(screen.getByLabelText('E-mail'), 'asha.new@example.com')
    const password = screen.getByLabelText('Current password')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(/Enter your current password to change the e-mail\./),
    )
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha.new@example.com')

    await user.type(password, 'Right-pass-1')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByText('We sent a link to asha.new@example.com. Your e-mail changes once you open it.'),
    ).toBeInTheDocument()
    expect(sent[1]).toMatchObject({ email: 'asha.new@example.com', currentPassword: 'Right-pass-1' })
  })

  it('shows a new e-mail still waiting for its link', () => {
    mockApi({})
    render({ ...PROFILE, pendingEmail: 'asha.next@example.com' })
    expect(screen.getByRole('status')).toHaveTextContent('Waiting for you to confirm asha.next@example.com')
  })
})

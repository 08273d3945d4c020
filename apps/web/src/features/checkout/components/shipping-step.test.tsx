import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { ADDRESSES, PROFILE } from '../../../test/order-fixtures'
import { ShippingStep } from './shipping-step'

function renderStep({ addresses = ADDRESSES, profileFails = false } = {}) {
  mockApi({
    '/api/account': profileFails ? () => jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500) : PROFILE,
    '/api/account/addresses': { data: addresses },
  })
  const onContinue = vi.fn()
  const utils = renderRoutes([
    { path: '*', element: <ShippingStep customerId="cus_1" initialValues={null} onContinue={onContinue} /> },
  ])
  return { ...utils, onContinue }
}

describe('ShippingStep', () => {
  it('prefills name, e-mail and phone and selects the first saved address', async () => {
    renderStep()
    expect(await screen.findByLabelText('Full name')).toHaveValue('Asha Rao')
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha@example.com')
    expect(screen.getByLabelText('Phone')).toHaveValue('9812345670')
    expect(screen.getByRole('radio', { name: /Home/ })).toBeChecked()
    expect(screen.getByLabelText('Street address')).toHaveValue('12 MG Road')
    expect(screen.getByLabelText('State')).toHaveValue('Karnataka')
  })

  it('continues with the chosen saved address', async () => {
    const { user, onContinue } = renderStep()
    await user.click(await screen.findByRole('radio', { name: /Office/ }))
    expect(screen.getByLabelText('City')).toHaveValue('Kolkata')
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    await waitFor(() => expect(onContinue).toHaveBeenCalled())
    expect(onContinue.mock.calls[0]?.[0]).toMatchObject({ addressId: 'adr_2', city: 'Kolkata', pin: '700016' })
  })

  it('clears the selected saved address when an address field is edited', async () => {
    const { user } = renderStep()
    const home = await screen.findByRole('radio', { name: /Home/ })
    expect(home).toBeChecked()
    await user.type(screen.getByLabelText('Street address'), ', 2nd floor')
    expect(home).not.toBeChecked()
    expect(screen.getByRole('radio', { name: /Office/ })).not.toBeChecked()
    // A new address may be saved; on by default.
    expect(screen.getByLabelText('Save this address')).toBeChecked()
  })

  it('asks for every required field and names bad PIN, phone and e-mail', async () => {
    const { user, onContinue } = renderStep({ addresses: [] })
    const name = await screen.findByLabelText('Full name')
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    expect(await screen.findByText('Please fill in all required shipping fields.')).toBeInTheDocument()
    expect(screen.getByText('Full name is required.')).toBeInTheDocument()
    expect(screen.getByText('Street address is required.')).toBeInTheDocument()

    await user.type(name, 'Asha Rao')
    await user.clear(screen.getByLabelText('E-mail'))
    await user.type(screen.getByLabelText('E-mail'), 'asha@')
    await user.clear(screen.getByLabelText('Phone'))
    await user.type(screen.getByLabelText('Phone'), '12345')
    await user.type(screen.getByLabelText('Street address'), '1 Main Road')
    await user.type(screen.getByLabelText('City'), 'Pune')
    await user.selectOptions(screen.getByLabelText('State'), 'Maharashtra')
    await user.type(screen.getByLabelText('PIN code'), '012345')
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))

    expect(await screen.findByText('Enter a 6-digit PIN code.')).toBeInTheDocument()
    expect(screen.getByText('Enter a 10-digit mobile number starting with 6, 7, 8 or 9.')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument()
    expect(screen.queryByText('Please fill in all required shipping fields.')).not.toBeInTheDocument()
    expect(onContinue).not.toHaveBeenCalled()
  })

  it('says so in a toast when the account cannot be loaded', async () => {
    renderStep({ profileFails: true })
    expect(await screen.findByText('Failed to load user information.')).toBeInTheDocument()
    expect(await screen.findByLabelText('Full name')).toHaveValue('')
  })
})

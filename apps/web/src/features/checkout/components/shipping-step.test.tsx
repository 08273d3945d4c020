import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { ADDRESSES, PROFILE } from '../../../test/order-fixtures'
import { ShippingStep } from './shipping-step'

const PIN_PLACES = {
  '/api/pincodes/110001': { pin: '110001', places: [{ district: 'New Delhi', state: 'Delhi' }] },
  '/api/pincodes/400002': { pin: '400002', places: [{ district: 'Mumbai', state: 'Maharashtra' }] },
  '/api/pincodes/110003': {
    pin: '110003',
    places: [
      { district: 'New Delhi', state: 'Delhi' },
      { district: 'South East', state: 'Delhi' },
    ],
  },
}

function renderStep({ addresses = ADDRESSES, profileFails = false } = {}) {
  mockApi({
    '/api/account': profileFails ? () => jsonResponse({ error: { code: 'INTERNAL', message: 'Boom' } }, 500) : PROFILE,
    '/api/account/addresses': { data: addresses },
    ...PIN_PLACES,
  })
  const onContinue = vi.fn()
  const utils = renderRoutes([
    { path: '*', element: <ShippingStep customerId="cus_1" initialValues={null} onContinue={onContinue} /> },
  ])
  return { ...utils, onContinue }
}

describe('ShippingStep', () => {
  it('prefills name, e-mail and phone and selects the first saved address, the new address empty', async () => {
    renderStep()
    expect(await screen.findByLabelText('Full name')).toHaveValue('Asha Rao')
    expect(screen.getByLabelText('E-mail')).toHaveValue('asha@example.com')
    expect(screen.getByLabelText('Phone')).toHaveValue('9812345670')
    expect(screen.getByRole('radio', { name: /Home/ })).toBeChecked()
    // "Or deliver to a new address" starts empty: the saved one is not copied into it.
    for (const field of ['Street address', 'City', 'PIN code', 'State']) {
      expect(screen.getByLabelText(field), field).toHaveValue('')
    }
  })

  it('continues with the chosen saved address, the new address still empty', async () => {
    const { user, onContinue } = renderStep()
    await user.click(await screen.findByRole('radio', { name: /Office/ }))
    expect(screen.getByLabelText('City')).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    await waitFor(() => expect(onContinue).toHaveBeenCalled())
    expect(onContinue.mock.calls[0]?.[0]).toMatchObject({
      addressId: 'adr_2',
      street: '5 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pin: '700016',
    })
  })

  it('opens a new address typed before Payment as it was, and a saved one with the fields empty', async () => {
    mockApi({ '/api/account': PROFILE, '/api/account/addresses': { data: ADDRESSES }, ...PIN_PLACES })
    const typed = {
      addressId: '',
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9812345670',
      street: '3 Marine Drive',
      city: 'Mumbai',
      state: 'Maharashtra',
      pin: '400002',
      notes: '',
      saveAddress: true,
    }
    const first = renderRoutes([
      { path: '*', element: <ShippingStep customerId="cus_1" initialValues={typed} onContinue={vi.fn()} /> },
    ])
    expect(await screen.findByLabelText('City')).toHaveValue('Mumbai')
    expect(screen.getByLabelText('PIN code')).toHaveValue('400002')
    first.unmount()

    const saved = { ...typed, addressId: 'adr_2', street: '5 Park Street', city: 'Kolkata', state: 'West Bengal' }
    renderRoutes([
      { path: '*', element: <ShippingStep customerId="cus_1" initialValues={saved} onContinue={vi.fn()} /> },
    ])
    expect(await screen.findByRole('radio', { name: /Office/ })).toBeChecked()
    expect(screen.getByLabelText('City')).toHaveValue('')
    expect(screen.getByLabelText('Street address')).toHaveValue('')
  })

  it('replaces the city and the state whenever the PIN changes', async () => {
    const { user, onContinue } = renderStep({ addresses: [] })
    const pin = await screen.findByLabelText('PIN code')
    await user.type(screen.getByLabelText('City'), 'Somewhere')
    await user.type(pin, '110001')
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('New Delhi'))
    expect(screen.getByLabelText('State')).toHaveValue('Delhi')

    await user.clear(pin)
    await user.type(pin, '400002')
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Mumbai'))
    expect(screen.getByLabelText('State')).toHaveValue('Maharashtra')

    await user.type(screen.getByLabelText('Street address'), '3 Kalbadevi Road')
    await user.click(screen.getByRole('button', { name: 'Continue to Payment' }))
    await waitFor(() => expect(onContinue).toHaveBeenCalled())
    expect(onContinue.mock.calls[0]?.[0]).toMatchObject({ city: 'Mumbai', state: 'Maharashtra', pin: '400002' })
  })

  it("offers a PIN's places as a choice when it serves several", async () => {
    const { user } = renderStep({ addresses: [] })
    await user.type(await screen.findByLabelText('PIN code'), '110003')
    const choice = await screen.findByRole('group', {
      name: 'PIN code 110003 serves more than one place. Which is yours?',
    })
    expect(screen.getByLabelText('City')).toHaveValue('New Delhi')
    expect(within(choice).getByRole('radio', { name: 'New Delhi, Delhi' })).toBeChecked()
    await user.click(within(choice).getByRole('radio', { name: 'South East, Delhi' }))
    expect(screen.getByLabelText('City')).toHaveValue('South East')
    expect(screen.getByLabelText('State')).toHaveValue('Delhi')

    // One place for the next PIN: no choice to make.
    await user.clear(screen.getByLabelText('PIN code'))
    await user.type(screen.getByLabelText('PIN code'), '400002')
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Mumbai'))
    expect(screen.queryByRole('group', { name: /serves more than one place/ })).not.toBeInTheDocument()
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

import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AddressForm } from './address-form'

function render() {
  const view = renderRoutes([{ path: '/profile', element: <AddressForm customerId="cus_1" /> }], {
    initialEntries: ['/profile'],
  })
  return { ...view, pin: () => screen.getByLabelText('PIN code') }
}

// A PIN code fills in the city and the state from India Post's directory (GET /api/pincodes/:pin).
describe('AddressForm: PIN code autofill', () => {
  it('fills an empty city with the district and chooses the state', async () => {
    mockApi({
      '/api/pincodes/560038': { pin: '560038', places: [{ district: 'Bengaluru Urban', state: 'Karnataka' }] },
    })
    const { user, pin } = render()
    await user.type(pin(), '560038')
    await waitFor(() => expect(screen.getByLabelText('City')).toHaveValue('Bengaluru Urban'))
    expect(screen.getByLabelText('State')).toHaveValue('Karnataka')
  })

  it("replaces a city typed before the PIN with the PIN's, and sets the state", async () => {
    mockApi({
      '/api/pincodes/411004': { pin: '411004', places: [{ district: 'Pune', state: 'Maharashtra' }] },
    })
    const { user, pin } = render()
    await user.type(screen.getByLabelText('City'), 'New Delhi')
    await user.type(pin(), '411004')
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('Maharashtra'))
    expect(screen.getByLabelText('City')).toHaveValue('Pune')
  })

  it('says at once when India Post has no such PIN', async () => {
    mockApi({
      '/api/pincodes/999999': () =>
        jsonResponse(
          { error: { code: 'NOT_FOUND', message: "999999 is not a PIN code in India Post's directory." } },
          404,
        ),
    })
    const { user, pin } = render()
    await user.type(pin(), '999999')
    expect(await screen.findByText("999999 is not a PIN code in India Post's directory.")).toBeVisible()
    expect(screen.getByLabelText('City')).toHaveValue('')
  })
})

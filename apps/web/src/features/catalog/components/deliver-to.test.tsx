import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { DeliveryEstimate } from '@haat/shared/delivery/delivery'
import { CUSTOMER_SESSION, jsonResponse, mockApi, renderRoutes, SIGNED_OUT } from '../../../test/render'
import { DeliverTo } from './deliver-to'

const PRODUCT_ID = '0b7c4f0e-6f1a-4d7e-9d7a-2f0c1e5b8a11'

const answer = (pin: string, over: Partial<DeliveryEstimate> = {}): DeliveryEstimate => ({
  pin,
  place: { district: 'Bengaluru Urban', state: 'Karnataka' },
  deliverable: true,
  deliveryBy: '2026-12-03',
  cod: true,
  ...over,
})

function renderDeliverTo(estimate: (pin: string) => Response, session = SIGNED_OUT) {
  const asked: string[] = []
  mockApi({
    '/api/session': session,
    '/api/account/addresses': {
      data: [
        {
          id: 'a1',
          title: 'Home',
          street: '1 MG Road',
          city: 'Jaipur',
          state: 'Rajasthan',
          pin: '302001',
          country: 'India',
        },
      ],
    },
    '/api/delivery/estimate': (request: Request) => {
      const url = new URL(request.url)
      expect(url.searchParams.get('productId')).toBe(PRODUCT_ID)
      const pin = url.searchParams.get('pin') ?? ''
      asked.push(pin)
      return estimate(pin)
    },
  })
  const view = renderRoutes([{ path: '/', element: <DeliverTo productId={PRODUCT_ID} /> }])
  return { ...view, asked }
}

afterEach(() => window.localStorage.clear())

describe('DeliverTo', () => {
  it('answers a PIN with the date and cash on delivery, and remembers the PIN', async () => {
    const { user } = renderDeliverTo((pin) => jsonResponse(answer(pin)))
    await user.type(screen.getByRole('textbox', { name: 'Deliver to' }), '560001')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText('Delivery by Thu, 3 Dec')).toBeInTheDocument()
    expect(screen.getByText('Cash on delivery available')).toBeInTheDocument()
    expect(JSON.parse(window.localStorage.getItem('deliveryPin') ?? 'null')).toBe('560001')
  })

  it('says when the seller does not deliver there, or only takes online payment', async () => {
    const { user } = renderDeliverTo((pin) =>
      jsonResponse(
        pin === '110001'
          ? answer(pin, { deliverable: false, deliveryBy: null, cod: false })
          : answer(pin, { cod: false }),
      ),
    )
    await user.type(screen.getByRole('textbox', { name: 'Deliver to' }), '110001')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText('Not deliverable to 110001')).toBeInTheDocument()
    await user.clear(screen.getByRole('textbox', { name: 'Deliver to' }))
    await user.type(screen.getByRole('textbox', { name: 'Deliver to' }), '560001')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText('Pay online only for this PIN code')).toBeInTheDocument()
  })

  it('checks the form of a PIN itself, and shows the server’s refusal', async () => {
    const { user, asked } = renderDeliverTo(() =>
      jsonResponse(
        { error: { code: 'VALIDATION', message: "999999 is not a PIN code in India Post's directory." } },
        400,
      ),
    )
    await user.type(screen.getByRole('textbox', { name: 'Deliver to' }), '12')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(screen.getByText('Enter a 6-digit PIN code.')).toBeInTheDocument()
    expect(asked).toEqual([])
    await user.clear(screen.getByRole('textbox', { name: 'Deliver to' }))
    await user.type(screen.getByRole('textbox', { name: 'Deliver to' }), '999999')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(await screen.findByText("999999 is not a PIN code in India Post's directory.")).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Deliver to' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('starts from the remembered PIN, else the signed-in customer’s saved address', async () => {
    window.localStorage.setItem('deliveryPin', JSON.stringify('560001'))
    const remembered = renderDeliverTo((pin) => jsonResponse(answer(pin)))
    expect(await screen.findByText('Delivery by Thu, 3 Dec')).toBeInTheDocument()
    expect(remembered.asked).toEqual(['560001'])
    remembered.unmount()
    window.localStorage.clear()

    const saved = renderDeliverTo((pin) => jsonResponse(answer(pin)), CUSTOMER_SESSION)
    expect(await screen.findByDisplayValue('302001')).toBeInTheDocument()
    expect(saved.asked).toEqual(['302001'])
  })
})

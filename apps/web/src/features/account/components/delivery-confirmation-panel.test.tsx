import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { DeliveryConfirmation } from '@haat/shared/orders/delivery-confirmation'
import { makeOrder } from '../../../test/order-fixtures'
import { CUSTOMER_SESSION, mockApi, renderRoutes } from '../../../test/render'
import { DeliveryConfirmationPanel } from './delivery-confirmation-panel'

const REPORTED: DeliveryConfirmation = {
  state: 'reported',
  by: null,
  confirmedAt: null,
  confirmsAt: '2026-03-08T09:30:00.000Z',
  disputedAt: null,
}

function renderPanel(delivery: DeliveryConfirmation, canAnswer = true) {
  const sent: { url: string; body: unknown }[] = []
  const answer = async (request: Request) => {
    sent.push({ url: new URL(request.url).pathname, body: await request.json() })
    return Response.json(makeOrder({ orderNo: 'HT-TEST0001' }))
  }
  mockApi({
    '/api/session': CUSTOMER_SESSION,
    '/api/orders/HT-TEST0001/delivery/confirm': answer,
    '/api/orders/HT-TEST0001/delivery/not-received': answer,
  })
  renderRoutes([
    {
      path: '*',
      element: (
        <DeliveryConfirmationPanel
          orderNo="HT-TEST0001"
          vendorId="ven_1"
          seller="Rao Handlooms"
          delivery={delivery}
          canAnswer={canAnswer}
        />
      ),
    },
  ])
  return sent
}

describe('DeliveryConfirmationPanel', () => {
  it('asks the customer whether the items came, and says when silence confirms them', async () => {
    const sent = renderPanel(REPORTED)
    expect(await screen.findByText(/Rao Handlooms marked these items delivered/)).toHaveTextContent('8 Mar 2026')
    await userEvent.click(screen.getByRole('button', { name: 'I’ve received it' }))
    await expect
      .poll(() => sent)
      .toEqual([{ url: '/api/orders/HT-TEST0001/delivery/confirm', body: { vendorId: 'ven_1' } }])
  })

  it('"I haven’t received it" sends what the customer wrote to Haat', async () => {
    const sent = renderPanel(REPORTED)
    await userEvent.click(await screen.findByRole('button', { name: 'I haven’t received it' }))
    await userEvent.type(screen.getByLabelText('What happened? (optional)'), 'Nobody came')
    await userEvent.click(screen.getByRole('button', { name: 'Tell Haat' }))
    await expect
      .poll(() => sent)
      .toEqual([
        { url: '/api/orders/HT-TEST0001/delivery/not-received', body: { vendorId: 'ven_1', note: 'Nobody came' } },
      ])
  })

  it('after "not received" says Haat is looking into it and still lets the customer confirm', async () => {
    renderPanel({ ...REPORTED, state: 'disputed', confirmsAt: null, disputedAt: '2026-03-06T09:30:00.000Z' })
    expect(await screen.findByText(/Haat is looking into it with Rao Handlooms/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'They have arrived now' })).toBeEnabled()
    expect(screen.queryByRole('button', { name: 'I haven’t received it' })).not.toBeInTheDocument()
  })

  it('once confirmed shows the day and asks nothing; a seller or admin reading it gets no buttons', async () => {
    renderPanel({
      state: 'confirmed',
      by: 'customer',
      confirmedAt: '2026-03-07T09:30:00.000Z',
      confirmsAt: null,
      disputedAt: null,
    })
    expect(await screen.findByText('Delivery confirmed on 7 Mar 2026')).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })

  it('shows the state without answers to someone other than the customer', async () => {
    renderPanel(REPORTED, false)
    expect(await screen.findByText(/Rao Handlooms marked these items delivered/)).toBeInTheDocument()
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
  })
})

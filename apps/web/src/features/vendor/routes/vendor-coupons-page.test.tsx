import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdminCoupon } from '@haat/shared/coupons/coupon'
import { jsonResponse, mockApi } from '../../../test/render'
import { renderVendorRoutes } from '../test/vendor-fixtures'
import { VendorCouponsPage } from './vendor-coupons-page'

const PAGES = [{ path: '/vendor/coupons', element: <VendorCouponsPage /> }]

const TEE: AdminCoupon = {
  id: 'c1',
  code: 'TEE50',
  description: '₹50 off our tees',
  percentOff: null,
  maxDiscountPaise: null,
  flatOffPaise: 5_000,
  minOrderPaise: 49_900,
  startsAt: '2026-11-30T18:30:00.000Z',
  endsAt: null,
  usageLimit: 20,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  scope: 'sellers',
  categoryId: null,
  vendorIds: ['ven_1'],
  isActive: true,
  uses: 3,
  seller: { id: 'ven_1', name: 'Rao Handlooms' },
}

function renderPage(coupons: AdminCoupon[] = [TEE]) {
  const sent: { method: string; url: string; body: Record<string, unknown> }[] = []
  mockApi({
    '/api/vendor/coupons': async (request: Request) => {
      if (request.method === 'POST') {
        const body = (await request.json()) as Record<string, unknown>
        sent.push({ method: 'POST', url: request.url, body })
        if (body.code === 'TAKEN') {
          const message = 'Another coupon has this code.'
          return jsonResponse({ error: { code: 'CONFLICT', message, details: [{ path: 'code', message }] } }, 409)
        }
        return jsonResponse({ ...TEE, id: 'c2', code: body.code }, 201)
      }
      return jsonResponse({ data: coupons })
    },
    '/api/vendor/coupons/c1': async (request: Request) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push({ method: request.method, url: request.url, body })
      return jsonResponse({ ...TEE, isActive: body.isActive })
    },
  })
  renderVendorRoutes(PAGES, '/vendor/coupons')
  return sent
}

describe('VendorCouponsPage', () => {
  it('lists the seller’s coupons with their offer and uses, and switches one off', async () => {
    const user = userEvent.setup()
    const sent = renderPage()
    const item = (await screen.findByText('TEE50')).closest('li')!
    expect(item).toHaveTextContent('₹50 off on ₹499 or more')
    expect(item).toHaveTextContent('Uses: 3 of 20')
    await user.click(within(item).getByRole('button', { name: 'Switch off TEE50' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { code: 'TEE50', isActive: false, kind: 'flat' } })
    expect(sent[0]!.body).not.toHaveProperty('scope')
  })

  it('says when there are none yet', async () => {
    renderPage([])
    expect(await screen.findByText('No coupons yet. Create your first one above.')).toBeInTheDocument()
  })

  it('creates a percentage coupon with a cap, names what is missing, and keeps what was typed on a refusal', async () => {
    const user = userEvent.setup()
    const sent = renderPage()
    await screen.findByText('TEE50')
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect(await screen.findByText('Describe the offer for shoppers.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    await user.type(screen.getByLabelText('Code'), 'taken')
    await user.type(screen.getByLabelText('Description for shoppers'), '10% off, up to ₹200')
    await user.type(screen.getByLabelText('Largest discount (₹, optional)'), '200')
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    await waitFor(() =>
      expect(screen.getByLabelText('Code')).toHaveAccessibleDescription(
        expect.stringContaining('Another coupon has this code.'),
      ),
    )
    expect(screen.getByLabelText('Description for shoppers')).toHaveValue('10% off, up to ₹200')
    expect(sent[0]!.body).toMatchObject({ code: 'TAKEN', kind: 'percent', percentOff: 10, maxDiscountPaise: 20_000 })

    await user.clear(screen.getByLabelText('Code'))
    await user.type(screen.getByLabelText('Code'), 'rao10')
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]!.body).toMatchObject({ code: 'RAO10', minOrderPaise: 0, perCustomerLimit: 1 })
    expect(await screen.findByLabelText('Code')).toHaveValue('')
  })
})

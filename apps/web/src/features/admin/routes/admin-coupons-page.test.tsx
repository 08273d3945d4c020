import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdminCoupon } from '@haat/shared/coupons/coupon'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AdminCouponsPage } from './admin-coupons-page'

const DIWALI: AdminCoupon = {
  id: 'c1',
  code: 'DIWALI10',
  description: 'Diwali: 10% off',
  percentOff: 10,
  maxDiscountPaise: 50_000,
  flatOffPaise: null,
  minOrderPaise: 99_900,
  startsAt: '2026-10-31T18:30:00.000Z',
  endsAt: '2026-11-30T18:30:00.000Z',
  usageLimit: 100,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  scope: 'all',
  categoryId: null,
  vendorIds: [],
  isActive: true,
  uses: 7,
  seller: null,
}

const TEE: AdminCoupon = {
  ...DIWALI,
  id: 'c3',
  code: 'TEE50',
  scope: 'sellers',
  vendorIds: ['v1'],
  seller: { id: 'v1', name: 'TechBazaar' },
}

function renderPage() {
  const sent: { method: string; url: string; body: Record<string, unknown> }[] = []
  mockApi({
    '/api/admin/coupons': async (request: Request) => {
      if (request.method === 'POST') {
        const body = (await request.json()) as Record<string, unknown>
        sent.push({ method: 'POST', url: request.url, body })
        return jsonResponse({ ...DIWALI, id: 'c2', code: body.code }, 201)
      }
      return jsonResponse({ data: [DIWALI, TEE] })
    },
    '/api/admin/coupons/c1': async (request: Request) => {
      const body = (await request.json()) as Record<string, unknown>
      sent.push({ method: request.method, url: request.url, body })
      return jsonResponse({ ...DIWALI, isActive: body.isActive })
    },
    '/api/categories': { data: [] },
    '/api/admin/vendors': { data: [], meta: { page: 1, pageSize: 100, total: 0 } },
  })
  renderRoutes([{ path: '/admin/coupons', element: <AdminCouponsPage /> }], { initialEntries: ['/admin/coupons'] })
  return sent
}

describe('AdminCouponsPage', () => {
  it('has the page padding the other admin pages have', async () => {
    renderPage()
    const heading = await screen.findByRole('heading', { level: 1, name: 'Coupons' })
    expect(heading.closest('.px-4.py-6')).not.toBeNull()
  })

  it('lists the coupons with their offer, last day and uses, and switches one off', async () => {
    const user = userEvent.setup()
    const sent = renderPage()
    const row = (await screen.findByText('DIWALI10')).closest('tr')!
    expect(row).toHaveTextContent('10% off (up to ₹500) on ₹999 or more')
    expect(row).toHaveTextContent('7 of 100')
    await user.click(within(row).getByRole('button', { name: 'Switch off DIWALI10' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]).toMatchObject({ method: 'PUT', body: { code: 'DIWALI10', isActive: false, kind: 'percent' } })
  })

  it("shows a seller's own coupon as its seller's, without a switch", async () => {
    renderPage()
    const row = (await screen.findByText('TEE50')).closest('tr')!
    expect(row).toHaveTextContent("TechBazaar's own: its products only, paid by the seller")
    expect(row).toHaveTextContent("On · the seller's to change")
    expect(within(row).queryByRole('button')).toBeNull()
  })

  it('creates a flat coupon in paise, ending at India’s midnight after its last day, and names what is missing', async () => {
    const user = userEvent.setup()
    const sent = renderPage()
    await screen.findByText('DIWALI10')
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    expect(await screen.findByText('Describe the offer for shoppers.')).toBeInTheDocument()
    expect(sent).toHaveLength(0)

    await user.type(screen.getByLabelText('Code'), 'flat100')
    await user.type(screen.getByLabelText('Description for shoppers'), '₹100 off your order')
    await user.selectOptions(screen.getByLabelText('Discount'), 'A flat amount')
    await user.type(screen.getByLabelText('Amount off (₹)'), '100')
    await user.type(screen.getByLabelText('Minimum order (₹, optional)'), '999.50')
    await user.clear(screen.getByLabelText('Starts'))
    await user.type(screen.getByLabelText('Starts'), '2026-12-01')
    await user.type(screen.getByLabelText('Last day (optional)'), '2026-12-31')
    await user.type(screen.getByLabelText('Uses in all (optional)'), '50')
    await user.click(screen.getByRole('button', { name: 'Create coupon' }))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0]!.body).toMatchObject({
      code: 'FLAT100',
      kind: 'flat',
      flatOffPaise: 10_000,
      percentOff: null,
      minOrderPaise: 99_950,
      startsAt: '2026-12-01T00:00:00+05:30',
      endsAt: '2026-12-31T18:30:00.000Z',
      usageLimit: 50,
      perCustomerLimit: 1,
      scope: 'all',
    })
  })
})

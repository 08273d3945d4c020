import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { AdminRefund, AdminRefundList } from '@haat/shared/orders/refund'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AdminRefundsPage } from './admin-refunds-page'

const refund = (overrides: Partial<AdminRefund>): AdminRefund => ({
  id: 'rf_1',
  orderNo: 'HT-AB12CD34',
  customerName: 'Asha Rao',
  amountPaise: 40_000,
  status: 'processed',
  reason: 'cancelled',
  createdAt: '2026-03-05T09:30:00.000Z',
  processedAt: '2026-03-05T09:31:00.000Z',
  provider: 'razorpay',
  gatewayRefundId: 'rfnd_1',
  attempts: 1,
  lastError: null,
  upiId: null,
  reference: null,
  ...overrides,
})

function renderPage(list: AdminRefundList, retry: () => Response = () => new Response(null, { status: 204 })) {
  const fetchMock = mockApi({
    '/api/session': { customer: null, vendor: null, admin: { id: 'adm_1', name: 'Admin', email: 'a@example.com' } },
    '/api/admin/refunds': list,
    '/api/admin/refunds/rf_2/retry': retry,
  })
  renderRoutes([{ path: '/admin/refunds', element: <AdminRefundsPage /> }], { initialEntries: ['/admin/refunds'] })
  return fetchMock
}

describe('AdminRefundsPage', () => {
  it('lists refunds with their status and offers Retry only for a failed one', async () => {
    const user = userEvent.setup()
    const fetchMock = renderPage({
      data: [
        refund({}),
        refund({
          id: 'rf_2',
          orderNo: 'HT-ZZ99YY88',
          status: 'failed',
          gatewayRefundId: null,
          attempts: 8,
          lastError: 'The payment gateway is not answering.',
        }),
      ],
      meta: { page: 1, pageSize: 20, total: 2 },
    })
    const table = await screen.findByRole('table', { name: 'Refunds' })
    expect(within(table).getByText('Refunded')).toBeInTheDocument()
    expect(within(table).getByText('Refund delayed')).toBeInTheDocument()
    expect(within(table).getByText(/not answering\. \(8 tries\)/)).toBeInTheDocument()
    const retries = within(table).getAllByRole('button', { name: /Retry the refund/ })
    expect(retries).toHaveLength(1)
    await user.click(retries[0]!)
    expect(await screen.findByText('Refund sent again')).toBeInTheDocument()
    const calls = fetchMock.mock.calls.map(([input, init]) => [String(input), init?.method])
    expect(calls).toContainEqual([expect.stringContaining('/api/admin/refunds/rf_2/retry'), 'POST'])
  })

  it('says so when there are none', async () => {
    renderPage({ data: [], meta: { page: 1, pageSize: 20, total: 0 } })
    expect(await screen.findByText('No refunds found.')).toBeInTheDocument()
  })

  it('shows why a retry was refused', async () => {
    const user = userEvent.setup()
    renderPage({ data: [refund({ id: 'rf_2', status: 'failed' })], meta: { page: 1, pageSize: 20, total: 1 } }, () =>
      jsonResponse({ error: { code: 'CONFLICT', message: 'Only a failed refund can be retried.' } }, 409),
    )
    await user.click(await screen.findByRole('button', { name: /Retry the refund/ }))
    expect(await screen.findByText('Only a failed refund can be retried.')).toBeInTheDocument()
  })

  it('records a UPI refund sent by hand, after checking the reference', async () => {
    const user = userEvent.setup()
    let sent: unknown = null
    mockApi({
      '/api/session': { customer: null, vendor: null, admin: { id: 'adm_1', name: 'Admin', email: 'a@example.com' } },
      '/api/admin/refunds': {
        data: [
          refund({ id: 'rf_3', provider: 'cod', status: 'requested', upiId: 'asha@okaxis', gatewayRefundId: null }),
        ],
        meta: { page: 1, pageSize: 20, total: 1 },
      },
      '/api/admin/refunds/rf_3/paid': async (request: Request) => {
        sent = await request.json()
        return new Response(null, { status: 204 })
      },
    })
    renderRoutes([{ path: '/admin/refunds', element: <AdminRefundsPage /> }], { initialEntries: ['/admin/refunds'] })
    expect(await screen.findByText('UPI asha@okaxis')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mark the UPI refund for order #HT-AB12CD34 paid' }))
    const dialog = screen.getByRole('dialog', { name: 'Mark the refund paid?' })
    expect(dialog).toHaveTextContent('Send ₹400 to UPI ID asha@okaxis first')
    await user.type(within(dialog).getByLabelText('Transfer reference (UTR)'), '12')
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    expect(within(dialog).getByText(/6 to 35 letters and digits/)).toBeInTheDocument()
    expect(sent).toBeNull()
    await user.type(within(dialog).getByLabelText('Transfer reference (UTR)'), '3456789012')
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    expect(await screen.findByText('Refund marked paid')).toBeInTheDocument()
    expect(sent).toEqual({ reference: '123456789012' })
  })
})

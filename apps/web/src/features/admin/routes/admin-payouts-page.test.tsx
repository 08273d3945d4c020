import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { PayoutRunDetail, PayoutRunPreview } from '@haat/shared/earnings/payouts'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AdminPayoutsPage } from './admin-payouts-page'

const RUN_ID = '0b5f7c1e-1111-4222-8333-944455566677'
const PREVIEW: PayoutRunPreview = {
  payouts: [
    {
      vendorId: 'ven_1',
      businessName: 'Rao Handlooms',
      destination: { kind: 'bank_account', holderName: 'Ravi Rao', last4: '6789', ifsc: 'HDFC0001234' },
      amountPaise: 186_727,
    },
    {
      vendorId: 'ven_2',
      businessName: 'Jaipur Prints',
      destination: { kind: 'upi', upiId: 'jaipur@okaxis' },
      amountPaise: 50_000,
    },
  ],
  totalPaise: 236_727,
  methods: ['manual'],
}
const RUN: PayoutRunDetail = {
  id: RUN_ID,
  method: 'manual',
  payoutCount: 2,
  totalPaise: 236_727,
  paidCount: 0,
  failedCount: 0,
  createdAt: '2026-11-26T05:00:00.000Z',
  payouts: [],
}

function renderPage(preview: PayoutRunPreview, sent: unknown[]) {
  mockApi({
    '/api/admin/payout-runs': async (request: Request) => {
      if (request.method !== 'POST') return jsonResponse({ data: [], meta: { page: 1, pageSize: 20, total: 0 } })
      sent.push(await request.json())
      return jsonResponse(RUN, 201)
    },
    '/api/admin/payout-runs/preview': preview,
    [`/api/admin/payout-runs/${RUN_ID}`]: RUN,
  })
  renderRoutes(
    [
      { path: '/admin/payouts', element: <AdminPayoutsPage /> },
      { path: '/admin/payouts/:runId', element: <p>Run page</p> },
    ],
    { initialEntries: ['/admin/payouts'] },
  )
}

describe('AdminPayoutsPage: starting a run', () => {
  it('shows who is payable, where (masked) and the total, then starts the run for that total', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    renderPage(PREVIEW, sent)
    await user.click(await screen.findByRole('button', { name: 'Start a payout run' }))
    const dialog = screen.getByRole('dialog')
    const table = await within(dialog).findByRole('table', { name: 'Who this run pays' })
    const rows = within(table).getAllByRole('row')
    expect(rows[1]).toHaveTextContent('Rao HandloomsBank ••••6789 (HDFC0001234)₹1,867.27')
    expect(rows[2]).toHaveTextContent('Jaipur PrintsUPI jaipur@okaxis₹500')
    expect(rows[3]).toHaveTextContent('Total (2 sellers)₹2,367.27')
    // RazorpayX is not set up: only the bank file is offered.
    expect(within(dialog).queryByLabelText('Pay by')).not.toBeInTheDocument()
    expect(within(dialog).getByText(/RazorpayX is not set up/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹2,367.27' }))
    expect(await screen.findByText('Run page')).toBeInTheDocument()
    expect(sent).toEqual([{ method: 'manual', expectedTotalPaise: 236_727 }])
  })

  it('offers RazorpayX when the server has it set up', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    renderPage({ ...PREVIEW, methods: ['manual', 'razorpayx'] }, sent)
    await user.click(await screen.findByRole('button', { name: 'Start a payout run' }))
    const dialog = screen.getByRole('dialog')
    await user.selectOptions(await within(dialog).findByLabelText('Pay by'), 'razorpayx')
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₹2,367.27' }))
    expect(await screen.findByText('Run page')).toBeInTheDocument()
    expect(sent).toEqual([{ method: 'razorpayx', expectedTotalPaise: 236_727 }])
  })

  it('says when no seller is payable, and starts nothing', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    renderPage({ payouts: [], totalPaise: 0, methods: ['manual'] }, sent)
    await user.click(await screen.findByRole('button', { name: 'Start a payout run' }))
    const dialog = screen.getByRole('dialog')
    expect(await within(dialog).findByText('No seller has ₹100 or more to be paid.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Close' }))
    expect(sent).toEqual([])
  })
})

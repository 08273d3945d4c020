import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { PayoutRunDetail } from '@haat/shared/earnings/payouts'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AdminPayoutRunPage } from './admin-payout-run-page'

const RUN_ID = '0b5f7c1e-1111-4222-8333-944455566677'
const PAYOUT_ID = '1c6a8d2f-2222-4333-8444-a55566677788'

const run = (status: 'pending' | 'paid', reference: string | null = null): PayoutRunDetail => ({
  id: RUN_ID,
  method: 'manual',
  payoutCount: 1,
  totalPaise: 186_727,
  paidCount: status === 'paid' ? 1 : 0,
  failedCount: 0,
  createdAt: '2026-11-26T05:00:00.000Z',
  payouts: [
    {
      id: PAYOUT_ID,
      runId: RUN_ID,
      vendorId: 'ven_1',
      businessName: 'Rao Handlooms',
      amountPaise: 186_727,
      status,
      destination: { kind: 'upi', upiId: 'rao@okaxis' },
      reference,
      failureReason: null,
      paidAt: status === 'paid' ? '2026-11-26T06:00:00.000Z' : null,
      createdAt: '2026-11-26T05:00:00.000Z',
    },
  ],
})

describe('AdminPayoutRunPage', () => {
  it('records a payout’s UTR after checking it, and offers the CSV while some are to send', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    let current = run('pending')
    mockApi({
      [`/api/admin/payout-runs/${RUN_ID}`]: () => jsonResponse(current),
      [`/api/admin/payouts/${PAYOUT_ID}/paid`]: async (request: Request) => {
        sent.push(await request.json())
        current = run('paid', 'UTR123456789012')
        return jsonResponse(current)
      },
    })
    renderRoutes([{ path: '/admin/payouts/:runId', element: <AdminPayoutRunPage /> }], {
      initialEntries: [`/admin/payouts/${RUN_ID}`],
    })
    expect(await screen.findByRole('link', { name: 'CSV for the bank' })).toHaveAttribute(
      'href',
      `/api/admin/payout-runs/${RUN_ID}/csv`,
    )
    await user.click(screen.getByRole('button', { name: "Record the UTR of Rao Handlooms's payout" }))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByText(/Send ₹1,867.27 to UPI rao@okaxis first/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    expect(await within(dialog).findByText(/Enter the transfer reference/)).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Transfer reference (UTR)'), 'UTR123456789012')
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }))
    expect(await screen.findByText('UTR UTR123456789012')).toBeInTheDocument()
    expect(sent).toEqual([{ reference: 'UTR123456789012' }])
    expect(screen.queryByRole('link', { name: 'CSV for the bank' })).not.toBeInTheDocument()
  })
})

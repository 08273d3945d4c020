import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { ReconciliationMismatch, ReconciliationRunDetail } from '@haat/shared/admin/reconciliation'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { AdminReconciliationRunPage } from './admin-reconciliation-run-page'

const mismatch = (overrides: Partial<ReconciliationMismatch>): ReconciliationMismatch => ({
  id: 'mm_1',
  kind: 'paid_not_in_haat',
  orderNo: 'HT-AB12CD34',
  gatewayPaymentId: 'pay_1',
  gatewayRefundId: null,
  haatPaise: 100_000,
  gatewayPaise: 100_000,
  gatewayStatus: 'captured',
  note: 'Payment pay_1 of ₹1,000 was captured, but order HT-AB12CD34 is unpaid in Haat.',
  fix: 'confirm',
  fixedAt: null,
  ...overrides,
})

const RUN: ReconciliationRunDetail = {
  id: 'run_1',
  day: '2026-11-24',
  status: 'done',
  trigger: 'admin',
  startedAt: '2026-11-24T06:00:00.000Z',
  finishedAt: '2026-11-24T06:00:02.000Z',
  paymentsChecked: 12,
  refundsChecked: 3,
  mismatchCount: 2,
  openCount: 2,
  error: null,
  mismatches: [
    mismatch({}),
    mismatch({ id: 'mm_2', kind: 'amount_differs', orderNo: 'HT-ZZ99YY88', gatewayPaise: 99_000, fix: null }),
  ],
}

describe('AdminReconciliationRunPage', () => {
  it('lists what the run found and fixes a fixable mismatch after asking', async () => {
    const user = userEvent.setup()
    const fixed = {
      ...RUN,
      openCount: 1,
      mismatches: [mismatch({ fixedAt: '2026-11-24T06:05:00.000Z' }), RUN.mismatches[1]!],
    }
    let current = RUN
    const fetchMock = mockApi({
      '/api/admin/reconciliation/runs/run_1': () => jsonResponse(current),
      '/api/admin/reconciliation/mismatches/mm_1/fix': () => {
        current = fixed
        return jsonResponse(fixed)
      },
    })
    renderRoutes([{ path: '/admin/reconciliation/:runId', element: <AdminReconciliationRunPage /> }], {
      initialEntries: ['/admin/reconciliation/run_1'],
    })
    const list = await screen.findByRole('list', { name: 'Mismatches' })
    expect(within(list).getByText('Paid at Razorpay, unpaid in Haat')).toBeInTheDocument()
    expect(within(list).getByText("Needs Razorpay's dashboard")).toBeInTheDocument()
    expect(screen.getByText('2 to look at')).toBeInTheDocument()

    await user.click(within(list).getByRole('button', { name: 'Confirm in Haat: HT-AB12CD34' }))
    const dialog = screen.getByRole('dialog', { name: 'Confirm in Haat?' })
    await user.click(within(dialog).getByRole('button', { name: 'Fix' }))
    expect(await within(list).findByText(/^Fixed /)).toBeInTheDocument()
    const calls = fetchMock.mock.calls.map(([input, init]) => [String(input), init?.method])
    expect(calls).toContainEqual([expect.stringContaining('/mismatches/mm_1/fix'), 'POST'])
  })
})

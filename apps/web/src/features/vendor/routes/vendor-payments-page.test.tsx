import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { LedgerPosting } from '@haat/shared/earnings/statements'
import { jsonResponse, mockApi } from '../../../test/render'
import { renderVendorRoutes } from '../test/vendor-fixtures'
import { VendorPaymentsPage } from './vendor-payments-page'

const PAGES = [{ path: '/vendor/payments', element: <VendorPaymentsPage /> }]

const SALE: LedgerPosting = {
  posting: 'sale',
  orderNo: 'HT-AB12CD34',
  vendorOrderId: '6f1d2c3b-0000-4000-8000-000000000001',
  returnId: null,
  at: '2026-11-22T10:00:00.000Z',
  payableAt: '2026-11-29T18:29:59.999Z',
  salePaise: 217_900,
  commissionPaise: -24_425,
  feePaise: -1_000,
  gstPaise: -4_577,
  tcsPaise: -976,
  tdsPaise: -195,
  codPaise: 0,
  couponWithheldPaise: 0,
  netPaise: 186_727,
}

const BALANCE = { pendingPaise: 186_727, payablePaise: 0, paidPaise: 0, balancePaise: 186_727 }

describe('VendorPaymentsPage', () => {
  it('shows the balance and each sale with commission, GST, TCS and TDS', async () => {
    mockApi({
      '/api/vendor/earnings': BALANCE,
      '/api/vendor/earnings/postings': { data: [SALE], meta: { page: 1, pageSize: 20, total: 1 } },
    })
    renderVendorRoutes(PAGES, '/vendor/payments')
    const card = await screen.findByRole('list', { name: 'Sales and returns' })
    const details = within(card).getByLabelText('Delivered · order HT-AB12CD34')
    expect(within(details).getByText('Commission').nextSibling).toHaveTextContent('-₹244.25')
    expect(within(details).getByText('TCS (GST)').nextSibling).toHaveTextContent('-₹9.76')
    expect(within(details).getByText('TDS (income tax)').nextSibling).toHaveTextContent('-₹1.95')
    expect(within(details).getByText('Your earnings').nextSibling).toHaveTextContent('₹1,867.27')
    expect(within(details).queryByText('Cash collected by your courier')).not.toBeInTheDocument()
    const balance = screen.getByRole('region', { name: 'Balance' })
    expect(within(balance).getByText('Pending').nextSibling).toHaveTextContent('₹1,867.27')
  })

  it("shows Haat's coupon share withheld from a possible self-purchase", async () => {
    mockApi({
      '/api/vendor/earnings': BALANCE,
      '/api/vendor/earnings/postings': {
        data: [{ ...SALE, couponWithheldPaise: -10_000, netPaise: 176_727 }],
        meta: { page: 1, pageSize: 20, total: 1 },
      },
    })
    renderVendorRoutes(PAGES, '/vendor/payments')
    const details = await screen.findByLabelText('Delivered · order HT-AB12CD34')
    expect(
      within(details).getByText("Haat's coupon share withheld (possible self-purchase)").nextSibling,
    ).toHaveTextContent('-₹100')
    expect(within(details).getByText('Your earnings').nextSibling).toHaveTextContent('₹1,767.27')
  })

  it('says when nothing was earned yet, and offers a retry when loading fails', async () => {
    mockApi({
      '/api/vendor/earnings': () => jsonResponse({ error: { code: 'INTERNAL', message: 'Down' } }, 500),
      '/api/vendor/earnings/postings': { data: [], meta: { page: 1, pageSize: 20, total: 0 } },
    })
    renderVendorRoutes(PAGES, '/vendor/payments')
    expect(await screen.findByText(/Nothing earned yet/)).toBeInTheDocument()
    expect(await screen.findByText('Could not load the balance.')).toBeInTheDocument()
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { ReturnRequest } from '@haat/shared/orders/returns'
import { jsonResponse, mockApi } from '../../../test/render'
import { renderVendorRoutes } from '../test/vendor-fixtures'
import { VendorReturnDetailPage } from './vendor-return-detail-page'

afterEach(() => {
  toast.dismiss()
})

const ID = '3f1c2a9e-5b7d-4c21-9a8e-1d2f3a4b5c6d'
const REQUESTED: ReturnRequest = {
  id: ID,
  orderNo: 'HT-AB12CD34',
  status: 'requested',
  vendor: { id: 'ven_1', businessName: 'Rao Handlooms' },
  reason: 'size_fit',
  comment: 'Too tight',
  photos: [],
  lines: [
    {
      lineId: 'ol_1',
      name: 'Cotton Kurta',
      sku: 'K-1',
      color: 'Blue',
      size: 'M',
      options: [
        { name: 'Size', value: 'M' },
        { name: 'Colour', value: 'Blue' },
      ],
      quantity: 1,
      unitPricePaise: 99900,
      image: null,
    },
  ],
  amountPaise: 99900,
  paymentMethod: 'cod',
  upiId: null,
  requestedAt: '2026-03-06T10:00:00.000Z',
  respondBy: '2026-03-09T10:00:00.000Z',
  decidedAt: null,
  decidedBy: null,
  rejectReason: null,
  courierName: null,
  trackingNumber: null,
  trackingUrl: null,
  pickedUpAt: null,
  receivedAt: null,
  damageNote: null,
  resolutionNote: null,
  refund: null,
  events: [{ status: 'Return requested', note: '1 × Cotton Kurta: Size or fit', at: '2026-03-06T10:00:00.000Z' }],
}

function mockServer(initial: ReturnRequest = REQUESTED) {
  let ret = initial
  const posts: [string, unknown][] = []
  const step = (next: Partial<ReturnRequest>) => async (request: Request) => {
    posts.push([new URL(request.url).pathname.split('/').at(-1)!, request.body ? await request.json() : null])
    ret = { ...ret, ...next }
    return jsonResponse(ret)
  }
  mockApi({
    [`/api/vendor/returns/${ID}`]: () => jsonResponse(ret),
    [`/api/vendor/returns/${ID}/approve`]: step({ status: 'approved', decidedBy: 'vendor' }),
    [`/api/vendor/returns/${ID}/reject`]: step({ status: 'rejected', rejectReason: 'Worn' }),
    [`/api/vendor/returns/${ID}/receive`]: step({ status: 'received', receivedAt: '2026-03-10T10:00:00.000Z' }),
    [`/api/vendor/returns/${ID}/pickup`]: step({
      status: 'picked_up',
      courierName: 'Delhivery',
      trackingNumber: '7000000000001',
    }),
  })
  return { posts }
}

describe('VendorReturnDetailPage', () => {
  it('approves a request, then records the pickup', async () => {
    const user = userEvent.setup()
    const { posts } = mockServer()
    renderVendorRoutes(
      [{ path: '/vendor/returns/:returnId', element: <VendorReturnDetailPage /> }],
      `/vendor/returns/${ID}`,
    )
    expect(await screen.findByText('“Too tight”')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Approve return' }))
    const form = await screen.findByRole('form', { name: 'Record pickup' })
    await user.click(within(form).getByRole('button', { name: 'Record pickup' }))
    expect(await within(form).findByText('Courier name is required.')).toBeInTheDocument()
    await user.type(within(form).getByLabelText('Courier name'), 'Delhivery')
    await user.type(within(form).getByLabelText('Tracking number'), '7000000000001')
    await user.click(within(form).getByRole('button', { name: 'Record pickup' }))
    expect(await screen.findByText('Picked up')).toBeInTheDocument()
    expect(posts).toEqual([
      ['approve', null],
      ['pickup', { courierName: 'Delhivery', trackingNumber: '7000000000001' }],
    ])
  })

  it('asks for a reason before rejecting', async () => {
    const user = userEvent.setup()
    const { posts } = mockServer()
    renderVendorRoutes(
      [{ path: '/vendor/returns/:returnId', element: <VendorReturnDetailPage /> }],
      `/vendor/returns/${ID}`,
    )
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = screen.getByRole('dialog', { name: 'Reject this return?' })
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }))
    expect(within(dialog).getByText('The reason is required.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Reason'), 'Worn')
    await user.click(within(dialog).getByRole('button', { name: 'Reject return' }))
    expect(await screen.findByText('Return rejected', { selector: 'span' })).toBeInTheDocument()
    expect(posts).toEqual([['reject', { reason: 'Worn' }]])
  })

  it('asks before recording the items received in good condition, since the customer is refunded at once', async () => {
    const user = userEvent.setup()
    const { posts } = mockServer({ ...REQUESTED, status: 'picked_up', courierName: 'Delhivery' })
    renderVendorRoutes(
      [{ path: '/vendor/returns/:returnId', element: <VendorReturnDetailPage /> }],
      `/vendor/returns/${ID}`,
    )
    await user.click(await screen.findByRole('button', { name: 'Received in good condition' }))
    let dialog = screen.getByRole('dialog', { name: 'Items received in good condition?' })
    expect(dialog).toHaveTextContent('The customer is refunded ₹999 at once')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(posts).toEqual([])

    await user.click(screen.getByRole('button', { name: 'Received in good condition' }))
    dialog = screen.getByRole('dialog', { name: 'Items received in good condition?' })
    await user.click(within(dialog).getByRole('button', { name: 'Yes, received in good condition' }))
    await waitFor(() => expect(posts).toEqual([['receive', { condition: 'good' }]]))
  })

  it('tells the seller the refund went to the customer\'s UPI ID, not "your" UPI ID', async () => {
    mockServer({
      ...REQUESTED,
      status: 'received',
      upiId: 'asha@okaxis',
      events: [
        {
          status: 'Refund processed',
          note: '₹999.00 was sent to your UPI ID asha@okaxis (reference UTR123).',
          at: '2026-03-11T10:00:00.000Z',
        },
      ],
    })
    renderVendorRoutes(
      [{ path: '/vendor/returns/:returnId', element: <VendorReturnDetailPage /> }],
      `/vendor/returns/${ID}`,
    )
    const updates = await screen.findByRole('list', { name: 'Return updates' })
    expect(updates).toHaveTextContent("₹999.00 was sent to the customer's UPI ID asha@okaxis (reference UTR123).")
    expect(updates).not.toHaveTextContent('your UPI ID')
  })
})

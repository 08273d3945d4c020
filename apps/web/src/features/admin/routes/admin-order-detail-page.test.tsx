import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import { BRASS_ID, makeAdminOrder, ORDER_NO, vendorOrder, vendorRows, WEAVERS_ID } from '../test/order-fixtures'
import { AdminOrderDetailPage } from './admin-order-detail-page'

const ORDER_PATH = `/api/orders/${ORDER_NO}`
const VENDORS_PATH = `/api/admin/orders/${ORDER_NO}/vendors`
const forwardPath = (vendorId: string) => `${VENDORS_PATH}/${vendorId}/forward`

function renderPage(handlers: Record<string, unknown>) {
  const fetchMock = mockApi(handlers)
  const result = renderRoutes([{ path: '/admin/order/:orderNo', element: <AdminOrderDetailPage /> }], {
    initialEntries: [`/admin/order/${ORDER_NO}`],
  })
  return { ...result, fetchMock }
}

/** A response the test releases when it wants, to see the in-between state. */
function deferred() {
  let release!: (response: Response) => void
  const promise = new Promise<Response>((resolve) => {
    release = resolve
  })
  return { promise, release }
}

const group = (name: string) => screen.findByRole('region', { name })

describe('AdminOrderDetailPage', () => {
  it('shows customer, address, payment, summary and tracking history, with a link back to /admin', async () => {
    renderPage({ [ORDER_PATH]: makeAdminOrder(), [VENDORS_PATH]: vendorRows() })
    const customer = await screen.findByRole('region', { name: 'Customer' })
    expect(screen.getByRole('heading', { level: 1, name: `Order #${ORDER_NO}` })).toBeInTheDocument()
    expect(customer).toHaveTextContent('Asha Rao')
    expect(customer).toHaveTextContent('asha@example.com')
    expect(customer).toHaveTextContent('+919812345670')
    const address = screen.getByRole('region', { name: 'Delivery address' })
    expect(address).toHaveTextContent('12 MG Road')
    expect(address).toHaveTextContent('Bengaluru, Karnataka 560001')
    expect(address).toHaveTextContent('Ring the bell twice')
    const payment = screen.getByRole('region', { name: 'Payment' })
    expect(payment).toHaveTextContent('Pay Online')
    expect(payment).toHaveTextContent('Paid')
    const summary = screen.getByRole('region', { name: 'Order summary' })
    expect(summary).toHaveTextContent('Subtotal₹3,397')
    expect(summary).toHaveTextContent('Shipping₹0')
    expect(summary).toHaveTextContent('Tax₹0')
    expect(summary).toHaveTextContent('Total₹3,397')
    const history = within(screen.getByRole('list', { name: 'Tracking history' })).getAllByRole('listitem')
    expect(history.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Order Placed'),
      expect.stringContaining('Payment confirmedPaid online (sandbox).'),
    ])
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/admin')
  })

  it('groups the lines by vendor, each with its own Send to Vendor button', async () => {
    renderPage({ [ORDER_PATH]: makeAdminOrder(), [VENDORS_PATH]: vendorRows() })
    const weavers = await group('Rao Handlooms')
    const brass = screen.getByRole('region', { name: 'Moradabad Metals' })
    expect(
      within(weavers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Cotton Kurta'), expect.stringContaining('Silk Dupatta')])
    expect(weavers).toHaveTextContent('2 lines · ₹2,498')
    // Each variant as bought, sizes first: "M, Blue".
    expect(within(weavers).getAllByRole('listitem')[0]).toHaveTextContent('SKU KURTA-1 · M, Blue')
    expect(within(weavers).getAllByRole('listitem')[1]).toHaveTextContent('SKU DUP-1 · Red')
    expect(
      within(brass)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('Brass Lamp')])
    expect(brass).toHaveTextContent('1 line · ₹899')
    await waitFor(() => expect(within(weavers).getByRole('button', { name: 'Send to Vendor' })).toBeEnabled())
    expect(within(brass).getByRole('button', { name: 'Send to Vendor' })).toBeEnabled()
  })

  it('goes idle → sending → sent, disabled while sending and once sent', async () => {
    const answer = deferred()
    const { user, fetchMock } = renderPage({
      [ORDER_PATH]: makeAdminOrder(),
      [VENDORS_PATH]: vendorRows(),
      [forwardPath(WEAVERS_ID)]: () => answer.promise,
    })
    const weavers = await group('Rao Handlooms')
    const button = within(weavers).getByRole('button', { name: 'Send to Vendor' })
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    expect(await within(weavers).findByRole('button', { name: 'Sending…' })).toBeDisabled()
    answer.release(jsonResponse({ status: 'sent', vendorOrder: vendorOrder(WEAVERS_ID) }, 201))
    expect(await within(weavers).findByRole('button', { name: 'Sent to Vendor' })).toBeDisabled()
    expect(weavers).toHaveTextContent('Sent to Rao Handlooms.')
    expect(weavers).toHaveTextContent('Pending')
    // The other vendor is untouched.
    const brass = screen.getByRole('region', { name: 'Moradabad Metals' })
    expect(within(brass).getByRole('button', { name: 'Send to Vendor' })).toBeEnabled()
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([input]) => new URL(String(input), 'http://localhost').pathname)).toEqual([
      forwardPath(WEAVERS_ID),
    ])
  })

  it('sends every waiting seller its part at once with Send to all sellers', async () => {
    const sentRows = vendorRows([WEAVERS_ID, BRASS_ID])
    const { user, fetchMock } = renderPage({
      [ORDER_PATH]: makeAdminOrder(),
      [VENDORS_PATH]: vendorRows(),
      [`/api/admin/orders/${ORDER_NO}/forward`]: () => jsonResponse(sentRows),
    })
    const sendAll = await screen.findByRole('button', { name: 'Send to all sellers' })
    await user.click(sendAll)
    const weavers = await group('Rao Handlooms')
    expect(await within(weavers).findByRole('button', { name: 'Already sent' })).toBeDisabled()
    const brass = screen.getByRole('region', { name: 'Moradabad Metals' })
    expect(within(brass).getByRole('button', { name: 'Already sent' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Send to all sellers' })).not.toBeInTheDocument()
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')
    expect(posts.map(([input]) => new URL(String(input), 'http://localhost').pathname)).toEqual([
      `/api/admin/orders/${ORDER_NO}/forward`,
    ])
  })

  it('offers no Send to all sellers once every seller was sent its part', async () => {
    renderPage({ [ORDER_PATH]: makeAdminOrder(), [VENDORS_PATH]: vendorRows([WEAVERS_ID, BRASS_ID]) })
    const weavers = await group('Rao Handlooms')
    await within(weavers).findByRole('button', { name: 'Already sent' })
    expect(screen.queryByRole('button', { name: 'Send to all sellers' })).not.toBeInTheDocument()
  })

  it('shows "Already sent" when the server answers already_sent', async () => {
    const { user } = renderPage({
      [ORDER_PATH]: makeAdminOrder(),
      [VENDORS_PATH]: vendorRows(),
      [forwardPath(BRASS_ID)]: () => jsonResponse({ status: 'already_sent', vendorOrder: vendorOrder(BRASS_ID) }, 200),
    })
    const brass = await group('Moradabad Metals')
    const button = within(brass).getByRole('button', { name: 'Send to Vendor' })
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    expect(await within(brass).findByRole('button', { name: 'Already sent' })).toBeDisabled()
  })

  it('does not offer Send to Vendor for an unpaid online order, and says why', async () => {
    renderPage({
      [ORDER_PATH]: makeAdminOrder({
        payment: {
          method: 'razorpay',
          provider: 'sandbox',
          status: 'unpaid',
          paidAt: null,
          canPay: true,
          capturedPaise: 0,
          refundedPaise: 0,
        },
      }),
      [VENDORS_PATH]: vendorRows(),
    })
    const brass = await group('Moradabad Metals')
    expect(await within(brass).findByText(/Waiting for payment/)).toBeInTheDocument()
    expect(within(brass).getByRole('button', { name: 'Send to Vendor' })).toBeDisabled()
  })

  it('does not offer Send to Vendor for a deactivated vendor', async () => {
    const rows = vendorRows()
    rows.data[1] = { ...rows.data[1]!, vendorActive: false }
    renderPage({ [ORDER_PATH]: makeAdminOrder(), [VENDORS_PATH]: rows })
    const brass = await group('Moradabad Metals')
    expect(await within(brass).findByText('This vendor is deactivated and cannot be sent orders.')).toBeInTheDocument()
    expect(within(brass).getByRole('button', { name: 'Send to Vendor' })).toBeDisabled()
    const weavers = screen.getByRole('region', { name: 'Rao Handlooms' })
    await waitFor(() => expect(within(weavers).getByRole('button', { name: 'Send to Vendor' })).toBeEnabled())
  })

  it('shows "Already sent" on load for a vendor the list reports as sent', async () => {
    renderPage({ [ORDER_PATH]: makeAdminOrder(), [VENDORS_PATH]: vendorRows([WEAVERS_ID]) })
    const weavers = await group('Rao Handlooms')
    expect(await within(weavers).findByRole('button', { name: 'Already sent' })).toBeDisabled()
    expect(weavers).toHaveTextContent('Pending')
    const brass = screen.getByRole('region', { name: 'Moradabad Metals' })
    expect(within(brass).getByRole('button', { name: 'Send to Vendor' })).toBeEnabled()
  })

  it("flags a seller's part whose buyer shares its phone or address, and no other", async () => {
    renderPage({
      [ORDER_PATH]: makeAdminOrder(),
      [VENDORS_PATH]: vendorRows([WEAVERS_ID, BRASS_ID], ['phone', 'address']),
    })
    const weavers = await group('Rao Handlooms')
    expect(
      await within(weavers).findByText(
        (_, node) =>
          node?.tagName === 'P' &&
          node.textContent === 'Possible self-purchase: buyer shares the seller’s phone and address.',
      ),
    ).toBeInTheDocument()
    expect(within(await group('Moradabad Metals')).queryByText(/Possible self-purchase/)).not.toBeInTheDocument()
  })

  it('ships a sent vendor part with courier and tracking number, then shows it shipped', async () => {
    let shipped = false
    const sent: unknown[] = []
    renderPage({
      [ORDER_PATH]: makeAdminOrder(),
      [VENDORS_PATH]: () => {
        const rows = vendorRows([WEAVERS_ID])
        if (shipped) {
          rows.data[0]!.vendorOrder = vendorOrder(WEAVERS_ID, {
            status: 'shipped',
            courierName: 'India Post',
            trackingNumber: 'EE123456789IN',
          })
        }
        return jsonResponse(rows)
      },
      [`/api/admin/vendor-orders/vo-${WEAVERS_ID}/ship`]: async (request: Request) => {
        sent.push(await request.json())
        shipped = true
        return new Response(null, { status: 204 })
      },
    })
    const user = userEvent.setup()
    const weavers = await group('Rao Handlooms')
    await user.click(await within(weavers).findByRole('button', { name: 'Ship Order' }))
    // Both fields are required before anything is sent.
    await user.click(within(weavers).getAllByRole('button', { name: 'Ship Order' }).at(-1)!)
    expect(await within(weavers).findByText('Courier name is required.')).toBeInTheDocument()
    expect(sent).toEqual([])
    await user.type(within(weavers).getByLabelText('Courier name'), 'India Post')
    await user.type(within(weavers).getByLabelText('Tracking number'), 'EE123456789IN')
    await user.click(within(weavers).getAllByRole('button', { name: 'Ship Order' }).at(-1)!)
    await waitFor(() => expect(sent).toEqual([{ courierName: 'India Post', trackingNumber: 'EE123456789IN' }]))
    expect(await within(weavers).findByText('Shipped')).toBeInTheDocument()
    expect(weavers).toHaveTextContent('India Post EE123456789IN')
    expect(within(weavers).queryByRole('button', { name: 'Ship Order' })).not.toBeInTheDocument()
    // A part not yet sent has no Ship Order.
    expect(
      within(screen.getByRole('region', { name: 'Moradabad Metals' })).queryByRole('button', { name: 'Ship Order' }),
    ).toBeNull()
  })

  it('shows "Failed — retry" with the server message on an error, and retries', async () => {
    let attempts = 0
    const { user } = renderPage({
      [ORDER_PATH]: makeAdminOrder(),
      [VENDORS_PATH]: vendorRows(),
      [forwardPath(WEAVERS_ID)]: () => {
        attempts += 1
        return attempts === 1
          ? jsonResponse({ error: { code: 'CONFLICT', message: 'This order was cancelled.' } }, 409)
          : jsonResponse({ status: 'sent', vendorOrder: vendorOrder(WEAVERS_ID) }, 201)
      },
    })
    const weavers = await group('Rao Handlooms')
    const button = within(weavers).getByRole('button', { name: 'Send to Vendor' })
    await waitFor(() => expect(button).toBeEnabled())
    await user.click(button)
    const retry = await within(weavers).findByRole('button', { name: 'Failed — retry' })
    expect(retry).toBeEnabled()
    expect(weavers).toHaveTextContent('This order was cancelled.')
    await user.click(retry)
    expect(await within(weavers).findByRole('button', { name: 'Sent to Vendor' })).toBeDisabled()
    expect(attempts).toBe(2)
  })

  it('says "Order not found" on a 404', async () => {
    renderPage({
      [ORDER_PATH]: () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Order not found.' } }, 404),
    })
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to dashboard' })).toHaveAttribute('href', '/admin')
    expect(screen.queryByRole('button', { name: 'Send to Vendor' })).not.toBeInTheDocument()
  })

  it('corrects a cash-on-delivery collection after asking why', async () => {
    const user = userEvent.setup()
    const order = makeAdminOrder({
      payment: {
        method: 'cod',
        provider: 'cod',
        status: 'confirmed',
        paidAt: '2026-03-08T09:30:00.000Z',
        canPay: false,
        capturedPaise: 0,
        refundedPaise: 0,
      },
    })
    let sent: unknown = null
    renderPage({
      [ORDER_PATH]: order,
      [VENDORS_PATH]: vendorRows(),
      [`/api/admin/orders/${ORDER_NO}/cash`]: async (request: Request) => {
        sent = await request.json()
        return jsonResponse({ ...order, payment: { ...order.payment, status: 'pending', paidAt: null } })
      },
    })
    const payment = await screen.findByRole('region', { name: 'Payment' })
    expect(payment).toHaveTextContent('Paid on delivery')
    await user.click(within(payment).getByRole('button', { name: 'Mark cash not collected' }))
    const dialog = screen.getByRole('dialog', { name: 'Mark the cash as not collected?' })
    await user.click(within(dialog).getByRole('button', { name: 'Mark not collected' }))
    expect(within(dialog).getByText('Say why you are correcting it.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Reason'), 'The courier kept the cash')
    await user.click(within(dialog).getByRole('button', { name: 'Mark not collected' }))
    await waitFor(() => expect(payment).toHaveTextContent('Pay on delivery'))
    expect(sent).toEqual({ collected: false, note: 'The courier kept the cash' })
  })
})

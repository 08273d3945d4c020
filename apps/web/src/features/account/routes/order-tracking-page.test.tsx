import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CUSTOMER_SESSION, SIGNED_OUT, jsonResponse, mockApi, renderRoutes } from '../../../test/render'
import type { ReturnRequest } from '@haat/shared/orders/returns'
import { makeOrder } from '../../../test/order-fixtures'
import { OrderTrackingPage } from './order-tracking-page'

function renderPage(handlers: Record<string, unknown>) {
  mockApi(handlers)
  return renderRoutes([{ path: '/orders/:orderNo', element: <OrderTrackingPage /> }], {
    initialEntries: ['/orders/HT-AB12CD34'],
  })
}

describe('OrderTrackingPage', () => {
  it('shows the order, its address, payment and tracking steps', async () => {
    renderPage({ '/api/session': CUSTOMER_SESSION, '/api/orders/HT-AB12CD34': makeOrder() })
    const steps = within(await screen.findByRole('list', { name: 'Tracking steps' })).getAllByRole('listitem')
    expect(screen.getByRole('heading', { level: 1, name: 'Order #HT-AB12CD34' })).toBeInTheDocument()
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringContaining('Order Placed'),
      expect.stringContaining('Processing'),
      expect.stringContaining('Shipped'),
      expect.stringContaining('Delivered'),
    ])
    expect(steps[0]).toHaveAttribute('aria-current', 'step')
    expect(screen.getByText('12 MG Road')).toBeInTheDocument()
    expect(screen.getByText('Cash on Delivery')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry payment' })).not.toBeInTheDocument()
  })

  it("shows each seller's promised day until its part arrives", async () => {
    const base = makeOrder()
    const promised = { ...base.shipments[0]!, deliveryBy: '2026-12-05' }
    renderPage({
      '/api/session': CUSTOMER_SESSION,
      '/api/orders/HT-AB12CD34': makeOrder({ shipments: [promised] }),
    })
    expect(await screen.findByText('Delivery by Sat, 5 Dec')).toBeInTheDocument()
  })

  it('shows what each line declared when bought: net quantity, maker, best before', async () => {
    const base = makeOrder()
    const line = {
      ...base.lines[0]!,
      declarations: {
        netQuantity: { value: 200, unit: 'g' as const },
        manufacturer: { name: 'Brahmaputra Tea Co.', address: 'Dibrugarh' },
        packer: null,
        importer: null,
        consumerCare: null,
        bestBefore: '12 months from packing',
        warranty: null,
        guarantee: null,
      },
    }
    renderPage({ '/api/session': CUSTOMER_SESSION, '/api/orders/HT-AB12CD34': makeOrder({ lines: [line] }) })
    expect(
      await screen.findByText(
        'Net quantity: 200 g · Manufacturer: Brahmaputra Tea Co. · Best before: 12 months from packing',
      ),
    ).toBeInTheDocument()
  })

  it('offers Retry payment when the order can still be paid online', async () => {
    const order = makeOrder({
      payment: {
        method: 'razorpay',
        provider: 'sandbox',
        status: 'failed',
        paidAt: null,
        canPay: true,
        capturedPaise: 0,
        refundedPaise: 0,
      },
    })
    renderPage({ '/api/session': CUSTOMER_SESSION, '/api/orders/HT-AB12CD34': order })
    expect(await screen.findByRole('button', { name: 'Retry payment' })).toBeEnabled()
    // The order's own badge says so too, not "Placed".
    expect(screen.getAllByText('Payment failed')).toHaveLength(2)
    expect(screen.queryByText('Placed')).not.toBeInTheDocument()
  })

  it('reads "Payment pending" for an online order not paid yet', async () => {
    const order = makeOrder({
      payment: {
        method: 'razorpay',
        provider: 'sandbox',
        status: 'unpaid',
        paidAt: null,
        canPay: true,
        capturedPaise: 0,
        refundedPaise: 0,
      },
    })
    renderPage({ '/api/session': CUSTOMER_SESSION, '/api/orders/HT-AB12CD34': order })
    expect(await screen.findByText('Payment pending')).toBeInTheDocument()
    expect(screen.queryByText('Placed')).not.toBeInTheDocument()
  })

  it('names the refund in the cancel dialog, and shows what was refunded and the net paid', async () => {
    const user = userEvent.setup()
    const base = makeOrder()
    const kurta = { ...base.lines[0]!, paidPaise: 189_800 }
    const scarf = { ...base.lines[0]!, id: 'ol_2', name: 'Silk Scarf', lineTotalPaise: 50_000, paidPaise: 54_000 }
    const paid = {
      method: 'razorpay',
      provider: 'sandbox',
      status: 'confirmed',
      paidAt: '2026-03-05T09:31:00.000Z',
      canPay: false,
      capturedPaise: 243_800,
      refundedPaise: 0,
    } as const
    renderPage({
      '/api/session': CUSTOMER_SESSION,
      '/api/orders/HT-AB12CD34': makeOrder({
        payment: paid,
        lines: [kurta, scarf],
        shipments: [{ ...base.shipments[0]!, lineIds: ['ol_1', 'ol_2'] }],
      }),
    })
    await user.click(await screen.findByRole('button', { name: 'Cancel item: Silk Scarf' }))
    const one = screen.getByRole('dialog')
    // What was paid for it: its price less a coupon's share, plus its delivery fee.
    expect(within(one).getByRole('status')).toHaveTextContent(
      '₹540 will be refunded to the card, UPI or account you paid with',
    )
    await user.click(within(one).getByRole('button', { name: 'Keep item' }))

    await user.click(screen.getByRole('button', { name: 'Cancel order' }))
    const all = screen.getByRole('dialog')
    // Nothing would stand: all that is left of the payment goes back.
    expect(within(all).getByRole('status')).toHaveTextContent('₹2,438 will be refunded')
    await user.click(within(all).getByRole('checkbox', { name: /Cotton Kurta/ }))
    expect(within(all).getByRole('status')).toHaveTextContent('₹540 will be refunded')
  })

  it('shows what was refunded and the net paid under the total', async () => {
    renderPage({
      '/api/session': CUSTOMER_SESSION,
      '/api/orders/HT-AB12CD34': makeOrder({
        payment: {
          method: 'razorpay',
          provider: 'sandbox',
          status: 'confirmed',
          paidAt: '2026-03-05T09:31:00.000Z',
          canPay: false,
          capturedPaise: 199_800,
          refundedPaise: 99_900,
        },
      }),
    })
    const refunded = (await screen.findByText('Refunded', { selector: 'dt' })).parentElement!
    expect(refunded).toHaveTextContent('−₹999')
    expect(screen.getByText('Net paid').parentElement).toHaveTextContent('₹999')
  })

  it('says "Order not found." for an order the server will not show', async () => {
    renderPage({
      '/api/session': CUSTOMER_SESSION,
      '/api/orders/HT-AB12CD34': () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'Order not found.' } }, 404),
    })
    expect(await screen.findByRole('heading', { name: 'Order not found.' })).toBeInTheDocument()
  })

  it('offers a signed-out visitor to sign in', async () => {
    renderPage({ '/api/session': SIGNED_OUT })
    expect(await screen.findByRole('heading', { name: 'Order not found.' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login?next=/orders/HT-AB12CD34')
  })

  it("shows each seller's shipment with the courier's tracking link", async () => {
    const base = makeOrder()
    const order = makeOrder({
      status: 'shipped',
      canCancel: false,
      lines: base.lines.map((l) => ({ ...l, canCancel: false })),
      shipments: base.shipments.map((s) => ({
        ...s,
        status: 'shipped',
        courierName: 'Delhivery',
        trackingNumber: 'DL123',
        trackingUrl: 'https://www.delhivery.com/track-v2/package/DL123',
        events: [{ status: 'Shipped', note: 'Rao Handlooms: shipped with Delhivery', at: '2026-03-06T09:30:00.000Z' }],
        documents: [
          {
            id: '0b5f7c1e-1111-4222-8333-944455566677',
            kind: 'tax_invoice',
            number: 'RHA/25-26/000042',
            issuedAt: '2026-03-06T09:30:00.000Z',
            totalPaise: 199800,
          },
        ],
      })),
    })
    renderPage({ '/api/session': CUSTOMER_SESSION, '/api/orders/HT-AB12CD34': order })
    const shipment = await screen.findByRole('region', { name: 'Sold by Rao Handlooms' })
    expect(within(shipment).getByText('Shipped')).toBeInTheDocument()
    expect(within(shipment).getByRole('link', { name: /DL123/ })).toHaveAttribute(
      'href',
      'https://www.delhivery.com/track-v2/package/DL123',
    )
    expect(within(shipment).getByText(/shipped with Delhivery/)).toBeInTheDocument()
    expect(within(shipment).getByRole('link', { name: 'Tax invoice RHA/25-26/000042' })).toHaveAttribute(
      'href',
      '/api/orders/HT-AB12CD34/documents/0b5f7c1e-1111-4222-8333-944455566677',
    )
    expect(within(shipment).getByText('Returnable within 7 days of delivery')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /Cancel item/ })).not.toBeInTheDocument()
  })

  it('cancels an item after asking which reason, and shows it cancelled', async () => {
    const user = userEvent.setup()
    const order = makeOrder()
    const cancelled = makeOrder({
      status: 'cancelled',
      canCancel: false,
      lines: order.lines.map((l) => ({
        ...l,
        canCancel: false,
        cancellation: {
          at: '2026-03-05T10:00:00.000Z',
          by: 'customer',
          reason: 'other',
          reasonLabel: 'Other',
          note: 'Bought one in a shop',
        },
      })),
    })
    let sent: unknown = null
    renderPage({
      '/api/session': CUSTOMER_SESSION,
      '/api/orders/HT-AB12CD34': order,
      '/api/orders/HT-AB12CD34/cancel': async (request: Request) => {
        sent = await request.json()
        return new Response(JSON.stringify(cancelled), { headers: { 'content-type': 'application/json' } })
      },
    })
    await user.click(await screen.findByRole('button', { name: 'Cancel item: Cotton Kurta' }))
    const dialog = screen.getByRole('dialog', { name: 'Cancel this item?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }))
    expect(within(dialog).getByText('Choose a reason for cancelling.')).toBeInTheDocument()
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Other')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }))
    expect(within(dialog).getByText('Tell us why you are cancelling.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Tell us why'), 'Bought one in a shop')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }))
    expect(await screen.findByText(/Cancelled by you · Other/)).toBeInTheDocument()
    expect(sent).toEqual({ lineIds: ['ol_1'], reason: 'other', note: 'Bought one in a shop' })
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('keeps the dialog open with the server’s reason when cancelling is refused', async () => {
    const user = userEvent.setup()
    renderPage({
      '/api/session': CUSTOMER_SESSION,
      '/api/orders/HT-AB12CD34': makeOrder(),
      '/api/orders/HT-AB12CD34/cancel': () =>
        jsonResponse(
          { error: { code: 'CONFLICT', message: 'This item has shipped and can no longer be cancelled.' } },
          409,
        ),
    })
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }))
    const dialog = screen.getByRole('dialog')
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Changed my mind')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel item' }))
    expect(await within(dialog).findByText('This item has shipped and can no longer be cancelled.')).toBeInTheDocument()
  })

  it('lists the refunds with when the money arrives, and reads Refunded once all of it went back', async () => {
    const order = makeOrder({
      status: 'cancelled',
      canCancel: false,
      payment: {
        method: 'razorpay',
        provider: 'sandbox',
        status: 'confirmed',
        paidAt: '2026-03-05T09:31:00.000Z',
        canPay: false,
        capturedPaise: 199800,
        refundedPaise: 199800,
      },
      refunds: [
        {
          id: 'rf_1',
          amountPaise: 99900,
          status: 'processed',
          reason: 'cancelled',
          createdAt: '2026-03-05T10:00:00.000Z',
          processedAt: '2026-03-05T10:01:00.000Z',
          upiId: null,
          reference: null,
        },
        {
          id: 'rf_2',
          amountPaise: 99900,
          status: 'requested',
          reason: 'cancelled',
          createdAt: '2026-03-06T10:00:00.000Z',
          processedAt: null,
          upiId: null,
          reference: null,
        },
      ],
    })
    renderPage({ '/api/session': CUSTOMER_SESSION, '/api/orders/HT-AB12CD34': order })
    const refunds = within(await screen.findByRole('list', { name: 'Refunds' })).getAllByRole('listitem')
    expect(refunds[0]).toHaveTextContent('₹999Refunded')
    expect(refunds[0]).toHaveTextContent('Your bank shows it within 5–7 working days.')
    expect(refunds[1]).toHaveTextContent('Refund started')
    expect(refunds[1]).toHaveTextContent('Expect it in 5–7 working days to your card or account.')
    // The payment's own badge, and the first refund's.
    expect(within(screen.getByRole('region', { name: 'Payment' })).getAllByText('Refunded')).toHaveLength(2)
  })

  describe('returns', () => {
    const RETURN: ReturnRequest = {
      id: 'rt_9',
      orderNo: 'HT-AB12CD34',
      status: 'requested',
      vendor: { id: 'ven_1', businessName: 'Rao Handlooms' },
      reason: 'size_fit',
      comment: null,
      photos: [],
      lines: [
        {
          lineId: 'ol_1',
          name: 'Cotton Kurta',
          sku: 'K',
          color: null,
          size: null,
          options: [],
          quantity: 1,
          unitPricePaise: 99900,
          image: null,
        },
      ],
      amountPaise: 99900,
      paymentMethod: 'razorpay',
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
      events: [{ status: 'Return requested', note: null, at: '2026-03-06T10:00:00.000Z' }],
    }
    const delivered = (method: 'cod' | 'razorpay') =>
      makeOrder({
        status: 'delivered',
        canReturn: true,
        lines: [
          { ...makeOrder().lines[0]!, canCancel: false, returnableQuantity: 2, returnBy: '2026-03-12T18:29:59.999Z' },
        ],
        payment: { ...makeOrder().payment, method, provider: method === 'cod' ? 'cod' : 'sandbox' },
      })

    it('asks a cash-on-delivery customer for the UPI ID, says what is wrong, and sends what was chosen', async () => {
      const user = userEvent.setup()
      let sent: unknown = null
      const order = delivered('cod')
      renderPage({
        '/api/session': CUSTOMER_SESSION,
        '/api/orders/HT-AB12CD34': order,
        '/api/orders/HT-AB12CD34/returns': async (request: Request) => {
          sent = await request.json()
          return jsonResponse({ ...order, canReturn: false }, 201)
        },
      })
      expect(await screen.findByText('Returnable until 12 Mar 2026')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Return items' }))
      const dialog = screen.getByRole('dialog', { name: 'Return items' })
      await user.click(within(dialog).getByRole('button', { name: 'Request return' }))
      expect(within(dialog).getByText('Choose a reason for the return.')).toBeInTheDocument()
      expect(within(dialog).getByText('Enter a UPI ID like name@bank.')).toBeInTheDocument()
      expect(sent).toBeNull()

      await user.selectOptions(within(dialog).getByLabelText('How many of Cotton Kurta (M, Blue)'), '2')
      await user.selectOptions(within(dialog).getByLabelText('Reason'), 'Size or fit')
      await user.type(within(dialog).getByLabelText('UPI ID for the refund'), 'asha@okaxis')
      await user.click(within(dialog).getByRole('button', { name: 'Return 2 items' }))
      expect(await screen.findByText('Return requested. We have e-mailed you the details.')).toBeInTheDocument()
      expect(sent).toEqual({
        lines: [{ lineId: 'ol_1', quantity: 2 }],
        reason: 'size_fit',
        photoIds: [],
        upiId: 'asha@okaxis',
      })
    })

    it('tells two variants of one product apart as "M, Blue", sizes first, on the page and in the dialog', async () => {
      const user = userEvent.setup()
      const order = delivered('razorpay')
      const kurta = order.lines[0]!
      const red = {
        ...kurta,
        id: 'ol_2',
        color: 'Red',
        size: 'L',
        // Bought before lines kept their options: size, then colour, from the columns.
        options: [],
        quantity: 1,
        returnableQuantity: 1,
      }
      renderPage({
        '/api/session': CUSTOMER_SESSION,
        '/api/orders/HT-AB12CD34': {
          ...order,
          lines: [kurta, red],
          shipments: [{ ...order.shipments[0]!, lineIds: ['ol_1', 'ol_2'] }],
          returns: [
            {
              ...RETURN,
              lines: [{ ...RETURN.lines[0]!, options: kurta.options, color: 'Blue', size: 'M' }],
            },
          ],
        },
      })
      const returns = await screen.findByRole('region', { name: 'Returns' })
      expect(within(returns).getByText(/1 × ₹999/)).toHaveTextContent('1 × ₹999 · M, Blue')
      expect(screen.getAllByText('M, Blue').length).toBeGreaterThan(0)
      expect(screen.getByText('L, Red')).toBeInTheDocument()

      await user.click(screen.getByRole('button', { name: 'Return items' }))
      const dialog = screen.getByRole('dialog', { name: 'Return items' })
      const boxes = within(dialog).getAllByRole('checkbox')
      expect(boxes.map((box) => box.closest('div')?.textContent)).toEqual([
        'Cotton Kurta (return by 12 Mar 2026)M, Blue',
        'Cotton Kurta (return by 12 Mar 2026)L, Red',
      ])
      await user.click(boxes[0]!)
      expect(within(dialog).getByLabelText('How many of Cotton Kurta (M, Blue)')).toBeInTheDocument()
    })

    it('shows each return with its steps and refund, and no UPI question for an online order', async () => {
      const user = userEvent.setup()
      const order = delivered('razorpay')
      renderPage({
        '/api/session': CUSTOMER_SESSION,
        '/api/orders/HT-AB12CD34': {
          ...order,
          returns: [
            {
              id: 'rt_1',
              orderNo: 'HT-AB12CD34',
              status: 'received',
              vendor: { id: 'ven_1', businessName: 'Rao Handlooms' },
              reason: 'damaged',
              comment: 'Torn at the seam',
              photos: [],
              lines: [
                {
                  lineId: 'ol_1',
                  name: 'Cotton Kurta',
                  sku: 'K',
                  color: null,
                  size: null,
                  quantity: 1,
                  unitPricePaise: 99900,
                  image: null,
                },
              ],
              amountPaise: 99900,
              paymentMethod: 'razorpay',
              upiId: null,
              requestedAt: '2026-03-06T10:00:00.000Z',
              respondBy: '2026-03-09T10:00:00.000Z',
              decidedAt: '2026-03-06T11:00:00.000Z',
              decidedBy: 'vendor',
              rejectReason: null,
              courierName: 'Delhivery',
              trackingNumber: 'RT1',
              trackingUrl: null,
              pickedUpAt: '2026-03-07T10:00:00.000Z',
              receivedAt: '2026-03-08T10:00:00.000Z',
              damageNote: null,
              resolutionNote: null,
              refund: {
                id: 'rf_1',
                amountPaise: 99900,
                status: 'processed',
                reason: 'returned',
                createdAt: '2026-03-08T10:00:00.000Z',
                processedAt: '2026-03-08T10:01:00.000Z',
                upiId: null,
                reference: null,
              },
              events: [{ status: 'Return requested', note: null, at: '2026-03-06T10:00:00.000Z' }],
            },
          ],
        },
      })
      const returns = await screen.findByRole('region', { name: 'Returns' })
      expect(within(returns).getByText('Received')).toBeInTheDocument()
      expect(within(returns).getByText('₹999 refunded on 8 Mar 2026.')).toBeInTheDocument()
      expect(within(returns).getByText('“Torn at the seam”')).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Return items' }))
      expect(screen.queryByLabelText('UPI ID for the refund')).not.toBeInTheDocument()
    })
  })
})

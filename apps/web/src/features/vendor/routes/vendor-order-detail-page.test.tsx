import { screen, within } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, it } from 'vitest'
import type { VendorOrderDetail } from '@haat/shared/orders/vendor-order'
import { jsonResponse, mockApi } from '../../../test/render'
import { DETAIL, ORDER_ID } from '../test/order-fixtures'
import { renderVendorRoutes } from '../test/vendor-fixtures'
import { VendorOrderDetailPage } from './vendor-order-detail-page'

afterEach(() => {
  toast.dismiss()
})

const PAGES = [{ path: '/vendor/orders/:orderId', element: <VendorOrderDetailPage /> }]
const PATH = `/vendor/orders/${ORDER_ID}`

type StatusAnswer = (body: Record<string, string>, order: VendorOrderDetail) => Response | undefined

function mockServer(initial: VendorOrderDetail = DETAIL, answer?: StatusAnswer) {
  let order = initial
  const posts: Array<Record<string, string>> = []
  mockApi({
    [`/api/vendor/orders/${ORDER_ID}`]: () => jsonResponse(order),
    [`/api/vendor/orders/${ORDER_ID}/status`]: async (request: Request) => {
      const body = (await request.json()) as Record<string, string>
      posts.push(body)
      const special = answer?.(body, order)
      if (special) return special
      order = {
        ...order,
        status: body.status as VendorOrderDetail['status'],
        courierName: body.courierName ?? order.courierName,
        trackingNumber: body.trackingNumber ?? order.trackingNumber,
        history: [...order.history, { status: String(body.status), note: null, at: '2026-01-06T10:00:00.000Z' }],
      }
      return jsonResponse(order)
    },
  })
  return { posts }
}

describe('VendorOrderDetailPage', () => {
  it('shows the lines, totals, customer, address, phone and history', async () => {
    mockServer()
    renderVendorRoutes(PAGES, PATH)

    expect(await screen.findByRole('heading', { name: 'Order HT-AB12CD34', level: 1 })).toBeInTheDocument()
    const saree = screen.getByText('Handloom Cotton Saree').closest('li')!
    expect(saree).toHaveTextContent('SKU SAR-001 · Red')
    expect(saree).toHaveTextContent('₹1,499.50')
    const lamp = screen.getByText('Brass Lamp').closest('li')!
    expect(lamp).toHaveTextContent('₹449.50 × 2')
    expect(lamp).toHaveTextContent('₹899')
    expect(screen.getByText('3 items')).toBeInTheDocument()
    expect(screen.getByText('Total').nextElementSibling).toHaveTextContent('₹2,398.50')

    expect(screen.getByText('Asha Rao')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '+919876543210' })).toHaveAttribute('href', 'tel:+919876543210')
    expect(screen.getByText(/12 MG Road/).closest('address')).toHaveTextContent(
      '12 MG RoadBengaluru, Karnataka 560001India',
    )
    expect(screen.getByText('Ring the bell twice')).toBeInTheDocument()

    const history = screen.getByRole('heading', { name: 'Status history' }).closest('section')!
    expect(history).toHaveTextContent('Pending')
    expect(history).toHaveTextContent('Sent to vendor')
  })

  it('says what became of its Delivered: waiting for the customer, disputed, or confirmed and by whom', async () => {
    const delivered: VendorOrderDetail = {
      ...DETAIL,
      status: 'delivered',
      deliveredAt: '2026-01-08T10:00:00.000Z',
      delivery: {
        state: 'reported',
        by: null,
        confirmedAt: null,
        confirmsAt: '2026-01-11T10:00:00.000Z',
        disputedAt: null,
      },
    }
    mockServer(delivered)
    const first = renderVendorRoutes(PAGES, PATH)
    expect(await screen.findByText(/Waiting for the customer to confirm/)).toHaveTextContent('11 Jan 2026')
    first.unmount()

    mockServer({
      ...delivered,
      delivery: { ...delivered.delivery!, state: 'disputed', confirmsAt: null, disputedAt: '2026-01-09T10:00:00.000Z' },
    })
    const second = renderVendorRoutes(PAGES, PATH)
    expect(await screen.findByText(/The customer says these items have not arrived/)).toBeInTheDocument()
    second.unmount()

    mockServer({
      ...delivered,
      delivery: {
        state: 'confirmed',
        by: 'customer',
        confirmedAt: '2026-01-09T10:00:00.000Z',
        confirmsAt: null,
        disputedAt: null,
      },
    })
    renderVendorRoutes(PAGES, PATH)
    expect(await screen.findByText('The customer confirmed receiving it on 9 Jan 2026.')).toBeInTheDocument()
  })

  it('names each variant bought as "M, Blue", sizes first, on the line and in the cancel dialog', async () => {
    const [saree, lamp] = DETAIL.lines
    mockServer({
      ...DETAIL,
      lines: [
        {
          ...saree!,
          color: 'Blue',
          size: 'M',
          options: [
            { name: 'Size', value: 'M' },
            { name: 'Colour', value: 'Blue' },
          ],
        },
        // A line copied before lines kept their options: its size, then its colour.
        { ...lamp!, color: 'Gold', size: 'Large', options: [] },
      ],
    })
    const { user } = renderVendorRoutes(PAGES, PATH)

    const sareeRow = (await screen.findByText('Handloom Cotton Saree')).closest('li')!
    expect(sareeRow).toHaveTextContent('SKU SAR-001 · M, Blue')
    expect(sareeRow).not.toHaveTextContent('Colour')
    expect(screen.getByText('Brass Lamp').closest('li')).toHaveTextContent('SKU LMP-002 · Large, Gold')

    await user.click(screen.getByRole('button', { name: 'Cancel items' }))
    const dialog = await screen.findByRole('dialog')
    expect(dialog).toHaveTextContent('1 × Handloom Cotton Saree (M, Blue)')
    expect(dialog).toHaveTextContent('2 × Brass Lamp (Large, Gold)')
  })

  it("shows the seller's own coupon coming off the total, and the delivery charges in it", async () => {
    mockServer({ ...DETAIL, sellerCoupon: { code: 'RAO10', discountPaise: 19_980 }, deliveryFeePaise: 4_000 })
    renderVendorRoutes(PAGES, PATH)
    const row = (await screen.findByText('Your coupon RAO10')).closest('div')!
    expect(row).toHaveTextContent('−₹199.80')
    expect(screen.getByText('Delivery charges').closest('div')).toHaveTextContent('₹40')
  })

  it('moves a pending order to processing, then ships it, then marks it delivered', async () => {
    const { posts } = mockServer()
    const { user } = renderVendorRoutes(PAGES, PATH)

    await user.click(await screen.findByRole('button', { name: 'Mark as Processing' }))
    expect(await screen.findByText('Order marked as processing')).toBeInTheDocument()
    expect(posts.at(-1)).toEqual({ status: 'processing' })

    const form = await screen.findByRole('form', { name: 'Ship order' })
    await user.type(within(form).getByRole('combobox', { name: 'Courier name' }), 'Delhivery')
    await user.type(within(form).getByRole('textbox', { name: 'Tracking number' }), '1234560000001')
    await user.click(within(form).getByRole('button', { name: 'Ship Order' }))
    expect(await screen.findByText('Order shipped')).toBeInTheDocument()
    expect(posts.at(-1)).toEqual({ status: 'shipped', courierName: 'Delhivery', trackingNumber: '1234560000001' })
    expect(screen.getByText('1234560000001')).toBeInTheDocument()

    // Delivered asks first, and for cash on delivery needs the cash confirmed.
    await user.click(await screen.findByRole('button', { name: 'Mark as Delivered' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark as delivered?' })
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }))
    const cash = within(dialog).getByRole('checkbox', {
      name: 'The courier collected ₹2,398.50 in cash from the customer',
    })
    expect(cash).toHaveAccessibleDescription('Confirm the cash collected first.')
    expect(posts.at(-1)).toEqual({ status: 'shipped', courierName: 'Delhivery', trackingNumber: '1234560000001' })
    await user.click(cash)
    await user.click(within(dialog).getByRole('button', { name: 'Mark as Delivered' }))
    expect(await screen.findByText('Order marked as delivered')).toBeInTheDocument()
    expect(posts.at(-1)).toEqual({ status: 'delivered', cashCollected: true })
    expect(screen.queryByRole('button', { name: /Mark as|Ship Order/ })).not.toBeInTheDocument()
  })

  it('says Prepaid, asks before delivered without a cash question, and prints a packing slip', async () => {
    const { posts } = mockServer({
      ...DETAIL,
      status: 'shipped',
      courierName: 'Delhivery',
      trackingNumber: '1234560000001',
      payment: { method: 'prepaid', cashToCollectPaise: null },
    })
    const { user } = renderVendorRoutes(PAGES, PATH)
    expect(await screen.findByText('Prepaid')).toBeInTheDocument()
    expect(screen.queryByText(/Cash on delivery/)).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Print packing slip' })).toHaveAttribute(
      'href',
      `/api/vendor/orders/${ORDER_ID}/packing-slip`,
    )
    await user.click(screen.getByRole('button', { name: 'Mark as Delivered' }))
    const dialog = await screen.findByRole('dialog', { name: 'Mark as delivered?' })
    expect(within(dialog).queryByRole('checkbox')).not.toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(posts).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Mark as Delivered' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Mark as Delivered' }))
    expect(await screen.findByText('Order marked as delivered')).toBeInTheDocument()
    expect(posts).toEqual([{ status: 'delivered' }])
  })

  it('corrects a mistyped tracking number while the order is on its way', async () => {
    let put: unknown
    const shipped = { ...DETAIL, status: 'shipped' as const, courierName: 'Delhivery', trackingNumber: '1234560000001' }
    mockApi({
      [`/api/vendor/orders/${ORDER_ID}`]: () => jsonResponse(shipped),
      [`/api/vendor/orders/${ORDER_ID}/shipment`]: async (request: Request) => {
        put = { method: request.method, body: await request.json() }
        return jsonResponse({ ...shipped, trackingNumber: '1234560000009' })
      },
    })
    const { user } = renderVendorRoutes(PAGES, PATH)
    expect(await screen.findByText('Cash on delivery: collect ₹2,398.50')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Correct tracking number' }))
    const form = await screen.findByRole('form', { name: 'Correct tracking number' })
    const field = within(form).getByRole('textbox', { name: 'Tracking number' })
    expect(field).toHaveValue('1234560000001')
    await user.clear(field)
    await user.type(field, '1234560000009')
    await user.click(within(form).getByRole('button', { name: 'Save tracking number' }))
    expect(await screen.findByText('Tracking number corrected')).toBeInTheDocument()
    expect(put).toEqual({ method: 'PUT', body: { courierName: 'Delhivery', trackingNumber: '1234560000009' } })
    expect(screen.getByText('1234560000009')).toBeInTheDocument()
  })

  it('requires the courier name and tracking number, with the errors beside the fields', async () => {
    const { posts } = mockServer({ ...DETAIL, status: 'processing' })
    const { user } = renderVendorRoutes(PAGES, PATH)

    await user.click(await screen.findByRole('button', { name: 'Ship Order' }))
    const courier = screen.getByRole('combobox', { name: 'Courier name' })
    expect(courier).toHaveAccessibleDescription(/Courier name is required\./)
    expect(courier).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByRole('textbox', { name: 'Tracking number' })).toHaveAccessibleDescription(
      'Tracking number is required.',
    )
    expect(posts).toHaveLength(0)
  })

  it("puts the server's field errors beside the fields", async () => {
    mockServer({ ...DETAIL, status: 'processing' }, () =>
      jsonResponse(
        {
          error: {
            code: 'VALIDATION',
            message: 'Check the highlighted fields.',
            details: [{ path: 'trackingNumber', message: 'Tracking number is at most 100 characters.' }],
          },
        },
        400,
      ),
    )
    const { user } = renderVendorRoutes(PAGES, PATH)
    await user.type(await screen.findByRole('combobox', { name: 'Courier name' }), 'Delhivery')
    // The courier's format is checked here first, as the server checks it.
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), 'X')
    await user.click(screen.getByRole('button', { name: 'Ship Order' }))
    expect(screen.getByRole('textbox', { name: 'Tracking number' })).toHaveAccessibleDescription(
      'A Delhivery tracking number is 10 to 15 digits. Check it on the courier’s receipt.',
    )
    await user.clear(screen.getByRole('textbox', { name: 'Tracking number' }))
    await user.type(screen.getByRole('textbox', { name: 'Tracking number' }), '1234567890123')
    await user.click(screen.getByRole('button', { name: 'Ship Order' }))

    expect(await screen.findByText('Could not update the order')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Tracking number' })).toHaveAccessibleDescription(
      'Tracking number is at most 100 characters.',
    )
  })

  it('says so when the step is no longer allowed (409)', async () => {
    mockServer(DETAIL, () =>
      jsonResponse({ error: { code: 'CONFLICT', message: 'This order is already processing.' } }, 409),
    )
    const { user } = renderVendorRoutes(PAGES, PATH)
    await user.click(await screen.findByRole('button', { name: 'Mark as Processing' }))
    expect(await screen.findByText('Could not update the order')).toBeInTheDocument()
    expect(screen.getByText('This order is already processing.')).toBeInTheDocument()
  })

  it('shows "Order not found" for a 404', async () => {
    mockApi({})
    renderVendorRoutes(PAGES, PATH)
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/vendor/orders')
  })
})

import type { Order, OrderLine } from '@haat/shared/orders/order'
import type { OrderVendor, OrderVendorList, VendorOrderRef } from '@haat/shared/orders/vendor-order'
import { makeOrder } from '../../../test/order-fixtures'

export const ORDER_NO = 'HT-AB12CD34'
export const WEAVERS_ID = '11111111-1111-4111-8111-111111111111'
export const BRASS_ID = '22222222-2222-4222-8222-222222222222'

const WEAVERS = { id: WEAVERS_ID, businessName: 'Rao Handlooms' }
const BRASS = { id: BRASS_ID, businessName: 'Moradabad Metals' }

function line(overrides: Partial<OrderLine>): OrderLine {
  const [first] = makeOrder().lines
  if (!first) throw new Error('makeOrder() has a line')
  return { ...first, vendor: WEAVERS, ...overrides }
}

/** The customer's order fixture as the admin sees it: lines of two vendors, interleaved, to show the grouping. */
export function makeAdminOrder(overrides: Partial<Order> = {}): Order {
  const order = makeOrder()
  return makeOrder({
    events: [
      { status: 'Order Placed', note: null, at: '2026-03-05T09:30:00.000Z' },
      { status: 'Payment confirmed', note: 'Paid online (sandbox).', at: '2026-03-05T09:32:00.000Z' },
    ],
    shipping: { ...order.shipping, notes: 'Ring the bell twice' },
    payment: {
      method: 'razorpay',
      provider: 'sandbox',
      status: 'confirmed',
      paidAt: '2026-03-05T09:32:00.000Z',
      canPay: false,
      capturedPaise: 0,
      refundedPaise: 0,
    },
    lines: [
      line({}),
      line({
        id: 'ol_2',
        productId: 'prd_2',
        productSlug: 'brass-lamp',
        name: 'Brass Lamp',
        sku: 'LAMP-1',
        vendor: BRASS,
        color: null,
        size: null,
        options: [],
        unitPricePaise: 89900,
        mrpPaise: 89900,
        quantity: 1,
        lineTotalPaise: 89900,
        paidPaise: 89900,
      }),
      line({
        id: 'ol_3',
        productId: 'prd_3',
        productSlug: 'silk-dupatta',
        name: 'Silk Dupatta',
        sku: 'DUP-1',
        color: 'Red',
        size: null,
        options: [{ name: 'Colour', value: 'Red' }],
        unitPricePaise: 50000,
        mrpPaise: 60000,
        quantity: 1,
        lineTotalPaise: 50000,
        paidPaise: 50000,
      }),
    ],
    subtotalPaise: 339700,
    totalPaise: 339700,
    viewer: 'admin',
    ...overrides,
  })
}

export function vendorOrder(vendorId: string, overrides: Partial<VendorOrderRef> = {}): VendorOrderRef {
  return {
    id: `vo-${vendorId}`,
    orderNo: ORDER_NO,
    vendorId,
    status: 'pending',
    totalPaise: vendorId === WEAVERS_ID ? 249800 : 89900,
    courierName: null,
    trackingNumber: null,
    createdAt: '2026-03-05T10:00:00.000Z',
    ...overrides,
  }
}

export function vendorRows(
  sent: string[] = [],
  selfPurchase: OrderVendor['selfPurchaseReasons'] = [],
): OrderVendorList {
  const row = (vendor: typeof WEAVERS, lineCount: number, totalPaise: number): OrderVendor => ({
    vendorId: vendor.id,
    businessName: vendor.businessName,
    vendorActive: true,
    lineCount,
    totalPaise,
    sendStatus: sent.includes(vendor.id) ? 'sent' : 'idle',
    // The first seller's part, once sent, with what its buyer shares with it.
    selfPurchaseReasons: sent.includes(vendor.id) && vendor === WEAVERS ? selfPurchase : [],
    vendorOrder: sent.includes(vendor.id) ? vendorOrder(vendor.id) : null,
  })
  return { data: [row(WEAVERS, 2, 249800), row(BRASS, 1, 89900)] }
}

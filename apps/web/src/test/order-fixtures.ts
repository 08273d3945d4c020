import type { Address, CustomerProfile } from '@haat/shared/accounts/customer'
import type { Cart } from '@haat/shared/cart/cart'
import type { Order } from '@haat/shared/orders/order'
import type { PaymentIntent } from '@haat/shared/orders/payment'

export const PROFILE: CustomerProfile = {
  id: 'cus_1',
  name: 'Asha Rao',
  email: 'asha@example.com',
  phone: '+919812345670',
  createdAt: '2026-01-02T10:00:00.000Z',
}

export const ADDRESSES: Address[] = [
  {
    id: 'adr_1',
    title: 'Home',
    street: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pin: '560001',
    country: 'India',
  },
  {
    id: 'adr_2',
    title: 'Office',
    street: '5 Park Street',
    city: 'Kolkata',
    state: 'West Bengal',
    pin: '700016',
    country: 'India',
  },
]

export const CART: Cart = {
  lines: [
    {
      id: 'line_1',
      variantId: 'var_1',
      product: {
        id: 'prd_1',
        slug: 'cotton-kurta',
        name: 'Cotton Kurta',
        brand: null,
        pricePaise: 99900,
        mrpPaise: 129900,
        discountPercent: 0,
        unitPricePaise: 99900,
        percentOff: 23,
        image: null,
        rating: { average: null, count: 0 },
        isNew: false,
        inStock: true,
        category: { slug: 'fashion', name: 'Fashion' },
        subcategory: null,
        vendor: { id: 'ven_1', businessName: 'Rao Handlooms' },
        stock: 5,
      },
      color: 'Blue',
      size: 'M',
      options: [
        { name: 'Size', value: 'M' },
        { name: 'Colour', value: 'Blue' },
      ],
      quantity: 2,
      linePricePaise: 199800,
      maxQuantity: 5,
      status: 'ok',
      message: null,
    },
  ],
  itemCount: 2,
  subtotalPaise: 199800,
  shippingPaise: 0,
  freeDeliveryFromPaise: null,
  taxPaise: 0,
  totalPaise: 199800,
  canCheckout: true,
  notices: [],
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderNo: 'HT-AB12CD34',
    createdAt: '2026-03-05T09:30:00.000Z',
    status: 'placed',
    trackingStatus: 'Order Placed',
    trackingSteps: [
      { status: 'Order Placed', completed: true, at: '2026-03-05T09:30:00.000Z' },
      { status: 'Processing', completed: false, at: null },
      { status: 'Shipped', completed: false, at: null },
      { status: 'Delivered', completed: false, at: null },
    ],
    events: [],
    shipping: {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '+919812345670',
      street: '12 MG Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pin: '560001',
      country: 'India',
      notes: null,
    },
    payment: {
      method: 'cod',
      provider: 'cod',
      status: 'pending',
      paidAt: null,
      canPay: false,
      capturedPaise: 0,
      refundedPaise: 0,
    },
    lines: [
      {
        id: 'ol_1',
        productId: 'prd_1',
        productSlug: 'cotton-kurta',
        name: 'Cotton Kurta',
        sku: 'KURTA-1',
        image: null,
        vendor: { id: 'ven_1', businessName: 'Rao Handlooms' },
        color: 'Blue',
        size: 'M',
        options: [
          { name: 'Size', value: 'M' },
          { name: 'Colour', value: 'Blue' },
        ],
        unitPricePaise: 99900,
        mrpPaise: 129900,
        quantity: 2,
        lineTotalPaise: 199800,
        paidPaise: 199800,
        returnDays: 7,
        declarations: null,
        cancellation: null,
        canCancel: true,
        returnedQuantity: 0,
        returnBy: null,
        returnableQuantity: 0,
      },
    ],
    shipments: [
      {
        vendor: { id: 'ven_1', businessName: 'Rao Handlooms' },
        status: 'pending',
        courierName: null,
        trackingNumber: null,
        trackingUrl: null,
        shippedAt: null,
        deliveredAt: null,
        deliveryBy: null,
        cashCollectedAt: null,
        lineIds: ['ol_1'],
        delivery: null,
        events: [],
        documents: [],
      },
    ],
    canCancel: true,
    returns: [],
    canReturn: false,
    subtotalPaise: 199800,
    shippingPaise: 0,
    taxPaise: 0,
    discountPaise: 0,
    couponCode: null,
    totalPaise: 199800,
    refunds: [],
    viewer: 'customer',
    ...overrides,
  }
}

/** What POST /api/orders/{orderNo}/payment answers for makeOrder()'s order (₹1,299). */
export function makeIntent(provider: PaymentIntent['provider'], orderId: string): PaymentIntent {
  return {
    provider,
    orderNo: 'HT-AB12CD34',
    keyId: provider === 'sandbox' ? 'rzp_sandbox_haat' : 'rzp_test_haat',
    amount: 129900,
    currency: 'INR',
    name: 'Haat',
    description: 'Order HT-AB12CD34',
    order_id: orderId,
    prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '+919812345670' },
    theme: { color: '#c2410c' },
  }
}

import type { VendorOrderDetail, VendorOrderSummary } from '@haat/shared/orders/vendor-order'

export const ORDER_ID = '6f1d2c3b-0000-4000-8000-000000000001'

export const SUMMARY: VendorOrderSummary = {
  id: ORDER_ID,
  orderNo: 'HT-AB12CD34',
  productNames: ['Handloom Cotton Saree', 'Brass Lamp'],
  totalPaise: 239850,
  status: 'pending',
  createdAt: '2026-01-05T10:00:00.000Z',
  promisedBy: '2026-01-09',
}

export const SHIPPED_SUMMARY: VendorOrderSummary = {
  ...SUMMARY,
  id: '6f1d2c3b-0000-4000-8000-000000000002',
  orderNo: 'HT-ZZ99YY88',
  productNames: ['Silk Dupatta'],
  totalPaise: 50000,
  status: 'shipped',
  createdAt: '2026-02-10T10:00:00.000Z',
}

export const DETAIL: VendorOrderDetail = {
  id: ORDER_ID,
  orderNo: 'HT-AB12CD34',
  status: 'pending',
  createdAt: '2026-01-05T10:00:00.000Z',
  promisedBy: '2026-01-09',
  courierName: null,
  trackingNumber: null,
  shippedAt: null,
  deliveredAt: null,
  delivery: null,
  payment: { method: 'cod', cashToCollectPaise: 239_850 },
  customer: {
    name: 'Asha Rao',
    phone: '+919876543210',
    address: { street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka', pin: '560001', country: 'India' },
    notes: 'Ring the bell twice',
  },
  lines: [
    {
      id: 'line_1',
      productId: 'prd_1',
      name: 'Handloom Cotton Saree',
      sku: 'SAR-001',
      color: 'Red',
      size: null,
      options: [{ name: 'Colour', value: 'Red' }],
      unitPricePaise: 149950,
      quantity: 1,
      lineTotalPaise: 149950,
      cancellation: null,
      canCancel: true,
    },
    {
      id: 'line_2',
      productId: 'prd_2',
      name: 'Brass Lamp',
      sku: 'LMP-002',
      color: null,
      size: null,
      options: [],
      unitPricePaise: 44950,
      quantity: 2,
      lineTotalPaise: 89900,
      cancellation: null,
      canCancel: true,
    },
  ],
  itemCount: 3,
  sellerCoupon: null,
  deliveryFeePaise: 0,
  totalPaise: 239850,
  history: [{ status: 'pending', note: 'Sent to vendor', at: '2026-01-05T10:00:00.000Z' }],
  documents: [],
}

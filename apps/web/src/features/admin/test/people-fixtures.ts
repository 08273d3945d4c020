import type { AdminCustomerRow, AdminVendorRow } from '@haat/shared/admin/people'

export const PENDING_WEAVERS: AdminVendorRow = {
  id: 'ven_1',
  businessName: 'Rao Handlooms',
  businessType: 'partnership',
  ownerName: 'Lakshmi Rao',
  email: 'lakshmi@raohandlooms.in',
  phone: '+919876501234',
  address: '14 Weavers Colony',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
  payout: { kind: 'upi', upiId: 'raohandlooms@okaxis' },
  gstin: '29ABCDE1234F1Z5',
  pan: 'AAPFU0939F',
  status: 'pending',
  rejectionReason: null,
  reviewedAt: null,
  isActive: true,
  deactivatedAt: null,
  productCount: 0,
  cancellationRate: null,
  createdAt: '2026-01-05T10:00:00.000Z',
}

export const PENDING_BRASS: AdminVendorRow = {
  ...PENDING_WEAVERS,
  id: 'ven_2',
  businessName: 'Moradabad Metals',
  businessType: 'proprietorship',
  ownerName: 'Imran Ali',
  email: 'imran@example.com',
  city: 'Moradabad',
  state: 'Uttar Pradesh',
  pin: '244001',
  gstin: null,
}

export const CUSTOMER_RAVI: AdminCustomerRow = {
  id: 'cus_1',
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '+919876543210',
  createdAt: '2026-01-02T10:00:00.000Z',
  orderCount: 3,
  erased: false,
}

export const CUSTOMER_ERASED: AdminCustomerRow = {
  id: 'cus_2',
  name: 'Deleted customer',
  email: null,
  phone: null,
  createdAt: '2026-01-01T10:00:00.000Z',
  orderCount: 1,
  erased: true,
}

export function listOf<T>(data: T[], total = data.length) {
  return { data, meta: { page: 1, pageSize: 20, total } }
}

import { z } from 'zod'
import { PayoutDestination } from '../accounts/payout-account'
import { BusinessTypeSchema, VendorStatus } from '../accounts/vendor'
import { PageMeta } from '../catalog/product'

/** GET /api/admin/vendors and /api/admin/customers: search by name, business or e-mail; paged. */
export const AdminListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type AdminListQuery = z.input<typeof AdminListQuery>

/** The vendors list adds a status filter (pending for /admin/vendors/pending). */
export const AdminVendorsQuery = AdminListQuery.extend({ status: VendorStatus.optional() })
export type AdminVendorsQuery = z.input<typeof AdminVendorsQuery>

/** A seller as the admin reviews it: everything the application held, never the password hash. */
export const AdminVendorRow = z.object({
  id: z.string(),
  businessName: z.string(),
  businessType: BusinessTypeSchema,
  ownerName: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  pin: z.string(),
  payout: PayoutDestination,
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  status: VendorStatus,
  rejectionReason: z.string().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  isActive: z.boolean(),
  deactivatedAt: z.iso.datetime().nullable(),
  productCount: z.number().int(),
  /** Of the items sent to the seller in the last 90 days, the per cent it cancelled; null before any. */
  cancellationRate: z.number().nullable(),
  createdAt: z.iso.datetime(),
})
export type AdminVendorRow = z.infer<typeof AdminVendorRow>
export const AdminVendorList = z.object({ data: z.array(AdminVendorRow), meta: PageMeta })
export type AdminVendorList = z.infer<typeof AdminVendorList>

/** POST /api/admin/vendors/{id}/reject: the reason is optional and is e-mailed to the vendor. */
export const RejectVendorBody = z.object({ reason: z.string().trim().max(500).optional() })
export type RejectVendorBody = z.input<typeof RejectVendorBody>

/** A customer account; an erased one keeps only its row (for its orders) and "Deleted customer". */
export const AdminCustomerRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.iso.datetime(),
  orderCount: z.number().int(),
  erased: z.boolean(),
})
export type AdminCustomerRow = z.infer<typeof AdminCustomerRow>
export const AdminCustomerList = z.object({ data: z.array(AdminCustomerRow), meta: PageMeta })
export type AdminCustomerList = z.infer<typeof AdminCustomerList>

/** GET /api/admin/dashboard: what the shop shows (visible products, approved active vendors…) and what waits. */
export const AdminDashboard = z.object({
  products: z.number().int(),
  vendors: z.number().int(),
  customers: z.number().int(),
  orders: z.number().int(),
  /** Products waiting for approval, and listed ones flagged for a look since (docs/decisions/044-variants.md). */
  pendingProducts: z.number().int(),
  pendingVendors: z.number().int(),
  /** Orders ready for their sellers (placed with COD, or paid) with a part not sent yet. */
  ordersWaitingToSend: z.number().int(),
  /** The last 30 IST days, oldest first: orders placed that day and their value, cancelled orders left out. */
  daily: z.array(z.object({ day: z.iso.date(), orders: z.number().int(), salesPaise: z.number().int() })),
})
export type AdminDashboard = z.infer<typeof AdminDashboard>

import { z } from 'zod'
import { OrderStatus, PaymentMethod, PaymentStatus } from '../orders/order'
import { AdminListQuery } from './people'

/**
 * GET /api/admin/orders: newest first, filtered by order and payment status, searched by number or
 * customer; `forwarding=waiting`: only orders ready for their sellers with a part not sent yet.
 */
export const AdminOrdersQuery = AdminListQuery.extend({
  status: OrderStatus.optional(),
  payment: PaymentStatus.optional(),
  forwarding: z.enum(['waiting'], { error: 'Choose waiting or leave it out.' }).optional(),
})
export type AdminOrdersQuery = z.input<typeof AdminOrdersQuery>

/** One order in the admin's list; the customer fields are the order's own snapshot. */
export const AdminOrderRow = z.object({
  orderNo: z.string(),
  createdAt: z.iso.datetime(),
  customerName: z.string(),
  customerEmail: z.string(),
  status: OrderStatus,
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus,
  totalPaise: z.number().int(),
  itemCount: z.number().int(),
  /** A seller's part of it is flagged: its buyer shares that seller's phone, address or UPI ID. */
  possibleSelfPurchase: z.boolean(),
  /** A customer says a seller's delivered part never came, and no one has confirmed it since. */
  deliveryDisputed: z.boolean(),
})
export type AdminOrderRow = z.infer<typeof AdminOrderRow>

export const AdminOrderList = z.object({
  data: z.array(AdminOrderRow),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
})
export type AdminOrderList = z.infer<typeof AdminOrderList>

/**
 * POST /api/admin/orders/{orderNo}/cash: an admin corrects whether a cash-on-delivery order's cash
 * was collected (set on delivery), saying why; the change is audited.
 */
export const CorrectCashBody = z.object({
  collected: z.boolean({ error: 'Say whether the cash was collected.' }),
  note: z
    .string({ error: 'Say why you are correcting it.' })
    .trim()
    .min(3, 'Say why you are correcting it.')
    .max(300, 'The note is at most 300 characters.'),
})
export type CorrectCashBody = z.input<typeof CorrectCashBody>

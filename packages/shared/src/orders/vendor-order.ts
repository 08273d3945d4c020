import { z } from 'zod'
import { LineOption } from '../catalog/line-option'
import { DeliveryConfirmation } from './delivery-confirmation'
import { TaxDocumentRef } from '../tax/documents'
import { LineCancellation } from './cancellation'
import { fill } from '../texts'
import { awbProblem, normaliseAwb } from './couriers'
import { SelfPurchaseReasonSchema } from './self-purchase'

/** A vendor's share of an order moves pending → processing → shipped → delivered; cancelled when all its lines are. */
export const VENDOR_ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const
export const VendorOrderStatus = z.enum(VENDOR_ORDER_STATUSES)
export type VendorOrderStatus = z.infer<typeof VendorOrderStatus>

/** Delivered or cancelled: nothing left to do, so the vendor may hide it from its lists. */
export function isFinishedVendorOrder(status: VendorOrderStatus): boolean {
  return status === 'delivered' || status === 'cancelled'
}

/** The statuses a vendor may move its order to (one step forward at a time). */
export const VendorOrderTarget = z.enum(['processing', 'shipped', 'delivered'], {
  error: /*i18n*/ 'Status must be processing, shipped or delivered.',
})
export type VendorOrderTarget = z.infer<typeof VendorOrderTarget>

export const VendorOrderIdParams = z.object({ id: z.uuid(/*i18n*/ 'Not a valid vendor order id.') })

/** A vendor order as the admin's Send to Vendor sees it. */
export const VendorOrderRef = z.object({
  id: z.string(),
  orderNo: z.string(),
  vendorId: z.string(),
  status: VendorOrderStatus,
  totalPaise: z.number().int(),
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type VendorOrderRef = z.infer<typeof VendorOrderRef>

/** POST /api/admin/orders/{orderNo}/vendors/{vendorId}/forward: 201 sent, 200 already_sent. */
export const ForwardResult = z.object({ status: z.enum(['sent', 'already_sent']), vendorOrder: VendorOrderRef })
export type ForwardResult = z.infer<typeof ForwardResult>

export const ForwardParams = z.object({
  orderNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^HT-[0-9A-Z]{8}$/, 'Not a valid order number.'),
  vendorId: z.uuid('Not a valid vendor id.'),
})

/** GET /api/admin/orders/{orderNo}/vendors: one row per vendor with lines in the order. */
export const OrderVendor = z.object({
  vendorId: z.string(),
  businessName: z.string(),
  /** False for a deleted (deactivated) vendor: its part cannot be sent any more. */
  vendorActive: z.boolean(),
  lineCount: z.number().int(),
  totalPaise: z.number().int(),
  sendStatus: z.enum(['idle', 'sent']),
  /**
   * Once sent: what the buyer shares with this seller (phone, address, UPI ID), a possible
   * self-purchase the admin is shown; empty when nothing (@haat/shared/orders/self-purchase).
   */
  selfPurchaseReasons: z.array(SelfPurchaseReasonSchema),
  vendorOrder: VendorOrderRef.nullable(),
})
export type OrderVendor = z.infer<typeof OrderVendor>
export const OrderVendorList = z.object({ data: z.array(OrderVendor) })
export type OrderVendorList = z.infer<typeof OrderVendorList>

/** newest: the latest sent first; due: the day promised to the customer, soonest first (none last). */
export const VENDOR_ORDER_SORTS = ['newest', 'due'] as const

export const VendorOrdersQuery = z.object({
  status: VendorOrderStatus.optional(),
  sort: z.enum(VENDOR_ORDER_SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
})
export type VendorOrdersQuery = z.input<typeof VendorOrdersQuery>

export const VendorOrderSummary = z.object({
  id: z.string(),
  orderNo: z.string(),
  productNames: z.array(z.string()),
  totalPaise: z.number().int(),
  status: VendorOrderStatus,
  createdAt: z.iso.datetime(),
  /** The day promised to the customer for this part (YYYY-MM-DD); null for orders placed before dates. */
  promisedBy: z.string().nullable(),
})
export type VendorOrderSummary = z.infer<typeof VendorOrderSummary>

export const VendorOrderList = z.object({
  data: z.array(VendorOrderSummary),
  meta: z.object({ page: z.number().int(), pageSize: z.number().int(), total: z.number().int() }),
})
export type VendorOrderList = z.infer<typeof VendorOrderList>

export const VendorOrderLine = z.object({
  id: z.string(),
  productId: z.string(),
  name: z.string(),
  sku: z.string(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  /** The variant's options as bought, sizes first ("M, Blue": variantLabel); older lines' from colour and size. */
  options: z.array(LineOption),
  unitPricePaise: z.number().int(),
  quantity: z.number().int(),
  lineTotalPaise: z.number().int(),
  cancellation: LineCancellation.nullable(),
  /** The seller may cancel it: not cancelled, and the part is not shipped yet. */
  canCancel: z.boolean(),
})

/** GET /api/vendor/orders/{id}: the vendor's own lines only, and where to send them. */
export const VendorOrderDetail = z.object({
  id: z.string(),
  orderNo: z.string(),
  status: VendorOrderStatus,
  createdAt: z.iso.datetime(),
  /** The day promised to the customer for this part (YYYY-MM-DD); null for orders placed before dates. */
  promisedBy: z.string().nullable(),
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  shippedAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  /** Once delivered: whether the customer, an admin or the holding period confirmed it (payouts wait). */
  delivery: DeliveryConfirmation.nullable(),
  /** How the customer pays: online (prepaid), or cash the courier collects on delivery (cashToCollectPaise). */
  payment: z.object({
    method: z.enum(['prepaid', 'cod']),
    /** COD: what the courier collects for this part (its total); null when prepaid. */
    cashToCollectPaise: z.number().int().nullable(),
  }),
  customer: z.object({
    name: z.string(),
    phone: z.string(),
    address: z.object({
      street: z.string(),
      city: z.string(),
      state: z.string(),
      pin: z.string(),
      country: z.string(),
    }),
    notes: z.string().nullable(),
  }),
  lines: z.array(VendorOrderLine),
  itemCount: z.number().int(),
  /** The seller's own coupon on this part and its share of the standing lines (already out of the total). */
  sellerCoupon: z.object({ code: z.string(), discountPaise: z.number().int() }).nullable(),
  /** The customer's delivery fee for this part, the seller's (it ships): in the total. */
  deliveryFeePaise: z.number().int(),
  totalPaise: z.number().int(),
  /** This vendor order's tracking events, oldest first. */
  history: z.array(z.object({ status: z.string(), note: z.string().nullable(), at: z.iso.datetime() })),
  /** The part's tax invoice (issued when it shipped) and credit notes. */
  documents: z.array(TaxDocumentRef),
})
export type VendorOrderDetail = z.infer<typeof VendorOrderDetail>

const COURIER_NAME = /*i18n*/ 'Courier name'
const TRACKING_NUMBER = /*i18n*/ 'Tracking number'

/** `label` is one of the field names above, translated with the text. */
const requiredCourierText = (label: string) =>
  z
    .string({ error: fill(/*i18n*/ '{label} is required.', { label }) })
    .trim()
    .min(1, fill(/*i18n*/ '{label} is required.', { label }))
    .max(100, fill(/*i18n*/ '{label} is at most {max} characters.', { label, max: 100 }))
const courierText = (label: string) => requiredCourierText(label).optional()
/** A tracking number: stored in capitals without spaces, as couriers print it. */
const trackingNumberText = () => requiredCourierText(TRACKING_NUMBER).transform(normaliseAwb)

/** Refuses a tracking number that cannot be this courier's (awbProblem). */
function checkAwb(
  body: { courierName?: string | undefined; trackingNumber?: string | undefined },
  ctx: z.RefinementCtx,
) {
  if (!body.courierName || !body.trackingNumber) return
  const problem = awbProblem(body.courierName, body.trackingNumber)
  if (problem) ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: problem })
}

/**
 * POST /api/vendor/orders/{id}/status. Shipped needs the courier's name and tracking number;
 * Delivered on a cash-on-delivery order needs the seller's word that the cash was collected.
 */
export const UpdateVendorOrderStatusBody = z
  .object({
    status: VendorOrderTarget,
    courierName: courierText(COURIER_NAME),
    trackingNumber: trackingNumberText().optional(),
    cashCollected: z.boolean({ error: /*i18n*/ 'Say whether the cash was collected.' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'shipped') return
    checkAwb(body, ctx)
    if (!body.courierName) {
      ctx.addIssue({
        code: 'custom',
        path: ['courierName'],
        message: fill(/*i18n*/ '{label} is required.', { label: COURIER_NAME }),
      })
    }
    if (!body.trackingNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['trackingNumber'],
        message: fill(/*i18n*/ '{label} is required.', { label: TRACKING_NUMBER }),
      })
    }
  })
export type UpdateVendorOrderStatusBody = z.input<typeof UpdateVendorOrderStatusBody>

/** POST /api/admin/vendor-orders/{id}/ship: the admin records a shipment for a part not yet shipped. */
export const ShipVendorOrderBody = z
  .object({
    courierName: requiredCourierText(COURIER_NAME),
    trackingNumber: trackingNumberText(),
  })
  .superRefine(checkAwb)
export type ShipVendorOrderBody = z.input<typeof ShipVendorOrderBody>

/** PUT /api/vendor/orders/{id}/shipment: a mistyped courier or tracking number, corrected until delivery. */
export const CorrectShipmentBody = ShipVendorOrderBody

/**
 * GET /api/vendor/dashboard. salesPaise sums price × quantity over the vendor's forwarded lines
 * (cancelled ones excluded, hidden ones kept: hiding does not undo a sale); orderCount and
 * pendingCount count the vendor orders it has not hidden; dailySales covers the last 30 days (IST).
 */
export const VendorDashboard = z.object({
  productCount: z.number().int(),
  salesPaise: z.number().int(),
  orderCount: z.number().int(),
  pendingCount: z.number().int(),
  /** Return requests waiting for the seller's answer. */
  returnsAwaitingCount: z.number().int(),
  /** Of the items sent to the seller in the last 90 days, the per cent it cancelled; null before any. */
  cancellationRate: z.number().nullable(),
  recentOrders: z.array(VendorOrderSummary),
  dailySales: z.array(z.object({ day: z.iso.date(), salesPaise: z.number().int() })),
})
export type VendorDashboard = z.infer<typeof VendorDashboard>

import { z } from 'zod'
import { DeclarationsView } from '../catalog/declarations'
import { LineOption } from '../catalog/line-option'
import { CouponCode } from '../coupons/coupon'
import { EmailSchema, NameSchema, requiredText } from '../accounts/fields'
import { ImageSet, PageMeta } from '../catalog/product'
import { IndianStateSchema, MobileSchema, PinSchema } from '../india'
import { LineCancellation } from './cancellation'
import { Refund } from './refund'
import { ReturnRequest } from './returns'
import { TaxDocumentRef } from '../tax/documents'
import { VendorOrderStatus } from './vendor-order'
import { DeliveryConfirmation } from './delivery-confirmation'
import { fill } from '../texts'

export const PAYMENT_METHODS = ['cod', 'razorpay'] as const
export const PaymentMethod = z.enum(PAYMENT_METHODS, { error: /*i18n*/ 'Choose Cash on Delivery or Pay Online.' })
export type PaymentMethod = z.infer<typeof PaymentMethod>

export const PaymentProvider = z.enum(['cod', 'razorpay', 'sandbox'])
export type PaymentProvider = z.infer<typeof PaymentProvider>

/** pending: cash on delivery; unpaid → confirmed for online; failed: retryable; refund_due: paid after cancellation. */
export const PaymentStatus = z.enum(['pending', 'unpaid', 'confirmed', 'failed', 'refund_due'])
export type PaymentStatus = z.infer<typeof PaymentStatus>

/**
 * The order's status, derived from its sellers' parts (cancelled parts left out): placed while no
 * seller has started, then processing, partly shipped, shipped, partly delivered, delivered; cancelled
 * when every line is.
 */
export const ORDER_STATUSES = [
  'placed',
  'processing',
  'partly_shipped',
  'shipped',
  'partly_delivered',
  'delivered',
  'cancelled',
] as const
export const OrderStatus = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof OrderStatus>

/** The words for an order's status, the same in the Orders tab, the admin lists and the mails. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  placed: 'Placed',
  processing: 'Processing',
  partly_shipped: 'Partly shipped',
  shipped: 'Shipped',
  partly_delivered: 'Partly delivered',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
}

/** The steps /orders/{orderNo} shows, in order (Cancelled only when it applies). */
export const TRACKING_STEPS = ['Order Placed', 'Processing', 'Shipped', 'Delivered'] as const
export const TrackingStepName = z.enum([...TRACKING_STEPS, 'Cancelled'])
export type TrackingStepName = z.infer<typeof TrackingStepName>

const optionalAddressText = (label: string, max: number) => requiredText(label, max).optional()

/**
 * Checkout's shipping form. Street, city, state and PIN may be left out only when `addressId`
 * names one of the customer's saved addresses (PlaceOrderBody checks that).
 */
export const ShippingBody = z.object({
  name: NameSchema,
  email: EmailSchema,
  phone: MobileSchema,
  street: optionalAddressText(/*i18n*/ 'Street', 300),
  city: optionalAddressText(/*i18n*/ 'City', 100),
  state: IndianStateSchema.optional(),
  pin: PinSchema.optional(),
  notes: z.string().trim().max(500, /*i18n*/ 'Delivery notes are at most 500 characters.').optional(),
})

/**
 * POST /api/orders. The server reads the customer's cart and prices it from the catalogue: no
 * price, total or product list is accepted from the client (extra fields are dropped).
 */
export const PlaceOrderBody = z
  .object({
    shipping: ShippingBody,
    /** One of the customer's saved addresses, used instead of the street, city, state and PIN typed. */
    addressId: z.uuid(/*i18n*/ 'Not a valid address id.').optional(),
    /** Save the typed address to the account when it is new (docs/spec.md: on by default). */
    saveAddress: z.boolean().default(true),
    paymentMethod: PaymentMethod,
    /** A fresh UUID per checkout attempt: sending it again returns the same order, never a second one. */
    idempotencyKey: z.uuid(/*i18n*/ 'Not a valid idempotency key.'),
    /** A coupon to apply (docs/decisions/037-coupons.md), in any case. */
    couponCode: CouponCode.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.addressId) return
    const labels = {
      street: /*i18n*/ 'Street',
      city: /*i18n*/ 'City',
      state: /*i18n*/ 'State',
      pin: /*i18n*/ 'PIN code',
    } as const
    for (const field of ['street', 'city', 'state', 'pin'] as const) {
      if (body.shipping[field] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['shipping', field],
          message: fill(/*i18n*/ '{label} is required.', { label: labels[field] }),
        })
      }
    }
  })
export type PlaceOrderBody = z.input<typeof PlaceOrderBody>

export const OrderNoParams = z.object({
  orderNo: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^HT-[0-9A-Z]{8}$/, /*i18n*/ 'Not a valid order number.'),
})

export const OrderDocumentParams = OrderNoParams.extend({ id: z.uuid(/*i18n*/ 'Not a valid document id.') })

export const ListOrdersQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(10),
})

export const TrackingStep = z.object({
  status: TrackingStepName,
  completed: z.boolean(),
  /** When the step was reached (ISO), null while it is not. */
  at: z.iso.datetime().nullable(),
})
export type TrackingStep = z.infer<typeof TrackingStep>

/** Everything recorded on the order (payment confirmed or failed, shipped with a courier…), oldest first. */
export const TrackingEvent = z.object({ status: z.string(), note: z.string().nullable(), at: z.iso.datetime() })

/** One bought item as it was when bought (a snapshot later catalogue edits never change). */
export const OrderLine = z.object({
  id: z.string(),
  productId: z.string(),
  productSlug: z.string(),
  name: z.string(),
  sku: z.string(),
  image: ImageSet.nullable(),
  vendor: z.object({ id: z.string(), businessName: z.string() }),
  color: z.string().nullable(),
  size: z.string().nullable(),
  /** The variant's options as bought, sizes first ("M, Blue": variantLabel); older lines' from colour and size. */
  options: z.array(LineOption),
  unitPricePaise: z.number().int(),
  mrpPaise: z.number().int(),
  quantity: z.number().int(),
  lineTotalPaise: z.number().int(),
  /**
   * What the customer paid for the line: its price less its share of a coupon, plus its share of
   * the delivery fee; what cancelling it refunds when paid online. Null for a seller.
   */
  paidPaise: z.number().int().nullable(),
  /** The product's return window when bought, in days from delivery (0: not returnable). */
  returnDays: z.number().int(),
  /** What the product declared when bought (net quantity, maker, best before…); null when it declared nothing. */
  declarations: DeclarationsView.nullable(),
  /** Null while the line stands. */
  cancellation: LineCancellation.nullable(),
  /** Whether the viewer may cancel this line now (its seller has not shipped it; an admin: not delivered). */
  canCancel: z.boolean(),
  /** How many are in return requests not rejected. */
  returnedQuantity: z.number().int(),
  /**
   * The last moment it may be returned (returnable, its window counting from the confirmed
   * delivery), else null: also while the delivery awaits confirmation (it may be returned then).
   */
  returnBy: z.iso.datetime().nullable(),
  /** How many the customer may still return now (0 after the window, before delivery or while "not received"). */
  returnableQuantity: z.number().int(),
})
export type OrderLine = z.infer<typeof OrderLine>

/**
 * One seller's part of the order as the customer follows it: its status (pending until the seller
 * starts on it), its courier and tracking number once shipped, and its own events.
 */
export const Shipment = z.object({
  vendor: z.object({ id: z.string(), businessName: z.string() }),
  status: VendorOrderStatus,
  courierName: z.string().nullable(),
  trackingNumber: z.string().nullable(),
  /** The courier's own tracking page, for the couriers Haat knows. */
  trackingUrl: z.string().nullable(),
  shippedAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  /** The day in India this part was promised for at checkout, YYYY-MM-DD (null for older orders). */
  deliveryBy: z.string().nullable(),
  /** Cash on delivery: when the cash for this part was collected. */
  cashCollectedAt: z.iso.datetime().nullable(),
  lineIds: z.array(z.string()),
  events: z.array(TrackingEvent),
  /**
   * The seller's tax invoice (or bill of supply), issued when the part shipped, then its credit
   * notes; each a PDF at GET /api/orders/{orderNo}/documents/{id}.
   */
  documents: z.array(TaxDocumentRef),
  /** Once marked delivered: whether that is confirmed (docs/decisions/043-delivery-confirmation.md). */
  delivery: DeliveryConfirmation.nullable(),
})
export type Shipment = z.infer<typeof Shipment>

/**
 * GET /api/orders/{orderNo} and POST /api/orders. A vendor sees only its own lines, and the
 * amounts are then those lines' sum.
 */
export const Order = z.object({
  orderNo: z.string(),
  createdAt: z.iso.datetime(),
  status: OrderStatus,
  trackingStatus: z.union([TrackingStepName, z.literal('Pending')]),
  trackingSteps: z.array(TrackingStep),
  events: z.array(TrackingEvent),
  shipping: z.object({
    name: z.string(),
    /** Null for a seller's view: the customer's e-mail is not shared with sellers. */
    email: z.string().nullable(),
    phone: z.string(),
    street: z.string(),
    city: z.string(),
    state: z.string(),
    pin: z.string(),
    country: z.string(),
    notes: z.string().nullable(),
  }),
  payment: z.object({
    method: PaymentMethod,
    provider: PaymentProvider,
    status: PaymentStatus,
    paidAt: z.iso.datetime().nullable(),
    /** True when the customer may (re)try paying online now: POST /api/orders/{orderNo}/payment. */
    canPay: z.boolean(),
    /** What the gateway captured and what of it has been (or is being) refunded, in paise. */
    capturedPaise: z.number().int(),
    refundedPaise: z.number().int(),
  }),
  /** Money going back to the customer, oldest first. */
  refunds: z.array(Refund),
  lines: z.array(OrderLine),
  /** One per seller with lines in the order (a seller's view: its own only). */
  shipments: z.array(Shipment),
  /** Whether any line may be cancelled by the viewer now. */
  canCancel: z.boolean(),
  /** Return requests, oldest first (a seller's view: its own). */
  returns: z.array(ReturnRequest),
  /** Whether the customer may return something now. */
  canReturn: z.boolean(),
  subtotalPaise: z.number().int(),
  shippingPaise: z.number().int(),
  taxPaise: z.number().int(),
  /** The coupon's discount (0: none); totalPaise is net of it. A seller's view shows its own lines at full price. */
  discountPaise: z.number().int(),
  couponCode: z.string().nullable(),
  totalPaise: z.number().int(),
  /** Whose view this is: the customer's own, an admin's, or a vendor's (own lines only). */
  viewer: z.enum(['customer', 'admin', 'vendor']),
})
export type Order = z.infer<typeof Order>

/** A row of the Profile Orders tab. */
export const OrderSummary = z.object({
  orderNo: z.string(),
  createdAt: z.iso.datetime(),
  status: OrderStatus,
  trackingStatus: z.union([TrackingStepName, z.literal('Pending')]),
  paymentMethod: PaymentMethod,
  paymentStatus: PaymentStatus,
  totalPaise: z.number().int(),
  itemCount: z.number().int(),
  /** Up to three product names, for a one-line description. */
  itemNames: z.array(z.string()),
  image: ImageSet.nullable(),
  /** The customer may still cancel something in it (its page opens the cancel dialog). */
  canCancel: z.boolean(),
})
export type OrderSummary = z.infer<typeof OrderSummary>
export const OrderList = z.object({ data: z.array(OrderSummary), meta: PageMeta })
export type OrderList = z.infer<typeof OrderList>

import { CouponCode } from '../coupons/coupon'
import { z } from 'zod'
import { IndianStateSchema, PinSchema } from '../india'
import { PinPlace } from '../addresses/pin'
import { fill } from '../texts'

/** Where a seller ships: all of India, chosen states, or PIN codes starting with chosen prefixes. */
export const DELIVERY_AREAS = ['india', 'states', 'pins'] as const
export type DeliveryArea = (typeof DELIVERY_AREAS)[number]

/** Business days a seller may take to hand an order to the courier. */
export const MAX_DISPATCH_DAYS = 10
/** PIN prefixes in one list (a district's PINs share three or four digits). */
export const MAX_PIN_PREFIXES = 200

/** "56", "5600", "560001": the start of the PIN codes it names. */
export const PIN_PREFIX_PATTERN = /^[1-9]\d{0,5}$/
const PinPrefixList = z
  .array(
    z.string().trim().regex(PIN_PREFIX_PATTERN, /*i18n*/ 'A PIN prefix is 1 to 6 digits and does not start with 0.'),
  )
  .max(MAX_PIN_PREFIXES, /*i18n*/ 'List at most 200 PIN prefixes.')

/** GET and PUT /api/vendor/delivery: where the seller ships, how soon, and where it takes cash on delivery. */
export const SellerDelivery = z
  .object({
    area: z.enum(DELIVERY_AREAS, { error: /*i18n*/ 'Choose where you deliver.' }),
    /** With area "states": the states and union territories served. */
    states: z.array(IndianStateSchema).max(36).default([]),
    /** With area "pins": the PIN prefixes served. */
    pinPrefixes: PinPrefixList.default([]),
    /** PINs never served, whatever the area says (an island, a cantonment). */
    excludedPinPrefixes: PinPrefixList.default([]),
    /** Business days (no Sundays or holidays) from the order to the courier. */
    dispatchDays: z
      .number({ error: /*i18n*/ 'Choose your dispatch time.' })
      .int(/*i18n*/ 'Choose your dispatch time.')
      .min(0, /*i18n*/ 'Choose your dispatch time.')
      .max(MAX_DISPATCH_DAYS, /*i18n*/ 'Dispatch within 10 business days at most.'),
    /** Whether the seller takes cash on delivery where it delivers. */
    cod: z.boolean(),
    /** PINs where the seller does not take cash on delivery, although it delivers there. */
    codExcludedPinPrefixes: PinPrefixList.default([]),
  })
  .superRefine((value, ctx) => {
    if (value.area === 'states' && value.states.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['states'], message: /*i18n*/ 'Choose at least one state.' })
    }
    if (value.area === 'pins' && value.pinPrefixes.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['pinPrefixes'], message: /*i18n*/ 'Add at least one PIN prefix.' })
    }
  })
export type SellerDelivery = z.output<typeof SellerDelivery>
export type SellerDeliveryInput = z.input<typeof SellerDelivery>

/** A seller that has not said: all of India, two business days, cash on delivery everywhere (SPEC's shop). */
export const DEFAULT_SELLER_DELIVERY: SellerDelivery = {
  area: 'india',
  states: [],
  pinPrefixes: [],
  excludedPinPrefixes: [],
  dispatchDays: 2,
  cod: true,
  codExcludedPinPrefixes: [],
}

/** GET /api/delivery/estimate?productId=…&pin=…: can this product reach this PIN, by when, and with cash on delivery? */
export const DeliveryEstimateQuery = z.object({ productId: z.uuid(), pin: PinSchema })

export const DeliveryEstimate = z.object({
  pin: z.string(),
  /** Where the PIN is (its first place, for a PIN on a border). */
  place: PinPlace,
  deliverable: z.boolean(),
  /** The promised day in India, YYYY-MM-DD; null when not deliverable. */
  deliveryBy: z.string().nullable(),
  /** Cash on delivery possible for this seller at this PIN (the order total may still rule it out). */
  cod: z.boolean(),
})
export type DeliveryEstimate = z.infer<typeof DeliveryEstimate>

/** At most this many products in one GET /api/delivery/estimates (a cart's lines). */
export const MAX_ESTIMATE_PRODUCTS = 50

const tooManyProducts = fill(/*i18n*/ 'Ask for at most {count} products.', { count: MAX_ESTIMATE_PRODUCTS })

/** GET /api/delivery/estimates?pin=…&productIds=a,b,…: the same answer for several products at once (the cart). */
export const DeliveryEstimatesQuery = z.object({
  pin: PinSchema,
  productIds: z
    .string()
    .max(MAX_ESTIMATE_PRODUCTS * 37, tooManyProducts)
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.uuid(/*i18n*/ 'Use product ids separated by commas.'))
        .min(1, /*i18n*/ 'Name at least one product.')
        .max(MAX_ESTIMATE_PRODUCTS, tooManyProducts),
    ),
})

export const DeliveryEstimates = z.object({
  pin: z.string(),
  place: PinPlace,
  /** One per product the shop shows, in the order asked; products not shown are left out. */
  products: z.array(
    z.object({ productId: z.string(), deliverable: z.boolean(), deliveryBy: z.string().nullable(), cod: z.boolean() }),
  ),
})
export type DeliveryEstimates = z.infer<typeof DeliveryEstimates>

/** GET /api/cart/delivery?pin=…&state=…: the signed-in cart's sellers' promises for the address being checked out to. */
/** `couponCode`: the applied coupon, so cash on delivery's limit is judged on the total after it. */
export const CartDeliveryQuery = z.object({
  pin: PinSchema,
  state: IndianStateSchema,
  couponCode: CouponCode.optional(),
})

export const CartDelivery = z.object({
  pin: z.string(),
  /** One per seller in the cart, with the cart lines it sells. */
  sellers: z.array(
    z.object({
      vendor: z.object({ id: z.string(), businessName: z.string() }),
      lineIds: z.array(z.string()),
      deliverable: z.boolean(),
      /** YYYY-MM-DD; null when not deliverable. */
      deliveryBy: z.string().nullable(),
      cod: z.boolean(),
    }),
  ),
  /** The shop's largest order that may be paid in cash on delivery, in paise. */
  codLimitPaise: z.number().int(),
  /** The cart's total is above codLimitPaise: cash on delivery is not offered for it. */
  overCodLimit: z.boolean(),
  /** Cash on delivery for the whole order: every seller takes it at this PIN, and the total is within the limit. */
  cod: z.boolean(),
})
export type CartDelivery = z.infer<typeof CartDelivery>

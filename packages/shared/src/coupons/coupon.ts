import { z } from 'zod'

/**
 * Coupons (docs/decisions/037-coupons.md): a code worth a percentage (with a cap) or a flat amount
 * off the lines it covers, from a minimum order, in a window, with usage limits. An admin's is
 * funded by Haat (sellers are paid and invoice at the full price); a seller's own covers only its
 * products and lowers its price, invoice and sale.
 */

/** Letters and digits, 3 to 20; what the customer types is upper-cased first, so codes match in any case. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9]{3,20}$/
export const COUPON_SCOPES = ['all', 'category', 'sellers'] as const
export type CouponScope = (typeof COUPON_SCOPES)[number]
export const MAX_PERCENT_OFF = 90

/** A code as typed: trimmed and upper-cased, then checked. */
export const CouponCode = z
  .string({ error: /*i18n*/ 'Enter a coupon code.' })
  .trim()
  .toUpperCase()
  .regex(COUPON_CODE_PATTERN, /*i18n*/ 'Coupon codes are 3 to 20 letters and digits.')

const paise = () =>
  z
    .number({ error: /*i18n*/ 'Enter an amount.' })
    .int(/*i18n*/ 'Enter a whole amount.')
    .min(0, /*i18n*/ 'The amount cannot be negative.')
    .max(100_000_000, /*i18n*/ 'Allow at most ₹10,00,000.')

/** What every coupon has, an admin's or a seller's: its code, offer, window and limits. */
const couponTerms = {
  code: CouponCode,
  description: z
    .string()
    .trim()
    .min(1, /*i18n*/ 'Describe the offer for shoppers.')
    .max(120, /*i18n*/ 'Keep the description to 120 characters.'),
  kind: z.enum(['percent', 'flat']),
  percentOff: z
    .number()
    .int()
    .min(1, /*i18n*/ 'Give at least 1% off.')
    .max(MAX_PERCENT_OFF, /*i18n*/ 'Give at most 90% off.')
    .nullable()
    .default(null),
  maxDiscountPaise: paise().min(1, /*i18n*/ 'Give at least ₹0.01 off.').nullable().default(null),
  flatOffPaise: paise().min(1, /*i18n*/ 'Give at least ₹0.01 off.').nullable().default(null),
  minOrderPaise: paise().default(0),
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
  usageLimit: z
    .number()
    .int()
    .min(1, /*i18n*/ 'Allow at least 1 use.')
    .max(1_000_000, /*i18n*/ 'Allow at most 10,00,000 uses.')
    .nullable()
    .default(null),
  perCustomerLimit: z.number().int().min(1, /*i18n*/ 'Allow at least 1 use.').max(100).default(1),
  firstOrderOnly: z.boolean().default(false),
  isActive: z.boolean().default(true),
}

type Issue = (path: string, message: string) => void

function checkTerms(value: z.output<z.ZodObject<typeof couponTerms>>, issue: Issue) {
  if (value.kind === 'percent' && value.percentOff === null) issue('percentOff', /*i18n*/ 'Enter the percentage off.')
  if (value.kind === 'flat' && value.flatOffPaise === null) issue('flatOffPaise', /*i18n*/ 'Enter the amount off.')
  if (value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt))
    issue('endsAt', /*i18n*/ 'The end must be after the start.')
}

const issuesTo =
  (ctx: z.RefinementCtx): Issue =>
  (path, message) =>
    ctx.addIssue({ code: 'custom', path: [path], message })

/** POST /api/admin/coupons and PUT /api/admin/coupons/:id: Haat's coupons, for every product, a category or sellers. */
export const CouponInput = z
  .object({
    ...couponTerms,
    scope: z.enum(COUPON_SCOPES).default('all'),
    categoryId: z.uuid().nullable().default(null),
    vendorIds: z.array(z.uuid()).max(50).default([]),
  })
  .superRefine((value, ctx) => {
    const issue = issuesTo(ctx)
    checkTerms(value, issue)
    if (value.scope === 'category' && !value.categoryId) issue('categoryId', 'Choose the category.')
    if (value.scope === 'sellers' && value.vendorIds.length === 0) issue('vendorIds', 'Choose at least one seller.')
  })
export type CouponInput = z.output<typeof CouponInput>

/** POST /api/vendor/coupons and PUT /api/vendor/coupons/:id: a seller's own coupon, for its products only. */
export const SellerCouponInput = z.object(couponTerms).superRefine((value, ctx) => checkTerms(value, issuesTo(ctx)))
export type SellerCouponInput = z.output<typeof SellerCouponInput>

/** What the admin console lists: the coupon and how often it has been used (uses given back not counted). */
export const AdminCoupon = z.object({
  id: z.string(),
  code: z.string(),
  description: z.string(),
  percentOff: z.number().int().nullable(),
  maxDiscountPaise: z.number().int().nullable(),
  flatOffPaise: z.number().int().nullable(),
  minOrderPaise: z.number().int(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime().nullable(),
  usageLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int(),
  firstOrderOnly: z.boolean(),
  scope: z.enum(COUPON_SCOPES),
  categoryId: z.string().nullable(),
  vendorIds: z.array(z.string()),
  isActive: z.boolean(),
  uses: z.number().int(),
  /** A seller's own coupon (it funds the discount, on its products only); null: Haat's. */
  seller: z.object({ id: z.string(), name: z.string() }).nullable(),
})
export type AdminCoupon = z.infer<typeof AdminCoupon>
export const AdminCouponList = z.object({ data: z.array(AdminCoupon) })

/** GET /api/offers: the coupons a shopper may use now (no urgency, no countdown: the end date at most). */
export const Offer = AdminCoupon.pick({
  code: true,
  description: true,
  percentOff: true,
  maxDiscountPaise: true,
  flatOffPaise: true,
  minOrderPaise: true,
  endsAt: true,
  firstOrderOnly: true,
  scope: true,
  vendorIds: true,
}).extend({ categorySlug: z.string().nullable() })
export type Offer = z.infer<typeof Offer>
export const OfferList = z.object({ data: z.array(Offer) })

/** POST /api/cart/coupon: what a code takes off the signed-in cart now. */
export const CouponCheckBody = z.object({ code: CouponCode })
export const CouponCheck = z.object({
  code: z.string(),
  description: z.string(),
  discountPaise: z.number().int(),
  /** The cart's total after the discount. */
  totalPaise: z.number().int(),
})
export type CouponCheck = z.infer<typeof CouponCheck>

/** The discount a coupon gives on `eligiblePaise` of goods: never more than them. */
export function couponDiscount(
  coupon: { percentOff: number | null; maxDiscountPaise: number | null; flatOffPaise: number | null },
  eligiblePaise: number,
): number {
  const off =
    coupon.percentOff !== null
      ? Math.min(Math.floor((eligiblePaise * coupon.percentOff) / 100), coupon.maxDiscountPaise ?? Infinity)
      : (coupon.flatOffPaise ?? 0)
  return Math.max(0, Math.min(off, eligiblePaise))
}

/**
 * Splits `discountPaise` over lines in proportion to their amounts, in whole paise: the shares add up
 * to the discount exactly, none is negative or above its line (largest remainder, ties to the first).
 */
export function splitDiscount(discountPaise: number, lines: readonly { id: string; amountPaise: number }[]) {
  const total = lines.reduce((sum, line) => sum + line.amountPaise, 0)
  return splitByValue(Math.min(discountPaise, total), lines)
}

/**
 * Splits `paise` over lines in proportion to their amounts, in whole paise, the shares adding up to
 * it exactly (largest remainder, ties to the first); a share may exceed its line (a delivery fee).
 */
export function splitByValue(paise: number, lines: readonly { id: string; amountPaise: number }[]) {
  const total = lines.reduce((sum, line) => sum + line.amountPaise, 0)
  const shares = lines.map((line, index) => {
    const exact = total === 0 ? 0 : (paise * line.amountPaise) / total
    return { id: line.id, index, paise: Math.floor(exact), remainder: exact - Math.floor(exact) }
  })
  let left = total === 0 ? 0 : paise - shares.reduce((sum, share) => sum + share.paise, 0)
  for (const share of [...shares].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (left === 0) break
    share.paise += 1
    left -= 1
  }
  return new Map(shares.map((share) => [share.id, share.paise]))
}

/**
 * What a customer paid for `units` more units of a line that carried `discountPaise`, when `before`
 * units of it have already been refunded: each unit's share of the discount, rounded so that all
 * the line's units together pay exactly its total less the discount.
 */
export function paidForUnits(
  line: { unitPricePaise: number; quantity: number; discountPaise: number },
  before: number,
  units: number,
): number {
  const share = (count: number) => Math.floor((line.discountPaise * count) / line.quantity)
  return line.unitPricePaise * units - (share(before + units) - share(before))
}

/** A seller's coupons as its seller centre lists them. */
export const SellerCouponList = z.object({ data: z.array(AdminCoupon) })

/**
 * The share of a line's discount its kept units carry when `refunded` units have been refunded
 * (cancelled or returned): what paidForUnits did not give back, so refunds and kept units add up.
 */
export function discountOnKept(line: { quantity: number }, discountPaise: number, refunded: number): number {
  return discountPaise - Math.floor((discountPaise * refunded) / line.quantity)
}

/** A coupon's terms as the API takes them back, switched on or off (to change that alone). */
export const termsOf = (coupon: AdminCoupon, isActive: boolean): SellerCouponInput => ({
  code: coupon.code,
  description: coupon.description,
  kind: coupon.percentOff !== null ? 'percent' : 'flat',
  percentOff: coupon.percentOff,
  maxDiscountPaise: coupon.maxDiscountPaise,
  flatOffPaise: coupon.flatOffPaise,
  minOrderPaise: coupon.minOrderPaise,
  startsAt: coupon.startsAt,
  endsAt: coupon.endsAt,
  usageLimit: coupon.usageLimit,
  perCustomerLimit: coupon.perCustomerLimit,
  firstOrderOnly: coupon.firstOrderOnly,
  isActive,
})

/** India's midnight at the start of a YYYY-MM-DD day: a coupon's first day starts then. */
export const couponStartsAt = (day: string) => `${day}T00:00:00+05:30`
/** A coupon usable until the end of its last day (YYYY-MM-DD) ends at India's midnight after it. */
export const couponEndsAt = (day: string) => new Date(Date.parse(couponStartsAt(day)) + 86_400_000).toISOString()

export const CouponIdParams = z.object({ id: z.uuid('Not a valid coupon id.') })

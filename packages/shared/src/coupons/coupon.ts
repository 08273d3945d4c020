import { z } from 'zod'

/**
 * Coupons (docs/decisions/037-coupons.md): a code worth a percentage (with a cap) or a flat amount
 * off the lines it covers, from a minimum order, in a window, with usage limits. Funded by Haat:
 * sellers are paid and invoice at the full price.
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

// The admin console is in English (issue 22): these checks are not translated.
const paise = (label: string) =>
  z
    .number({ error: `Enter ${label}.` })
    .int('Enter a whole amount.')
    .min(0, 'The amount cannot be negative.')
    .max(100_000_000, 'Allow at most ₹10,00,000.')

/** POST /api/admin/coupons and PUT /api/admin/coupons/:id. */
export const CouponInput = z
  .object({
    code: CouponCode,
    description: z
      .string()
      .trim()
      .min(1, 'Describe the offer for shoppers.')
      .max(120, 'Keep the description to 120 characters.'),
    kind: z.enum(['percent', 'flat']),
    percentOff: z.number().int().min(1, 'Give at least 1% off.').max(MAX_PERCENT_OFF).nullable().default(null),
    maxDiscountPaise: paise('the largest discount').min(1).nullable().default(null),
    flatOffPaise: paise('the amount off').min(1, 'Give at least ₹0.01 off.').nullable().default(null),
    minOrderPaise: paise('the minimum order').default(0),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }).nullable().default(null),
    usageLimit: z.number().int().min(1, 'Allow at least 1 use.').nullable().default(null),
    perCustomerLimit: z.number().int().min(1, 'Allow at least 1 use.').max(100).default(1),
    firstOrderOnly: z.boolean().default(false),
    scope: z.enum(COUPON_SCOPES).default('all'),
    categoryId: z.uuid().nullable().default(null),
    vendorIds: z.array(z.uuid()).max(50).default([]),
    isActive: z.boolean().default(true),
  })
  .superRefine((value, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (value.kind === 'percent' && value.percentOff === null) issue('percentOff', 'Enter the percentage off.')
    if (value.kind === 'flat' && value.flatOffPaise === null) issue('flatOffPaise', 'Enter the amount off.')
    if (value.endsAt && Date.parse(value.endsAt) <= Date.parse(value.startsAt))
      issue('endsAt', 'The end must be after the start.')
    if (value.scope === 'category' && !value.categoryId) issue('categoryId', 'Choose the category.')
    if (value.scope === 'sellers' && value.vendorIds.length === 0) issue('vendorIds', 'Choose at least one seller.')
  })
export type CouponInput = z.output<typeof CouponInput>

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
  const wanted = Math.min(discountPaise, total)
  const shares = lines.map((line, index) => {
    const exact = total === 0 ? 0 : (wanted * line.amountPaise) / total
    return { id: line.id, index, paise: Math.floor(exact), remainder: exact - Math.floor(exact) }
  })
  let left = wanted - shares.reduce((sum, share) => sum + share.paise, 0)
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

export const CouponIdParams = z.object({ id: z.uuid('Not a valid coupon id.') })

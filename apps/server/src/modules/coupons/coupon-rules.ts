import { couponDiscount, splitDiscount } from '@haat/shared/coupons/coupon'
import { formatPaise } from '@haat/shared/money'
import { fill } from '@haat/shared/texts'

/** A coupon as checkout judges it (coupons.repository.ts reads it with its category's slug). */
export type CouponTerms = {
  id: string
  code: string
  description: string
  percentOff: number | null
  maxDiscountPaise: number | null
  flatOffPaise: number | null
  minOrderPaise: number
  startsAt: Date
  endsAt: Date | null
  usageLimit: number | null
  perCustomerLimit: number
  firstOrderOnly: boolean
  scope: 'all' | 'category' | 'sellers'
  categorySlug: string | null
  vendorIds: string[]
  isActive: boolean
  /** The seller that funds it (its own coupon, for its products only); null: Haat funds it. */
  vendorId: string | null
}

/** What checkout knows when it judges a coupon: the uses so far, and whether the customer ordered before. */
export type CouponFacts = { uses: number; customerUses: number; hasOrdered: boolean }

export type CouponLine = { id: string; vendorId: string; categorySlug: string; amountPaise: number }

export type CouponVerdict =
  { ok: true; discountPaise: number; split: Map<string, number> } | { ok: false; message: string }

const refuse = (message: string): CouponVerdict => ({ ok: false, message })

/**
 * Whether a coupon applies to these lines now, and its discount split over the lines it covers, in
 * paise (pure: the caller holds the coupon's row lock, so the uses cannot change underneath).
 */
export function judgeCoupon(coupon: CouponTerms, facts: CouponFacts, lines: CouponLine[], now: Date): CouponVerdict {
  const code = coupon.code
  if (!coupon.isActive) return refuse(fill(/*i18n*/ 'Coupon {code} is no longer available.', { code }))
  if (now < coupon.startsAt) return refuse(fill(/*i18n*/ 'Coupon {code} is not valid yet.', { code }))
  if (coupon.endsAt && now >= coupon.endsAt) return refuse(fill(/*i18n*/ 'Coupon {code} has expired.', { code }))
  if (coupon.usageLimit !== null && facts.uses >= coupon.usageLimit)
    return refuse(fill(/*i18n*/ 'Coupon {code} has been used up.', { code }))
  if (facts.customerUses >= coupon.perCustomerLimit)
    return refuse(fill(/*i18n*/ 'You have already used coupon {code}.', { code }))
  if (coupon.firstOrderOnly && facts.hasOrdered)
    return refuse(fill(/*i18n*/ 'Coupon {code} is for your first order only.', { code }))
  const covered = lines.filter(
    (line) =>
      coupon.scope === 'all' ||
      (coupon.scope === 'category' && line.categorySlug === coupon.categorySlug) ||
      (coupon.scope === 'sellers' && coupon.vendorIds.includes(line.vendorId)),
  )
  if (covered.length === 0) return refuse(fill(/*i18n*/ 'Coupon {code} is not for these products.', { code }))
  const eligiblePaise = covered.reduce((sum, line) => sum + line.amountPaise, 0)
  if (eligiblePaise < coupon.minOrderPaise) {
    return refuse(
      fill(/*i18n*/ 'Coupon {code} needs {minimum} of eligible products; you have {amount}.', {
        code,
        minimum: formatPaise(coupon.minOrderPaise),
        amount: formatPaise(eligiblePaise),
      }),
    )
  }
  const discountPaise = couponDiscount(coupon, eligiblePaise)
  return {
    ok: true,
    discountPaise,
    split: splitDiscount(
      discountPaise,
      covered.map(({ id, amountPaise }) => ({ id, amountPaise })),
    ),
  }
}

import { msg } from '@lingui/core/macro'
import { SELLER_REVIEW_WORKING_DAYS } from '@haat/shared/accounts/seller-review'

/**
 * The numbers the policy pages promise (docs/spec.md §9, docs/decisions/023-e-commerce-rules.md), in one place so the About,
 * Contact and policy pages never disagree with each other. The texts are message descriptors: render them with
 * useLingui's `t(…)`; each is always read after "within"/"in", so its Hindi is in the oblique form ("दिनों").
 */
export const POLICY_LAST_UPDATED = { iso: '2026-11-22' } as const

export const MINIMUM_AGE = 18
export const DISPATCH_WINDOW = msg({ message: '1-2 business days', comment: 'Read after "within" or "in".' })
export const RETURN_REQUEST_WINDOW = msg({ message: '1-2 days', comment: 'Read after "within" or "in".' })
const days = SELLER_REVIEW_WORKING_DAYS
/** The review time the registration and pending pages and the seller mails state too. */
export const SELLER_REVIEW_WINDOW = msg({ message: `${days} working days`, comment: 'Read after "within" or "in".' })

/** docs/spec.md §9's payment methods as a shopper reads them: Razorpay takes the first three online. */
export const PAYMENT_METHODS_TEXT = msg({
  message: 'card, UPI, net banking or cash on delivery (COD)',
  comment: 'Read after "pay by".',
})

/** Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): acknowledge in 48 hours, resolve in a month. */
export const GRIEVANCE_ACKNOWLEDGE_WITHIN = msg({ message: '48 hours', comment: 'Read after "within".' })
export const GRIEVANCE_RESOLVE_WITHIN = msg({ message: 'one month', comment: 'Read after "within".' })

/** SITE.hours (@haat/shared/site), as the footer translates it. */
export const SUPPORT_HOURS = msg`Mon-Fri 9AM-6PM`

/**
 * The numbers the policy pages promise (docs/spec.md §9, docs/decisions/023-e-commerce-rules.md), in one place so the About,
 * Contact and policy pages never disagree with each other.
 */
export const POLICY_LAST_UPDATED = { iso: '2026-11-22', label: '22 November 2026' } as const

export const MINIMUM_AGE = 18
export const DISPATCH_WINDOW = '1-2 business days'
export const RETURN_REQUEST_WINDOW = '1-2 days'
export const SELLER_REVIEW_WINDOW = '1-3 business days'

/** docs/spec.md §9's payment methods as a shopper reads them: Razorpay takes the first three online. */
export const PAYMENT_METHODS_TEXT = 'card, UPI, net banking or cash on delivery (COD)'

/** Consumer Protection (E-Commerce) Rules, 2020, rule 4(5): acknowledge in 48 hours, resolve in a month. */
export const GRIEVANCE_ACKNOWLEDGE_WITHIN = '48 hours'
export const GRIEVANCE_RESOLVE_WITHIN = 'one month'

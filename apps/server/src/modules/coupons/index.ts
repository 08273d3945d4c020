// Coupons (docs/decisions/037-coupons.md): what checkout uses inside its own transaction (judge a
// code under its row lock, record the use), what gives a use back, and the routes.
export { releaseRedemptionIfNothingKept } from './coupons.repository'
export { couponsRoutes } from './coupons.routes'
export { couponsService, discountOnCart, judgeCouponForCheckout, redeemCoupon } from './coupons.service'

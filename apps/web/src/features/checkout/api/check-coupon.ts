import { useMutation } from '@tanstack/react-query'
import type { CouponCheck } from '@haat/shared/coupons/coupon'
import { api } from '../../../lib/api-client'

/** POST /api/cart/coupon: what a code takes off the signed-in cart now (checkout judges it again). */
export function useCheckCoupon() {
  return useMutation({ mutationFn: (code: string) => api.post<CouponCheck>('/api/cart/coupon', { code }) })
}

import { msg } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { useState, useSyncExternalStore } from 'react'
import { COUPON_CODE_PATTERN, type CouponCheck } from '@haat/shared/coupons/coupon'
import { api } from '../../lib/api-client'
import { errorMessage } from '../../lib/api-error-message'
import { createStorageStore, parseJson } from '../../lib/storage-store'

/** The coupon code a customer applied (localStorage `couponCode`): the cart and checkout show the same one. */
const couponCode = createStorageStore<string>({
  key: 'couponCode',
  changedEvent: 'haat:coupon-changed',
  parse: (raw) => {
    const code = parseJson(raw)
    return typeof code === 'string' && COUPON_CODE_PATTERN.test(code) ? code : ''
  },
  isEmpty: (code) => code === '',
})

/** What a coupon's judgement depends on in a cart: judged again when it changes. */
export const cartKeyOf = (cart: { totalPaise: number; itemCount: number } | undefined) =>
  cart ? `${cart.totalPaise}:${cart.itemCount}` : ''

/** Forgets the applied code (the order that used it is placed). */
export const forgetCoupon = () => couponCode.write('')

/**
 * The applied coupon as the server judges it on the signed-in customer's cart now
 * (POST /api/cart/coupon), judged again whenever `cartKey` changes; a code it refuses is not
 * applied, and `problem` says why. Checkout judges it once more when the order is placed.
 */
export function useAppliedCoupon(customerId: string, cartKey: string) {
  const code = useSyncExternalStore(couponCode.subscribe, couponCode.read, () => '')
  const [problem, setProblem] = useState<string | null>(null)
  const check = useQuery({
    queryKey: ['coupon', customerId, code, cartKey],
    queryFn: ({ signal }) => api.post<CouponCheck>('/api/cart/coupon', { code }, { signal }),
    enabled: code !== '' && customerId !== '',
    retry: false,
    staleTime: 30_000,
  })
  // A code the server refuses stays out of the order (applied is null) and the box says why.
  const refusal = check.isError ? errorMessage(check.error, msg`Could not check this coupon. Please try again.`) : null
  const applied = check.data && check.data.code === code ? check.data : null
  return {
    applied,
    problem: problem ?? refusal,
    isChecking: check.isFetching,
    apply: (next: string) => {
      setProblem(null)
      couponCode.write(next)
    },
    remove: () => {
      setProblem(null)
      couponCode.write('')
    },
    /** Checkout refused it: it comes off, and the box says why. */
    refuse: (message: string) => {
      setProblem(message)
      couponCode.write('')
    },
  }
}

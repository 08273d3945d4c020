import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminCoupon, SellerCouponInput } from '@haat/shared/coupons/coupon'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** GET /api/vendor/coupons: the seller's own coupons, newest first, with their uses. */
export function useSellerCoupons(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.coupons(vendorId),
    queryFn: ({ signal }) => api.get<{ data: AdminCoupon[] }>('/api/vendor/coupons', { signal }),
  })
}

/** POST /api/vendor/coupons, or PUT /api/vendor/coupons/:id with `id`: VALIDATION details name the field. */
export function useSaveSellerCoupon(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: SellerCouponInput }) =>
      id
        ? api.put<AdminCoupon>(`/api/vendor/coupons/${encodeURIComponent(id)}`, input)
        : api.post<AdminCoupon>('/api/vendor/coupons', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vendorKeys.coupons(vendorId) }),
  })
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminCoupon, CouponInput } from '@haat/shared/coupons/coupon'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/** GET /api/admin/coupons: every coupon, newest first, with its uses. */
export function useCoupons() {
  return useQuery({
    queryKey: adminKeys.coupons(),
    queryFn: ({ signal }) => api.get<{ data: AdminCoupon[] }>('/api/admin/coupons', { signal }),
  })
}

/** POST /api/admin/coupons, or PUT /api/admin/coupons/:id with `id`: audited; the list follows. */
export function useSaveCoupon() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CouponInput }) =>
      id ? api.put<AdminCoupon>(`/api/admin/coupons/${id}`, input) : api.post<AdminCoupon>('/api/admin/coupons', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.coupons() }),
  })
}

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CommissionSettings } from '@haat/shared/earnings/commission'
import { api } from '../../../lib/api-client'

const key = ['admin', 'commission'] as const

/** GET /api/admin/commission: the rates per category, the sellers' own rates and the order fee. */
export function useCommissionSettings() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<CommissionSettings>('/api/admin/commission', { signal }),
  })
}

/** PUT /api/admin/categories/{id}/commission or /api/admin/vendors/{id}/commission (null: the categories' rates). */
export function useSetCommission() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { target: 'categories' | 'vendors'; id: string; commissionBp: number | null }) =>
      api.put<void>(`/api/admin/${change.target}/${encodeURIComponent(change.id)}/commission`, {
        commissionBp: change.commissionBp,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  })
}

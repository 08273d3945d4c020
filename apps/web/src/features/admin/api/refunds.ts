import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminRefundList, RefundStatus } from '@haat/shared/orders/refund'
import { api } from '../../../lib/api-client'

type RefundsFilter = { status?: RefundStatus | undefined; page: number; pageSize: number }

/** Query keys of the admin's Refunds page (under the same 'admin' root as the rest). */
const refundKeys = {
  all: () => ['admin', 'refunds'] as const,
  list: (filter: RefundsFilter) => [...refundKeys.all(), filter] as const,
}

/** GET /api/admin/refunds: every refund, newest first, by status, a page at a time. */
export function useAdminRefunds(filter: RefundsFilter) {
  return useQuery({
    queryKey: refundKeys.list(filter),
    queryFn: ({ signal }) => api.get<AdminRefundList>('/api/admin/refunds', { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** POST /api/admin/refunds/{id}/retry: sends a failed refund again; 409 unless it failed. */
export function useRetryRefund() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => api.post<void>(`/api/admin/refunds/${encodeURIComponent(id)}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all() }),
  })
}

/** POST /api/admin/refunds/{id}/paid: a cash-on-delivery refund sent to the customer's UPI ID, with the transfer's reference. */
export function useMarkRefundPaid() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, reference }: { id: string; reference: string }) =>
      api.post<void>(`/api/admin/refunds/${encodeURIComponent(id)}/paid`, { reference }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all() }),
  })
}

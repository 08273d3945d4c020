import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  PayoutRunDetail,
  PayoutRunList,
  PayoutRunPreview,
  StartPayoutRunBody,
} from '@haat/shared/earnings/payouts'
import { api } from '../../../lib/api-client'

const keys = {
  all: () => ['admin', 'payouts'] as const,
  list: (page: number) => [...keys.all(), 'list', page] as const,
  run: (id: string) => [...keys.all(), 'run', id] as const,
  preview: () => [...keys.all(), 'preview'] as const,
}

/** GET /api/admin/payout-runs/preview: who a run would pay now, and how it can pay; read afresh each time it opens. */
export function usePayoutRunPreview(enabled: boolean) {
  return useQuery({
    queryKey: keys.preview(),
    queryFn: ({ signal }) => api.get<PayoutRunPreview>('/api/admin/payout-runs/preview', { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  })
}

/** GET /api/admin/payout-runs: the runs, newest first. */
export function usePayoutRuns(page: number) {
  return useQuery({
    queryKey: keys.list(page),
    queryFn: ({ signal }) =>
      api.get<PayoutRunList>('/api/admin/payout-runs', { query: { page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/admin/payout-runs/{id}: a run and its payouts. */
export function usePayoutRun(id: string) {
  return useQuery({
    queryKey: keys.run(id),
    queryFn: ({ signal }) => api.get<PayoutRunDetail>(`/api/admin/payout-runs/${encodeURIComponent(id)}`, { signal }),
  })
}

/** POST /api/admin/payout-runs: 409 when no seller has ₹100 or more to be paid, or the total moved since the preview. */
export function useStartPayoutRun() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: StartPayoutRunBody) => api.post<PayoutRunDetail>('/api/admin/payout-runs', body),
    onSuccess: (run) => queryClient.setQueryData(keys.run(run.id), run),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  })
}

/** POST /api/admin/payouts/{id}/paid or /failed: the run comes back as it now is. */
export function useSettlePayout(runId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (change: { id: string } & ({ reference: string } | { reason: string })) =>
      'reference' in change
        ? api.post<PayoutRunDetail>(`/api/admin/payouts/${encodeURIComponent(change.id)}/paid`, {
            reference: change.reference,
          })
        : api.post<PayoutRunDetail>(`/api/admin/payouts/${encodeURIComponent(change.id)}/failed`, {
            reason: change.reason,
          }),
    onSuccess: (run) => queryClient.setQueryData(keys.run(runId), run),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  })
}

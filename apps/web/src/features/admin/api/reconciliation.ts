import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type {
  ReconciliationRunDetail,
  ReconciliationRunList,
  RunReconciliationBody,
} from '@haat/shared/admin/reconciliation'
import { api } from '../../../lib/api-client'

const keys = {
  all: () => ['admin', 'reconciliation'] as const,
  list: (page: number) => [...keys.all(), 'list', page] as const,
  run: (id: string) => [...keys.all(), 'run', id] as const,
}

/** GET /api/admin/reconciliation/runs: the runs, newest first. */
export function useReconciliationRuns(page: number) {
  return useQuery({
    queryKey: keys.list(page),
    queryFn: ({ signal }) =>
      api.get<ReconciliationRunList>('/api/admin/reconciliation/runs', { query: { page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/admin/reconciliation/runs/{id}: a run and what it found. */
export function useReconciliationRun(id: string) {
  return useQuery({
    queryKey: keys.run(id),
    queryFn: ({ signal }) =>
      api.get<ReconciliationRunDetail>(`/api/admin/reconciliation/runs/${encodeURIComponent(id)}`, { signal }),
  })
}

/** POST /api/admin/reconciliation/runs: reconciles a day now (409 while one of the same day runs). */
export function useRunReconciliation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RunReconciliationBody) =>
      api.post<ReconciliationRunDetail>('/api/admin/reconciliation/runs', body),
    onSuccess: (run) => queryClient.setQueryData(keys.run(run.id), run),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  })
}

/** POST /api/admin/reconciliation/mismatches/{id}/fix: the run comes back with the mismatch fixed. */
export function useFixMismatch(runId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) =>
      api.post<ReconciliationRunDetail>(`/api/admin/reconciliation/mismatches/${encodeURIComponent(id)}/fix`),
    onSuccess: (run) => queryClient.setQueryData(keys.run(runId), run),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.all() }),
  })
}

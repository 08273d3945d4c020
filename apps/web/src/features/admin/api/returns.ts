import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReturnStatus } from '@haat/shared/orders/return-rules'
import type { OverrideReturnBody, ResolveReturnBody, ReturnList, ReturnRequest } from '@haat/shared/orders/returns'
import { api } from '../../../lib/api-client'

type ReturnsFilter = { status?: ReturnStatus | undefined; page: number; pageSize: number }

const returnKeys = {
  all: () => ['admin', 'returns'] as const,
  list: (filter: ReturnsFilter) => [...returnKeys.all(), 'list', filter] as const,
  detail: (id: string) => [...returnKeys.all(), 'detail', id] as const,
}

/** GET /api/admin/returns: every return request, newest first, by status. */
export function useAdminReturns(filter: ReturnsFilter) {
  return useQuery({
    queryKey: returnKeys.list(filter),
    queryFn: ({ signal }) => api.get<ReturnList>('/api/admin/returns', { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
  })
}

export function useAdminReturn(id: string) {
  return useQuery({
    queryKey: returnKeys.detail(id),
    queryFn: ({ signal }) => api.get<ReturnRequest>(`/api/admin/returns/${encodeURIComponent(id)}`, { signal }),
  })
}

export type AdminReturnAction =
  { action: 'override'; body: OverrideReturnBody } | { action: 'resolve'; body: ResolveReturnBody }

/** POST /api/admin/returns/{id}/override (a rejection) or /resolve (items received damaged); audited. */
export function useAdminReturnAction(id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ action, body }: AdminReturnAction) =>
      api.post<ReturnRequest>(`/api/admin/returns/${encodeURIComponent(id)}/${action}`, body),
    onSuccess: (ret) => queryClient.setQueryData(returnKeys.detail(id), ret),
    onSettled: () => queryClient.invalidateQueries({ queryKey: returnKeys.all() }),
  })
}

import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReturnStatus } from '@haat/shared/orders/return-rules'
import type {
  ReceiveReturnBody,
  RejectReturnBody,
  ReturnList,
  ReturnPickupBody,
  ReturnRequest,
} from '@haat/shared/orders/returns'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

type ReturnsFilter = { status?: ReturnStatus | undefined; page: number; pageSize: number }

/** GET /api/vendor/returns: the seller's return requests, newest first, by status. */
export function useVendorReturns(vendorId: string, filter: ReturnsFilter) {
  return useQuery({
    queryKey: [...vendorKeys.returns(vendorId), 'list', filter],
    queryFn: ({ signal }) => api.get<ReturnList>('/api/vendor/returns', { query: { ...filter }, signal }),
    placeholderData: keepPreviousData,
  })
}

/** GET /api/vendor/returns/{id}: one of the seller's returns (404 for anyone else's). */
export function useVendorReturn(vendorId: string, id: string) {
  return useQuery({
    queryKey: [...vendorKeys.returns(vendorId), 'detail', id],
    queryFn: ({ signal }) => api.get<ReturnRequest>(`/api/vendor/returns/${encodeURIComponent(id)}`, { signal }),
  })
}

export type ReturnStep =
  | { step: 'approve' }
  | { step: 'reject'; body: RejectReturnBody }
  | { step: 'pickup'; body: ReturnPickupBody }
  | { step: 'receive'; body: ReceiveReturnBody }

/** POST /api/vendor/returns/{id}/{step}: the return comes back as it now is; 409 when the step no longer fits. */
export function useReturnStep(vendorId: string, id: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (action: ReturnStep) =>
      api.post<ReturnRequest>(
        `/api/vendor/returns/${encodeURIComponent(id)}/${action.step}`,
        'body' in action ? action.body : undefined,
      ),
    onSuccess: (ret) => queryClient.setQueryData([...vendorKeys.returns(vendorId), 'detail', id], ret),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: vendorKeys.returns(vendorId) })
      void queryClient.invalidateQueries({ queryKey: vendorKeys.dashboard(vendorId) })
    },
  })
}

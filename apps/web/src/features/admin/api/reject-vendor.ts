import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminVendorRow } from '@haat/shared/admin/people'
import { api } from '../../../lib/api-client'
import { peopleKeys } from './people-keys'

/** POST /api/admin/vendors/{id}/reject: recorded with the optional reason and e-mailed (docs/decisions/018-approvals-on-the-server.md). */
function rejectVendor({ id, reason }: { id: string; reason?: string | undefined }): Promise<AdminVendorRow> {
  return api.post<AdminVendorRow>(`/api/admin/vendors/${encodeURIComponent(id)}/reject`, reason ? { reason } : {})
}

export function useRejectVendor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rejectVendor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.vendors() })
      void queryClient.invalidateQueries({ queryKey: peopleKeys.dashboard() })
    },
  })
}

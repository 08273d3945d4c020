import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AdminVendorRow } from '@haat/shared/admin/people'
import { api } from '../../../lib/api-client'
import { peopleKeys } from './people-keys'

/** POST /api/admin/vendors/{id}/approve: the seller can sign in and sell; it is e-mailed. */
function approveVendor(id: string): Promise<AdminVendorRow> {
  return api.post<AdminVendorRow>(`/api/admin/vendors/${encodeURIComponent(id)}/approve`)
}

export function useApproveVendor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: approveVendor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.vendors() })
      void queryClient.invalidateQueries({ queryKey: peopleKeys.dashboard() })
    },
  })
}

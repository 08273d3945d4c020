import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'
import { peopleKeys } from './people-keys'

/** DELETE /api/admin/vendors/{id}: deactivates the seller; its products leave the shop, its orders stay. */
function deleteVendor(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/vendors/${encodeURIComponent(id)}`)
}

export function useDeleteVendor() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteVendor,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.vendors() })
      void queryClient.invalidateQueries({ queryKey: peopleKeys.dashboard() })
      void queryClient.invalidateQueries({ queryKey: adminKeys.products() })
    },
  })
}

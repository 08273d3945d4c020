import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { peopleKeys } from './people-keys'

/** DELETE /api/admin/customers/{id}: ends the sessions and erases personal data; orders keep their snapshots. */
function deleteCustomer(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/customers/${encodeURIComponent(id)}`)
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCustomer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: peopleKeys.customers() })
      void queryClient.invalidateQueries({ queryKey: peopleKeys.dashboard() })
    },
  })
}

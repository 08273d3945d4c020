import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** DELETE /api/vendor/orders/{id}: 204; hides the order from the vendor's lists (the sale stays). */
function hideOrder(id: string): Promise<void> {
  return api.delete<void>(`/api/vendor/orders/${encodeURIComponent(id)}`)
}

export function useHideOrder(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: hideOrder,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: vendorKeys.orders(vendorId) })
      void queryClient.invalidateQueries({ queryKey: vendorKeys.dashboard(vendorId) })
    },
  })
}

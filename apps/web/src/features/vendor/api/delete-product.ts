import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** DELETE /api/vendor/products/{id}: 204. A product that was ordered is archived instead (docs/decisions/017-orders-are-records.md). */
function deleteProduct(id: string): Promise<void> {
  return api.delete<void>(`/api/vendor/products/${encodeURIComponent(id)}`)
}

export function useDeleteProduct(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vendorKeys.products(vendorId) }),
  })
}

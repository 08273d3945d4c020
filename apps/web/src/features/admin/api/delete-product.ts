import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/** DELETE /api/admin/products/{id}: a product that was ordered is archived, not erased (docs/decisions/017-orders-are-records.md). */
function deleteProduct(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/products/${encodeURIComponent(id)}`)
}

export function useDeleteProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
  })
}

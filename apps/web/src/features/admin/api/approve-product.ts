import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/** POST /api/admin/products/{id}/approve: the product appears in the shop (docs/spec.md §4). */
function approveProduct(id: string): Promise<unknown> {
  return api.post<unknown>(`/api/admin/products/${encodeURIComponent(id)}/approve`)
}

export function useApproveProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: approveProduct,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
  })
}

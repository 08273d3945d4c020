import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { categoryKeys } from '../../../api/categories/category-keys'

/** DELETE /api/admin/categories/{id}: 409 with the reason while it still has products or subcategories. */
function deleteCategory(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/categories/${encodeURIComponent(id)}`)
}

export function useDeleteCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  })
}

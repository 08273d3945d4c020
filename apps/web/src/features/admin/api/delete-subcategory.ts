import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { categoryKeys } from '../../../api/categories/category-keys'

/** DELETE /api/admin/subcategories/{id}: 409 with the reason while it still has products. */
function deleteSubcategory(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/subcategories/${encodeURIComponent(id)}`)
}

export function useDeleteSubcategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSubcategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  })
}

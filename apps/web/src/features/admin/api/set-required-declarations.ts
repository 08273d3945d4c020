import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { RequiredDeclarationsBody } from '@haat/shared/catalog/declarations'
import { api } from '../../../lib/api-client'
import { categoryKeys } from '../../../api/categories/category-keys'

type SetRequiredDeclarations = { id: string } & RequiredDeclarationsBody

/** PUT /api/admin/categories/{id}/required-declarations: what the category's products must declare; 204. */
function setRequiredDeclarations({ id, requiredDeclarations }: SetRequiredDeclarations): Promise<void> {
  return api.put<void>(`/api/admin/categories/${encodeURIComponent(id)}/required-declarations`, {
    requiredDeclarations,
  })
}

export function useSetRequiredDeclarations() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setRequiredDeclarations,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  })
}

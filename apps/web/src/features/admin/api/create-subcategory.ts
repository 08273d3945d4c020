import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CreateSubcategoryBody } from '@haat/shared/catalog/product-input'
import { api } from '../../../lib/api-client'
import { categoryKeys } from '../../../api/categories/category-keys'

/** POST /api/admin/subcategories: 201; 409 when the slug is taken. */
function createSubcategory(body: z.input<typeof CreateSubcategoryBody>): Promise<unknown> {
  return api.post<unknown>('/api/admin/subcategories', body)
}

export function useCreateSubcategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createSubcategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  })
}

import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { CreateCategoryBody } from '@haat/shared/catalog/product-input'
import { api } from '../../../lib/api-client'
import { categoryKeys } from '../../../api/categories/category-keys'

/** POST /api/admin/categories: 201; 409 when the slug is taken. */
function createCategory(body: z.input<typeof CreateCategoryBody>): Promise<unknown> {
  return api.post<unknown>('/api/admin/categories', body)
}

export function useCreateCategory() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  })
}

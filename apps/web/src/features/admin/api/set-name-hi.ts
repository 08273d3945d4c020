import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CategoryNamesBody } from '@haat/shared/catalog/category'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { categoryKeys } from '../../../api/categories/category-keys'

type SetNameHi = { kind: 'category' | 'subcategory'; id: string } & z.input<typeof CategoryNamesBody>

/** PATCH /api/admin/categories/{id} or /api/admin/subcategories/{id}: the Hindi name (null clears it); 204. */
function setNameHi({ kind, id, nameHi }: SetNameHi): Promise<void> {
  const collection = kind === 'category' ? 'categories' : 'subcategories'
  return api.patch<void>(`/api/admin/${collection}/${encodeURIComponent(id)}`, { nameHi })
}

export function useSetNameHi() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setNameHi,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  })
}

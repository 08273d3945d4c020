import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { RejectBody } from '@haat/shared/catalog/product-input'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/** POST /api/admin/products/{id}/reject with an optional reason the vendor sees (docs/decisions/018-approvals-on-the-server.md). */
function rejectProduct({ id, reason }: { id: string } & z.input<typeof RejectBody>): Promise<unknown> {
  return api.post<unknown>(`/api/admin/products/${encodeURIComponent(id)}/reject`, reason ? { reason } : {})
}

export function useRejectProduct() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: rejectProduct,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.products() }),
  })
}

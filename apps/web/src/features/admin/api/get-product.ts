import { useQuery } from '@tanstack/react-query'
import type { ManagedProductDetail } from '@haat/shared/catalog/product-input'
import { api } from '../../../lib/api-client'
import { adminKeys } from './admin-keys'

/** GET /api/admin/products/{id}: everything the seller entered, fetched when the admin opens it. */
export function useAdminProduct(id: string, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.product(id),
    queryFn: ({ signal }) => api.get<ManagedProductDetail>(`/api/admin/products/${id}`, { signal }),
    enabled,
  })
}

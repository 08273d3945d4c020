import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateProductBody, ManagedProductDetail } from '@haat/shared/catalog/product-input'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** POST /api/vendor/products: 201 with the new product (pending approval, in stock). */
function createProduct(body: CreateProductBody): Promise<ManagedProductDetail> {
  return api.post<ManagedProductDetail>('/api/vendor/products', body)
}

export function useCreateProduct(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProduct,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: vendorKeys.productLists(vendorId) }),
  })
}

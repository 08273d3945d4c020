import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import type { ManagedProductDetail, UpdateProductBody } from '@haat/shared/catalog/product-input'
import type { SizeChartBody } from '@haat/shared/catalog/size-chart'
import type { ProductVariantsBody } from '@haat/shared/catalog/variant-input'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** PATCH /api/vendor/products/{id} with the changed fields only; the answer is the saved product. */
function updateProduct({ id, changes }: { id: string; changes: UpdateProductBody }): Promise<ManagedProductDetail> {
  return api.patch<ManagedProductDetail>(`/api/vendor/products/${encodeURIComponent(id)}`, changes)
}

/** PUT /api/vendor/products/{id}/variants: the whole variant grid; the answer is the saved product. */
function setProductVariants({ id, grid }: { id: string; grid: ProductVariantsBody }): Promise<ManagedProductDetail> {
  return api.put<ManagedProductDetail>(`/api/vendor/products/${encodeURIComponent(id)}/variants`, grid)
}

/** PUT /api/vendor/products/{id}/size-chart: the chart, or null to remove it; the answer is the saved product. */
function setSizeChart({ id, body }: { id: string; body: SizeChartBody }): Promise<ManagedProductDetail> {
  return api.put<ManagedProductDetail>(`/api/vendor/products/${encodeURIComponent(id)}/size-chart`, body)
}

/** Keeps the saved product in the cache, by id and slug, and marks the lists stale. */
function keepSaved(queryClient: QueryClient, vendorId: string, product: ManagedProductDetail) {
  // A copy may be cached under the old slug: mark every copy stale, then keep the saved one by id and slug.
  void queryClient.invalidateQueries({ queryKey: vendorKeys.productDetails(vendorId), refetchType: 'none' })
  queryClient.setQueryData(vendorKeys.product(vendorId, product.id), product)
  queryClient.setQueryData(vendorKeys.product(vendorId, product.slug), product)
  void queryClient.invalidateQueries({ queryKey: vendorKeys.productLists(vendorId) })
}

export function useUpdateProduct(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: (product) => keepSaved(queryClient, vendorId, product),
  })
}

export function useSetProductVariants(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setProductVariants,
    onSuccess: (product) => keepSaved(queryClient, vendorId, product),
  })
}

export function useSetSizeChart(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setSizeChart,
    onSuccess: (product) => keepSaved(queryClient, vendorId, product),
  })
}

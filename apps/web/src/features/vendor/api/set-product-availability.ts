import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ManagedProductRow } from '@haat/shared/catalog/product-input'
import { api } from '../../../lib/api-client'
import type { ManagedProductPage } from './get-products'
import { vendorKeys } from './vendor-keys'

/** PATCH /api/vendor/products/{id}/availability: in stock or out of stock (docs/spec.md §4). */
function setProductAvailability({ id, isAvailable }: { id: string; isAvailable: boolean }): Promise<ManagedProductRow> {
  return api.patch<ManagedProductRow>(`/api/vendor/products/${encodeURIComponent(id)}/availability`, { isAvailable })
}

export function useSetProductAvailability(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setProductAvailability,
    onSuccess: (row) => {
      // Show the new state in every cached page at once; the lists are then re-read.
      queryClient.setQueriesData<ManagedProductPage>({ queryKey: vendorKeys.productLists(vendorId) }, (page) =>
        page
          ? { ...page, data: page.data.map((product) => (product.id === row.id ? { ...product, ...row } : product)) }
          : page,
      )
      void queryClient.invalidateQueries({ queryKey: vendorKeys.products(vendorId) })
    },
  })
}

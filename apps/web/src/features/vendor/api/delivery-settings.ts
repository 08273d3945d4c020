import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { SellerDelivery, SellerDeliveryInput } from '@haat/shared/delivery/delivery'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** GET /api/vendor/delivery: where the seller delivers, its dispatch time and cash on delivery. */
export function useDeliverySettings(vendorId: string) {
  return useQuery({
    queryKey: vendorKeys.delivery(vendorId),
    queryFn: ({ signal }) => api.get<SellerDelivery>('/api/vendor/delivery', { signal }),
  })
}

/** PUT /api/vendor/delivery: VALIDATION details name the field (states, pinPrefixes.0, dispatchDays…). */
export function useSaveDeliverySettings(vendorId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: SellerDeliveryInput) => api.put<SellerDelivery>('/api/vendor/delivery', body),
    onSuccess: (saved) => queryClient.setQueryData(vendorKeys.delivery(vendorId), saved),
  })
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PaymentOptions } from '@haat/shared/orders/payment'
import { api } from '../../../lib/api-client'
import { orderKeys } from '../../../api/orders/order-keys'

/** GET /api/payments/options: whether Pay Online is offered, and through which gateway. */
const paymentOptionsQuery = () =>
  queryOptions({
    queryKey: orderKeys.paymentOptions(),
    queryFn: ({ signal }) => api.get<PaymentOptions>('/api/payments/options', { signal }),
    staleTime: 5 * 60_000,
  })

export function usePaymentOptions() {
  return useQuery(paymentOptionsQuery())
}

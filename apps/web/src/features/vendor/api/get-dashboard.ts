import { queryOptions, useQuery } from '@tanstack/react-query'
import type { VendorDashboard } from '@haat/shared/orders/vendor-order'
import { api } from '../../../lib/api-client'
import { vendorKeys } from './vendor-keys'

/** GET /api/vendor/dashboard: counts, sales, the 5 newest orders and 30 days of daily sales. */
function getDashboard(signal?: AbortSignal): Promise<VendorDashboard> {
  return api.get<VendorDashboard>('/api/vendor/dashboard', { signal })
}

const dashboardQuery = (vendorId: string) =>
  queryOptions({
    queryKey: vendorKeys.dashboard(vendorId),
    queryFn: ({ signal }) => getDashboard(signal),
  })

export function useDashboard(vendorId: string) {
  return useQuery(dashboardQuery(vendorId))
}

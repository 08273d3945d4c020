import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AdminDashboard } from '@haat/shared/admin/people'
import { api } from '../../../lib/api-client'
import { peopleKeys } from './people-keys'

/** GET /api/admin/dashboard: the shop's counts and what waits for review. */
function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api.get<AdminDashboard>('/api/admin/dashboard', { signal })
}

const dashboardQuery = () =>
  queryOptions({ queryKey: peopleKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal) })

export function useDashboard() {
  return useQuery(dashboardQuery())
}

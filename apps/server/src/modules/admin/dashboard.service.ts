import type { AdminDashboard } from '@haat/shared/admin/people'
import type { Db } from '../../db/client'
import { readDashboardCounts } from './dashboard.repository'

/** The admin dashboard's counts: what the shop shows and what waits for review. */
export function dashboardService(db: Db) {
  return {
    counts: (): Promise<AdminDashboard> => readDashboardCounts(db),
  }
}
export type DashboardService = ReturnType<typeof dashboardService>

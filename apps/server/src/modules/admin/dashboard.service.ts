import type { AdminDashboard } from '@haat/shared/admin/people'
import type { Db } from '../../db/client'
import { type Clock, istDay } from '../../lib/clock'
import { readDashboardFigures } from './dashboard.repository'

/** The admin dashboard: what the shop shows, what waits for review, and the last 30 days of orders. */
export function dashboardService(db: Db, clock: Clock) {
  return {
    async counts(): Promise<AdminDashboard> {
      const { daily, ...counts } = await readDashboardFigures(db, istDay(clock.now()))
      return {
        ...counts,
        daily: daily.map((d) => ({ day: d.day, orders: Number(d.orders), salesPaise: Number(d.sales_paise) })),
      }
    },
  }
}
export type DashboardService = ReturnType<typeof dashboardService>

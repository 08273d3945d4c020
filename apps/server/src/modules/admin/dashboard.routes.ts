import { AdminDashboard } from '@haat/shared/admin/people'
import type { App } from '../../app-type'
import type { DashboardService } from './dashboard.service'

export function dashboardRoutes(app: App, dashboard: DashboardService) {
  app.get(
    '/api/admin/dashboard',
    {
      onRequest: app.requireAdmin,
      schema: { summary: "The administrators' dashboard figures", tags: ['Admin'], response: { 200: AdminDashboard } },
    },
    async () => dashboard.counts(),
  )
}

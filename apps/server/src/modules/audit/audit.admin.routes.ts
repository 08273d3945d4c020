import { AuditLogList, AuditLogQuery } from '@haat/shared/admin/audit-log'
import type { App } from '../../app-type'
import type { AuditService } from './audit.service'

export function auditRoutes(app: App, audit: AuditService) {
  app.get(
    '/api/admin/audit-log',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "The audit log of administrators' and sellers' actions",
        tags: ['Admin'],
        querystring: AuditLogQuery,
        response: { 200: AuditLogList },
      },
    },
    async (req) => audit.list(req.query),
  )
}

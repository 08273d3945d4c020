// The audit log: a module below all the others. They record through `recordAudit`, in their own
// transaction; only admins read it (audit.admin.routes.ts). Nothing outside imports its repository.
export { type AuditActor, auditService, recordAudit } from './audit.service'
export { auditRoutes } from './audit.admin.routes'

import { z } from 'zod'
import { PageMeta } from '../catalog/product'

/** One recorded change: who (kind, id, name), what (action on entity) and when. */
export const AuditLogEntry = z.object({
  id: z.number().int(),
  actorKind: z.enum(['customer', 'vendor', 'admin']),
  actorId: z.string().nullable(),
  /** The admin's name or the vendor's business name, while the account exists. */
  actorName: z.string().nullable(),
  /** e.g. product.approve, product.update, category.delete */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.iso.datetime(),
})
export type AuditLogEntry = z.infer<typeof AuditLogEntry>

/** GET /api/admin/audit-log: newest first. */
export const AuditLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
})
export const AuditLogList = z.object({ data: z.array(AuditLogEntry), meta: PageMeta })
export type AuditLogList = z.infer<typeof AuditLogList>

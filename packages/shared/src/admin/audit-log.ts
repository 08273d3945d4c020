import { z } from 'zod'
import { PageMeta } from '../catalog/product'

export const AuditActorKind = z.enum(['customer', 'vendor', 'admin', 'system'])

/** One recorded change: who (kind, id, name), what (action on entity) and when. */
export const AuditLogEntry = z.object({
  id: z.number().int(),
  /** system: the shop's own jobs and the payment gateway's callbacks. */
  actorKind: AuditActorKind,
  actorId: z.string().nullable(),
  /** The admin's or customer's name or the vendor's business name, while the account exists. */
  actorName: z.string().nullable(),
  /** e.g. product.approve, product.update, category.delete */
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  /** The request's address, browser and id; null for background jobs. */
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  requestId: z.string().nullable(),
  createdAt: z.iso.datetime(),
})
export type AuditLogEntry = z.infer<typeof AuditLogEntry>

/** GET /api/admin/audit-log: newest first, optionally one actor's or one action's entries. */
export const AuditLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  actorKind: AuditActorKind.optional(),
  actorId: z.uuid().optional(),
  /** e.g. auth.login.failure */
  action: z
    .string()
    .regex(/^[a-z_.]{1,64}$/, 'Use an action name such as auth.login.failure.')
    .optional(),
})
export const AuditLogList = z.object({ data: z.array(AuditLogEntry), meta: PageMeta })
export type AuditLogList = z.infer<typeof AuditLogList>

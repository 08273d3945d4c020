import type { AuditLogList } from '@haat/shared/admin/audit-log'
import type { Db, DbOrTx } from '../../db/client'
import { currentRequest } from '../../lib/request-context'
import { type AuditFilter, insertAudit, listAudit } from './audit.repository'

export type AuditActor = {
  kind: 'customer' | 'vendor' | 'admin' | 'system'
  /**
   * Null for the system, for an admin's or vendor's action taken by the shop on a setting they chose
   * (e.g. automatic forwarding), and for a failed sign-in to an e-mail without an account.
   */
  id: string | null
}

export type AuditEntry = {
  actor: AuditActor
  action: string
  entity: string
  entityId: string | null
  /** What the action was about; a changed value is recorded as `{ field: { from, to } }`. */
  details?: Record<string, unknown>
}

/**
 * Writes one audit row, with the address, user agent and request id of the request being served.
 * Call it with the use case's transaction so the record and the change stand or fall together.
 */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  const request = currentRequest()
  await insertAudit(tx, {
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ?? {},
    ip: request?.ip ?? null,
    userAgent: request?.userAgent ?? null,
    requestId: request?.requestId ?? null,
  })
}

/** The admin's view of the audit trail. */
export function auditService(db: Db) {
  return {
    async list(query: { page: number; pageSize: number } & AuditFilter): Promise<AuditLogList> {
      const { page, pageSize, ...filter } = query
      const { rows, total } = await listAudit(db, filter, { limit: pageSize, offset: (page - 1) * pageSize })
      return {
        data: rows.map(({ entry, actorName }) => ({
          id: entry.id,
          actorKind: entry.actorKind,
          actorId: entry.actorId,
          actorName,
          action: entry.action,
          entity: entry.entity,
          entityId: entry.entityId,
          details: entry.details,
          ip: entry.ip,
          userAgent: entry.userAgent,
          requestId: entry.requestId,
          createdAt: entry.createdAt.toISOString(),
        })),
        meta: { page: query.page, pageSize: query.pageSize, total },
      }
    },
  }
}

export type AuditService = ReturnType<typeof auditService>

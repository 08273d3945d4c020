import type { AuditLogList } from '@haat/shared/admin/audit-log'
import type { Db, DbOrTx } from '../../db/client'
import { insertAudit, listAudit } from './audit.repository'

export type AuditEntry = {
  /** id null: the shop itself acted on a setting an admin chose (e.g. automatic forwarding). */
  actor: { kind: 'vendor' | 'admin'; id: string | null }
  action: string
  entity: string
  entityId: string | null
  details?: Record<string, unknown>
}

/** Writes one audit row; call it with the use case's transaction so the record and the change stand or fall together. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAudit(tx, {
    actorKind: entry.actor.kind,
    actorId: entry.actor.id,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    details: entry.details ?? {},
  })
}

/** The admin's view of the audit trail. */
export function auditService(db: Db) {
  return {
    async list(query: { page: number; pageSize: number }): Promise<AuditLogList> {
      const { rows, total } = await listAudit(db, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize })
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
          createdAt: entry.createdAt.toISOString(),
        })),
        meta: { page: query.page, pageSize: query.pageSize, total },
      }
    },
  }
}

export type AuditService = ReturnType<typeof auditService>

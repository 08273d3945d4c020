import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { admins, customers, vendors } from '../../db/schema/accounts'
import { auditLog } from '../../db/schema/platform'

export type AuditInsert = typeof auditLog.$inferInsert

export async function insertAudit(db: DbOrTx, entry: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(entry)
}

export type AuditFilter = {
  actorKind?: AuditInsert['actorKind'] | undefined
  actorId?: string | undefined
  action?: string | undefined
}

/** A page of the log, newest first, with the actor's current name where the account still exists. */
export async function listAudit(db: DbOrTx, filter: AuditFilter, page: { limit: number; offset: number }) {
  const where = and(
    filter.actorKind ? eq(auditLog.actorKind, filter.actorKind) : undefined,
    filter.actorId ? eq(auditLog.actorId, filter.actorId) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
  )
  const rows = await db
    .select({
      entry: auditLog,
      actorName: sql<string | null>`coalesce(${admins.name}, ${vendors.businessName}, ${customers.name})`,
    })
    .from(auditLog)
    .leftJoin(admins, and(eq(auditLog.actorKind, 'admin'), eq(admins.id, auditLog.actorId)))
    .leftJoin(vendors, and(eq(auditLog.actorKind, 'vendor'), eq(vendors.id, auditLog.actorId)))
    .leftJoin(customers, and(eq(auditLog.actorKind, 'customer'), eq(customers.id, auditLog.actorId)))
    .where(where)
    .orderBy(desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(auditLog).where(where)
  return { rows, total: total?.n ?? 0 }
}

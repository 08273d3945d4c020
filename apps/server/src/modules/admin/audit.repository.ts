import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { admins, vendors } from '../../db/schema/accounts'
import { auditLog } from '../../db/schema/platform'

export type AuditInsert = typeof auditLog.$inferInsert

export async function insertAudit(db: DbOrTx, entry: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(entry)
}

/** A page of the log, newest first, with the actor's current name where the account still exists. */
export async function listAudit(db: DbOrTx, page: { limit: number; offset: number }) {
  const rows = await db
    .select({
      entry: auditLog,
      actorName: sql<string | null>`coalesce(${admins.name}, ${vendors.businessName})`,
    })
    .from(auditLog)
    .leftJoin(admins, and(eq(auditLog.actorKind, 'admin'), eq(admins.id, auditLog.actorId)))
    .leftJoin(vendors, and(eq(auditLog.actorKind, 'vendor'), eq(vendors.id, auditLog.actorId)))
    .orderBy(desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset)
  const [total] = await db.select({ n: count() }).from(auditLog)
  return { rows, total: total?.n ?? 0 }
}

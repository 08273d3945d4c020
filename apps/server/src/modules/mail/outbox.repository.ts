import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { admins } from '../../db/schema/accounts'
import { outbox } from '../../db/schema/platform'
import { must } from '../../lib/must'

export type OutboxRow = typeof outbox.$inferSelect

export type NewOutboxMail = {
  kind: string
  to: string
  subject: string
  textBody: string
  htmlBody: string | null
  replyTo?: string | null
}

// A new message is due at once for every worker whatever its clock says: workers compare
// against the app's clock, which may differ from the database's now() (tests move it, hosts drift).
const DUE_AT_ONCE = new Date(0)

export async function insertMail(db: DbOrTx, mail: NewOutboxMail): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values({ ...mail, nextAttemptAt: DUE_AT_ONCE })
    .returning({ id: outbox.id })
  return must(row, 'the queued mail').id
}

/**
 * Takes up to `limit` due messages for one worker: SKIP LOCKED lets concurrent workers pass over
 * rows another is claiming, and moving next_attempt_at to `leaseUntil` keeps them away from the
 * claimed rows after this statement commits, while this worker talks to the mail server with no
 * transaction open. A worker that dies mid-batch leaves its rows due again once the lease ends.
 */
export async function claimDueMail(
  db: DbOrTx,
  options: { now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, options.now)))
    .orderBy(asc(outbox.nextAttemptAt), asc(outbox.id))
    .limit(options.limit)
    .for('update', { skipLocked: true })
  const rows = await db
    .update(outbox)
    .set({ nextAttemptAt: options.leaseUntil })
    .where(inArray(outbox.id, due))
    .returning()
  return rows.sort((a, b) => a.id - b.id)
}

export async function markMailSent(db: DbOrTx, id: number, attempts: number, sentAt: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', attempts, sentAt, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
}

export async function markMailAttemptFailed(
  db: DbOrTx,
  id: number,
  result: { attempts: number; lastError: string; nextAttemptAt: Date; giveUp: boolean },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      status: result.giveUp ? 'failed' : 'pending',
      attempts: result.attempts,
      lastError: result.lastError,
      nextAttemptAt: result.nextAttemptAt,
    })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
}

/** Hands claimed but untried messages back, due at `now`, so another worker need not wait out the lease. */
export async function releaseMail(db: DbOrTx, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return
  await db
    .update(outbox)
    .set({ nextAttemptAt: now })
    .where(and(inArray(outbox.id, ids), eq(outbox.status, 'pending')))
}

export async function listRecentMail(db: DbOrTx, limit: number): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(limit)
}

export async function listAdminEmails(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ email: admins.email }).from(admins).orderBy(asc(admins.createdAt))
  return rows.map((r) => r.email)
}

/**
 * Deletes the copies of every mail to these addresses, pending or sent (erasing an account: they
 * hold names, addresses and codes). A rare admin action: a scan of the outbox is fine.
 */
export async function deleteMailTo(db: DbOrTx, addresses: string[]): Promise<void> {
  const lower = [...new Set(addresses.filter(Boolean).map((a) => a.toLowerCase()))]
  if (lower.length === 0) return
  await db.delete(outbox).where(inArray(sql`lower(${outbox.to})`, lower))
}

import { and, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { orders, refunds } from '../../db/schema/commerce'
import { reconciliationMismatches, reconciliationRuns } from '../../db/schema/platform'
import { must } from '../../lib/must'

export type RunRow = typeof reconciliationRuns.$inferSelect
export type MismatchRow = typeof reconciliationMismatches.$inferSelect
export type NewMismatch = Omit<typeof reconciliationMismatches.$inferInsert, 'runId'>

/** Online orders of this gateway paid in the window (confirmed, or paid after release). */
export function findPaidOrders(db: DbOrTx, provider: string, window: { from: Date; to: Date }) {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'razorpay'),
        sql`${orders.paymentProvider} = ${provider}`,
        gte(orders.paidAt, window.from),
        lte(orders.paidAt, window.to),
      ),
    )
}

/** The orders holding these gateway orders. */
export function findOrdersByGatewayOrders(db: DbOrTx, gatewayOrderIds: string[]) {
  if (gatewayOrderIds.length === 0) return Promise.resolve([])
  return db.select().from(orders).where(inArray(orders.gatewayOrderId, gatewayOrderIds))
}

/** Refunds of this gateway processed in the window. */
export function findProcessedRefunds(db: DbOrTx, provider: string, window: { from: Date; to: Date }) {
  return db
    .select()
    .from(refunds)
    .where(
      and(
        sql`${refunds.provider} = ${provider}`,
        eq(refunds.status, 'processed'),
        gte(refunds.processedAt, window.from),
        lte(refunds.processedAt, window.to),
      ),
    )
}

/** Haat's refunds the gateway's refunds name, by the gateway's id or by Haat's own (from their notes). */
export function findRefundsFor(db: DbOrTx, gatewayRefundIds: string[], ownIds: string[]) {
  if (gatewayRefundIds.length === 0 && ownIds.length === 0) return Promise.resolve([])
  return db
    .select()
    .from(refunds)
    .where(
      or(
        gatewayRefundIds.length > 0 ? inArray(refunds.gatewayRefundId, gatewayRefundIds) : undefined,
        ownIds.length > 0 ? inArray(refunds.id, ownIds) : undefined,
      ),
    )
}

/** A run left 'running' by a process that died gives way after this long. */
const STALE_RUN_MS = 15 * 60_000

/**
 * Holds the day's lock until the transaction ends: starting a run (after checking whether the
 * day is done) and finishing one take it, so two servers' daily jobs never both find the day
 * undone and run it twice.
 */
export async function lockReconciliationDay(tx: DbOrTx, day: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`haat.reconciliation.${day}`}))`)
}

/** Starts a run of the day; undefined while another run of the same day is going. */
export async function startRun(
  db: DbOrTx,
  values: { day: string; trigger: 'job' | 'admin'; adminId: string | null; now: Date },
): Promise<RunRow | undefined> {
  await db
    .update(reconciliationRuns)
    .set({ status: 'failed', error: 'The run stopped before finishing.', finishedAt: values.now })
    .where(
      and(
        eq(reconciliationRuns.day, values.day),
        eq(reconciliationRuns.status, 'running'),
        lt(reconciliationRuns.startedAt, new Date(values.now.getTime() - STALE_RUN_MS)),
      ),
    )
  const [row] = await db
    .insert(reconciliationRuns)
    .values({ day: values.day, trigger: values.trigger, adminId: values.adminId, startedAt: values.now })
    .onConflictDoNothing()
    .returning()
  return row
}

export async function finishRun(
  db: DbOrTx,
  id: string,
  values: Pick<RunRow, 'status' | 'finishedAt' | 'paymentsChecked' | 'refundsChecked' | 'mismatchCount' | 'error'>,
  mismatches: NewMismatch[],
): Promise<void> {
  await db.update(reconciliationRuns).set(values).where(eq(reconciliationRuns.id, id))
  if (mismatches.length > 0) {
    await db.insert(reconciliationMismatches).values(mismatches.map((m) => ({ ...m, runId: id })))
  }
}

export async function findRun(db: DbOrTx, id: string): Promise<RunRow | undefined> {
  const [row] = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.id, id))
  return row
}

/** Whether the day has a finished run started after the day was over (the daily job runs each day once). */
export async function hasCompleteRun(db: DbOrTx, day: string, dayEnd: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: reconciliationRuns.id })
    .from(reconciliationRuns)
    .where(
      and(
        eq(reconciliationRuns.day, day),
        eq(reconciliationRuns.status, 'done'),
        gte(reconciliationRuns.startedAt, dayEnd),
      ),
    )
    .limit(1)
  return row !== undefined
}

/** One page of runs, newest first, with how many of each run's mismatches are still open. */
export async function listRuns(db: DbOrTx, page: { limit: number; offset: number }) {
  const rows = await db
    .select({
      run: reconciliationRuns,
      openCount: sql<number>`(select count(*)::int from reconciliation_mismatches m
        where m.run_id = ${reconciliationRuns.id} and m.fixed_at is null)`,
    })
    .from(reconciliationRuns)
    .orderBy(desc(reconciliationRuns.startedAt))
    .limit(page.limit)
    .offset(page.offset)
  const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(reconciliationRuns)
  return { rows, total: count?.total ?? 0 }
}

/** A run's mismatches with their orders' numbers. */
export function findMismatches(db: DbOrTx, runId: string) {
  return db
    .select({ mismatch: reconciliationMismatches, orderNo: orders.orderNo })
    .from(reconciliationMismatches)
    .leftJoin(orders, eq(orders.id, reconciliationMismatches.orderId))
    .where(eq(reconciliationMismatches.runId, runId))
    .orderBy(reconciliationMismatches.createdAt, reconciliationMismatches.id)
}

/** The mismatch, locked while it is being fixed (two admins pressing Fix fix it once). */
export async function lockMismatch(db: DbOrTx, id: string): Promise<MismatchRow | undefined> {
  const [row] = await db
    .select()
    .from(reconciliationMismatches)
    .where(eq(reconciliationMismatches.id, id))
    .for('update')
  return row
}

export async function markMismatchFixed(db: DbOrTx, id: string, adminId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(reconciliationMismatches)
    .set({ fixedAt: now, fixedByAdminId: adminId })
    .where(
      and(
        eq(reconciliationMismatches.id, id),
        isNull(reconciliationMismatches.fixedAt),
        isNotNull(reconciliationMismatches.fix),
      ),
    )
    .returning({ id: reconciliationMismatches.id })
  return must(rows, 'the update').length > 0
}

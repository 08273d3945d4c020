import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../../db/client'
import { orders } from '../../db/schema/commerce'
import { webhookEvents } from '../../db/schema/platform'

/** The customer's own order by its gateway order id (the sandbox's pay button). */
export async function findCustomerOrderByGatewayId(db: DbOrTx, customerId: string, gatewayOrderId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.gatewayOrderId, gatewayOrderId), eq(orders.customerId, customerId)))
  return row
}

export async function findOrderById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id))
  return row
}

export async function findOrderByGatewayId(db: DbOrTx, gatewayOrderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.gatewayOrderId, gatewayOrderId))
  return row
}

/** Files a webhook event once: a repeat delivery of the same event id is ignored. */
export async function insertWebhookEvent(db: DbOrTx, values: typeof webhookEvents.$inferInsert): Promise<void> {
  await db.insert(webhookEvents).values(values).onConflictDoNothing({ target: webhookEvents.eventId })
}

/** How long a claimed event is left to its claimer before another worker may take it again. */
const CLAIM_LEASE_MS = 5 * 60_000

/**
 * Claims up to `limit` due, unprocessed events: SKIP LOCKED keeps two workers off the same row, and
 * the lease (next attempt moved ahead) keeps it theirs while they call the gateway outside any lock.
 */
export async function claimWebhookEvents(db: Db, now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ eventId: webhookEvents.eventId })
      .from(webhookEvents)
      .where(and(isNull(webhookEvents.processedAt), lte(webhookEvents.nextAttemptAt, now)))
      .orderBy(asc(webhookEvents.receivedAt))
      .limit(limit)
      .for('update', { skipLocked: true })
    if (due.length === 0) return []
    return tx
      .update(webhookEvents)
      .set({ attempts: sql`${webhookEvents.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(
        inArray(
          webhookEvents.eventId,
          due.map((d) => d.eventId),
        ),
      )
      .returning()
  })
}

export async function markWebhookEvent(
  db: DbOrTx,
  eventId: string,
  values: Partial<Pick<typeof webhookEvents.$inferInsert, 'processedAt' | 'lastError' | 'nextAttemptAt'>>,
): Promise<void> {
  await db.update(webhookEvents).set(values).where(eq(webhookEvents.eventId, eventId))
}

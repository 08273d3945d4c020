import { TRACKING_NOTES, TRACKING_STATUS } from '@haat/shared/orders/tracking-notes'
import type { Db } from '../../db/client'
import { recordAudit } from '../audit'
import type { Clock } from '../../lib/clock'
import { markLinesCancelled, restockLines } from './cancellation.repository'
import { releaseRedemptionIfNothingKept } from '../coupons'
import { type ExpiredOrder, claimExpiredOrders, findExpiredOrders, insertTrackingEvent, moveOrder } from '../orders'

/** How long an online order holds its stock while waiting for payment. */
const PAYMENT_WINDOW_MS = 30 * 60_000

/**
 * Asked before orders are released: which of them may go. The payments module asks the gateway for
 * each one's payments and confirms those paid after all (a customer who paid and closed the window).
 */
export type ReleaseCheck = (orders: ExpiredOrder[]) => Promise<string[]>

/**
 * Cancels unpaid online orders older than the payment window and gives their stock back, in one
 * transaction per batch, after `check` (outside any lock: it calls the gateway) has kept back those
 * paid after all. Rows are claimed with SKIP LOCKED, so several processes can run this at once, and
 * a payment being confirmed right now (which holds the order's lock) is never undone. A payment
 * that arrives later still is recorded, as refund_due (payments.service.ts).
 */
export async function releaseExpiredOrders(
  db: Db,
  clock: Clock,
  options: { batchSize?: number; check?: ReleaseCheck | undefined } = {},
): Promise<number> {
  const now = clock.now()
  const cutoff = new Date(now.getTime() - PAYMENT_WINDOW_MS)
  const batchSize = options.batchSize ?? 100
  const only = options.check ? await options.check(await findExpiredOrders(db, cutoff, batchSize)) : undefined
  if (only?.length === 0) return 0
  return db.transaction(async (tx) => {
    const claimed = await claimExpiredOrders(tx, cutoff, batchSize, only)
    if (claimed.length === 0) return 0
    const ids = claimed.map((o) => o.id)
    const lines = await markLinesCancelled(
      tx,
      { orderIds: ids },
      { at: now, byKind: 'system', byId: null, reason: 'payment_not_received', note: null },
    )
    await restockLines(tx, lines)
    // Their coupons' uses are given back (every line was just cancelled).
    await releaseRedemptionIfNothingKept(tx, ids, now)
    for (const order of claimed) {
      const id = order.id
      await moveOrder(tx, order, { status: 'cancelled', cancelledAt: now, updatedAt: now })
      await insertTrackingEvent(tx, {
        orderId: id,
        status: TRACKING_STATUS.cancelled,
        note: TRACKING_NOTES.paymentNotReceived,
        createdAt: now,
      })
      await recordAudit(tx, {
        actor: { kind: 'system', id: null },
        action: 'order.cancel',
        entity: 'order',
        entityId: id,
        details: { reason: 'unpaid after 30 minutes', status: { from: order.status, to: 'cancelled' } },
      })
    }
    return ids.length
  })
}

export type ReleaseLogger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void }

/** Runs releaseExpiredOrders every minute (batch after batch while there is more); stop() waits for the run in flight. */
export function startOrderReleaseWorker(options: {
  db: Db
  clock: Clock
  logger: ReleaseLogger
  intervalMs?: number
  check?: ReleaseCheck
}) {
  const { db, clock, logger, intervalMs = 60_000, check } = options
  let stopping = false
  let timer: NodeJS.Timeout | undefined
  let inFlight: Promise<unknown> = Promise.resolve()

  async function runOnce(): Promise<number> {
    let total = 0
    for (let released = -1; released !== 0 && !stopping;) {
      released = await releaseExpiredOrders(db, clock, { check })
      total += released
      if (released < 100) break
    }
    if (total > 0) logger.info({ released: total }, 'released unpaid online orders')
    return total
  }

  function tick() {
    timer = undefined
    inFlight = runOnce()
      .catch((error: unknown) => logger.error({ err: error }, 'releasing unpaid orders failed'))
      .finally(() => {
        // unref: the timer must not keep a finished process alive.
        if (!stopping) timer = setTimeout(tick, intervalMs).unref()
      })
  }
  if (intervalMs > 0) timer = setTimeout(tick, intervalMs).unref()

  return {
    runOnce,
    async stop() {
      stopping = true
      if (timer) clearTimeout(timer)
      await inFlight
    },
  }
}

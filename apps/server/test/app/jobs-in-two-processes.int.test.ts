// Issue 21, several servers: every server process may run the background jobs (main.ts startJobs,
// and the refund and webhook timers in app.ts), so two processes can run the same job at the same
// moment over the same work. Here two apps, each built with buildApp over a pool of its own on the
// same PostgreSQL database, run each job at once (Promise.all), and every item must be handled
// exactly once: counted where a second handling would show (audit entries, tracking events, mails,
// Message-IDs, calls to the gateway, stock).
//
// On PGlite (no DATABASE_URL) there is one connection, so both "processes" share it: their
// statements and transactions interleave but never overlap. The file still runs there, where it
// checks that each job's second copy leaves alone what the first did (statuses checked again under
// lock, ON CONFLICT, leases). Only PostgreSQL has the real race: a claim without its row lock
// (FOR UPDATE SKIP LOCKED) fails the release, mail and refund tests there, and passes on PGlite.
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { PayoutRunDetail } from '@haat/shared/earnings/payouts'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../../src/app'
import type { App } from '../../src/app-type'
import { loadConfig } from '../../src/config'
import { type Database, type Db, openDatabase } from '../../src/db/client'
import { products, productVariants } from '../../src/db/schema/catalog'
import {
  orderLines,
  orders,
  refunds,
  returnLines,
  returns,
  trackingEvents,
  vendorOrders,
} from '../../src/db/schema/commerce'
import { ledgerEntries, payouts, statementMails } from '../../src/db/schema/earnings'
import { auditLog, media, outbox, reconciliationMismatches, reconciliationRuns } from '../../src/db/schema/platform'
import { manualClock } from '../../src/lib/clock'
import { purgeOrphanMedia } from '../../src/modules/housekeeping/purge-expired'
import { enqueueMail } from '../../src/modules/mail/mail.service'
import { startMailWorker } from '../../src/modules/mail/mail-worker'
import { startTestSmtpServer } from '../../src/modules/mail/smtp-test-server'
import { requestRefund } from '../../src/modules/orders'
import { releaseExpiredOrders } from '../../src/modules/after-sale/release-expired'
import { selectOnlineProvider } from '../../src/modules/payments/gateway'
import { refundsService } from '../../src/modules/payments/refunds.service'
import { makeAdmin, makeCategory, makeCustomer, makeProduct, makeVendor, signIn } from '../factories'
import { startFakeRazorpay } from '../payments/fake-razorpay'
import { appClocks, appDatabases, openTestDatabase } from '../test-app'

const WEBHOOK_SECRET = 'test-webhook-secret'
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const quiet = { info: () => {}, warn: () => {}, error: () => {} }
const tag = () => randomBytes(4).toString('hex')

/** One server process: its app (its services, its own gateway client) and its own database pool. */
type Process = { app: App; db: Db }

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>
let first: Database & { url?: string }
let second: Database
let processes: [Process, Process]
/** Either process's pool: for setting up and reading back, never for the jobs under test. */
let db: Db
let config: ReturnType<typeof loadConfig>
let vendorId: string
let categoryId: string
let admin: { email: string }
// Wednesday 2 December 2026, 12:00 in India: November's statements are due, 1 December is "yesterday".
const clock = manualClock(new Date('2026-12-02T06:30:00Z'))

beforeAll(async () => {
  fake = await startFakeRazorpay({ now: () => clock.now() })
  first = await openTestDatabase()
  // The second process's pool on the same database; on PGlite the one connection is all there is.
  second = first.url ? await openDatabase({ databaseUrl: first.url, poolSize: 5 }) : first
  config = loadConfig({
    NODE_ENV: 'test',
    RAZORPAY_KEY_ID: 'rzp_test_haat',
    RAZORPAY_KEY_SECRET: 'test-key-secret',
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316',
  })
  const apps = await Promise.all(
    [first, second].map((database) =>
      buildApp({ config, database, clock, razorpayBaseUrl: fake.url, razorpayTimeoutMs: 5_000 }),
    ),
  )
  processes = [
    { app: apps[0]!, db: first.db },
    { app: apps[1]!, db: second.db },
  ]
  for (const app of apps) appClocks.set(app, clock)
  apps.forEach((app, i) => appDatabases.set(app, [first, second][i]!.db))
  db = first.db
  vendorId = (await makeVendor(db, { businessName: 'Two Process Crafts' })).id
  categoryId = (await makeCategory(db)).id
  admin = await makeAdmin(db)
})
afterAll(async () => {
  await Promise.all(processes?.map((p) => p.app.close()) ?? [])
  if (second !== first) await second?.close()
  await first?.close()
  await fake?.close()
})

/** Runs `job` in both processes at the same moment. */
const together = <T>(job: (p: Process, index: number) => Promise<T>) =>
  Promise.all([job(processes[0], 0), job(processes[1], 1)])

/**
 * Runs `job` in both processes at once, round after round, until `finished`; returns how much each
 * process did in all.
 */
async function rounds(job: (p: Process, index: number) => Promise<number>, finished: () => Promise<boolean>) {
  const done = [0, 0]
  for (let round = 0; round < 60; round++) {
    const [a, b] = await together(job)
    done[0]! += a
    done[1]! += b
    if (await finished()) return done as [number, number]
  }
  throw new Error('the work was not done in 60 rounds')
}

/** How often each of `ids` occurs in `seen`; expected to equal once(ids). */
function tally(ids: readonly string[], seen: readonly (string | null | undefined)[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(ids.map((id) => [id, 0]))
  for (const id of seen) if (id != null && id in counts) counts[id] = (counts[id] ?? 0) + 1
  return counts
}
const once = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, 1]))

const auditOf = (action: string, ids: string[]) =>
  db
    .select({ entityId: auditLog.entityId })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), inArray(auditLog.entityId, ids)))
    .then((rows) => rows.map((r) => r.entityId))

const eventsOf = (status: string, orderIds: string[]) =>
  db
    .select({ orderId: trackingEvents.orderId, returnId: trackingEvents.returnId })
    .from(trackingEvents)
    .where(and(eq(trackingEvents.status, status), inArray(trackingEvents.orderId, orderIds)))

const mailsOf = (kind: string) =>
  db.select({ to: outbox.to, subject: outbox.subject }).from(outbox).where(eq(outbox.kind, kind))

type Line = { productId: string; quantity: number }

/** An order written straight to the database: these tests are about the jobs, not the checkout. */
async function insertOrder(values: Partial<typeof orders.$inferInsert> & { customerId: string }, lines: Line[]) {
  const goods = await db
    .select()
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    )
  const variants = await db
    .select()
    .from(productVariants)
    .where(
      inArray(
        productVariants.productId,
        lines.map((l) => l.productId),
      ),
    )
  const price = (id: string) => goods.find((g) => g.id === id)!.pricePaise
  const total = lines.reduce((sum, l) => sum + price(l.productId) * l.quantity, 0)
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: `TP${tag().toUpperCase()}`,
      idempotencyKey: randomUUID(),
      name: 'Asha Verma',
      email: `buyer-${tag()}@example.com`,
      phone: '+919876543210',
      street: '14 MG Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      pin: '302001',
      subtotalPaise: total,
      totalPaise: total,
      paymentMethod: 'cod',
      paymentProvider: 'cod',
      paymentStatus: 'pending',
      ...values,
    })
    .returning()
  const written = await db
    .insert(orderLines)
    .values(
      lines.map((l) => {
        const product = goods.find((g) => g.id === l.productId)!
        return {
          orderId: order!.id,
          productId: product.id,
          variantId: variants.find((v) => v.productId === product.id)!.id,
          vendorId: product.vendorId,
          productName: product.name,
          productSlug: product.slug,
          sku: product.sku,
          vendorName: 'Two Process Crafts',
          unitPricePaise: product.pricePaise,
          quantity: l.quantity,
          lineTotalPaise: product.pricePaise * l.quantity,
        }
      }),
    )
    .returning()
  return { order: order!, lines: written }
}

const product = (values: Partial<typeof products.$inferInsert> = {}) =>
  makeProduct(db, { vendorId, categoryId, pricePaise: 10_000, stock: 500, ...values })

describe('background jobs run by two server processes at once', () => {
  it('releases each expired unpaid order once: its stock back once, one audit entry and one event', async () => {
    const now = clock.now()
    const STOCK = 500
    const goods = [await product(), await product(), await product()]
    const customer = await makeCustomer(db)
    const placed: { id: string; orderNo: string; email: string; paid: boolean; lines: Line[] }[] = []
    for (let i = 0; i < 30; i++) {
      const lines = [
        { productId: goods[i % 3]!.id, quantity: 1 + (i % 3) },
        { productId: goods[(i + 1) % 3]!.id, quantity: 1 },
      ]
      const gatewayOrderId = `order_TwoProc${tag()}`
      const { order } = await insertOrder(
        {
          customerId: customer.id,
          paymentMethod: 'razorpay',
          paymentProvider: 'razorpay',
          paymentStatus: 'unpaid',
          gatewayOrderId,
          createdAt: new Date(now.getTime() - 31 * MINUTE),
        },
        lines,
      )
      // Every fifth customer paid and closed the window: the release check finds it and confirms it.
      const paid = i % 5 === 0
      if (paid) fake.pay(gatewayOrderId, order.totalPaise)
      placed.push({ id: order.id, orderNo: order.orderNo, email: order.email, paid, lines })
    }
    // The checkout took the units when the orders were placed.
    for (const good of goods) {
      const held = placed.flatMap((o) => o.lines).filter((l) => l.productId === good.id)
      await db
        .update(productVariants)
        .set({ stock: STOCK - held.reduce((sum, l) => sum + l.quantity, 0) })
        .where(eq(productVariants.productId, good.id))
    }
    const unpaid = placed.filter((o) => !o.paid)
    const paid = placed.filter((o) => o.paid)
    const ids = placed.map((o) => o.id)

    // Small batches, so the two processes go for the same orders round after round (the worker's
    // batch is 100; the claim is the same).
    const released = await rounds(
      (p) => releaseExpiredOrders(p.db, clock, { batchSize: 4, check: p.app.jobs.releaseCheck }),
      async () =>
        (
          await db
            .select({ id: orders.id })
            .from(orders)
            .where(and(inArray(orders.id, ids), eq(orders.status, 'placed'), eq(orders.paymentStatus, 'unpaid')))
        ).length === 0,
    )

    expect(released[0] + released[1]).toBe(unpaid.length)
    const rows = await db.select().from(orders).where(inArray(orders.id, ids))
    for (const o of placed) {
      const row = rows.find((r) => r.id === o.id)!
      if (o.paid) expect(row, o.orderNo).toMatchObject({ paymentStatus: 'confirmed', cancelledAt: null })
      else expect(row, o.orderNo).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' })
    }
    // Stock is back to what it was before the orders, less what the paid ones keep.
    for (const good of goods) {
      const kept = paid.flatMap((o) => o.lines).filter((l) => l.productId === good.id)
      const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, good.id))
      expect(row!.stock).toBe(STOCK - kept.reduce((sum, l) => sum + l.quantity, 0))
    }
    const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids))
    for (const line of lines) {
      const cancelled = unpaid.some((o) => o.id === line.orderId)
      expect(line.cancelledQuantity).toBe(cancelled ? line.quantity : 0)
    }
    const unpaidIds = unpaid.map((o) => o.id)
    const paidIds = paid.map((o) => o.id)
    expect(tally(unpaidIds, await auditOf('order.cancel', ids))).toEqual(once(unpaidIds))
    expect(tally(paidIds, await auditOf('order.cancel', ids))).toEqual(tally(paidIds, []))
    expect(
      tally(
        unpaidIds,
        (await eventsOf('Cancelled', ids)).map((e) => e.orderId),
      ),
    ).toEqual(once(unpaidIds))
    // Found paid by both processes' checks, confirmed once.
    expect(tally(paidIds, await auditOf('payment.confirmed', ids))).toEqual(once(paidIds))
    expect(
      tally(
        paidIds,
        (await eventsOf('Payment Confirmed', ids)).map((e) => e.orderId),
      ),
    ).toEqual(once(paidIds))
    const paidEmails = paid.map((o) => o.email)
    expect(
      tally(
        paidEmails,
        (await mailsOf('order_confirmation')).map((m) => m.to),
      ),
    ).toEqual(once(paidEmails))
  })

  it('delivers each queued mail once with two mail workers on one outbox (Message-IDs counted)', async () => {
    const smtp = await startTestSmtpServer()
    const mailConfig = loadConfig({ NODE_ENV: 'test', SMTP_URL: smtp.url })
    const workers = processes.map((p) =>
      startMailWorker({ db: p.db, config: mailConfig, clock, logger: quiet, intervalMs: 0, batchSize: 5 }),
    )
    try {
      for (let n = 1; n <= 24; n++) {
        await enqueueMail(db, { kind: 'test', to: `reader${n}@example.com`, subject: `Mail ${n}`, text: `Body ${n}` })
      }
      // The earlier tests' mails (order confirmations) are in the outbox too: all of it goes.
      const queued = (await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'pending'))).map((r) =>
        String(r.id),
      )
      expect(queued.length).toBeGreaterThanOrEqual(24)

      const sent = await rounds(
        async (_p, i) => {
          const result = await workers[i]!.runOnce()
          return result.sent + result.failed
        },
        async () => (await db.select({ id: outbox.id }).from(outbox).where(eq(outbox.status, 'pending'))).length === 0,
      )

      const messageIds = smtp.received.map((m) => /^Message-ID: <outbox-(\d+)\./im.exec(m.raw)?.[1])
      expect(tally(queued, messageIds)).toEqual(once(queued))
      expect(smtp.received).toHaveLength(queued.length)
      expect(sent[0] + sent[1]).toBe(queued.length)
      // Both workers took part: they shared the outbox rather than one waiting for the other.
      expect(sent[0]).toBeGreaterThan(0)
      expect(sent[1]).toBeGreaterThan(0)
      const rows = await db
        .select()
        .from(outbox)
        .where(inArray(outbox.id, queued.map(Number)))
      expect(rows.filter((r) => r.status !== 'sent' || r.attempts !== 1)).toEqual([])
    } finally {
      await Promise.all(workers.map((w) => w.stop()))
      await smtp.close()
    }
  })

  it('sends each waiting refund to the gateway once (calls to the fake Razorpay counted)', async () => {
    const good = await product({ pricePaise: 50_000 })
    const customer = await makeCustomer(db)
    const waiting: { orderId: string; orderNo: string; email: string }[] = []
    for (let i = 0; i < 30; i++) {
      const gatewayOrderId = `order_TwoProc${tag()}`
      const { order } = await insertOrder(
        {
          customerId: customer.id,
          paymentMethod: 'razorpay',
          paymentProvider: 'razorpay',
          paymentStatus: 'confirmed',
          gatewayOrderId,
          gatewayPaymentId: fake.pay(gatewayOrderId, 50_000),
          capturedPaise: 50_000,
          paidAt: clock.now(),
        },
        [{ productId: good.id, quantity: 1 }],
      )
      // Recorded without the call that would send it at once: left for the job, as after a restart.
      await db.transaction((tx) =>
        requestRefund(tx, {
          order,
          amountPaise: 20_000,
          reason: 'cancelled',
          actor: { kind: 'system', id: null },
          now: clock.now(),
          publicUrl: config.publicUrl,
        }),
      )
      waiting.push({ orderId: order.id, orderNo: order.orderNo, email: order.email })
    }
    const orderIds = waiting.map((w) => w.orderId)
    const rows = () => db.select().from(refunds).where(inArray(refunds.orderId, orderIds))
    const keys = (await rows()).map((r) => r.idempotencyKey)
    expect(keys).toHaveLength(30)
    // Sent after a restart, well after the cancellation: each confirmed refund is mailed.
    clock.advance(20 * 60_000)

    // What the timer in app.ts runs in every process: each process's own refunds service.
    const [a, b] = await together((p) =>
      refundsService({
        db: p.db,
        clock,
        config,
        provider: selectOnlineProvider(config, { razorpayBaseUrl: fake.url, razorpayTimeoutMs: 5_000 }),
      }).processDue(),
    )

    expect(a + b).toBe(30)
    expect(a).toBeGreaterThan(0)
    expect(b).toBeGreaterThan(0)
    // One call per refund reached the gateway (its idempotency key would hide a second refund, not a second call).
    expect(
      tally(
        keys,
        fake.refundRequests.map((r) => r.key),
      ),
    ).toEqual(once(keys))
    const done = await rows()
    expect(done.filter((r) => r.status !== 'processed' || r.attempts !== 1)).toEqual([])
    const refundIds = done.map((r) => r.id)
    expect(tally(refundIds, await auditOf('refund.processed', refundIds))).toEqual(once(refundIds))
    expect(
      tally(
        orderIds,
        (await eventsOf('Refund processed', orderIds)).map((e) => e.orderId),
      ),
    ).toEqual(once(orderIds))
    const emails = waiting.map((w) => w.email)
    expect(
      tally(
        emails,
        (await mailsOf('refund_processed')).map((m) => m.to),
      ),
    ).toEqual(once(emails))
  })

  it('approves each overdue return once for its seller (one audit entry, one event, one mail each)', async () => {
    const now = clock.now()
    const good = await product({ refundDays: 7 })
    const customer = await makeCustomer(db)
    const asked: { returnId: string; orderId: string; orderNo: string; email: string }[] = []
    for (let i = 0; i < 30; i++) {
      const { order, lines } = await insertOrder({ customerId: customer.id, status: 'delivered' }, [
        { productId: good.id, quantity: 2 },
      ])
      const [part] = await db
        .insert(vendorOrders)
        .values({
          orderId: order.id,
          vendorId,
          status: 'delivered',
          totalPaise: order.totalPaise,
          deliveredAt: new Date(now.getTime() - 4 * DAY),
        })
        .returning()
      const line = lines[0]!
      await db
        .update(orderLines)
        .set({ vendorOrderId: part!.id, returnDays: 7, returnedQuantity: 1 })
        .where(eq(orderLines.id, line.id))
      const [ret] = await db
        .insert(returns)
        .values({
          orderId: order.id,
          vendorOrderId: part!.id,
          vendorId,
          reason: 'size_fit',
          upiId: 'asha.verma@okaxis',
          amountPaise: line.unitPricePaise,
          // Asked three days ago; the seller had until an hour ago to answer.
          respondBy: new Date(now.getTime() - 60 * MINUTE),
          createdAt: new Date(now.getTime() - 3 * DAY),
        })
        .returning()
      await db.insert(returnLines).values({ returnId: ret!.id, orderLineId: line.id, quantity: 1 })
      asked.push({ returnId: ret!.id, orderId: order.id, orderNo: order.orderNo, email: order.email })
    }
    const returnIds = asked.map((a) => a.returnId)

    const [a, b] = await together((p) => p.app.jobs.approveOverdueReturns())

    expect(a + b).toBe(30)
    const rows = await db.select().from(returns).where(inArray(returns.id, returnIds))
    expect(rows.filter((r) => r.status !== 'approved' || r.decidedByKind !== 'system')).toEqual([])
    expect(tally(returnIds, await auditOf('return.approve', returnIds))).toEqual(once(returnIds))
    const events = await eventsOf(
      'Return approved',
      asked.map((r) => r.orderId),
    )
    expect(
      tally(
        returnIds,
        events.map((e) => e.returnId),
      ),
    ).toEqual(once(returnIds))
    const emails = asked.map((r) => r.email)
    expect(
      tally(
        emails,
        (await mailsOf('return_update')).map((m) => m.to),
      ),
    ).toEqual(once(emails))
    const sellerSubjects = asked.map((r) => `Return approved for order ${r.orderNo}`)
    expect(
      tally(
        sellerSubjects,
        (await mailsOf('return_update_seller')).map((m) => m.subject),
      ),
    ).toEqual(once(sellerSubjects))
    // Nothing is left for a later run of either process.
    expect(await together((p) => p.app.jobs.approveOverdueReturns())).toEqual([0, 0])
  })

  it('pays each RazorpayX payout once, and records each one paid once', async () => {
    const sellers = []
    for (let i = 0; i < 12; i++) {
      const seller = await makeVendor(db, { businessName: `Payout Pair ${i} ${tag()}`, upiId: `pair${i}@okaxis` })
      await db.insert(ledgerEntries).values({
        vendorId: seller.id,
        posting: 'sale',
        kind: 'sale',
        amountPaise: 20_000 + i * 1_000,
        payableAt: new Date('2026-10-20T00:00:00Z'),
        createdAt: new Date('2026-10-05T00:00:00Z'),
      })
      sellers.push(seller)
    }
    const adminCookies = await signIn(processes[0].app, 'admin', admin.email)
    // RazorpayX does not answer while the run is made: every payout is left for the job.
    fake.setDown(true)
    try {
      const res = await processes[0].app.inject({
        method: 'POST',
        url: '/api/admin/payout-runs',
        cookies: adminCookies,
        payload: { method: 'razorpayx' },
      })
      expect(res.statusCode, res.body).toBe(201)
      expect(PayoutRunDetail.parse(res.json()).payouts.every((p) => p.status === 'pending')).toBe(true)
    } finally {
      fake.setDown(false)
    }
    const sellerIds = sellers.map((s) => s.id)
    const rows = () => db.select().from(payouts).where(inArray(payouts.vendorId, sellerIds))
    const payoutIds = (await rows()).map((p) => p.id)
    expect(payoutIds).toHaveLength(12)

    await together((p) => p.app.jobs.sendPayouts())

    // Each payout is claimed by one process before it is sent: one call to RazorpayX per payout
    // (and its one idempotency key would make a second call pay nothing more).
    const made = fake.payouts().filter((p) => payoutIds.includes(String(p.reference_id)))
    expect(
      tally(
        payoutIds,
        made.map((p) => String(p.reference_id)),
      ),
    ).toEqual(once(payoutIds))
    const sent = await rows()
    for (const payout of sent) {
      expect(payout.status).toBe('processing')
      expect(payout.providerPayoutId).toBe(made.find((m) => m.reference_id === payout.id)!.id)
      const calls = fake.payoutRequests.filter((r) => r.body.reference_id === payout.id)
      expect(calls).toHaveLength(1)
      expect(calls[0]?.key).toBe(payout.idempotencyKey)
    }

    // The bank finishes them; both processes ask RazorpayX and record the answer.
    for (const payout of sent) fake.finishPayout(payout.providerPayoutId!, 'processed', `UTR${tag()}`)
    await together((p) => p.app.jobs.sendPayouts())

    const paid = await rows()
    expect(paid.filter((p) => p.status !== 'paid' || !p.reference)).toEqual([])
    expect(tally(payoutIds, await auditOf('payout.paid', payoutIds))).toEqual(once(payoutIds))
    const emails = sellers.map((s) => s.email)
    expect(
      tally(
        emails,
        (await mailsOf('payout_paid')).map((m) => m.to),
      ),
    ).toEqual(once(emails))
    // One ledger entry per payout: the payout itself, never posted back or twice.
    const entries = await db.select().from(ledgerEntries).where(inArray(ledgerEntries.payoutId, payoutIds))
    expect(
      tally(
        payoutIds,
        entries.map((e) => e.payoutId),
      ),
    ).toEqual(once(payoutIds))
    expect(entries.every((e) => e.kind === 'payout')).toBe(true)
  })

  it("mails each seller last month's statement once", async () => {
    const sellers = []
    for (let i = 0; i < 20; i++) {
      const seller = await makeVendor(db, { businessName: `Statement Pair ${i} ${tag()}` })
      await db.insert(ledgerEntries).values({
        vendorId: seller.id,
        posting: 'sale',
        kind: 'sale',
        amountPaise: 5_000 + i,
        // Not payable yet: no payout run takes it.
        payableAt: new Date('2027-06-01T00:00:00Z'),
        createdAt: new Date('2026-11-10T08:00:00Z'),
      })
      sellers.push(seller)
    }

    const [a, b] = await together((p) => p.app.jobs.mailStatements())

    const claimed = await db.select().from(statementMails).where(eq(statementMails.month, '2026-11'))
    expect(a + b).toBe(claimed.length)
    const sellerIds = sellers.map((s) => s.id)
    expect(
      tally(
        sellerIds,
        claimed.map((c) => c.vendorId),
      ),
    ).toEqual(once(sellerIds))
    const emails = sellers.map((s) => s.email)
    expect(
      tally(
        emails,
        (await mailsOf('seller_statement')).map((m) => m.to),
      ),
    ).toEqual(once(emails))
    expect(await together((p) => p.app.jobs.mailStatements())).toEqual([0, 0])
  })

  it('reconciles yesterday once: one run, its mismatches and its mail to the admins once', async () => {
    // Five payments Razorpay took yesterday (1 December, IST) for gateway orders Haat does not hold.
    const today = clock.now()
    clock.set(new Date('2026-12-01T06:30:00Z'))
    for (let i = 0; i < 5; i++) fake.pay(`order_Stray${tag()}`, 10_000 + i)
    clock.set(today)

    const found = await together((p) => p.app.jobs.reconcileYesterday())

    expect(found.toSorted((x, y) => x - y)).toEqual([0, 5])
    const runs = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, '2026-12-01'))
    expect(runs).toHaveLength(1)
    expect(runs[0]).toMatchObject({ status: 'done', trigger: 'job', mismatchCount: 5 })
    const runId = runs[0]!.id
    const mismatches = await db.select().from(reconciliationMismatches).where(eq(reconciliationMismatches.runId, runId))
    expect(mismatches).toHaveLength(5)
    expect(tally([runId], await auditOf('reconciliation.run', [runId]))).toEqual(once([runId]))
    const mails = (await mailsOf('reconciliation_admin')).filter((m) => m.subject.includes('2026-12-01'))
    expect(
      tally(
        [admin.email],
        mails.map((m) => m.to),
      ),
    ).toEqual(once([admin.email]))
    expect(mails).toHaveLength(1)
    // The next hourly run of either finds the day done.
    expect(await together((p) => p.app.jobs.reconcileYesterday())).toEqual([0, 0])
    expect(await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, '2026-12-01'))).toHaveLength(1)
  })

  // The narrow race the day's lock closes: another server finishes the day between this one's
  // first look (nothing done yet) and its start. Only PostgreSQL has a second connection to hold it.
  it.skipIf(!inject('postgresTemplate'))(
    'does not reconcile a day again that another server finishes while this one starts',
    async () => {
      const today = clock.now()
      // 3 December: "yesterday" is 2 December, not reconciled yet.
      clock.set(new Date('2026-12-03T06:30:00Z'))
      const other = new pg.Client({ connectionString: first.url ?? '' })
      await other.connect()
      try {
        // The other server, finishing 2 December: it holds the day's lock until it commits.
        await other.query('begin')
        await other.query(`select pg_advisory_xact_lock(hashtext('haat.reconciliation.2026-12-02'))`)
        await other.query(
          `insert into reconciliation_runs (day, status, trigger, started_at, finished_at)
         values ('2026-12-02', 'done', 'job', $1, $1)`,
          [clock.now()],
        )
        const job = processes[1].app.jobs.reconcileYesterday()
        // This server has looked (nothing finished yet) and now waits for the day's lock.
        await new Promise((resolve) => setTimeout(resolve, 300))
        await other.query('commit')
        expect(await job).toBe(0)
      } finally {
        await other.end()
        clock.set(today)
      }
      // Only the other server's run: this one saw it done once it had the lock.
      expect(await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, '2026-12-02'))).toHaveLength(1)
    },
  )

  it('acts once on each webhook Razorpay delivered to both processes', async () => {
    const customer = await makeCustomer(db)
    const good = await product()
    const bought: { orderId: string; email: string; gatewayOrderId: string; paymentId: string }[] = []
    for (let i = 0; i < 16; i++) {
      const gatewayOrderId = `order_TwoProc${tag()}`
      const { order } = await insertOrder(
        {
          customerId: customer.id,
          paymentMethod: 'razorpay',
          paymentProvider: 'razorpay',
          paymentStatus: 'unpaid',
          gatewayOrderId,
        },
        [{ productId: good.id, quantity: 1 }],
      )
      const paymentId = fake.pay(gatewayOrderId, order.totalPaise)
      bought.push({ orderId: order.id, email: order.email, gatewayOrderId, paymentId })
    }
    const webhook = (app: App, b: (typeof bought)[number]) => {
      const raw = JSON.stringify({
        event: 'payment.captured',
        payload: { payment: { entity: { id: b.paymentId, order_id: b.gatewayOrderId, status: 'captured' } } },
      })
      return app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
          'x-razorpay-event-id': `evt_${b.paymentId}`,
        },
        payload: raw,
      })
    }
    // Razorpay delivers again when an answer is slow: here each event reaches both processes at once,
    // and each process works through the shared inbox straight after.
    const answers = await Promise.all(bought.flatMap((b) => processes.map((p) => webhook(p.app, b))))
    expect(answers.every((r) => r.statusCode === 200)).toBe(true)

    const orderIds = bought.map((b) => b.orderId)
    await expect
      .poll(
        async () =>
          (
            await db
              .select({ id: orders.id })
              .from(orders)
              .where(and(inArray(orders.id, orderIds), eq(orders.paymentStatus, 'confirmed')))
          ).length,
        { timeout: 10_000 },
      )
      .toBe(16)
    expect(tally(orderIds, await auditOf('payment.confirmed', orderIds))).toEqual(once(orderIds))
    expect(
      tally(
        orderIds,
        (await eventsOf('Payment Confirmed', orderIds)).map((e) => e.orderId),
      ),
    ).toEqual(once(orderIds))
    const emails = bought.map((b) => b.email)
    expect(
      tally(
        emails,
        (await mailsOf('order_confirmation')).map((m) => m.to),
      ),
    ).toEqual(once(emails))
  })

  it('deletes each abandoned upload and its files once when both processes purge at once', async () => {
    const old = new Date(clock.now().getTime() - 3 * DAY)
    const keys = Array.from({ length: 20 }, () => `pair-${tag()}`)
    await db.insert(media).values(
      keys.map((storageKey) => ({
        ownerKind: 'vendor' as const,
        ownerId: vendorId,
        storageKey,
        widths: [320, 640],
        width: 640,
        height: 640,
        bytes: 1_000,
        createdAt: old,
      })),
    )
    const removed: string[] = []
    const storage = {
      put: async () => {},
      get: async () => null,
      remove: async (fileName: string) => {
        removed.push(fileName)
      },
      ping: async () => true,
    }

    const [a, b] = await together((p) => purgeOrphanMedia(p.db, storage, clock))

    expect(a + b).toBe(20)
    const files = keys.flatMap((k) => [`${k}-320.webp`, `${k}-640.webp`])
    expect(tally(files, removed)).toEqual(once(files))
    expect(removed).toHaveLength(files.length)
  })
})

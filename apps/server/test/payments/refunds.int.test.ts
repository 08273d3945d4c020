import { createHmac, randomUUID } from 'node:crypto'
import { AdminRefundList } from '@haat/shared/orders/refund'
import { Order } from '@haat/shared/orders/order'
import { PaymentIntent } from '@haat/shared/orders/payment'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { orders, refunds } from '../../src/db/schema/commerce'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { manualClock } from '../../src/lib/clock'
import { requestRefund } from '../../src/modules/orders'
import { releaseExpiredOrders } from '../../src/modules/after-sale/release-expired'
import { selectOnlineProvider } from '../../src/modules/payments/gateway'
import { refundsService } from '../../src/modules/payments/refunds.service'
import { makeAdmin, makeCategory, makeProduct, makeVendor, placeOrder, signIn } from '../factories'
import { appClocks, appDatabases, openTestDatabase, type TestContext } from '../test-app'
import { startFakeRazorpay } from './fake-razorpay'

const KEY_ID = 'rzp_test_haat'
const KEY_SECRET = 'test-key-secret'
const WEBHOOK_SECRET = 'test-webhook-secret'
const TIMEOUT_MS = 300

let fake: Awaited<ReturnType<typeof startFakeRazorpay>>
let ctx: Pick<TestContext, 'app' | 'db' | 'clock'> & { close(): Promise<void> }
let config: ReturnType<typeof loadConfig>
let adminCookies: Record<string, string>
let kurtaId: string
let vaseId: string

beforeAll(async () => {
  fake = await startFakeRazorpay()
  const database = await openTestDatabase()
  config = loadConfig({
    NODE_ENV: 'test',
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
  })
  const clock = manualClock()
  const app = await buildApp({ config, database, clock, razorpayBaseUrl: fake.url, razorpayTimeoutMs: TIMEOUT_MS })
  appClocks.set(app, clock)
  appDatabases.set(app, database.db)
  ctx = {
    app,
    db: database.db,
    clock,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
  const vendor = await makeVendor(ctx.db)
  const categoryId = (await makeCategory(ctx.db)).id
  kurtaId = (await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, pricePaise: 50_000, stock: 100 })).id
  vaseId = (await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, pricePaise: 20_000, stock: 100 })).id
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
})
afterAll(async () => {
  await ctx?.close()
  await fake?.close()
})

/** The same sender the server runs, called by the test instead of waiting for the timer. */
const sender = () =>
  refundsService({
    db: ctx.db,
    clock: ctx.clock,
    config,
    provider: selectOnlineProvider(config, { razorpayBaseUrl: fake.url, razorpayTimeoutMs: TIMEOUT_MS }),
  })

/** The checkout's success callback, signed as Razorpay signs it. */
const verify = (orderNo: string, cookies: Record<string, string>, gatewayOrderId: string, paymentId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderNo}/payment/verify`,
    cookies,
    payload: {
      razorpay_order_id: gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: createHmac('sha256', KEY_SECRET).update(`${gatewayOrderId}|${paymentId}`).digest('hex'),
    },
  })

/** An online order of 1 kurta (₹500) and 2 vases (₹200 each), paid through the gateway: ₹900. */
async function paidOrder() {
  const placed = await placeOrder(
    ctx.app,
    ctx.db,
    [
      { productId: kurtaId, quantity: 1 },
      { productId: vaseId, quantity: 2 },
    ],
    'razorpay',
  )
  const cookies = placed.customerCookies
  const { orderNo } = placed.order
  const intent = PaymentIntent.parse(
    (await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderNo}/payment`, cookies })).json(),
  )
  const paymentId = fake.pay(intent.order_id, 90_000)
  const verified = await verify(orderNo, cookies, intent.order_id, paymentId)
  expect(verified.statusCode, verified.body).toBe(200)
  const line = (productId: string) => placed.order.lines.find((l) => l.productId === productId)!
  return { ...placed, orderNo, paymentId, kurtaLine: line(kurtaId), vaseLine: line(vaseId) }
}

const orderRow = async (orderNo: string) => (await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!
const refundsOf = async (orderNo: string) =>
  ctx.db
    .select()
    .from(refunds)
    .where(eq(refunds.orderId, (await orderRow(orderNo)).id))
const mailsAbout = async (orderNo: string, kind: string) =>
  (await ctx.db.select().from(outbox).where(eq(outbox.kind, kind))).filter((m) => m.subject.includes(orderNo))
const readOrder = async (orderNo: string, cookies: Record<string, string>) =>
  Order.parse((await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderNo}`, cookies })).json())
const cancel = (orderNo: string, cookies: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/orders/${orderNo}/cancel`, cookies, payload })

describe('cancelling a paid line', () => {
  it('refunds its amount to the source at once; the customer sees it processed and gets one mail', async () => {
    const { orderNo, paymentId, customerCookies, vaseLine } = await paidOrder()
    const res = await cancel(orderNo, customerCookies, { lineIds: [vaseLine.id], reason: 'changed_mind' })
    expect(res.statusCode, res.body).toBe(200)
    expect(Order.parse(res.json()).payment).toMatchObject({ capturedPaise: 90_000, refundedPaise: 40_000 })
    await expect.poll(async () => (await refundsOf(orderNo))[0]?.status).toBe('processed')

    const [refund] = await refundsOf(orderNo)
    expect(refund).toMatchObject({ amountPaise: 40_000, reason: 'cancelled', lineIds: [vaseLine.id], attempts: 1 })
    const sent = fake.refundRequests.filter((r) => r.key === refund!.idempotencyKey)
    expect(sent).toHaveLength(1)
    expect(sent[0]!.body).toMatchObject({ amount: 40_000, speed: 'normal', notes: { refundId: refund!.id } })
    expect(fake.refunds().filter((r) => r.payment_id === paymentId)).toHaveLength(1)

    const view = await readOrder(orderNo, customerCookies)
    expect(view.refunds).toEqual([expect.objectContaining({ amountPaise: 40_000, status: 'processed' })])
    expect(view.events.map((e) => e.status)).toEqual(expect.arrayContaining(['Refund started', 'Refund processed']))
    // The cancellation mail says the refund started and when it arrives; nothing more in the same minute.
    expect(await mailsAbout(orderNo, 'refund_started')).toHaveLength(0)
    expect(await mailsAbout(orderNo, 'refund_processed')).toHaveLength(0)
    const cancelMail = (await ctx.db.select().from(outbox).where(eq(outbox.kind, 'order_cancelled'))).find((m) =>
      m.textBody.includes(orderNo),
    )
    expect(cancelMail?.textBody).toContain('A refund of ₹400 has started')
  })

  it('refunds everything left when the whole order is cancelled', async () => {
    const { orderNo, customerCookies, vaseLine } = await paidOrder()
    await cancel(orderNo, customerCookies, { lineIds: [vaseLine.id], reason: 'changed_mind' })
    await cancel(orderNo, customerCookies, { reason: 'changed_mind' })
    await expect.poll(async () => (await refundsOf(orderNo)).filter((r) => r.status === 'processed').length).toBe(2)
    expect((await refundsOf(orderNo)).map((r) => r.amountPaise).sort()).toEqual([40_000, 50_000])
    expect(await orderRow(orderNo)).toMatchObject({ status: 'cancelled', capturedPaise: 90_000, refundedPaise: 90_000 })
  })

  it('refuses to cancel part of an online order that is not paid yet', async () => {
    const placed = await placeOrder(
      ctx.app,
      ctx.db,
      [
        { productId: kurtaId, quantity: 1 },
        { productId: vaseId, quantity: 1 },
      ],
      'razorpay',
    )
    const line = placed.order.lines[0]!
    const res = await cancel(placed.order.orderNo, placed.customerCookies, {
      lineIds: [line.id],
      reason: 'changed_mind',
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('An order not paid yet can only be cancelled whole.')
    const whole = await cancel(placed.order.orderNo, placed.customerCookies, { reason: 'changed_mind' })
    expect(Order.parse(whole.json()).status).toBe('cancelled')
    expect(await refundsOf(placed.order.orderNo)).toEqual([])
  })
})

describe('sending refunds', () => {
  it('retries a timed-out call with the same idempotency key, and the gateway refunds once', async () => {
    const { orderNo, paymentId } = await paidOrder()
    const order = await orderRow(orderNo)
    // Recorded without the request that would send it at once, so the test sends it.
    await ctx.db.transaction((tx) =>
      requestRefund(tx, {
        order,
        amountPaise: 30_000,
        reason: 'cancelled',
        actor: { kind: 'system', id: null },
        now: ctx.clock.now(),
        publicUrl: config.publicUrl,
      }),
    )
    fake.hangNextRefund(TIMEOUT_MS * 3)
    expect(await sender().processDue()).toBe(1)
    const [first] = await refundsOf(orderNo)
    expect(first).toMatchObject({ status: 'requested', attempts: 1, gatewayRefundId: null })
    expect(first!.lastError).toMatch(/not answering/)
    // The gateway made the refund even though its answer never arrived.
    expect(fake.refunds().filter((r) => r.payment_id === paymentId)).toHaveLength(1)

    // Not before the backoff; then again, with the same key.
    expect(await sender().processDue()).toBe(0)
    ctx.clock.advance(61_000)
    expect(await sender().processDue()).toBe(1)
    const [done] = await refundsOf(orderNo)
    expect(done).toMatchObject({ status: 'processed', attempts: 2 })
    const keys = fake.refundRequests.filter((r) => r.key === done!.idempotencyKey)
    expect(keys).toHaveLength(2)
    expect(fake.refunds().filter((r) => r.payment_id === paymentId)).toHaveLength(1)
  })

  it('never lets refunds pass what was captured, however many race (10 at once)', async () => {
    const { orderNo } = await paidOrder()
    const order = await orderRow(orderNo)
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        ctx.db.transaction((tx) =>
          requestRefund(tx, {
            order,
            amountPaise: 20_000,
            reason: 'cancelled',
            actor: { kind: 'system', id: null },
            now: ctx.clock.now(),
            publicUrl: config.publicUrl,
          }),
        ),
      ),
    )
    // ₹900 captured: four refunds of ₹200 fit, the rest are refused and leave nothing behind.
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(4)
    const refused = results.filter((r) => r.status === 'rejected')
    expect(refused).toHaveLength(6)
    expect(String((refused[0] as PromiseRejectedResult).reason)).toContain('more than what is left of the payment')
    expect((await refundsOf(orderNo)).length).toBe(4)
    expect((await orderRow(orderNo)).refundedPaise).toBe(80_000)
  })

  it('follows a pending refund to the end through the refund.processed webhook, once', async () => {
    fake.setRefundStatus('pending')
    const { orderNo, customerCookies, kurtaLine } = await paidOrder()
    await cancel(orderNo, customerCookies, { lineIds: [kurtaLine.id], reason: 'better_price' })
    await expect.poll(async () => (await refundsOf(orderNo))[0]?.status).toBe('processing')
    fake.setRefundStatus('processed')
    // Confirmed a while later (past the quiet 15 minutes): the customer is told it was processed.
    ctx.clock.advance(16 * 60_000)
    const [refund] = await refundsOf(orderNo)
    const event = {
      event: 'refund.processed',
      payload: {
        refund: {
          entity: { id: refund!.gatewayRefundId, status: 'processed', amount: 50_000, notes: { refundId: refund!.id } },
        },
      },
    }
    const raw = JSON.stringify(event)
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex')
    for (const eventId of ['evt_r1', 'evt_r1', 'evt_r2']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/payments/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': eventId,
        },
        payload: raw,
      })
      expect(res.statusCode).toBe(200)
    }
    await expect.poll(async () => (await refundsOf(orderNo))[0]?.status).toBe('processed')
    await expect.poll(async () => (await mailsAbout(orderNo, 'refund_processed')).length).toBe(1)
  })

  it('flags a refund the gateway fails for the admins, who retry it with a new key and see it through', async () => {
    fake.setRefundStatus('failed')
    const { orderNo, customerCookies, vaseLine } = await paidOrder()
    await cancel(orderNo, customerCookies, { lineIds: [vaseLine.id], reason: 'changed_mind' })
    await expect.poll(async () => (await refundsOf(orderNo))[0]?.status).toBe('failed')
    fake.setRefundStatus('processed')
    const adminMails = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'refund_failed_admin'))
    expect(adminMails.length).toBeGreaterThan(0)

    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/refunds?status=failed', cookies: adminCookies })
    expect(list.statusCode).toBe(200)
    const row = AdminRefundList.parse(list.json()).data.find((r) => r.orderNo === orderNo)!
    expect(row).toMatchObject({ status: 'failed', amountPaise: 40_000, lastError: expect.any(String) })

    const [before] = await refundsOf(orderNo)
    const retry = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${row.id}/retry`,
      cookies: adminCookies,
    })
    expect(retry.statusCode).toBe(204)
    const [after] = await refundsOf(orderNo)
    expect(after).toMatchObject({ status: 'processed' })
    expect(after!.idempotencyKey).not.toBe(before!.idempotencyKey)
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund.retry'), eq(auditLog.entityId, row.id)))
    expect(audit).toMatchObject({ actorKind: 'admin' })
    // Only a failed refund can be retried; the page is the admins'.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/refunds/${row.id}/retry`,
      cookies: adminCookies,
    })
    expect(again.statusCode).toBe(409)
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/refunds', cookies: customerCookies })).statusCode,
    ).toBe(403)
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/refunds?status=lost', cookies: adminCookies }))
        .statusCode,
    ).toBe(400)
    expect(
      (await ctx.app.inject({ method: 'POST', url: `/api/admin/refunds/${randomUUID()}/retry`, cookies: adminCookies }))
        .statusCode,
    ).toBe(404)
  })
})

describe('a payment after the order was released', () => {
  it('is refunded automatically, and the customer is told why', async () => {
    const placed = await placeOrder(ctx.app, ctx.db, [{ productId: kurtaId, quantity: 1 }], 'razorpay')
    const { orderNo } = placed.order
    const cookies = placed.customerCookies
    const intent = PaymentIntent.parse(
      (await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderNo}/payment`, cookies })).json(),
    )
    ctx.clock.advance(31 * 60_000)
    await releaseExpiredOrders(ctx.db, ctx.clock)
    const paymentId = fake.pay(intent.order_id, 50_000)
    const late = await verify(orderNo, cookies, intent.order_id, paymentId)
    expect(late.statusCode, late.body).toBe(200)
    await expect.poll(async () => (await refundsOf(orderNo))[0]?.status).toBe('processed')
    expect((await refundsOf(orderNo))[0]).toMatchObject({ amountPaise: 50_000, reason: 'paid_after_release' })
    expect(await orderRow(orderNo)).toMatchObject({ paymentStatus: 'refund_due', refundedPaise: 50_000 })
    const [mail] = await mailsAbout(orderNo, 'refund_started')
    expect(mail?.textBody).toContain('after the order had been cancelled for not being paid within 30 minutes')
  })
})

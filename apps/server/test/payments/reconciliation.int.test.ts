import { createHmac } from 'node:crypto'
import { ReconciliationRunDetail, ReconciliationRunList } from '@haat/shared/admin/reconciliation'
import { PaymentIntent } from '@haat/shared/orders/payment'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import type { App } from '../../src/app-type'
import { loadConfig } from '../../src/config'
import { orderLines, orders, refunds } from '../../src/db/schema/commerce'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { manualClock } from '../../src/lib/clock'
import { releaseExpiredOrders } from '../../src/modules/after-sale/release-expired'
import { startRun } from '../../src/modules/payments/reconciliation.repository'
import { makeAdmin, makeCategory, makeProduct, makeVendor, placeOrder, signIn } from '../factories'
import { appClocks, appDatabases, createTestApp, openTestDatabase, type TestContext } from '../test-app'
import { startFakeRazorpay } from './fake-razorpay'

const KEY_SECRET = 'test-key-secret'
// 11:30 in India on Tuesday 24 Nov 2026: the day reconciled is 2026-11-24.
const START = new Date('2026-11-24T06:00:00Z')
const DAY = '2026-11-24'

const clock = manualClock(START)
let fake: Awaited<ReturnType<typeof startFakeRazorpay>>
let ctx: { app: App; db: TestContext['db']; close(): Promise<void> }
let adminCookies: Record<string, string>
let productId: string

beforeAll(async () => {
  fake = await startFakeRazorpay({ now: () => clock.now() })
  const database = await openTestDatabase()
  const config = loadConfig({
    NODE_ENV: 'test',
    RAZORPAY_KEY_ID: 'rzp_test_haat',
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: 'test-webhook-secret',
  })
  const app = await buildApp({ config, database, clock, razorpayBaseUrl: fake.url, razorpayTimeoutMs: 500 })
  appClocks.set(app, clock)
  appDatabases.set(app, database.db)
  ctx = {
    app,
    db: database.db,
    close: async () => {
      await app.close()
      await database.close()
    },
  }
  const vendor = await makeVendor(ctx.db)
  const categoryId = (await makeCategory(ctx.db)).id
  productId = (await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, pricePaise: 50_000, stock: 1_000 })).id
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
})
afterAll(async () => {
  await ctx?.close()
  await fake?.close()
})

/** An online order of 2 × ₹500 with its gateway order started: what a customer has before paying. */
async function startedOrder() {
  const placed = await placeOrder(ctx.app, ctx.db, [{ productId, quantity: 2 }], 'razorpay')
  const cookies = placed.customerCookies
  const { orderNo } = placed.order
  const res = await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderNo}/payment`, cookies })
  return { orderNo, cookies, gatewayOrderId: PaymentIntent.parse(res.json()).order_id }
}

/** Paid at the gateway and verified by the checkout's callback: the books agree. */
async function paidOrder() {
  const started = await startedOrder()
  const paymentId = fake.pay(started.gatewayOrderId, 100_000)
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${started.orderNo}/payment/verify`,
    cookies: started.cookies,
    payload: {
      razorpay_order_id: started.gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: createHmac('sha256', KEY_SECRET)
        .update(`${started.gatewayOrderId}|${paymentId}`)
        .digest('hex'),
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  return { ...started, paymentId }
}

const orderRow = async (orderNo: string) => (await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!
const reconcile = async (payload: object = { day: DAY }) => {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/reconciliation/runs',
    cookies: adminCookies,
    payload,
  })
  expect(res.statusCode, res.body).toBe(201)
  return ReconciliationRunDetail.parse(res.json())
}
const fix = (id: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/reconciliation/mismatches/${id}/fix`, cookies: adminCookies })

describe('before an unpaid order is released', () => {
  it('asks the gateway: a captured payment confirms the order; one without stays released; a silent gateway holds it', async () => {
    const paidAtGateway = await startedOrder()
    const paymentId = fake.pay(paidAtGateway.gatewayOrderId, 100_000)
    const neverPaid = await startedOrder()
    const gatewayDown = await startedOrder()
    clock.advance(31 * 60_000)

    fake.setDown(true)
    const check = ctx.app.jobs.releaseCheck
    // While the gateway does not answer, nothing that started paying is released.
    expect(await releaseExpiredOrders(ctx.db, clock, { check })).toBe(0)
    expect((await orderRow(neverPaid.orderNo)).status).toBe('placed')
    fake.setDown(false)

    expect(await releaseExpiredOrders(ctx.db, clock, { check })).toBe(2)
    expect(await orderRow(paidAtGateway.orderNo)).toMatchObject({
      paymentStatus: 'confirmed',
      gatewayPaymentId: paymentId,
      capturedPaise: 100_000,
      status: 'placed',
    })
    expect(await orderRow(neverPaid.orderNo)).toMatchObject({ status: 'cancelled', paymentStatus: 'unpaid' })
    expect((await orderRow(gatewayDown.orderNo)).status).toBe('cancelled')
    clock.set(START)
  })
})

describe('daily reconciliation', () => {
  it('finds nothing when the books agree', async () => {
    const { orderNo, cookies } = await paidOrder()
    const order = await orderRow(orderNo)
    const lineId = (
      await ctx.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, order.id))
    )[0]!.id
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderNo}/cancel`,
      cookies,
      payload: { lineIds: [lineId], reason: 'changed_mind' },
    })
    expect(cancelled.statusCode).toBe(200)
    await expect
      .poll(async () => (await ctx.db.select().from(refunds).where(eq(refunds.orderId, order.id)))[0]?.status)
      .toBe('processed')
    const run = await reconcile()
    expect(run).toMatchObject({ status: 'done', mismatchCount: 0, openCount: 0 })
    expect(run.paymentsChecked).toBeGreaterThan(0)
    expect(run.refundsChecked).toBeGreaterThan(0)
  })

  it('finds each planted kind of mismatch once, mails the admins, and fixes the fixable ones once', async () => {
    // Paid at Razorpay, never verified in Haat (the customer closed the window).
    const unrecorded = await startedOrder()
    const unrecordedPayment = fake.pay(unrecorded.gatewayOrderId, 100_000)
    // Paid in Haat, but Razorpay now holds the payment as only authorized.
    const notCaptured = await paidOrder()
    fake.alterPayment(notCaptured.paymentId, { status: 'authorized' })
    // The amounts differ.
    const differs = await paidOrder()
    fake.alterPayment(differs.paymentId, { amount: 99_000 })
    // A refund made in Razorpay's dashboard, which Haat never asked for.
    const outside = await paidOrder()
    const outsideRefund = fake.plantRefund(outside.paymentId, 10_000)
    // A refund Haat counts as processed that Razorpay lost.
    const lost = await paidOrder()
    const lostOrder = await orderRow(lost.orderNo)
    const line = (
      await ctx.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, lostOrder.id))
    )[0]!.id
    await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${lost.orderNo}/cancel`,
      cookies: lost.cookies,
      payload: { lineIds: [line], reason: 'changed_mind' },
    })
    await expect
      .poll(async () => (await ctx.db.select().from(refunds).where(eq(refunds.orderId, lostOrder.id)))[0]?.status)
      .toBe('processed')
    const [lostRefund] = await ctx.db.select().from(refunds).where(eq(refunds.orderId, lostOrder.id))
    fake.forgetRefund(lostRefund!.gatewayRefundId!)
    // Authorized two hours ago and never captured.
    const stale = await startedOrder()
    const stalePayment = fake.pay(stale.gatewayOrderId, 100_000, 'authorized')
    clock.advance(2 * 3_600_000)
    adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)

    const run = await reconcile()
    const kinds = run.mismatches.map((m) => [m.kind, m.gatewayPaymentId ?? m.gatewayRefundId])
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['paid_not_in_haat', unrecordedPayment],
        ['paid_not_captured', notCaptured.paymentId],
        ['amount_differs', differs.paymentId],
        ['refund_not_in_haat', expect.any(String)],
        ['refund_not_at_gateway', lostRefund!.gatewayPaymentId],
        ['authorized_not_captured', stalePayment],
      ]),
    )
    expect(run.mismatches.map((m) => `${m.kind}: ${m.note}`)).toHaveLength(6)
    const byKind = (kind: string) => run.mismatches.find((m) => m.kind === kind)!
    expect(byKind('refund_not_in_haat')).toMatchObject({ gatewayRefundId: outsideRefund, fix: null })
    expect(byKind('amount_differs')).toMatchObject({ haatPaise: 100_000, gatewayPaise: 99_000, fix: null })
    expect(byKind('paid_not_in_haat')).toMatchObject({ orderNo: unrecorded.orderNo, fix: 'confirm' })
    const mail = (await ctx.db.select().from(outbox).where(eq(outbox.kind, 'reconciliation_admin'))).at(-1)
    expect(mail?.subject).toBe(`Reconciliation of ${DAY}: 6 mismatches`)
    expect(mail?.textBody).toContain('Paid at Razorpay, unpaid in Haat')

    // Confirm: the order is paid in Haat now; pressing again is refused.
    const confirmed = await fix(byKind('paid_not_in_haat').id)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(await orderRow(unrecorded.orderNo)).toMatchObject({
      paymentStatus: 'confirmed',
      gatewayPaymentId: unrecordedPayment,
    })
    expect((await fix(byKind('paid_not_in_haat').id)).statusCode).toBe(409)
    // Capture: both authorized payments are captured; the stale one's order is confirmed.
    expect((await fix(byKind('paid_not_captured').id)).statusCode).toBe(200)
    expect((await fix(byKind('authorized_not_captured').id)).statusCode).toBe(200)
    expect(await orderRow(stale.orderNo)).toMatchObject({ paymentStatus: 'confirmed', gatewayPaymentId: stalePayment })
    // Refund: sent again under a new key; the gateway now holds it.
    expect((await fix(byKind('refund_not_at_gateway').id)).statusCode).toBe(200)
    await expect
      .poll(async () => fake.refunds().filter((r) => r.payment_id === lostRefund!.gatewayPaymentId).length)
      .toBe(1)
    // What needs a person cannot be fixed from here.
    expect((await fix(byKind('amount_differs').id)).statusCode).toBe(409)

    const after = ReconciliationRunDetail.parse(
      (
        await ctx.app.inject({ method: 'GET', url: `/api/admin/reconciliation/runs/${run.id}`, cookies: adminCookies })
      ).json(),
    )
    expect(after.openCount).toBe(2)
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'reconciliation.fix'))
    expect(audits).toHaveLength(4)

    // Run again: what was fixed is no longer found.
    const again = await reconcile()
    expect(again.mismatches.map((m) => m.kind).sort()).toEqual(['amount_differs', 'refund_not_in_haat'])
  })

  it('is for admins only, refuses a day to come, and runs a day once at a time', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/reconciliation/runs' })
    expect(list.statusCode).toBe(401)
    const future = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/runs',
      cookies: adminCookies,
      payload: { day: '2026-11-25' },
    })
    expect(future.statusCode).toBe(400)
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/runs',
      cookies: adminCookies,
      payload: { day: 'yesterday' },
    })
    expect(bad.statusCode).toBe(400)
    const first = await startRun(ctx.db, { day: '2026-11-20', trigger: 'job', adminId: null, now: clock.now() })
    const second = await startRun(ctx.db, { day: '2026-11-20', trigger: 'admin', adminId: null, now: clock.now() })
    expect(first).toBeDefined()
    expect(second).toBeUndefined()
    const runs = ReconciliationRunList.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/reconciliation/runs', cookies: adminCookies })).json(),
    )
    expect(runs.data.length).toBeGreaterThan(0)
  })

  it('the daily job reconciles yesterday once', async () => {
    clock.set(new Date('2026-11-25T03:00:00Z'))
    adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
    const found = await ctx.app.jobs.reconcileYesterday()
    expect(found).toBeGreaterThanOrEqual(0)
    const runs = ReconciliationRunList.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/reconciliation/runs', cookies: adminCookies })).json(),
    )
    expect(runs.data.filter((r) => r.day === DAY && r.trigger === 'job')).toHaveLength(1)
    expect(await ctx.app.jobs.reconcileYesterday()).toBe(0)
    expect(
      ReconciliationRunList.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/admin/reconciliation/runs', cookies: adminCookies })).json(),
      ).data.filter((r) => r.day === DAY && r.trigger === 'job'),
    ).toHaveLength(1)
  })
})

describe('with the sandbox gateway', () => {
  let sandbox: TestContext
  beforeAll(async () => {
    sandbox = await createTestApp()
  })
  afterAll(() => sandbox?.close())

  it('answers the same list calls: a payment never verified is found and confirmed from the page', async () => {
    const vendor = await makeVendor(sandbox.db)
    const categoryId = (await makeCategory(sandbox.db)).id
    const product = await makeProduct(sandbox.db, { vendorId: vendor.id, categoryId, pricePaise: 30_000, stock: 5 })
    const { order, customerCookies } = await placeOrder(
      sandbox.app,
      sandbox.db,
      [{ productId: product.id, quantity: 1 }],
      'razorpay',
    )
    const intent = PaymentIntent.parse(
      (
        await sandbox.app.inject({
          method: 'POST',
          url: `/api/orders/${order.orderNo}/payment`,
          cookies: customerCookies,
        })
      ).json(),
    )
    const paid = await sandbox.app.inject({
      method: 'POST',
      url: `/api/payments/sandbox/${intent.order_id}/pay`,
      cookies: customerCookies,
      payload: { outcome: 'success' },
    })
    expect(paid.statusCode).toBe(200)
    const admin = await signIn(sandbox.app, 'admin', (await makeAdmin(sandbox.db)).email)
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/api/admin/reconciliation/runs',
      cookies: admin,
      payload: {},
    })
    expect(res.statusCode, res.body).toBe(201)
    const run = ReconciliationRunDetail.parse(res.json())
    expect(run.mismatches).toEqual([
      expect.objectContaining({
        kind: 'paid_not_in_haat',
        orderNo: order.orderNo,
        fix: 'confirm',
        gatewayPaise: 30_000,
      }),
    ])
    const fixed = await sandbox.app.inject({
      method: 'POST',
      url: `/api/admin/reconciliation/mismatches/${run.mismatches[0]!.id}/fix`,
      cookies: admin,
    })
    expect(fixed.statusCode, fixed.body).toBe(200)
    const [row] = await sandbox.db.select().from(orders).where(eq(orders.orderNo, order.orderNo))
    expect(row!.paymentStatus).toBe('confirmed')
  })
})

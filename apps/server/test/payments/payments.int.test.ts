import { createHmac, randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Order } from '@haat/shared/orders/order'
import { PaymentIntent } from '@haat/shared/orders/payment'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { loadConfig } from '../../src/config'
import { products } from '../../src/db/schema/catalog'
import { cartLines, orders, trackingEvents } from '../../src/db/schema/commerce'
import { auditLog, outbox, webhookEvents } from '../../src/db/schema/platform'
import { manualClock } from '../../src/lib/clock'
import { releaseExpiredOrders, startOrderReleaseWorker } from '../../src/modules/after-sale/release-expired'
import { selectOnlineProvider } from '../../src/modules/payments/gateway'
import { makeCategory, makeCustomer, makeProduct, makeVendor, signIn, putInCart } from '../factories'
import { createTestApp, openTestDatabase, type TestContext } from '../test-app'

const shipping = {
  name: 'Ravi Kumar',
  email: 'ravi@example.com',
  phone: '9123456780',
  street: '3 Lake View',
  city: 'Bengaluru',
  state: 'Karnataka',
  pin: '560001',
}
type Ctx = Pick<TestContext, 'app' | 'db'>
type Cookies = Record<string, string>

async function shop(ctx: Ctx) {
  const vendor = await makeVendor(ctx.db)
  const category = await makeCategory(ctx.db)
  return (values: Partial<typeof products.$inferInsert> = {}) =>
    makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category.id, ...values })
}

async function buyer(ctx: Ctx, productId: string, quantity = 1) {
  const customer = await makeCustomer(ctx.db)
  await putInCart(ctx.db, { customerId: customer.id, productId, quantity })
  return { customer, cookies: await signIn(ctx.app, 'customer', customer.email!) }
}

async function placeOnline(ctx: Ctx, cookies: Cookies) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies,
    payload: { shipping, paymentMethod: 'razorpay', idempotencyKey: randomUUID(), saveAddress: false },
  })
  expect(res.statusCode, res.body).toBe(201)
  return Order.parse(res.json())
}

const post = (ctx: Ctx, cookies: Cookies | undefined, url: string, payload?: object) =>
  ctx.app.inject({
    method: 'POST',
    url,
    cookies: cookies ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

const orderRow = async (ctx: Ctx, orderNo: string) =>
  (await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!
const events = async (ctx: Ctx, orderId: string, status: string) =>
  (
    await ctx.db
      .select()
      .from(trackingEvents)
      .where(and(eq(trackingEvents.orderId, orderId), eq(trackingEvents.status, status)))
  ).length
const cartSize = async (ctx: Ctx, customerId: string) =>
  (await ctx.db.select().from(cartLines).where(eq(cartLines.customerId, customerId))).length
const confirmationMails = async (ctx: Ctx, orderNo: string) =>
  (await ctx.db.select().from(outbox).where(eq(outbox.kind, 'order_confirmation'))).filter((m) =>
    m.subject.includes(orderNo),
  ).length

describe('sandbox gateway (no Razorpay keys, not production)', () => {
  let ctx: TestContext
  let product: Awaited<ReturnType<Awaited<ReturnType<typeof shop>>>>
  beforeAll(async () => {
    ctx = await createTestApp()
    product = await (await shop(ctx))({ stock: 50, pricePaise: 49_900 })
  })
  afterAll(() => ctx?.close())

  it('places an unpaid online order, keeps the cart, and pays it through the sandbox once', async () => {
    const { customer, cookies } = await buyer(ctx, product.id, 2)
    const order = await placeOnline(ctx, cookies)
    expect(order.payment).toMatchObject({ method: 'razorpay', provider: 'sandbox', status: 'unpaid', canPay: true })
    expect(await cartSize(ctx, customer.id)).toBe(1)
    expect(await confirmationMails(ctx, order.orderNo)).toBe(0)

    const start = await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)
    expect(start.statusCode, start.body).toBe(200)
    const intent = PaymentIntent.parse(start.json())
    expect(intent).toMatchObject({ provider: 'sandbox', amount: 99_800, currency: 'INR', name: 'Haat' })
    expect(intent.description).toContain(order.orderNo)
    expect(intent.prefill).toEqual({ name: shipping.name, email: shipping.email, contact: '+919123456780' })
    // A retry reuses the gateway order.
    expect((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)).json().order_id).toBe(intent.order_id)

    const paid = await post(ctx, cookies, `/api/payments/sandbox/${intent.order_id}/pay`, { outcome: 'success' })
    expect(paid.statusCode).toBe(200)
    const fields = paid.json()
    expect(Object.keys(fields).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'])

    const verified = await post(ctx, cookies, `/api/orders/${order.orderNo}/payment/verify`, fields)
    expect(verified.statusCode, verified.body).toBe(200)
    expect(Order.parse(verified.json()).payment).toMatchObject({ status: 'confirmed', canPay: false })
    const again = await post(ctx, cookies, `/api/orders/${order.orderNo}/payment/verify`, fields)
    expect(again.statusCode).toBe(200)
    const row = await orderRow(ctx, order.orderNo)
    expect(row.paymentStatus).toBe('confirmed')
    expect(row.gatewayPaymentId).toBe(fields.razorpay_payment_id)
    expect(await events(ctx, row.id, 'Payment Confirmed')).toBe(1)
    expect(await confirmationMails(ctx, order.orderNo)).toBe(1)
    expect(await cartSize(ctx, customer.id)).toBe(0)
    // Paid: nothing more to start.
    expect((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)).statusCode).toBe(409)
  })

  it('refuses forged, mismatched and replayed signatures, and the order stays unpaid', async () => {
    const a = await buyer(ctx, product.id)
    const orderA = await placeOnline(ctx, a.cookies)
    const intentA = PaymentIntent.parse((await post(ctx, a.cookies, `/api/orders/${orderA.orderNo}/payment`)).json())
    const fields = (
      await post(ctx, a.cookies, `/api/payments/sandbox/${intentA.order_id}/pay`, { outcome: 'success' })
    ).json()
    const verify = (orderNo: string, body: object, cookies = a.cookies) =>
      post(ctx, cookies, `/api/orders/${orderNo}/payment/verify`, body)

    const forged = await verify(orderA.orderNo, { ...fields, razorpay_signature: 'f'.repeat(64) })
    expect(forged.statusCode).toBe(400)
    expect(forged.json().error.message).toContain('Payment verification failed')
    expect((await verify(orderA.orderNo, { ...fields, razorpay_payment_id: 'pay_Other000000000' })).statusCode).toBe(
      400,
    )
    expect((await verify(orderA.orderNo, { ...fields, razorpay_order_id: 'order_Other00000000' })).statusCode).toBe(400)
    expect((await verify(orderA.orderNo, { ...fields, razorpay_signature: 'short' })).statusCode).toBe(400)
    expect((await verify(orderA.orderNo, {})).statusCode).toBe(400)

    // A's valid payment replayed by another customer on their own order C is refused.
    const cCustomer = await buyer(ctx, product.id)
    const orderC = await placeOnline(ctx, cCustomer.cookies)
    await post(ctx, cCustomer.cookies, `/api/orders/${orderC.orderNo}/payment`)
    expect((await verify(orderC.orderNo, fields, cCustomer.cookies)).statusCode).toBe(400)
    // And another customer cannot use A's order at all.
    expect((await verify(orderA.orderNo, fields, cCustomer.cookies)).statusCode).toBe(404)
    expect((await post(ctx, cCustomer.cookies, `/api/orders/${orderA.orderNo}/payment`)).statusCode).toBe(404)
    expect(
      (await post(ctx, cCustomer.cookies, `/api/payments/sandbox/${intentA.order_id}/pay`, { outcome: 'success' }))
        .statusCode,
    ).toBe(404)

    for (const no of [orderA.orderNo, orderC.orderNo]) expect((await orderRow(ctx, no)).paymentStatus).toBe('unpaid')
  })

  it('records a failed payment; the order stays unpaid and can be paid on a retry', async () => {
    const { cookies } = await buyer(ctx, product.id)
    const order = await placeOnline(ctx, cookies)
    const intent = PaymentIntent.parse((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)).json())
    const failed = await post(ctx, cookies, `/api/payments/sandbox/${intent.order_id}/pay`, { outcome: 'failure' })
    expect(failed.statusCode).toBe(200)
    expect(failed.json().error).toMatchObject({ reason: 'payment_failed', metadata: { order_id: intent.order_id } })
    const view = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies })).json(),
    )
    expect(view.payment).toMatchObject({ status: 'failed', canPay: true })
    const retry = PaymentIntent.parse((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)).json())
    const fields = (
      await post(ctx, cookies, `/api/payments/sandbox/${retry.order_id}/pay`, { outcome: 'success' })
    ).json()
    expect((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment/verify`, fields)).statusCode).toBe(200)
    expect((await orderRow(ctx, order.orderNo)).paymentStatus).toBe('confirmed')
  })

  it('refuses to start an online payment for a cash-on-delivery order', async () => {
    const { cookies } = await buyer(ctx, product.id)
    const res = await post(ctx, cookies, '/api/orders', {
      shipping,
      paymentMethod: 'cod',
      idempotencyKey: randomUUID(),
    })
    expect(res.statusCode).toBe(201)
    expect((await post(ctx, cookies, `/api/orders/${res.json().orderNo}/payment`)).statusCode).toBe(409)
  })

  it('releases an unpaid online order after 30 minutes; a late payment is kept as refund_due', async () => {
    const limited = await makeProduct(ctx.db, {
      vendorId: product.vendorId,
      categoryId: product.categoryId,
      stock: 3,
    })
    const { customer, cookies } = await buyer(ctx, limited.id, 2)
    const order = await placeOnline(ctx, cookies)
    const stock = async () => (await ctx.db.select().from(products).where(eq(products.id, limited.id)))[0]!.stock
    expect(await stock()).toBe(1)
    const intent = PaymentIntent.parse((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)).json())
    const fields = (
      await post(ctx, cookies, `/api/payments/sandbox/${intent.order_id}/pay`, { outcome: 'success' })
    ).json()

    ctx.clock.advance(29 * 60_000)
    expect(await releaseExpiredOrders(ctx.db, ctx.clock)).toBe(0)
    expect(await stock()).toBe(1)
    ctx.clock.advance(2 * 60_000)
    expect(await releaseExpiredOrders(ctx.db, ctx.clock)).toBeGreaterThanOrEqual(1)
    expect(await stock()).toBe(3)
    const view = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies })).json(),
    )
    expect(view.status).toBe('cancelled')
    expect(view.trackingStatus).toBe('Cancelled')
    expect(view.payment.canPay).toBe(false)
    expect(view.lines[0]!.cancellation).toMatchObject({
      by: 'system',
      reasonLabel: 'Payment was not received in time',
    })
    // The worker runs the same job; running again releases nothing twice.
    const worker = startOrderReleaseWorker({
      db: ctx.db,
      clock: ctx.clock,
      logger: { info: () => {}, error: () => {} },
      intervalMs: 0,
    })
    expect(await worker.runOnce()).toBe(0)
    await worker.stop()
    expect(await releaseExpiredOrders(ctx.db, ctx.clock)).toBe(0)
    expect(await stock()).toBe(3)

    const late = await post(ctx, cookies, `/api/orders/${order.orderNo}/payment/verify`, fields)
    expect(late.statusCode).toBe(200)
    const row = await orderRow(ctx, order.orderNo)
    expect(row).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refund_due',
      gatewayPaymentId: fields.razorpay_payment_id,
    })
    expect(await stock()).toBe(3)
    // The cart stays as it was: the order was never fulfilled.
    expect(await cartSize(ctx, customer.id)).toBe(1)
    // Both the release and the late payment are on record.
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, row.id)).orderBy(auditLog.id)
    expect(audit.map((a) => [a.action, a.actorKind])).toEqual([
      ['order.cancel', 'system'],
      ['payment.refund_due', 'customer'],
    ])
  })
})

describe('Razorpay (against a local server answering like Razorpay)', () => {
  const KEY_ID = 'rzp_test_haat'
  const KEY_SECRET = 'test-key-secret'
  const WEBHOOK_SECRET = 'test-webhook-secret'
  let server: Server
  let requests: { auth: string | undefined; path: string | undefined; body: Record<string, unknown> }[] = []
  let failNext = false
  let ctx: Ctx & { close(): Promise<void> }
  let product: Awaited<ReturnType<Awaited<ReturnType<typeof shop>>>>
  let counter = 0
  /** Payments as Razorpay holds them: what GET /v1/payments/:id answers. */
  const gatewayPayments = new Map<
    string,
    { id: string; order_id: string; amount: number; currency: string; status: string }
  >()
  let paymentCounter = 0
  /** The customer pays on Razorpay: it now knows the payment (captured unless told otherwise). */
  const razorpayPays = (
    orderId: string,
    amount: number,
    overrides: Partial<{ currency: string; status: string; order_id: string }> = {},
  ) => {
    const id = `pay_Test${String(++paymentCounter).padStart(10, '0')}`
    gatewayPayments.set(id, { id, order_id: orderId, amount, currency: 'INR', status: 'captured', ...overrides })
    return id
  }

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = ''
      req.on('data', (chunk: Buffer) => (data += chunk.toString()))
      req.on('end', () => resolve(data))
    })

  beforeAll(async () => {
    server = createServer((req, res) => {
      void readBody(req).then((raw) => {
        const body = JSON.parse(raw || '{}') as Record<string, unknown>
        requests.push({ auth: req.headers.authorization, path: req.url, body })
        const json = (status: number, answer: unknown) =>
          res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
        if (failNext) {
          failNext = false
          json(500, { error: { code: 'SERVER_ERROR' } })
          return
        }
        // GET /v1/payments/:id and POST /v1/payments/:id/capture answer from what the test paid.
        const paymentPath = /^\/v1\/payments\/([^/]+)(\/capture)?$/.exec(req.url ?? '')
        if (paymentPath) {
          const payment = gatewayPayments.get(decodeURIComponent(paymentPath[1]!))
          if (!payment)
            return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
          if (paymentPath[2]) {
            if (payment.status !== 'authorized' || body.amount !== payment.amount) {
              return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'This payment cannot be captured' } })
            }
            payment.status = 'captured'
          }
          return json(200, { entity: 'payment', ...payment })
        }
        counter++
        json(200, { id: `order_Test${String(counter).padStart(10, '0')}`, entity: 'order', ...body, status: 'created' })
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    const database = await openTestDatabase()
    const config = loadConfig({
      NODE_ENV: 'test',
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    })
    const app = await buildApp({ config, database, clock: manualClock(), razorpayBaseUrl: `http://127.0.0.1:${port}` })
    ctx = {
      app,
      db: database.db,
      close: async () => {
        await app.close()
        await database.close()
      },
    }
    product = await (await shop(ctx))({ stock: 50, pricePaise: 123_456 })
  })
  afterAll(async () => {
    await ctx?.close()
    await new Promise((resolve) => server?.close(resolve))
  })

  const sign = (orderId: string, paymentId: string) =>
    createHmac('sha256', KEY_SECRET).update(`${orderId}|${paymentId}`).digest('hex')
  const webhook = (payload: unknown, signature?: string, eventId: string = `evt_${randomUUID()}`) => {
    const raw = JSON.stringify(payload)
    return ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature ?? createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
        'x-razorpay-event-id': eventId,
      },
      payload: raw,
    })
  }
  /** Webhook events are acted on just after the answer: wait until none is left in hand. */
  const inboxSettled = () =>
    expect
      .poll(
        async () =>
          (
            await ctx.db
              .select()
              .from(webhookEvents)
              .where(and(isNull(webhookEvents.processedAt), isNull(webhookEvents.lastError)))
          ).length,
      )
      .toBe(0)

  it('creates the gateway order with amount, currency, receipt and Basic auth, once', async () => {
    requests = []
    const { cookies } = await buyer(ctx, product.id, 2)
    const order = await placeOnline(ctx, cookies)
    expect(order.payment.provider).toBe('razorpay')
    const intent = PaymentIntent.parse((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)).json())
    expect(requests).toHaveLength(1)
    expect(requests[0]!.path).toBe('/v1/orders')
    expect(requests[0]!.auth).toBe(`Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`)
    expect(requests[0]!.body).toMatchObject({ amount: 246_912, currency: 'INR', receipt: order.orderNo })
    expect(intent).toMatchObject({
      provider: 'razorpay',
      keyId: KEY_ID,
      amount: 246_912,
      currency: 'INR',
      theme: { color: expect.any(String) },
    })
    await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)
    expect(requests).toHaveLength(1)

    // The checkout callback with Razorpay's signature confirms it, once Razorpay says it was paid.
    const paymentId = razorpayPays(intent.order_id, 246_912)
    const ok = await post(ctx, cookies, `/api/orders/${order.orderNo}/payment/verify`, {
      razorpay_order_id: intent.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(intent.order_id, paymentId),
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect(requests.at(-1)).toMatchObject({ path: `/v1/payments/${paymentId}` })
    expect((await orderRow(ctx, order.orderNo)).paymentStatus).toBe('confirmed')
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payment.confirmed'))
    expect(audit).toMatchObject({
      actorKind: 'customer',
      details: { orderNo: order.orderNo, paymentId, amountPaise: 246_912 },
    })
  })

  it.each([
    ['a different amount', { amount: 100 }, 'amount'],
    ['another currency', { currency: 'USD' }, 'currency'],
    ['another order', { order_id: 'order_Someone0000' }, 'another order'],
    ['a failed payment', { status: 'failed' }, 'status'],
    ['a payment still being made', { status: 'created' }, 'status'],
  ])('does not mark the order paid for a validly signed payment with %s', async (_name, overrides, problem) => {
    const { cookies } = await buyer(ctx, product.id)
    const order = await placeOnline(ctx, cookies)
    const intent = PaymentIntent.parse((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)).json())
    const { amount, ...rest } = overrides as { amount?: number }
    const paymentId = razorpayPays(intent.order_id, amount ?? 123_456, rest)
    const res = await post(ctx, cookies, `/api/orders/${order.orderNo}/payment/verify`, {
      razorpay_order_id: intent.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(intent.order_id, paymentId),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(
      'Payment verification failed. Your order has not been paid; please try again.',
    )
    expect((await orderRow(ctx, order.orderNo)).paymentStatus).toBe('unpaid')
    const rejected = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'payment.rejected'))
    expect(rejected.find((r) => (r.details as { paymentId: string }).paymentId === paymentId)!.details).toMatchObject({
      problems: [problem],
    })
    // A webhook for the same payment is held to the same check.
    const captured = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: intent.order_id } } },
    }
    expect((await webhook(captured)).statusCode).toBe(200)
    await inboxSettled()
    expect((await orderRow(ctx, order.orderNo)).paymentStatus).toBe('unpaid')
  })

  it('captures an authorized payment that matches, then confirms the order', async () => {
    const { cookies } = await buyer(ctx, product.id)
    const order = await placeOnline(ctx, cookies)
    const intent = PaymentIntent.parse((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)).json())
    const paymentId = razorpayPays(intent.order_id, 123_456, { status: 'authorized' })
    const res = await post(ctx, cookies, `/api/orders/${order.orderNo}/payment/verify`, {
      razorpay_order_id: intent.order_id,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(intent.order_id, paymentId),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(requests.at(-1)).toMatchObject({
      path: `/v1/payments/${paymentId}/capture`,
      body: { amount: 123_456, currency: 'INR' },
    })
    expect(gatewayPayments.get(paymentId)!.status).toBe('captured')
    expect((await orderRow(ctx, order.orderNo)).paymentStatus).toBe('confirmed')
  })

  it('changes the order once when the same webhook event arrives 5 times at once', async () => {
    const { cookies } = await buyer(ctx, product.id)
    const order = await placeOnline(ctx, cookies)
    const intent = PaymentIntent.parse((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)).json())
    const paymentId = razorpayPays(intent.order_id, 123_456)
    const captured = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: intent.order_id } } },
    }
    const eventId = `evt_${randomUUID()}`
    const started = performance.now()
    const answers = await Promise.all(Array.from({ length: 5 }, () => webhook(captured, undefined, eventId)))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(performance.now() - started).toBeLessThan(1_000)
    await inboxSettled()
    const row = await orderRow(ctx, order.orderNo)
    expect(row.paymentStatus).toBe('confirmed')
    expect(await events(ctx, row.id, 'Payment Confirmed')).toBe(1)
    expect(await confirmationMails(ctx, order.orderNo)).toBe(1)
    expect(await ctx.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, eventId))).toMatchObject([
      { attempts: 1, event: 'payment.captured' },
    ])
    const confirmations = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'payment.confirmed'), eq(auditLog.entityId, row.id)))
    expect(confirmations).toMatchObject([{ actorKind: 'system' }])
  })

  it('refuses a webhook without its event id', async () => {
    const raw = JSON.stringify({ event: 'payment.captured', payload: {} })
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'),
      },
      payload: raw,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('The x-razorpay-event-id header is missing.')
  })

  it('answers 503 when Razorpay does not, and keeps the order payable', async () => {
    const { cookies } = await buyer(ctx, product.id)
    const order = await placeOnline(ctx, cookies)
    failNext = true
    const res = await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)
    expect(res.statusCode).toBe(503)
    expect(res.json().error.code).toBe('UNAVAILABLE')
    expect((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)).statusCode).toBe(200)
  })

  it('confirms once for a webhook delivered twice, refuses a bad signature, records payment.failed', async () => {
    const { customer, cookies } = await buyer(ctx, product.id)
    const order = await placeOnline(ctx, cookies)
    const intent = PaymentIntent.parse((await post(ctx, cookies, `/api/orders/${order.orderNo}/payment`)).json())

    const failed = {
      event: 'payment.failed',
      payload: {
        payment: { entity: { id: 'pay_Fail000000001', order_id: intent.order_id, error_description: 'Card declined' } },
      },
    }
    expect((await webhook(failed)).statusCode).toBe(200)
    await inboxSettled()
    expect((await orderRow(ctx, order.orderNo)).paymentStatus).toBe('failed')

    const goodPayment = razorpayPays(intent.order_id, 123_456)
    const captured = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: goodPayment, order_id: intent.order_id, status: 'captured' } } },
    }
    const bad = await webhook(captured, 'a'.repeat(64))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('BAD_REQUEST')
    expect((await webhook(captured, '')).statusCode).toBe(400)
    expect((await orderRow(ctx, order.orderNo)).paymentStatus).toBe('failed')

    expect((await webhook(captured)).statusCode).toBe(200)
    expect((await webhook(captured)).statusCode).toBe(200)
    const orderPaid = {
      event: 'order.paid',
      payload: { order: { entity: { id: intent.order_id } }, payment: { entity: captured.payload.payment.entity } },
    }
    expect((await webhook(orderPaid)).statusCode).toBe(200)
    await inboxSettled()
    const row = await orderRow(ctx, order.orderNo)
    expect(row).toMatchObject({ paymentStatus: 'confirmed', gatewayPaymentId: goodPayment })
    expect(await events(ctx, row.id, 'Payment Confirmed')).toBe(1)
    expect(await confirmationMails(ctx, order.orderNo)).toBe(1)
    expect(await cartSize(ctx, customer.id)).toBe(0)
    // A late failure notice does not undo a confirmed payment.
    expect((await webhook(failed)).statusCode).toBe(200)
    await inboxSettled()
    expect((await orderRow(ctx, order.orderNo)).paymentStatus).toBe('confirmed')
  })

  it('ignores events it does not handle and refuses a tampered body', async () => {
    expect((await webhook({ event: 'refund.created', payload: {} })).statusCode).toBe(200)
    const rawEvent = JSON.stringify({ event: 'refund.created', payload: {} })
    const withCharset = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'x-razorpay-signature': createHmac('sha256', WEBHOOK_SECRET).update(rawEvent).digest('hex'),
        'x-razorpay-event-id': `evt_${randomUUID()}`,
      },
      payload: rawEvent,
    })
    expect(withCharset.statusCode, withCharset.body).toBe(200)
    const raw = JSON.stringify({ event: 'payment.captured', payload: {} })
    const signature = createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex')
    const tampered = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/razorpay/webhook',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': signature,
        'x-razorpay-event-id': 'evt_tampered',
      },
      payload: raw.replace('captured', 'captured '),
    })
    expect(tampered.statusCode).toBe(400)
  })
})

describe('production without Razorpay keys', () => {
  it('has no sandbox: only cash on delivery', async () => {
    expect(selectOnlineProvider(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }))).toBeNull()
    expect(selectOnlineProvider(loadConfig({ NODE_ENV: 'development' }))?.name).toBe('sandbox')

    const database = await openTestDatabase()
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://haat.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    })
    const app = await buildApp({ config, database, clock: manualClock() })
    try {
      const ctx: Ctx = { app, db: database.db }
      const options = await app.inject({ method: 'GET', url: '/api/payments/options' })
      expect(options.json()).toEqual({ methods: ['cod'], onlineProvider: null })
      const product = await (await shop(ctx))({ stock: 5 })
      const { cookies } = await buyer(ctx, product.id)
      const res = await post(ctx, cookies, '/api/orders', {
        shipping,
        paymentMethod: 'razorpay',
        idempotencyKey: randomUUID(),
      })
      expect(res.statusCode).toBe(409)
      expect(res.json().error.message).toContain('Cash on Delivery')
      expect((await post(ctx, cookies, '/api/payments/sandbox/order_X/pay', { outcome: 'success' })).statusCode).toBe(
        404,
      )
      expect((await ctx.db.select().from(products).where(eq(products.id, product.id)))[0]!.stock).toBe(5)
    } finally {
      await app.close()
      await database.close()
    }
  })
})

import { randomUUID } from 'node:crypto'
import { Order } from '@haat/shared/orders/order'
import {
  ForwardResult,
  OrderVendorList,
  VendorDashboard,
  VendorOrderDetail,
  VendorOrderList,
} from '@haat/shared/orders/vendor-order'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orders, trackingEvents, vendorOrders } from '../../src/db/schema/commerce'
import { vendors } from '../../src/db/schema/accounts'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { vendorOrderForwardedMail, vendorOrderShippedMail } from '../../src/modules/shipping/vendor-order-mails'
import {
  makeAdmin,
  makeCategory,
  makeCustomer,
  makeProduct,
  makeVendor,
  placeOrder as placeCodOrder,
  signIn,
  TEST_SHIPPING,
} from '../factories'
import { createTestApp, type TestContext } from '../test-app'
import { pdfText } from '../pdf-text'
import { formatPaise } from '@haat/shared/money'

let ctx: TestContext
let categoryId: string
let adminCookies: Record<string, string>

const shipping = TEST_SHIPPING

type Seller = { id: string; businessName: string; email: string; cookies: Record<string, string> }

async function seller(businessName: string): Promise<Seller> {
  const vendor = await makeVendor(ctx.db, { businessName })
  return { id: vendor.id, businessName, email: vendor.email, cookies: await signIn(ctx.app, 'vendor', vendor.email) }
}

const placeOrder = (items: { productId: string; quantity: number }[]) => placeCodOrder(ctx.app, ctx.db, items)

const forward = (orderNo: string, vendorId: string, cookies = adminCookies) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNo}/vendors/${vendorId}/forward`, cookies })

async function forwarded(orderNo: string, vendorId: string): Promise<string> {
  const res = await forward(orderNo, vendorId)
  expect([200, 201]).toContain(res.statusCode)
  return ForwardResult.parse(res.json()).vendorOrder.id
}

/** Each change a second after the last, so the history has an order to show. */
const setStatus = (id: string, cookies: Record<string, string>, payload: Record<string, unknown>) => {
  ctx.clock.advance(1_000)
  return ctx.app.inject({ method: 'POST', url: `/api/vendor/orders/${id}/status`, cookies, payload })
}

const orderStatusOf = async (orderNo: string) =>
  (await ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNo, orderNo)))[0]!.status

let jaipur: Seller
let kolkata: Seller

beforeAll(async () => {
  // The admin sends each order to its sellers here (Send to Vendor).
  ctx = await createTestApp({}, { autoForwardOrders: false })
  categoryId = (await makeCategory(ctx.db)).id
  const admin = await makeAdmin(ctx.db)
  adminCookies = await signIn(ctx.app, 'admin', admin.email)
  jaipur = await seller('Jaipur Looms')
  kolkata = await seller('Kolkata Clay')
})
afterAll(() => ctx?.close())

describe('Send to Vendor (admin)', () => {
  it('creates the vendor order once, links its lines, mails the vendor and records the audit', async () => {
    const kurta = await makeProduct(ctx.db, {
      vendorId: jaipur.id,
      categoryId,
      name: 'Cotton Kurta',
      pricePaise: 50_000,
    })
    const shawl = await makeProduct(ctx.db, {
      vendorId: jaipur.id,
      categoryId,
      name: 'Wool Shawl',
      pricePaise: 120_000,
    })
    const mug = await makeProduct(ctx.db, { vendorId: kolkata.id, categoryId, name: 'Clay Mug', pricePaise: 20_000 })
    const { order } = await placeOrder([
      { productId: kurta.id, quantity: 2 },
      { productId: shawl.id, quantity: 1 },
      { productId: mug.id, quantity: 3 },
    ])

    const before = OrderVendorList.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${order.orderNo}/vendors`,
          cookies: adminCookies,
        })
      ).json(),
    )
    expect(before.data.map((v) => [v.businessName, v.lineCount, v.totalPaise, v.sendStatus, v.vendorOrder])).toEqual([
      ['Jaipur Looms', 2, 220_000, 'idle', null],
      ['Kolkata Clay', 1, 60_000, 'idle', null],
    ])

    const first = await forward(order.orderNo, jaipur.id)
    expect(first.statusCode, first.body).toBe(201)
    const sent = ForwardResult.parse(first.json())
    expect(sent).toMatchObject({
      status: 'sent',
      vendorOrder: { orderNo: order.orderNo, vendorId: jaipur.id, status: 'pending', totalPaise: 220_000 },
    })
    const again = await forward(order.orderNo, jaipur.id)
    expect(again.statusCode).toBe(200)
    expect(ForwardResult.parse(again.json())).toMatchObject({
      status: 'already_sent',
      vendorOrder: { id: sent.vendorOrder.id },
    })

    const [orderRow] = await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo))
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderRow!.id))
    expect(lines.filter((l) => l.vendorId === jaipur.id).every((l) => l.vendorOrderId === sent.vendorOrder.id)).toBe(
      true,
    )
    expect(lines.filter((l) => l.vendorId === kolkata.id).every((l) => l.vendorOrderId === null)).toBe(true)

    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'vendor_order'), eq(outbox.to, jaipur.email)))
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toContain(order.orderNo)
    expect(mails[0]!.textBody).toContain('Cotton Kurta')
    expect(mails[0]!.textBody).not.toContain('Clay Mug')
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, sent.vendorOrder.id))
    expect(audit.map((a) => a.action)).toEqual(['order.forward'])

    const after = OrderVendorList.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${order.orderNo}/vendors`,
          cookies: adminCookies,
        })
      ).json(),
    )
    expect(after.data.map((v) => [v.businessName, v.sendStatus, v.vendorOrder?.id ?? null])).toEqual([
      ['Jaipur Looms', 'sent', sent.vendorOrder.id],
      ['Kolkata Clay', 'idle', null],
    ])
  })

  it('gives exactly one vendor order for 10 concurrent sends', async () => {
    const product = await makeProduct(ctx.db, { vendorId: kolkata.id, categoryId, pricePaise: 10_000 })
    const { order } = await placeOrder([{ productId: product.id, quantity: 4 }])
    const results = await Promise.all(Array.from({ length: 10 }, () => forward(order.orderNo, kolkata.id)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    const bodies = results.map((r) => ForwardResult.parse(r.json()))
    expect(bodies.filter((b) => b.status === 'sent')).toHaveLength(1)
    expect(new Set(bodies.map((b) => b.vendorOrder.id)).size).toBe(1)
    const rows = await ctx.db.select().from(vendorOrders).where(eq(vendorOrders.id, bodies[0]!.vendorOrder.id))
    expect(rows).toHaveLength(1)
    const all = await ctx.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, rows[0]!.orderId))
    expect(all).toHaveLength(1)
    expect(all[0]!.totalPaise).toBe(40_000)
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'vendor_order'), eq(outbox.to, kolkata.email)))
    expect(mails.filter((m) => m.subject.includes(order.orderNo))).toHaveLength(1)
  })

  it('answers 404 for a vendor without lines in the order or an unknown order, 409 for a cancelled order', async () => {
    const product = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId })
    const { order } = await placeOrder([{ productId: product.id, quantity: 1 }])
    expect((await forward(order.orderNo, kolkata.id)).statusCode).toBe(404)
    expect((await forward(order.orderNo, randomUUID())).statusCode).toBe(404)
    expect((await forward('HT-ZZZZZZZZ', jaipur.id)).statusCode).toBe(404)
    expect((await forward(order.orderNo, 'not-a-uuid')).statusCode).toBe(400)
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderNo, order.orderNo))
    const cancelled = await forward(order.orderNo, jaipur.id)
    expect(cancelled.statusCode).toBe(409)
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo))
    expect(await ctx.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, row!.id))).toHaveLength(0)
  })

  it('answers 409 for an online order until it is paid', async () => {
    const product = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId })
    const { order } = await placeOrder([{ productId: product.id, quantity: 1 }])
    const setPayment = (paymentStatus: 'unpaid' | 'failed' | 'confirmed') =>
      ctx.db.update(orders).set({ paymentMethod: 'razorpay', paymentStatus }).where(eq(orders.orderNo, order.orderNo))
    for (const status of ['unpaid', 'failed'] as const) {
      await setPayment(status)
      const res = await forward(order.orderNo, jaipur.id)
      expect(res.statusCode).toBe(409)
      expect(res.json().error.message).toBe('This order is not paid yet and cannot be sent to a vendor.')
    }
    await setPayment('confirmed')
    expect((await forward(order.orderNo, jaipur.id)).statusCode).toBe(201)
  })

  it('answers 409 for a deactivated vendor and says so in the vendors list', async () => {
    const gone = await seller('Closed Shop')
    const product = await makeProduct(ctx.db, { vendorId: gone.id, categoryId })
    const { order } = await placeOrder([{ productId: product.id, quantity: 1 }])
    await ctx.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, gone.id))
    const res = await forward(order.orderNo, gone.id)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('This vendor is deactivated and cannot be sent orders.')
    const list = await ctx.app.inject({ url: `/api/admin/orders/${order.orderNo}/vendors`, cookies: adminCookies })
    expect(OrderVendorList.parse(list.json()).data).toEqual([
      expect.objectContaining({ vendorId: gone.id, vendorActive: false, sendStatus: 'idle' }),
    ])
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'vendor_order'), eq(outbox.to, gone.email)))
    expect(mails).toHaveLength(0)
  })

  it('is for admins only', async () => {
    const product = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId })
    const { order, customerCookies } = await placeOrder([{ productId: product.id, quantity: 1 }])
    expect((await forward(order.orderNo, jaipur.id, {})).statusCode).toBe(401)
    expect((await forward(order.orderNo, jaipur.id, customerCookies)).statusCode).toBe(403)
    expect((await forward(order.orderNo, jaipur.id, jaipur.cookies)).statusCode).toBe(403)
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order.orderNo}/vendors`,
      cookies: jaipur.cookies,
    })
    expect(list.statusCode).toBe(403)
  })
})

describe('Ship Order (admin)', () => {
  const ship = (id: string, payload: Record<string, unknown>, cookies = adminCookies) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/vendor-orders/${id}/ship`, cookies, payload })

  it('records courier and tracking for a part not yet shipped; the customer sees it, the log keeps who', async () => {
    const product = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId })
    const { order, customerCookies } = await placeOrder([{ productId: product.id, quantity: 1 }])
    const id = await forwarded(order.orderNo, jaipur.id)

    const missing = await ship(id, { courierName: 'India Post' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.details.map((d: { path: string }) => d.path)).toEqual(['trackingNumber'])
    expect((await ship(id, { courierName: ' ', trackingNumber: 'EE123' })).statusCode).toBe(400)

    expect((await ship(id, { courierName: 'India Post', trackingNumber: 'EE123456789IN' })).statusCode).toBe(204)
    const [row] = await ctx.db.select().from(vendorOrders).where(eq(vendorOrders.id, id))
    expect(row).toMatchObject({ status: 'shipped', courierName: 'India Post', trackingNumber: 'EE123456789IN' })
    expect(await orderStatusOf(order.orderNo)).toBe('shipped')
    const seen = (await ctx.app.inject({ url: `/api/orders/${order.orderNo}`, cookies: customerCookies })).json()
    expect(seen.trackingStatus).toBe('Shipped')
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'vendor_order.ship')))
    expect(audit).toMatchObject({ actorKind: 'admin', details: { orderNo: order.orderNo, courierName: 'India Post' } })

    // Shipped already: a second shipment is refused.
    expect((await ship(id, { courierName: 'DTDC', trackingNumber: 'D10000001' })).statusCode).toBe(409)
  })

  it('is for admins only, and answers 404 for an unknown part', async () => {
    const product = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId })
    const { order, customerCookies } = await placeOrder([{ productId: product.id, quantity: 1 }])
    const id = await forwarded(order.orderNo, jaipur.id)
    const body = { courierName: 'India Post', trackingNumber: 'EE000000001IN' }
    for (const cookies of [{}, customerCookies, jaipur.cookies])
      expect((await ship(id, body, cookies)).statusCode).toBe(Object.keys(cookies).length > 0 ? 403 : 401)
    expect((await ship(randomUUID(), body)).statusCode).toBe(404)
    expect((await ship('not-a-uuid', body)).statusCode).toBe(400)
    const [row] = await ctx.db.select().from(vendorOrders).where(eq(vendorOrders.id, id))
    expect(row!.status).toBe('pending')
  })
})

describe('vendor orders (vendor)', () => {
  it('lists own orders newest first, filters by status, and shows only its own part in the detail', async () => {
    const vendor = await seller('Mysore Silks')
    const other = await seller('Other Shop')
    const saree = await makeProduct(ctx.db, {
      vendorId: vendor.id,
      categoryId,
      name: 'Silk Saree',
      pricePaise: 300_000,
    })
    const foreign = await makeProduct(ctx.db, {
      vendorId: other.id,
      categoryId,
      name: 'Brass Lamp',
      pricePaise: 80_000,
    })
    const first = await placeOrder([{ productId: saree.id, quantity: 1 }])
    ctx.clock.advance(60_000)
    const second = await placeOrder([
      { productId: saree.id, quantity: 2 },
      { productId: foreign.id, quantity: 1 },
    ])
    ctx.clock.advance(60_000)
    const id1 = await forwarded(first.order.orderNo, vendor.id)
    ctx.clock.advance(60_000)
    const id2 = await forwarded(second.order.orderNo, vendor.id)
    const otherId = await forwarded(second.order.orderNo, other.id)

    const list = VendorOrderList.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/vendor/orders', cookies: vendor.cookies })).json(),
    )
    expect(list.data.map((o) => [o.id, o.orderNo, o.productNames, o.totalPaise, o.status])).toEqual([
      [id2, second.order.orderNo, ['Silk Saree'], 600_000, 'pending'],
      [id1, first.order.orderNo, ['Silk Saree'], 300_000, 'pending'],
    ])
    expect(list.meta).toEqual({ page: 1, pageSize: 10, total: 2 })

    expect((await setStatus(id1, vendor.cookies, { status: 'processing' })).statusCode).toBe(200)
    const processing = VendorOrderList.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/vendor/orders?status=processing', cookies: vendor.cookies })
      ).json(),
    )
    expect(processing.data.map((o) => o.id)).toEqual([id1])
    const paged = VendorOrderList.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/vendor/orders?page=2&pageSize=1', cookies: vendor.cookies })
      ).json(),
    )
    expect(paged.data.map((o) => o.id)).toEqual([id1])
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/vendor/orders?status=lost', cookies: vendor.cookies }))
        .statusCode,
    ).toBe(400)

    const detail = VendorOrderDetail.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/vendor/orders/${id2}`, cookies: vendor.cookies })).json(),
    )
    expect(detail.lines.map((l) => [l.name, l.quantity, l.lineTotalPaise])).toEqual([['Silk Saree', 2, 600_000]])
    expect(detail).toMatchObject({
      orderNo: second.order.orderNo,
      status: 'pending',
      totalPaise: 600_000,
      itemCount: 2,
      customer: {
        name: 'Asha Verma',
        phone: expect.stringContaining('9876543210'),
        address: { street: '14 MG Road', pin: '302001' },
      },
      history: [],
    })

    // Another vendor's vendor order, an unknown id, and a bad id.
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/vendor/orders/${otherId}`, cookies: vendor.cookies }))
        .statusCode,
    ).toBe(404)
    expect((await setStatus(otherId, vendor.cookies, { status: 'processing' })).statusCode).toBe(404)
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/vendor/orders/${otherId}`, cookies: vendor.cookies }))
        .statusCode,
    ).toBe(404)
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/vendor/orders/${randomUUID()}`, cookies: vendor.cookies }))
        .statusCode,
    ).toBe(404)
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/vendor/orders/nope', cookies: vendor.cookies })).statusCode,
    ).toBe(400)
    // Reading another seller's part is on record; an unknown id is not (nothing was there to see).
    const denied = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'vendor_order.access_denied'))
    expect(denied.map((d) => [d.actorKind, d.entityId])).toEqual([['vendor', otherId]])
  })

  it('sorts by the day promised to the customer, soonest first, and shows it on each order', async () => {
    const vendor = await seller('Bikaner Bhujia')
    const snack = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, stock: 10 })
    const dispatch = async (dispatchDays: number) =>
      expect(
        (
          await ctx.app.inject({
            method: 'PUT',
            url: '/api/vendor/delivery',
            cookies: vendor.cookies,
            payload: { area: 'india', dispatchDays, cod: true },
          })
        ).statusCode,
      ).toBe(200)
    await dispatch(6)
    const slow = await placeOrder([{ productId: snack.id, quantity: 1 }])
    await dispatch(0)
    const quick = await placeOrder([{ productId: snack.id, quantity: 1 }])
    const quickId = await forwarded(quick.order.orderNo, vendor.id)
    ctx.clock.advance(60_000)
    const slowId = await forwarded(slow.order.orderNo, vendor.id)
    const [slowLine] = await ctx.db.select().from(orderLines).where(eq(orderLines.vendorOrderId, slowId))
    const [quickLine] = await ctx.db.select().from(orderLines).where(eq(orderLines.vendorOrderId, quickId))
    expect(quickLine!.promisedBy! < slowLine!.promisedBy!).toBe(true)

    const list = async (query: string) =>
      VendorOrderList.parse(
        (await ctx.app.inject({ url: `/api/vendor/orders${query}`, cookies: vendor.cookies })).json(),
      ).data.map((o) => [o.id, o.promisedBy])
    expect(await list('')).toEqual([
      [slowId, slowLine!.promisedBy],
      [quickId, quickLine!.promisedBy],
    ])
    expect(await list('?sort=due')).toEqual([
      [quickId, quickLine!.promisedBy],
      [slowId, slowLine!.promisedBy],
    ])
    expect((await ctx.app.inject({ url: '/api/vendor/orders?sort=oldest', cookies: vendor.cookies })).statusCode).toBe(
      400,
    )
    const detail = VendorOrderDetail.parse(
      (await ctx.app.inject({ url: `/api/vendor/orders/${slowId}`, cookies: vendor.cookies })).json(),
    )
    expect(detail.promisedBy).toBe(slowLine!.promisedBy)
  })

  it('refuses unapproved vendors and customers (403), and the signed-out (401)', async () => {
    const pending = await makeVendor(ctx.db, { status: 'pending' })
    const pendingCookies = await signIn(ctx.app, 'vendor', pending.email)
    const customer = await makeCustomer(ctx.db)
    const customerCookies = await signIn(ctx.app, 'customer', customer.email!)
    for (const url of ['/api/vendor/orders', '/api/vendor/dashboard', `/api/vendor/orders/${randomUUID()}`]) {
      expect((await ctx.app.inject({ method: 'GET', url, cookies: pendingCookies })).statusCode).toBe(403)
      expect((await ctx.app.inject({ method: 'GET', url, cookies: customerCookies })).statusCode).toBe(403)
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401)
    }
    expect((await setStatus(randomUUID(), pendingCookies, { status: 'processing' })).statusCode).toBe(403)
    expect((await setStatus(randomUUID(), {}, { status: 'processing' })).statusCode).toBe(401)
  })

  it('moves one step forward at a time, needs courier and tracking to ship, and the customer follows', async () => {
    const product = await makeProduct(ctx.db, {
      vendorId: jaipur.id,
      categoryId,
      name: 'Block-print Quilt',
      pricePaise: 250_000,
    })
    const { order, customerCookies } = await placeOrder([{ productId: product.id, quantity: 1 }])
    const id = await forwarded(order.orderNo, jaipur.id)

    expect(
      (
        await setStatus(id, jaipur.cookies, {
          status: 'shipped',
          courierName: 'Delhivery',
          trackingNumber: '1000000000001',
        })
      ).statusCode,
    ).toBe(409)
    expect((await setStatus(id, jaipur.cookies, { status: 'delivered', cashCollected: true })).statusCode).toBe(409)
    expect((await setStatus(id, jaipur.cookies, { status: 'pending' })).statusCode).toBe(400)
    expect((await setStatus(id, jaipur.cookies, { status: 'lost' })).statusCode).toBe(400)
    expect((await setStatus(id, jaipur.cookies, {})).statusCode).toBe(400)

    const toProcessing = await setStatus(id, jaipur.cookies, { status: 'processing' })
    expect(toProcessing.statusCode, toProcessing.body).toBe(200)
    expect(VendorOrderDetail.parse(toProcessing.json()).status).toBe('processing')
    expect((await setStatus(id, jaipur.cookies, { status: 'processing' })).statusCode).toBe(409)

    const noCourier = await setStatus(id, jaipur.cookies, { status: 'shipped', trackingNumber: 'DL123' })
    expect(noCourier.statusCode).toBe(400)
    expect(noCourier.body).toContain('courierName')
    expect(noCourier.body).toContain('Courier name is required.')
    const noTracking = await setStatus(id, jaipur.cookies, { status: 'shipped', courierName: 'Delhivery' })
    expect(noTracking.statusCode).toBe(400)
    expect(noTracking.body).toContain('Tracking number is required.')
    // A number that cannot be the courier's is refused, naming the format; nothing moves.
    const wrongFormat = await setStatus(id, jaipur.cookies, {
      status: 'shipped',
      courierName: 'Delhivery',
      trackingNumber: 'DL1234567890IN',
    })
    expect(wrongFormat.statusCode).toBe(400)
    expect(wrongFormat.json()).toMatchObject({
      error: {
        details: [
          {
            path: 'trackingNumber',
            message: 'A Delhivery tracking number is 10 to 15 digits. Check it on the courier’s receipt.',
          },
        ],
      },
    })

    const shipped = await setStatus(id, jaipur.cookies, {
      status: 'shipped',
      courierName: 'Delhivery',
      // Spaces as copied from a receipt are dropped.
      trackingNumber: '1234 5678 90123',
    })
    expect(shipped.statusCode, shipped.body).toBe(200)
    const shippedDetail = VendorOrderDetail.parse(shipped.json())
    expect(shippedDetail).toMatchObject({
      status: 'shipped',
      courierName: 'Delhivery',
      trackingNumber: '1234567890123',
    })
    expect(shippedDetail.history.map((h) => h.status)).toEqual(['Processing', 'Shipped'])
    expect(await orderStatusOf(order.orderNo)).toBe('shipped')
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'order_shipped'))
    const mail = mails.find((m) => m.subject.includes(order.orderNo))!
    expect(mail.to).toBe(shipping.email)
    expect(mail.textBody).toContain('1234567890123')
    expect(mail.textBody).toContain('Delhivery')

    // The customer sees the steps on the order page.
    const seen = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies: customerCookies })).json(),
    )
    expect(seen.status).toBe('shipped')
    expect(seen.trackingStatus).toBe('Shipped')
    expect(seen.events.some((e) => e.note?.includes('1234567890123'))).toBe(true)

    expect((await setStatus(id, jaipur.cookies, { status: 'delivered', cashCollected: true })).statusCode).toBe(200)
    expect(await orderStatusOf(order.orderNo)).toBe('delivered')
    expect((await setStatus(id, jaipur.cookies, { status: 'delivered', cashCollected: true })).statusCode).toBe(409)
    const events = await ctx.db.select().from(trackingEvents).where(eq(trackingEvents.vendorOrderId, id))
    expect(events.map((e) => e.status).sort()).toEqual(['Delivered', 'Processing', 'Shipped'])
    const final = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies: customerCookies })).json(),
    )
    expect(final.trackingStatus).toBe('Delivered')
  })

  it('shows COD and the cash to collect, corrects a tracking number until delivery, and needs the cash confirmed', async () => {
    const kurta = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId, pricePaise: 120_000 })
    const { order, customerCookies } = await placeOrder([{ productId: kurta.id, quantity: 2 }])
    const id = await forwarded(order.orderNo, jaipur.id)
    const detailOf = async (cookies = jaipur.cookies) =>
      ctx.app.inject({ method: 'GET', url: `/api/vendor/orders/${id}`, cookies })
    const pending = VendorOrderDetail.parse((await detailOf()).json())
    expect(pending.payment).toEqual({ method: 'cod', cashToCollectPaise: pending.totalPaise })
    const correct = (payload: Record<string, unknown>, cookies = jaipur.cookies) =>
      ctx.app.inject({ method: 'PUT', url: `/api/vendor/orders/${id}/shipment`, cookies, payload })
    // The packing slip: what to pack, where, and the cash the courier collects; no one else's.
    const slip = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/orders/${id}/packing-slip`,
      cookies: jaipur.cookies,
    })
    expect(slip.statusCode).toBe(200)
    expect(slip.headers['content-type']).toBe('application/pdf')
    expect(slip.headers['cache-control']).toBe('no-store')
    const slipText = await pdfText(slip.rawPayload)
    expect(slipText).toContain(`COD: collect ${formatPaise(pending.totalPaise)} in cash`)
    expect(slipText).toContain(order.orderNo)
    expect(slipText).toContain(shipping.pin)
    expect(slipText).toContain('Jaipur Looms')
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/vendor/orders/${id}/packing-slip`, cookies: kolkata.cookies }))
        .statusCode,
    ).toBe(404)
    // Nothing shipped yet: nothing to correct.
    expect((await correct({ courierName: 'Delhivery', trackingNumber: '1000000000002' })).statusCode).toBe(409)

    await setStatus(id, jaipur.cookies, { status: 'processing' })
    await setStatus(id, jaipur.cookies, {
      status: 'shipped',
      courierName: 'Delhivery',
      trackingNumber: '1000000000001',
    })
    // A tracking number that cannot be Delhivery's, and someone else's order.
    const wrong = await correct({ courierName: 'Delhivery', trackingNumber: 'ABC' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().error.details[0].path).toBe('trackingNumber')
    expect(
      (await correct({ courierName: 'Delhivery', trackingNumber: '1000000000002' }, kolkata.cookies)).statusCode,
    ).toBe(404)
    const fixed = await correct({ courierName: 'Blue Dart', trackingNumber: '12345678901' })
    expect(fixed.statusCode, fixed.body).toBe(200)
    expect(VendorOrderDetail.parse(fixed.json())).toMatchObject({
      status: 'shipped',
      courierName: 'Blue Dart',
      trackingNumber: '12345678901',
    })
    const seen = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies: customerCookies })).json(),
    )
    expect(seen.events.some((e) => e.note?.includes('now shipping with Blue Dart, tracking number 12345678901'))).toBe(
      true,
    )
    // The step stays dated by the shipment, not by the correction.
    expect(seen.trackingStatus).toBe('Shipped')
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.some((a) => a.action === 'vendor_order.shipment_corrected')).toBe(true)

    // Cash on delivery: delivered only with the seller's word that the cash was collected.
    const unconfirmed = await setStatus(id, jaipur.cookies, { status: 'delivered' })
    expect(unconfirmed.statusCode).toBe(400)
    expect(unconfirmed.json().error.details[0].path).toBe('cashCollected')
    expect((await detailOf()).json().status).toBe('shipped')
    expect((await setStatus(id, jaipur.cookies, { status: 'delivered', cashCollected: true })).statusCode).toBe(200)
    // Delivered: the tracking number is history now.
    expect((await correct({ courierName: 'Delhivery', trackingNumber: '1000000000003' })).statusCode).toBe(409)
  })

  it("derives the order's status from its parts: partly shipped, partly delivered, delivered", async () => {
    const a = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId })
    const b = await makeProduct(ctx.db, { vendorId: kolkata.id, categoryId })
    const { order } = await placeOrder([
      { productId: a.id, quantity: 1 },
      { productId: b.id, quantity: 1 },
    ])
    expect(await orderStatusOf(order.orderNo)).toBe('placed')
    const idA = await forwarded(order.orderNo, jaipur.id)
    expect(await orderStatusOf(order.orderNo)).toBe('placed')
    const ship = { status: 'shipped', courierName: 'Blue Dart', trackingNumber: '10000000001' }
    await setStatus(idA, jaipur.cookies, { status: 'processing' })
    expect(await orderStatusOf(order.orderNo)).toBe('processing')
    await setStatus(idA, jaipur.cookies, ship)
    // Kolkata's part has not even been sent yet.
    expect(await orderStatusOf(order.orderNo)).toBe('partly_shipped')
    const idB = await forwarded(order.orderNo, kolkata.id)
    await setStatus(idA, jaipur.cookies, { status: 'delivered', cashCollected: true })
    expect(await orderStatusOf(order.orderNo)).toBe('partly_delivered')
    // One part delivered, the other pending: the order's timeline claims no more than both reached,
    // in the order and in the customer's list; each shipment shows its own progress.
    const partly = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies: adminCookies })).json(),
    )
    expect(partly.trackingStatus).toBe('Order Placed')
    expect(partly.trackingSteps.find((s) => s.status === 'Delivered')?.completed).toBe(false)
    expect(partly.shipments.map((s) => s.status).sort()).toEqual(['delivered', 'pending'])
    // The seller whose part was delivered sees its own part delivered.
    const ownPart = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies: jaipur.cookies })).json(),
    )
    expect(ownPart.trackingStatus).toBe('Delivered')
    await setStatus(idB, kolkata.cookies, { status: 'processing' })
    expect((await setStatus(idB, kolkata.cookies, ship)).statusCode).toBe(200)
    expect(await orderStatusOf(order.orderNo)).toBe('partly_delivered')
    await setStatus(idB, kolkata.cookies, { status: 'delivered', cashCollected: true })
    expect(await orderStatusOf(order.orderNo)).toBe('delivered')
    // Cash on delivery: each part's cash was collected on delivery; the order is paid once all are.
    const view = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies: adminCookies })).json(),
    )
    expect(view.payment).toMatchObject({ method: 'cod', status: 'confirmed', paidAt: expect.any(String) })
    expect(view.shipments.every((s) => s.cashCollectedAt !== null)).toBe(true)
    // Every move is on record with who made it and what it was before.
    const moves = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, idA), eq(auditLog.action, 'vendor_order.status')))
      .orderBy(auditLog.id)
    expect(moves.map((m) => [m.actorKind, m.actorId, m.details])).toEqual([
      ['vendor', jaipur.id, { orderNo: order.orderNo, status: { from: 'pending', to: 'processing' } }],
      [
        'vendor',
        jaipur.id,
        {
          orderNo: order.orderNo,
          status: { from: 'processing', to: 'shipped' },
          courierName: 'Blue Dart',
          trackingNumber: '10000000001',
        },
      ],
      ['vendor', jaipur.id, { orderNo: order.orderNo, status: { from: 'shipped', to: 'delivered' } }],
    ])
  })

  it('refuses status changes once the order is cancelled', async () => {
    const product = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId })
    const { order } = await placeOrder([{ productId: product.id, quantity: 1 }])
    const id = await forwarded(order.orderNo, jaipur.id)
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderNo, order.orderNo))
    expect((await setStatus(id, jaipur.cookies, { status: 'processing' })).statusCode).toBe(409)
  })

  it('hides a finished order from the vendor without erasing it; an open one stays (409)', async () => {
    const vendor = await seller('Hide Shop')
    const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId })
    const { order } = await placeOrder([{ productId: product.id, quantity: 1 }])
    const id = await forwarded(order.orderNo, vendor.id)
    const hide = () => ctx.app.inject({ method: 'DELETE', url: `/api/vendor/orders/${id}`, cookies: vendor.cookies })
    const open = await hide()
    expect(open.statusCode).toBe(409)
    expect(open.json().error.message).toBe(
      'Only delivered or cancelled orders can be hidden; this one still needs fulfilling.',
    )
    await ctx.db.update(vendorOrders).set({ status: 'delivered' }).where(eq(vendorOrders.id, id))
    const res = await hide()
    expect(res.statusCode).toBe(204)
    const list = VendorOrderList.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/vendor/orders', cookies: vendor.cookies })).json(),
    )
    expect(list.data).toHaveLength(0)
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/vendor/orders/${id}`, cookies: vendor.cookies })).statusCode,
    ).toBe(404)
    const [row] = await ctx.db.select().from(vendorOrders).where(eq(vendorOrders.id, id))
    expect(row!.hiddenAt).not.toBeNull()
    // The admin still sees it as sent.
    const vendorsView = OrderVendorList.parse(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/admin/orders/${order.orderNo}/vendors`,
          cookies: adminCookies,
        })
      ).json(),
    )
    expect(vendorsView.data[0]).toMatchObject({ sendStatus: 'sent', vendorOrder: { id } })
  })
})

describe('GET /api/vendor/dashboard', () => {
  it('adds up the vendor orders built here', async () => {
    const vendor = await seller('Dashboard Shop')
    const lamp = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, pricePaise: 10_000 })
    const rug = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, pricePaise: 25_000 })
    await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, archivedAt: new Date() })
    const foreign = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId, pricePaise: 99_900 })

    const today = new Date('2026-11-22T10:00:00Z')
    // Two days ago (IST): 2 lamps and a rug = 45,000.
    ctx.clock.set(new Date('2026-11-20T08:00:00Z'))
    const old = await placeOrder([
      { productId: lamp.id, quantity: 2 },
      { productId: rug.id, quantity: 1 },
      { productId: foreign.id, quantity: 1 },
    ])
    ctx.clock.set(today)
    // Today: 3 rugs = 75,000 (later delivered and hidden: still a sale).
    const recent = await placeOrder([{ productId: rug.id, quantity: 3 }])
    // Today, cancelled: excluded.
    const cancelled = await placeOrder([{ productId: lamp.id, quantity: 5 }])
    // Not sent to the vendor yet: not its order.
    await placeOrder([{ productId: lamp.id, quantity: 7 }])

    const idOld = await forwarded(old.order.orderNo, vendor.id)
    const idRecent = await forwarded(recent.order.orderNo, vendor.id)
    const idCancelled = await forwarded(cancelled.order.orderNo, vendor.id)
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderNo, cancelled.order.orderNo))
    await ctx.db.update(vendorOrders).set({ status: 'cancelled' }).where(eq(vendorOrders.id, idCancelled))
    await setStatus(idOld, vendor.cookies, { status: 'processing' })
    await ctx.db.update(vendorOrders).set({ status: 'delivered' }).where(eq(vendorOrders.id, idRecent))
    const hidden = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/vendor/orders/${idRecent}`,
      cookies: vendor.cookies,
    })
    expect(hidden.statusCode).toBe(204)

    const res = await ctx.app.inject({ method: 'GET', url: '/api/vendor/dashboard', cookies: vendor.cookies })
    expect(res.statusCode, res.body).toBe(200)
    const dashboard = VendorDashboard.parse(res.json())
    expect(dashboard).toMatchObject({ productCount: 2, salesPaise: 120_000, orderCount: 2, pendingCount: 0 })
    expect(dashboard.recentOrders.map((o) => o.id).sort()).toEqual([idCancelled, idOld].sort())
    expect(dashboard.dailySales).toHaveLength(30)
    expect(dashboard.dailySales[0]!.day).toBe('2026-10-24')
    expect(dashboard.dailySales.at(-1)).toEqual({ day: '2026-11-22', salesPaise: 75_000 })
    expect(dashboard.dailySales.find((d) => d.day === '2026-11-20')!.salesPaise).toBe(45_000)
    expect(dashboard.dailySales.reduce((sum, d) => sum + d.salesPaise, 0)).toBe(120_000)
  })
})

describe('vendor order mails', () => {
  it('escape vendor- and customer-supplied text in the HTML', () => {
    const evil = '<script>alert(1)</script>'
    const forwardedMail = vendorOrderForwardedMail({
      businessName: evil,
      orderNo: 'HT-ABCDEFGH',
      lines: [{ name: evil, options: evil, quantity: 1, lineTotalPaise: 100 }],
      totalPaise: 100,
      customerName: evil,
      address: { street: evil, city: 'Jaipur', state: 'Rajasthan', pin: '302001' },
      vendorOrderUrl: 'javascript:alert(1)',
      locale: 'en-IN',
    })
    const shippedMail = vendorOrderShippedMail({
      customerName: evil,
      orderNo: 'HT-ABCDEFGH',
      businessName: evil,
      itemNames: [evil],
      courierName: evil,
      trackingNumber: evil,
      orderUrl: 'https://haat.example/orders/HT-ABCDEFGH',
      locale: 'en-IN',
    })
    for (const mail of [forwardedMail, shippedMail]) {
      expect(mail.html).not.toContain('<script>')
      expect(mail.html).toContain('&lt;script&gt;')
    }
    expect(forwardedMail.html).not.toContain('javascript:')
  })
})

describe('correcting a cash-on-delivery collection (admin)', () => {
  const correct = (orderNo: string, payload: object, cookies = adminCookies) =>
    ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNo}/cash`, cookies, payload })

  it('marks the cash collected or not, with a reason on record', async () => {
    const product = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId })
    const { order, customerCookies } = await placeOrder([{ productId: product.id, quantity: 1 }])
    const collected = await correct(order.orderNo, { collected: true, note: 'Paid at the counter' })
    expect(collected.statusCode, collected.body).toBe(200)
    expect(Order.parse(collected.json()).payment).toMatchObject({ status: 'confirmed', paidAt: expect.any(String) })
    expect((await correct(order.orderNo, { collected: true, note: 'Again' })).statusCode).toBe(409)
    const undone = Order.parse((await correct(order.orderNo, { collected: false, note: 'Courier kept it' })).json())
    expect(undone.payment).toMatchObject({ status: 'pending', paidAt: null })
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'payment.cod_corrected'))
      .orderBy(auditLog.id)
    expect(audit.filter((a) => a.details.orderNo === order.orderNo).map((a) => a.details.note)).toEqual([
      'Paid at the counter',
      'Courier kept it',
    ])
    const noNote = await correct(order.orderNo, { collected: true })
    expect(noNote.statusCode).toBe(400)
    expect((await correct(order.orderNo, { collected: true, note: 'Mine' }, customerCookies)).statusCode).toBe(403)
    expect((await correct('HT-ZZZZZZZZ', { collected: true, note: 'Nobody' })).statusCode).toBe(404)
  })
})

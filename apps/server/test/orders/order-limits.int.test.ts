import { randomUUID } from 'node:crypto'
import { DEFAULT_SHOP_SETTINGS, type ShopSettings } from '@haat/shared/admin/settings'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/catalog'
import { cartLines, coupons, orders } from '../../src/db/schema/commerce'
import { auditLog } from '../../src/db/schema/platform'
import { releaseExpiredOrders } from '../../src/modules/after-sale/release-expired'
import {
  customerSession,
  makeAdmin,
  makeCategory,
  makeProduct,
  makeVendor,
  signIn,
  TEST_SHIPPING,
  putInCart,
} from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let vendorId: string
let categoryId: string

const shipping = TEST_SHIPPING

beforeAll(async () => {
  ctx = await createTestApp()
  vendorId = (await makeVendor(ctx.db)).id
  categoryId = (await makeCategory(ctx.db)).id
})
afterAll(() => ctx.close())

const product = (values: Partial<typeof products.$inferInsert> = {}) =>
  makeProduct(ctx.db, { vendorId, categoryId, stock: 20, ...values })
const fillCart = async (customerId: string, productId: string, quantity = 1) => {
  await ctx.db.delete(cartLines).where(eq(cartLines.customerId, customerId))
  await putInCart(ctx.db, { customerId, productId, quantity })
}
const place = (
  cookies: Record<string, string>,
  paymentMethod: 'cod' | 'razorpay',
  idempotencyKey = randomUUID(),
  ip = '10.7.0.1',
) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies,
    remoteAddress: ip,
    payload: { shipping, paymentMethod, idempotencyKey },
  })
const stockOf = async (id: string) =>
  (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock

describe('unpaid online orders', () => {
  it('reuses the unpaid online order for the same cart instead of holding the stock twice', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const lamp = await product({ stock: 5 })
    await fillCart(customer.id, lamp.id, 2)
    const first = await place(cookies, 'razorpay')
    expect(first.statusCode).toBe(201)
    const again = await place(cookies, 'razorpay')
    expect(again.statusCode).toBe(200)
    expect(again.json().orderNo).toBe(first.json().orderNo)
    expect(await stockOf(lamp.id)).toBe(3)
    // Another address is another order.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies,
      payload: {
        shipping: { ...shipping, street: '2 Park Street' },
        paymentMethod: 'razorpay',
        idempotencyKey: randomUUID(),
      },
    })
    expect(elsewhere.statusCode).toBe(201)
    expect(await stockOf(lamp.id)).toBe(1)
  })

  it('allows 3 at a time, then refuses with a clear message until one is paid or released', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const items = await Promise.all([product(), product(), product(), product()])
    for (const item of items.slice(0, 3)) {
      await fillCart(customer.id, item.id)
      expect((await place(cookies, 'razorpay')).statusCode).toBe(201)
    }
    await fillCart(customer.id, items[3]!.id)
    const fourth = await place(cookies, 'razorpay')
    expect(fourth.statusCode).toBe(409)
    expect(fourth.json().error.message).toBe(
      'You have 3 online orders waiting for payment. Please pay for one first, or wait: unpaid orders are cancelled after 30 minutes.',
    )
    expect(await stockOf(items[3]!.id)).toBe(20)
    // Cash on delivery is still possible.
    expect((await place(cookies, 'cod')).statusCode).toBe(201)
    ctx.clock.advance(31 * 60_000)
    await releaseExpiredOrders(ctx.db, ctx.clock)
    await fillCart(customer.id, items[3]!.id)
    expect((await place(cookies, 'razorpay')).statusCode).toBe(201)
  })
})

/** Runs `test` with some shop settings changed through the admin API, and puts the defaults back. */
async function withSettings(changes: Partial<ShopSettings>, test: () => Promise<void>) {
  const admin = await makeAdmin(ctx.db)
  const cookies = await signIn(ctx.app, 'admin', admin.email)
  const put = (payload: ShopSettings) => ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', cookies, payload })
  expect((await put({ ...DEFAULT_SHOP_SETTINGS, ...changes })).statusCode).toBe(200)
  try {
    await test()
  } finally {
    await put(DEFAULT_SHOP_SETTINGS)
  }
}

describe('one cash-on-delivery order', () => {
  it('may be up to ₹10,000; above it the order is paid online, and the admin may change the limit', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const atLimit = await product({ pricePaise: 1_000_000 })
    const above = await product({ pricePaise: 1_000_001 })
    await fillCart(customer.id, above.id)
    const refused = await place(cookies, 'cod')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(
      'Cash on delivery is available for orders up to ₹10,000. Please pay online.',
    )
    expect(await stockOf(above.id)).toBe(20)
    expect((await ctx.db.select().from(orders).where(eq(orders.customerId, customer.id))).length).toBe(0)
    expect((await place(cookies, 'razorpay')).statusCode).toBe(201)
    await fillCart(customer.id, atLimit.id)
    expect((await place(cookies, 'cod')).statusCode).toBe(201)

    await withSettings({ maxCodOrderPaise: 2_000_000 }, async () => {
      await fillCart(customer.id, above.id)
      expect((await place(cookies, 'cod')).statusCode).toBe(201)
    })
    // 0 turns cash on delivery off.
    await withSettings({ maxCodOrderPaise: 0 }, async () => {
      const cheap = await product({ pricePaise: 100 })
      await fillCart(customer.id, cheap.id)
      const off = await place(cookies, 'cod')
      expect(off.statusCode).toBe(409)
      expect(off.json().error.message).toBe('Cash on delivery is available for orders up to ₹0. Please pay online.')
    })
  })
})

describe('cash on delivery on its way', () => {
  it('stops at ₹50,000 of undelivered cash-on-delivery orders, and frees up on cancelling or delivery', async () => {
    // Orders of ₹30,000 each: above the one-order limit, which is lifted here.
    await withSettings({ maxCodOrderPaise: 5_000_000 }, undeliveredLimit)
  })
  async function undeliveredLimit() {
    const { customer, cookies } = await customerSession(ctx)
    const sofa = await product({ pricePaise: 3_000_000 })
    await fillCart(customer.id, sofa.id)
    const first = await place(cookies, 'cod')
    expect(first.statusCode).toBe(201)
    await fillCart(customer.id, sofa.id)
    const second = await place(cookies, 'cod')
    expect(second.statusCode).toBe(409)
    expect(second.json().error.message).toBe(
      'Cash on delivery is limited to ₹50,000 of orders not yet delivered. Please pay online, or wait until your earlier orders arrive.',
    )
    expect((await place(cookies, 'razorpay')).statusCode).toBe(201)
    // Cancelling the first order frees its amount…
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${first.json().orderNo}/cancel`,
      cookies,
      payload: { reason: 'changed_mind' },
    })
    expect(cancelled.statusCode).toBe(200)
    await fillCart(customer.id, sofa.id)
    const third = await place(cookies, 'cod')
    expect(third.statusCode).toBe(201)
    // …and so does delivery.
    await fillCart(customer.id, sofa.id)
    expect((await place(cookies, 'cod')).statusCode).toBe(409)
    await ctx.db.update(orders).set({ status: 'delivered' }).where(eq(orders.orderNo, third.json().orderNo))
    await fillCart(customer.id, sofa.id)
    expect((await place(cookies, 'cod')).statusCode).toBe(201)
  }

  it('counts what is still to be collected: an order’s price less its coupon', async () => {
    await withSettings({ maxCodOrderPaise: 5_000_000 }, async () => {
      const { customer, cookies } = await customerSession(ctx)
      const sofa = await product({ pricePaise: 3_000_000 })
      const couponCode = `SOFA${Date.now().toString(36).toUpperCase()}`.slice(0, 20)
      await ctx.db.insert(coupons).values({
        code: couponCode,
        description: '₹10,000 off sofas',
        flatOffPaise: 1_000_000,
        startsAt: new Date(ctx.clock.now().getTime() - 60_000),
      })
      await fillCart(customer.id, sofa.id)
      const first = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        cookies,
        payload: { shipping, paymentMethod: 'cod', idempotencyKey: randomUUID(), couponCode },
      })
      expect(first.statusCode, first.body).toBe(201)
      expect(first.json().totalPaise).toBe(2_000_000)
      // ₹20,000 to collect + ₹30,000 is exactly the ₹50,000 limit (at full price it would be ₹60,000).
      await fillCart(customer.id, sofa.id)
      expect((await place(cookies, 'cod')).statusCode).toBe(201)
    })
  })
})

describe('the limits as shop settings', () => {
  it('are the admin’s to change (validated and audited), and apply at once', async () => {
    const admin = await makeAdmin(ctx.db)
    const adminCookies = await signIn(ctx.app, 'admin', admin.email)
    const put = (payload: object) =>
      ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', cookies: adminCookies, payload })
    const bad = await put({ ...DEFAULT_SHOP_SETTINGS, maxUnpaidOnlineOrders: 0, maxUndeliveredCodPaise: -1 })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['maxUndeliveredCodPaise', 'maxUnpaidOnlineOrders'])
    const saved = await put({ ...DEFAULT_SHOP_SETTINGS, maxUnpaidOnlineOrders: 1, maxUndeliveredCodPaise: 10_000 })
    expect(saved.json()).toMatchObject({ maxUnpaidOnlineOrders: 1, maxUndeliveredCodPaise: 10_000 })
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'settings.update'), eq(auditLog.actorId, admin.id)))
    expect(audit!.details).toEqual({
      maxUnpaidOnlineOrders: { from: 3, to: 1 },
      maxUndeliveredCodPaise: { from: 5_000_000, to: 10_000 },
    })
    try {
      const { customer, cookies } = await customerSession(ctx)
      const book = await product({ pricePaise: 20_000 })
      await fillCart(customer.id, book.id)
      expect((await place(cookies, 'cod')).statusCode).toBe(409)
      expect((await place(cookies, 'razorpay')).statusCode).toBe(201)
      const other = await product()
      await fillCart(customer.id, other.id)
      expect((await place(cookies, 'razorpay')).statusCode).toBe(409)
    } finally {
      await put(DEFAULT_SHOP_SETTINGS)
    }
  })
})

describe('placing orders, rate-limited', () => {
  it('allows 10 new orders an hour per account; a retry with the same key is not counted', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const cheap = await product({ pricePaise: 100, stock: 100 })
    const key = randomUUID()
    for (let i = 0; i < 10; i++) {
      await fillCart(customer.id, cheap.id)
      expect((await place(cookies, 'cod', i === 0 ? key : randomUUID())).statusCode).toBe(201)
    }
    expect((await place(cookies, 'cod', key)).statusCode).toBe(200)
    await fillCart(customer.id, cheap.id)
    const eleventh = await place(cookies, 'cod')
    expect(eleventh.statusCode).toBe(429)
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0)
    ctx.clock.advance(60 * 60_000)
    expect((await place(cookies, 'cod')).statusCode).toBe(201)
  })
})

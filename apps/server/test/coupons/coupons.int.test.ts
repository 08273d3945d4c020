import { randomUUID } from 'node:crypto'
import { AdminCoupon, CouponCheck, OfferList } from '@haat/shared/coupons/coupon'
import { Order } from '@haat/shared/orders/order'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { couponRedemptions, orderLines, orders } from '../../src/db/schema/commerce'
import {
  customerSession,
  makeAdmin,
  makeCategory,
  makeProduct,
  makeVendor,
  payThroughSandbox,
  signIn,
  TEST_SHIPPING,
  putInCart,
} from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Coupons (docs/decisions/037-coupons.md): the admin's, judged and split at checkout, redeemed once
// under concurrency, given back on cancellation.
let ctx: TestContext
let adminCookies: Record<string, string>
let category: { id: string; slug: string }
let vendorId: string

beforeAll(async () => {
  ctx = await createTestApp()
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
  category = await makeCategory(ctx.db)
  vendorId = (await makeVendor(ctx.db)).id
})
afterAll(() => ctx?.close())

const now = () => ctx.clock.now().toISOString()
let codes = 0
const code = (prefix = 'SAVE') => `${prefix}${++codes}${Math.random().toString(36).slice(2, 6).toUpperCase()}`

async function createCoupon(fields: Record<string, unknown>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    cookies: adminCookies,
    payload: { code: code(), description: 'Test offer', kind: 'percent', percentOff: 10, startsAt: now(), ...fields },
  })
  expect(res.statusCode, res.body).toBe(201)
  return AdminCoupon.parse(res.json())
}

const product = (pricePaise: number, values: Record<string, unknown> = {}) =>
  makeProduct(ctx.db, { vendorId, categoryId: category.id, stock: 50, pricePaise, ...values })

async function shopper(items: { id: string; quantity?: number }[]) {
  const session = await customerSession(ctx)
  for (const item of items)
    await putInCart(ctx.db, { customerId: session.customer.id, productId: item.id, quantity: item.quantity ?? 1 })
  return session
}

const checkout = (cookies: Record<string, string>, couponCode?: string, paymentMethod: 'cod' | 'razorpay' = 'cod') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies,
    payload: {
      shipping: TEST_SHIPPING,
      paymentMethod,
      idempotencyKey: randomUUID(),
      ...(couponCode && { couponCode }),
    },
  })

describe('checking out with a coupon', () => {
  it('splits the discount over the lines in paise, keeps it on each, and the total is net of it', async () => {
    const coupon = await createCoupon({ percentOff: 10, maxDiscountPaise: 50_000 })
    const kurta = await product(33_333)
    const lamp = await product(66_667)
    const { cookies } = await shopper([{ id: kurta.id, quantity: 2 }, { id: lamp.id }])
    const res = await checkout(cookies, coupon.code.toLowerCase())
    expect(res.statusCode, res.body).toBe(201)
    const order = Order.parse(res.json())
    // 10% of ₹1,333.33 = ₹133.33, within the ₹500 cap.
    expect(order).toMatchObject({
      subtotalPaise: 133_333,
      discountPaise: 13_333,
      totalPaise: 120_000,
      couponCode: coupon.code,
    })
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo))
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
    expect(lines.reduce((sum, l) => sum + l.discountPaise, 0)).toBe(13_333)
    expect(lines.find((l) => l.productId === kurta.id)!.discountPaise).toBe(6_666)
    expect(lines.find((l) => l.productId === lamp.id)!.discountPaise).toBe(6_667)
    const [use] = await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, row!.id))
    expect(use).toMatchObject({ couponId: coupon.id, discountPaise: 13_333, releasedAt: null })
  })

  it('covers only its category’s lines (or its seller’s), and the minimum counts those lines only', async () => {
    const other = await makeCategory(ctx.db)
    const coupon = await createCoupon({
      kind: 'flat',
      percentOff: null,
      flatOffPaise: 5_000,
      scope: 'category',
      categoryId: category.id,
    })
    const covered = await product(20_000)
    const outside = await makeProduct(ctx.db, { vendorId, categoryId: other.id, stock: 5, pricePaise: 80_000 })
    const { cookies } = await shopper([{ id: covered.id }, { id: outside.id }])
    const order = Order.parse((await checkout(cookies, coupon.code)).json())
    expect(order.discountPaise).toBe(5_000)
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo))
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
    expect(lines.find((l) => l.productId === covered.id)!.discountPaise).toBe(5_000)
    expect(lines.find((l) => l.productId === outside.id)!.discountPaise).toBe(0)
  })

  it('refuses with a clear message: unknown, not yet valid, expired, minimum not met, not for these products, used', async () => {
    const kurta = await product(50_000)
    const refusal = async (couponCode: string, items = [{ id: kurta.id }]) => {
      const { cookies } = await shopper(items)
      const res = await checkout(cookies, couponCode)
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json().error.details).toEqual([{ path: 'couponCode', message: res.json().error.message }])
      return res.json().error.message as string
    }
    expect(await refusal('NOSUCH1')).toBe('There is no coupon NOSUCH1.')
    const later = await createCoupon({ startsAt: new Date(ctx.clock.now().getTime() + 86_400_000).toISOString() })
    expect(await refusal(later.code)).toBe(`Coupon ${later.code} is not valid yet.`)
    const past = await createCoupon({
      startsAt: new Date(ctx.clock.now().getTime() - 2 * 86_400_000).toISOString(),
      endsAt: new Date(ctx.clock.now().getTime() - 86_400_000).toISOString(),
    })
    expect(await refusal(past.code)).toBe(`Coupon ${past.code} has expired.`)
    const big = await createCoupon({ kind: 'flat', percentOff: null, flatOffPaise: 20_000, minOrderPaise: 99_900 })
    expect(await refusal(big.code)).toBe(`Coupon ${big.code} needs ₹999 of eligible products; you have ₹500.`)
    const otherSeller = await createCoupon({ scope: 'sellers', vendorIds: [(await makeVendor(ctx.db)).id] })
    expect(await refusal(otherSeller.code)).toBe(`Coupon ${otherSeller.code} is not for these products.`)
    const off = await createCoupon({ isActive: false })
    expect(await refusal(off.code)).toBe(`Coupon ${off.code} is no longer available.`)
    // Nothing was written by any refusal.
    expect(await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, later.id))).toEqual([])
  })

  it('is once per customer unless the admin allows more, and first-order coupons need a first order', async () => {
    const coupon = await createCoupon({})
    const first = await createCoupon({ firstOrderOnly: true })
    const book = await product(10_000)
    const { customer, cookies } = await shopper([{ id: book.id }])
    expect((await checkout(cookies, coupon.code)).statusCode).toBe(201)
    await putInCart(ctx.db, { customerId: customer.id, productId: book.id, quantity: 1 })
    const again = await checkout(cookies, coupon.code)
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(`You have already used coupon ${coupon.code}.`)
    const notFirst = await checkout(cookies, first.code)
    expect(notFirst.json().error.message).toBe(`Coupon ${first.code} is for your first order only.`)
  })

  it('is redeemed once when 20 checkouts try a single-use coupon at the same moment', async () => {
    const coupon = await createCoupon({ kind: 'flat', percentOff: null, flatOffPaise: 5_000, usageLimit: 1 })
    const item = await product(20_000)
    const shoppers = await Promise.all(Array.from({ length: 20 }, () => shopper([{ id: item.id }])))
    const results = await Promise.all(shoppers.map(({ cookies }) => checkout(cookies, coupon.code)))
    const placed = results.filter((r) => r.statusCode === 201)
    expect(placed).toHaveLength(1)
    expect(Order.parse(placed[0]!.json()).discountPaise).toBe(5_000)
    for (const refused of results.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409)
      expect(refused.json().error.message).toBe(`Coupon ${coupon.code} has been used up.`)
    }
    expect(await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))).toHaveLength(
      1,
    )
    const list = await ctx.app.inject({ url: '/api/admin/coupons', cookies: adminCookies })
    expect(list.json().data.find((c: { id: string }) => c.id === coupon.id).uses).toBe(1)
  })

  it('gives the use back when the order is cancelled, so it can be used again', async () => {
    const coupon = await createCoupon({ kind: 'flat', percentOff: null, flatOffPaise: 5_000, usageLimit: 1 })
    const item = await product(20_000)
    const { cookies } = await shopper([{ id: item.id }])
    const placed = Order.parse((await checkout(cookies, coupon.code)).json())
    const second = await shopper([{ id: item.id }])
    expect((await checkout(second.cookies, coupon.code)).statusCode).toBe(409)
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${placed.orderNo}/cancel`,
      cookies,
      payload: { reason: 'changed_mind' },
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const [use] = await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id))
    expect(use!.releasedAt).not.toBeNull()
    expect((await checkout(second.cookies, coupon.code)).statusCode).toBe(201)
  })
})

describe('money after a coupon', () => {
  const post = (url: string, cookies: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) })

  it('refunds a cancelled line what was paid for it (its price less its share), and the rest on cancelling all', async () => {
    const coupon = await createCoupon({ kind: 'flat', percentOff: null, flatOffPaise: 9_000 })
    const kurta = await product(60_000)
    const lamp = await product(30_000)
    const { cookies } = await shopper([{ id: kurta.id }, { id: lamp.id }])
    const order = Order.parse((await checkout(cookies, coupon.code, 'razorpay')).json())
    expect(order).toMatchObject({ subtotalPaise: 90_000, discountPaise: 9_000, totalPaise: 81_000 })
    await payThroughSandbox(ctx.app, order.orderNo, cookies)

    const lampLine = order.lines.find((l) => l.productId === lamp.id)!
    const partly = await post(`/api/orders/${order.orderNo}/cancel`, cookies, {
      lineIds: [lampLine.id],
      reason: 'changed_mind',
    })
    expect(partly.statusCode, partly.body).toBe(200)
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo))
    // The lamp was a third of the goods: ₹300 less its ₹30 share of the ₹90 discount.
    expect(row!.refundedPaise).toBe(27_000)
    // The order still stands: the coupon's use is kept.
    expect(
      (await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, row!.id)))[0]!.releasedAt,
    ).toBeNull()

    const rest = await post(`/api/orders/${order.orderNo}/cancel`, cookies, { reason: 'changed_mind' })
    expect(rest.statusCode, rest.body).toBe(200)
    const [after] = await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo))
    expect(after!.refundedPaise).toBe(81_000)
    expect(
      (await ctx.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, row!.id)))[0]!.releasedAt,
    ).not.toBeNull()
  })
})

describe('POST /api/cart/coupon', () => {
  it('says what a code takes off the cart now, or why not', async () => {
    const coupon = await createCoupon({ kind: 'flat', percentOff: null, flatOffPaise: 10_000 })
    const item = await product(40_000)
    const { cookies } = await shopper([{ id: item.id }])
    const check = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/cart/coupon', cookies, payload })
    const res = await check({ code: ` ${coupon.code.toLowerCase()} ` })
    expect(res.statusCode, res.body).toBe(200)
    expect(CouponCheck.parse(res.json())).toEqual({
      code: coupon.code,
      description: 'Test offer',
      discountPaise: 10_000,
      totalPaise: 30_000,
    })
    expect((await check({ code: 'x' })).statusCode).toBe(400)
    expect((await check({ code: 'NOPE123' })).statusCode).toBe(409)
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/cart/coupon', payload: { code: coupon.code } })).statusCode,
    ).toBe(401)
  })
})

describe('the admin’s coupons', () => {
  it('are created, listed and changed by admins only, with each field checked', async () => {
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      cookies: adminCookies,
      payload: { code: 'a b', description: '', kind: 'flat', startsAt: now() },
    })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['code', 'description', 'flatOffPaise'])
    for (const [scope, field] of [
      [{ scope: 'category', categoryId: randomUUID() }, 'categoryId'],
      [{ scope: 'sellers', vendorIds: [vendorId, randomUUID()] }, 'vendorIds'],
    ] as const) {
      const nowhere = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/coupons',
        cookies: adminCookies,
        payload: { code: code(), description: 'Nowhere', kind: 'percent', percentOff: 5, startsAt: now(), ...scope },
      })
      expect(nowhere.statusCode).toBe(400)
      expect(nowhere.json().error.details[0].path).toBe(field)
    }
    const coupon = await createCoupon({ code: 'DIWALI26' })
    const taken = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/coupons',
      cookies: adminCookies,
      payload: { code: 'diwali26', description: 'Again', kind: 'percent', percentOff: 5, startsAt: now() },
    })
    expect(taken.statusCode).toBe(409)
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/coupons/${coupon.id}`,
      cookies: adminCookies,
      payload: {
        code: 'DIWALI26',
        description: 'Diwali: 10% off',
        kind: 'percent',
        percentOff: 10,
        startsAt: now(),
        isActive: false,
      },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(AdminCoupon.parse(changed.json())).toMatchObject({
      description: 'Diwali: 10% off',
      isActive: false,
      uses: 0,
    })
    const list = await ctx.app.inject({ url: '/api/admin/coupons', cookies: adminCookies })
    expect(list.json().data.map((c: { code: string }) => c.code)).toContain('DIWALI26')

    const { cookies: customerCookies } = await customerSession(ctx)
    const vendor = await makeVendor(ctx.db)
    for (const cookies of [{}, customerCookies, await signIn(ctx.app, 'vendor', vendor.email)]) {
      const res = await ctx.app.inject({ url: '/api/admin/coupons', cookies })
      expect([401, 403]).toContain(res.statusCode)
    }
  })
})

describe('a seller’s own coupons', () => {
  it('are made, listed and changed by their seller only, for its products only', async () => {
    const shop = await makeVendor(ctx.db)
    const shopCookies = await signIn(ctx.app, 'vendor', shop.email)
    const seller = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookies = shopCookies) =>
      ctx.app.inject({ method, url, cookies, ...(payload ? { payload } : {}) })
    const terms = { description: 'Our tees: ₹50 off', kind: 'flat', flatOffPaise: 5_000, startsAt: now() }

    const bad = await seller('POST', '/api/vendor/coupons', {
      code: 'x',
      description: '',
      kind: 'percent',
      startsAt: now(),
    })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['code', 'description', 'percentOff'])
    // Scope fields are not the seller's to give: it covers its own products whatever is sent.
    const created = await seller('POST', '/api/vendor/coupons', {
      code: code('TEE'),
      ...terms,
      scope: 'all',
      vendorIds: [vendorId],
    })
    expect(created.statusCode, created.body).toBe(201)
    const coupon = AdminCoupon.parse(created.json())
    expect(coupon).toMatchObject({ scope: 'sellers', vendorIds: [shop.id], seller: { id: shop.id } })

    const own = await makeProduct(ctx.db, { vendorId: shop.id, categoryId: category.id, stock: 5, pricePaise: 40_000 })
    const others = await product(60_000)
    const { cookies } = await shopper([{ id: own.id }, { id: others.id }])
    const order = Order.parse((await checkout(cookies, coupon.code)).json())
    expect(order.discountPaise).toBe(5_000)
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo))
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
    // Its products only, and funded by it: the seller's share is the whole discount.
    expect(lines.find((l) => l.productId === own.id)).toMatchObject({
      discountPaise: 5_000,
      sellerDiscountPaise: 5_000,
    })
    expect(lines.find((l) => l.productId === others.id)).toMatchObject({ discountPaise: 0, sellerDiscountPaise: 0 })
    const { cookies: otherCart } = await shopper([{ id: others.id }])
    const refused = await checkout(otherCart, coupon.code)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe(`Coupon ${coupon.code} is not for these products.`)

    const offers = OfferList.parse((await ctx.app.inject({ url: '/api/offers' })).json()).data
    expect(offers.find((o) => o.code === coupon.code)).toMatchObject({ scope: 'sellers', vendorIds: [shop.id] })

    const listed = await seller('GET', '/api/vendor/coupons')
    expect(listed.json().data).toEqual([expect.objectContaining({ code: coupon.code, uses: 1 })])
    const changed = await seller('PUT', `/api/vendor/coupons/${coupon.id}`, {
      code: coupon.code,
      ...terms,
      isActive: false,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(AdminCoupon.parse(changed.json())).toMatchObject({ isActive: false, uses: 1, vendorIds: [shop.id] })

    // Another seller neither sees nor changes it; an admin sees it but leaves it to its seller.
    const rival = await makeVendor(ctx.db)
    const rivalCookies = await signIn(ctx.app, 'vendor', rival.email)
    expect((await seller('GET', '/api/vendor/coupons', undefined, rivalCookies)).json().data).toEqual([])
    const stolen = await seller(
      'PUT',
      `/api/vendor/coupons/${coupon.id}`,
      { code: coupon.code, ...terms },
      rivalCookies,
    )
    expect(stolen.statusCode).toBe(404)
    const adminList = AdminCoupon.array().parse(
      (await ctx.app.inject({ url: '/api/admin/coupons', cookies: adminCookies })).json().data,
    )
    expect(adminList.find((c) => c.id === coupon.id)?.seller).toEqual({ id: shop.id, name: shop.businessName })
    const byAdmin = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/coupons/${coupon.id}`,
      cookies: adminCookies,
      payload: { code: coupon.code, ...terms, scope: 'all' },
    })
    expect(byAdmin.statusCode).toBe(409)
    const taken = await seller(
      'POST',
      '/api/vendor/coupons',
      { code: coupon.code.toLowerCase(), ...terms },
      rivalCookies,
    )
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.details).toEqual([{ path: 'code', message: 'Another coupon has this code.' }])

    const pending = await makeVendor(ctx.db, { status: 'pending' })
    const { cookies: customerCookies } = await customerSession(ctx)
    for (const cookies of [{}, customerCookies, adminCookies, await signIn(ctx.app, 'vendor', pending.email)]) {
      const res = await seller('POST', '/api/vendor/coupons', { code: code(), ...terms }, cookies)
      expect([401, 403]).toContain(res.statusCode)
    }
  })
})

describe('GET /api/offers', () => {
  it('lists the coupons a shopper may use now, and not those off, ended, not started or used up', async () => {
    const open = await createCoupon({ description: 'Open offer' })
    const off = await createCoupon({ isActive: false })
    const usedUp = await createCoupon({ usageLimit: 1 })
    const item = await product(30_000)
    const { cookies } = await shopper([{ id: item.id }])
    expect((await checkout(cookies, usedUp.code)).statusCode).toBe(201)
    const res = await ctx.app.inject({ url: '/api/offers' })
    expect(res.statusCode).toBe(200)
    const offers = OfferList.parse(res.json()).data.map((o) => o.code)
    expect(offers).toContain(open.code)
    expect(offers).not.toContain(off.code)
    expect(offers).not.toContain(usedUp.code)
    expect(res.headers['cache-control']).toBe('public, max-age=60')
  })
})

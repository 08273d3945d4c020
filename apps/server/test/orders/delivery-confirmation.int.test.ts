import { AdminOrderList } from '@haat/shared/admin/orders'
import { SavedReview } from '@haat/shared/catalog/review'
import { DELIVERY_HOLDING_MS } from '@haat/shared/orders/delivery-confirmation'
import { Order } from '@haat/shared/orders/order'
import { VendorOrderDetail } from '@haat/shared/orders/vendor-order'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { vendorOrders } from '../../src/db/schema/commerce'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { findUnbalancedAccounts } from '../../src/modules/earnings/earnings.repository'
import {
  makeAdmin,
  makeCategory,
  makeCustomer,
  makeOrderOf,
  makeProduct,
  makeVendor,
  placeOrder,
  signIn,
  TEST_PASSWORD,
  TEST_SHIPPING,
} from '../factories'
import { createTestApp, type TestContext } from '../test-app'
import { sellerSteps } from './seller-steps'

/**
 * Issue 42 item 20: a seller's Delivered is only its word. A verified review, the return window and
 * the seller's payout wait for the customer's confirmation, an admin's, or the holding period with
 * no "not received"; a customer signed in on the seller's browser is a possible self-purchase.
 */
type Cookies = Record<string, string>
let ctx: TestContext
let adminEmail: string
let categoryId: string
beforeAll(async () => {
  ctx = await createTestApp()
  adminEmail = (await makeAdmin(ctx.db)).email
  categoryId = (await makeCategory(ctx.db)).id
})
afterAll(() => ctx?.close())
afterEach(async () => expect(await findUnbalancedAccounts(ctx.db)).toEqual([]))

const DAY = 86_400_000

/** Signed in again once the clock moved on by hours: the tests move it by days, past any session's lifetime. */
let adminSession: { cookies: Cookies; at: number } | null = null
async function admin() {
  const now = ctx.clock.now().getTime()
  if (!adminSession || now - adminSession.at > 3_600_000) {
    adminSession = { cookies: await signIn(ctx.app, 'admin', adminEmail), at: now }
  }
  return adminSession.cookies
}
/** The customer, signed in now. */
const as = (customer: { email: string | null }) => signIn(ctx.app, 'customer', customer.email!)

const { post, sellerWithProduct, forward, deliver } = sellerSteps(
  () => ctx,
  () => categoryId,
  admin,
)

const getOrder = async (orderNo: string, cookies: Cookies) => {
  const res = await ctx.app.inject({ url: `/api/orders/${orderNo}`, cookies })
  expect(res.statusCode, res.body).toBe(200)
  return Order.parse(res.json())
}

const review = async (slug: string, cookies: Cookies) => {
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/products/${slug}/reviews/mine`,
    cookies,
    payload: { rating: 5, body: 'Lovely weave, exactly as shown in the photos.' },
  })
  expect(res.statusCode, res.body).toBeLessThan(300)
  return SavedReview.parse(res.json())
}

const balance = async (vendor: { email: string }) =>
  (
    await ctx.app.inject({ url: '/api/vendor/earnings', cookies: await signIn(ctx.app, 'vendor', vendor.email) })
  ).json() as {
    pendingPaise: number
    payablePaise: number
  }

describe("the seller's Delivered alone", () => {
  it('verifies no review, starts no return window and pays nothing, until the customer confirms', async () => {
    const shop = await sellerWithProduct()
    const { order, customer } = await placeOrder(ctx.app, ctx.db, [{ productId: shop.product.id, quantity: 1 }])
    await deliver(order.orderNo, shop)

    const reported = await getOrder(order.orderNo, await as(customer))
    expect(reported.shipments[0]!.delivery).toMatchObject({ state: 'reported', by: null })
    // The window has not started: the item may be returned, with no closing day yet.
    expect(reported.lines[0]).toMatchObject({ returnBy: null, returnableQuantity: 1 })
    const early = await review(shop.product.slug, await as(customer))
    expect(early.review.isVerifiedPurchase).toBe(false)
    expect(early.productRating.count).toBe(0)

    // Two days later the customer says it came.
    ctx.clock.advance(2 * DAY)
    const confirmed = await post(`/api/orders/${order.orderNo}/delivery/confirm`, await as(customer), {
      vendorId: shop.vendor.id,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const after = Order.parse(confirmed.json())
    expect(after.shipments[0]!.delivery).toMatchObject({ state: 'confirmed', by: 'customer' })
    expect(after.lines[0]!.returnBy).not.toBeNull()
    // The window counts from the confirmation: 7 days from now, not from the seller's click.
    expect(new Date(after.lines[0]!.returnBy!).getTime()).toBeGreaterThan(ctx.clock.now().getTime() + 6 * DAY)
    expect(after.events.map((e) => e.note)).toContain(
      `${shop.vendor.businessName}: the customer confirmed receiving the items`,
    )

    // The review written before now counts, and the product's rating with it.
    const list = await ctx.app.inject({
      url: `/api/products/${shop.product.slug}/reviews`,
      cookies: await as(customer),
    })
    expect((list.json() as { mine: { isVerifiedPurchase: boolean } }).mine.isVerifiedPurchase).toBe(true)
    expect((list.json() as { meta: { total: number } }).meta.total).toBe(1)

    // Clicking again changes nothing.
    const again = await post(`/api/orders/${order.orderNo}/delivery/confirm`, await as(customer), {
      vendorId: shop.vendor.id,
    })
    expect(Order.parse(again.json()).shipments[0]!.delivery?.by).toBe('customer')
  })

  it('is confirmed by the holding period when the customer says nothing', async () => {
    const shop = await sellerWithProduct()
    const { order, customer } = await placeOrder(ctx.app, ctx.db, [{ productId: shop.product.id, quantity: 1 }])
    const id = await deliver(order.orderNo, shop)
    ctx.clock.advance(2 * DAY)
    expect((await getOrder(order.orderNo, await as(customer))).shipments[0]!.delivery?.state).toBe('reported')
    ctx.clock.advance(DELIVERY_HOLDING_MS - 2 * DAY + 1_000)
    const held = await getOrder(order.orderNo, await as(customer))
    expect(held.shipments[0]!.delivery).toMatchObject({ state: 'confirmed', by: 'holding_period' })
    expect((await review(shop.product.slug, await as(customer))).review.isVerifiedPurchase).toBe(true)
    // Eight days after the seller's click its 7-day window would have closed; counted from the
    // holding period's end it has not, so nothing is payable yet.
    ctx.clock.advance(5 * DAY)
    expect(await balance(shop.vendor)).toMatchObject({ payablePaise: 0 })
    ctx.clock.advance(4 * DAY)
    const money = await balance(shop.vendor)
    expect(money.pendingPaise).toBe(0)
    expect(money.payablePaise).not.toBe(0)
    const [part] = await ctx.db.select().from(vendorOrders).where(eq(vendorOrders.id, id))
    expect(part!.deliveryConfirmedAt).toBeNull()
  })

  it('a customer cannot confirm a part the seller has not marked delivered, nor another customer’s', async () => {
    const shop = await sellerWithProduct()
    const { order, customer } = await placeOrder(ctx.app, ctx.db, [{ productId: shop.product.id, quantity: 1 }])
    await forward(order.orderNo, shop.vendor.id)
    const early = await post(`/api/orders/${order.orderNo}/delivery/confirm`, await as(customer), {
      vendorId: shop.vendor.id,
    })
    expect(early.statusCode).toBe(409)
    const stranger = await signIn(ctx.app, 'customer', (await makeCustomer(ctx.db)).email!)
    const foreign = await post(`/api/orders/${order.orderNo}/delivery/confirm`, stranger, { vendorId: shop.vendor.id })
    expect(foreign.statusCode).toBe(404)
  })
})

/** Whether the admin's orders list marks the order "Customer says not received". */
async function listedAsDisputed(orderNo: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/orders?search=${orderNo}`,
    cookies: await admin(),
  })
  expect(res.statusCode, res.body).toBe(200)
  return AdminOrderList.parse(res.json()).data.find((o) => o.orderNo === orderNo)?.deliveryDisputed
}

describe('"I haven\'t received it"', () => {
  it('stops the clock, tells the seller and the admins, and waits for an admin', async () => {
    const shop = await sellerWithProduct()
    const { order, customer } = await placeOrder(ctx.app, ctx.db, [{ productId: shop.product.id, quantity: 1 }])
    const id = await deliver(order.orderNo, shop)
    const res = await post(`/api/orders/${order.orderNo}/delivery/not-received`, await as(customer), {
      vendorId: shop.vendor.id,
      note: 'Nobody came to my door',
    })
    expect(res.statusCode, res.body).toBe(200)
    const disputed = Order.parse(res.json())
    expect(disputed.shipments[0]!.delivery).toMatchObject({ state: 'disputed' })
    expect(disputed.lines[0]!.returnableQuantity).toBe(0)

    const mails = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'delivery_disputed'))
    expect(mails.map((m) => m.to)).toContain(shop.vendor.email)
    expect(mails.find((m) => m.to === shop.vendor.email)?.textBody).toContain('Nobody came to my door')
    expect(await ctx.db.select().from(outbox).where(eq(outbox.kind, 'delivery_disputed_admin'))).not.toHaveLength(0)
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'vendor_order.delivery_disputed'), eq(auditLog.entityId, id)))
    expect(audit).toHaveLength(1)

    // Saying it twice, or returning it meanwhile, is refused.
    const twice = await post(`/api/orders/${order.orderNo}/delivery/not-received`, await as(customer), {
      vendorId: shop.vendor.id,
    })
    expect(twice.statusCode).toBe(409)
    const returned = await post(`/api/orders/${order.orderNo}/returns`, await as(customer), {
      lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
      reason: 'size_fit',
      upiId: 'asha@okaxis',
    })
    expect(returned.statusCode).toBe(409)

    // Past the holding period and every window: still not confirmed, nothing verified, nothing payable.
    ctx.clock.advance(DELIVERY_HOLDING_MS + 10 * DAY)
    expect((await getOrder(order.orderNo, await as(customer))).shipments[0]!.delivery?.state).toBe('disputed')
    expect((await review(shop.product.slug, await as(customer))).review.isVerifiedPurchase).toBe(false)
    expect(await balance(shop.vendor)).toMatchObject({ payablePaise: 0 })
    // The admin's orders list marks it until someone confirms, and the seller sees it on its order.
    expect(await listedAsDisputed(order.orderNo)).toBe(true)
    const sellerView = await ctx.app.inject({
      method: 'GET',
      url: `/api/vendor/orders/${id}`,
      cookies: await signIn(ctx.app, 'vendor', shop.vendor.email),
    })
    expect(VendorOrderDetail.parse(sellerView.json()).delivery).toMatchObject({ state: 'disputed' })

    // The admin finds the courier's proof and confirms: the windows start now.
    const confirmed = await post(`/api/admin/orders/${order.orderNo}/delivery/confirm`, await admin(), {
      vendorId: shop.vendor.id,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(Order.parse(confirmed.json()).shipments[0]!.delivery).toMatchObject({ state: 'confirmed', by: 'admin' })
    expect(await listedAsDisputed(order.orderNo)).toBe(false)
    expect(await balance(shop.vendor)).toMatchObject({ payablePaise: 0 })
    ctx.clock.advance(8 * DAY)
    expect((await balance(shop.vendor)).payablePaise).not.toBe(0)
  })

  it('is refused once the delivery is confirmed', async () => {
    const shop = await sellerWithProduct()
    const { order, customer } = await placeOrder(ctx.app, ctx.db, [{ productId: shop.product.id, quantity: 1 }])
    await deliver(order.orderNo, shop)
    ctx.clock.advance(DELIVERY_HOLDING_MS + 1_000)
    const late = await post(`/api/orders/${order.orderNo}/delivery/not-received`, await as(customer), {
      vendorId: shop.vendor.id,
    })
    expect(late.statusCode).toBe(409)
  })
})

describe('a browser shared by a customer and a seller', () => {
  const login = (kind: 'customer' | 'vendor', email: string, browser?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/auth/${kind}/login`,
      payload: { email, password: TEST_PASSWORD },
      ...(browser ? { cookies: { haat_browser: browser } } : {}),
    })

  it('gives every sign-in a browser id, and flags an order from a customer who signed in where the seller did', async () => {
    const seller = await makeVendor(ctx.db)
    const product = await makeProduct(ctx.db, { vendorId: seller.id, categoryId, pricePaise: 50_000 })
    const first = await login('vendor', seller.email)
    const browser = first.cookies.find((c) => c.name === 'haat_browser')?.value
    expect(browser).toBeTruthy()

    const second = await makeCustomer(ctx.db, { phone: '+919000000001' })
    const customerLogin = await login('customer', second.email!, browser)
    expect(customerLogin.statusCode, customerLogin.body).toBe(200)
    // The same browser keeps its id.
    expect(customerLogin.cookies.find((c) => c.name === 'haat_browser')).toBeUndefined()

    const stranger = await makeCustomer(ctx.db, { phone: '+919000000002' })
    expect((await login('customer', stranger.email!)).statusCode).toBe(200)

    const own = await makeOrderOf(ctx.db, product.id, { customerId: second.id, order: { orderNo: 'HT-BROWSER1' } })
    const other = await makeOrderOf(ctx.db, product.id, { customerId: stranger.id, order: { orderNo: 'HT-BROWSER2' } })
    const reason = async (orderNo: string) => {
      const voId = await forward(orderNo, seller.id)
      return (await ctx.db.select().from(vendorOrders).where(eq(vendorOrders.id, voId)))[0]?.selfPurchaseReason
    }
    expect(await reason(own.orderNo)).toBe('device')
    expect(await reason(other.orderNo)).toBeNull()
  })
})

describe("the seller's statement", () => {
  it('shows the coupon share withheld from a self-purchase in its own CSV column', async () => {
    const created = await post('/api/admin/coupons', await admin(), {
      code: 'HAATSTMT',
      description: '₹100 off',
      kind: 'flat',
      flatOffPaise: 10_000,
      startsAt: ctx.clock.now().toISOString(),
    })
    expect(created.statusCode, created.body).toBe(201)
    const self = await sellerWithProduct({ phone: TEST_SHIPPING.phone })
    const { order } = await placeOrder(ctx.app, ctx.db, [{ productId: self.product.id, quantity: 1 }], 'cod', {
      couponCode: 'HAATSTMT',
    })
    await deliver(order.orderNo, self)
    const month = new Date(ctx.clock.now().getTime() + 330 * 60_000).toISOString().slice(0, 7)
    const csv = await ctx.app.inject({ url: `/api/vendor/earnings/statements/${month}/csv`, cookies: self.cookies })
    expect(csv.statusCode, csv.body).toBe(200)
    const [header, , sale] = csv.body.trim().split('\r\n')
    const column = header!.split(',').indexOf('coupon_withheld_inr')
    expect(column).toBeGreaterThan(0)
    expect(sale!.split(',')[column]).toBe('-100.00')
  })
})

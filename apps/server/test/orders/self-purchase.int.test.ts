import { AdminOrderList } from '@haat/shared/admin/orders'
import { LedgerPostingList } from '@haat/shared/earnings/statements'
import { SavedReview } from '@haat/shared/catalog/review'
import { OrderVendorList } from '@haat/shared/orders/vendor-order'
import { Order } from '@haat/shared/orders/order'
import { eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { vendorOrders } from '../../src/db/schema/commerce'
import { ledgerEntries } from '../../src/db/schema/earnings'
import { findUnbalancedAccounts } from '../../src/modules/earnings/earnings.repository'
import { makeAdmin, makeCategory, makeOrderOf, placeOrder, signIn, TEST_SHIPPING } from '../factories'
import { createTestApp, type TestContext } from '../test-app'
import { sellerSteps } from './seller-steps'

/**
 * Issue 42 item 20: a seller buying from itself through a second customer account. The part is
 * flagged when it is sent to the seller; its review is not verified, Haat's coupon share is not
 * paid to the seller, and the admin sees the flag.
 */
type Cookies = Record<string, string>
let ctx: TestContext
let adminCookies: Cookies
let categoryId: string
beforeAll(async () => {
  ctx = await createTestApp()
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
  categoryId = (await makeCategory(ctx.db)).id
})
afterAll(() => ctx?.close())
afterEach(async () => expect(await findUnbalancedAccounts(ctx.db)).toEqual([]))

/** Signed in once: the tests move the clock by seconds only, well within its lifetime. */
const admin = async () => adminCookies

const { post, sellerWithProduct, forward, deliver } = sellerSteps(
  () => ctx,
  () => categoryId,
  admin,
)

/** A Haat-funded coupon of ₹100 off the order. */
async function haatCoupon(code: string) {
  const created = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/coupons',
    cookies: await admin(),
    payload: {
      code,
      description: '₹100 off',
      kind: 'flat',
      flatOffPaise: 10_000,
      startsAt: ctx.clock.now().toISOString(),
    },
  })
  expect(created.statusCode, created.body).toBe(201)
}

const reasonOf = async (vendorOrderId: string) =>
  (await ctx.db.select().from(vendorOrders).where(eq(vendorOrders.id, vendorOrderId)))[0]?.selfPurchaseReason

describe('detecting a possible self-purchase when the part is sent to its seller', () => {
  it("flags a buyer with the seller's phone (any format) or address, and not a stranger", async () => {
    const samePhone = await sellerWithProduct({ phone: '+91 98765 43210' })
    const sameAddress = await sellerWithProduct({
      address: `${TEST_SHIPPING.street.toUpperCase()}.`,
      pin: TEST_SHIPPING.pin,
    })
    const stranger = await sellerWithProduct()
    const { order } = await placeOrder(ctx.app, ctx.db, [
      { productId: samePhone.product.id, quantity: 1 },
      { productId: sameAddress.product.id, quantity: 1 },
      { productId: stranger.product.id, quantity: 1 },
    ])
    expect(await reasonOf(await forward(order.orderNo, samePhone.vendor.id))).toBe('phone')
    expect(await reasonOf(await forward(order.orderNo, sameAddress.vendor.id))).toBe('address')
    expect(await reasonOf(await forward(order.orderNo, stranger.vendor.id))).toBeNull()
  })

  it("flags a buyer who gave the seller's UPI ID for a refund before", async () => {
    const self = await sellerWithProduct({ upiId: 'selfshop@okaxis' })
    const { order, customer, customerCookies } = await placeOrder(ctx.app, ctx.db, [
      { productId: self.product.id, quantity: 1 },
    ])
    await deliver(order.orderNo, self)
    const asked = await post(`/api/orders/${order.orderNo}/returns`, customerCookies, {
      lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
      reason: 'size_fit',
      upiId: 'SelfShop@OKAXIS',
    })
    expect(asked.statusCode, asked.body).toBe(201)
    // The first order was sent before any UPI ID was known; the next one is flagged.
    const next = await makeOrderOf(ctx.db, self.product.id, {
      customerId: customer.id,
      order: { orderNo: 'HT-UPISELF1' },
    })
    expect(await reasonOf(await forward(next.orderNo, self.vendor.id))).toBe('upi')
  })

  it('shows the admin the flag on each seller part of the order', async () => {
    const self = await sellerWithProduct({ address: TEST_SHIPPING.street, pin: TEST_SHIPPING.pin })
    const other = await sellerWithProduct()
    const { order } = await placeOrder(ctx.app, ctx.db, [
      { productId: self.product.id, quantity: 1 },
      { productId: other.product.id, quantity: 1 },
    ])
    await forward(order.orderNo, self.vendor.id)
    await forward(order.orderNo, other.vendor.id)
    const res = await ctx.app.inject({ url: `/api/admin/orders/${order.orderNo}/vendors`, cookies: await admin() })
    expect(res.statusCode, res.body).toBe(200)
    const byVendor = Object.fromEntries(
      OrderVendorList.parse(res.json()).data.map((v) => [v.vendorId, v.selfPurchaseReasons]),
    )
    expect(byVendor).toEqual({ [self.vendor.id]: ['address'], [other.vendor.id]: [] })
    const list = await ctx.app.inject({ url: `/api/admin/orders?search=${order.orderNo}`, cookies: await admin() })
    expect(list.statusCode, list.body).toBe(200)
    expect(AdminOrderList.parse(list.json()).data.map((o) => [o.orderNo, o.possibleSelfPurchase])).toEqual([
      [order.orderNo, true],
    ])
  })
})

describe('what a self-purchase does not earn', () => {
  it("its review is not a verified purchase and does not count in the product's rating", async () => {
    const self = await sellerWithProduct({ address: TEST_SHIPPING.street, pin: TEST_SHIPPING.pin })
    const { order, customerCookies } = await placeOrder(ctx.app, ctx.db, [{ productId: self.product.id, quantity: 1 }])
    await deliver(order.orderNo, self)
    // Even confirmed by the (second) customer account, a flagged part proves nothing.
    const confirmed = await post(`/api/orders/${order.orderNo}/delivery/confirm`, customerCookies, {
      vendorId: self.vendor.id,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${self.product.slug}/reviews/mine`,
      cookies: customerCookies,
      payload: { rating: 5, body: 'The best product I have ever bought, truly.' },
    })
    expect(res.statusCode, res.body).toBeLessThan(300)
    const saved = SavedReview.parse(res.json())
    expect(saved.review.isVerifiedPurchase).toBe(false)
    expect(saved.productRating.count).toBe(0)
  })

  it("a stranger's delivered purchase, its delivery confirmed, still gets a verified review", async () => {
    const shop = await sellerWithProduct()
    const { order, customerCookies } = await placeOrder(ctx.app, ctx.db, [{ productId: shop.product.id, quantity: 1 }])
    await deliver(order.orderNo, shop)
    const confirmed = await post(`/api/orders/${order.orderNo}/delivery/confirm`, customerCookies, {
      vendorId: shop.vendor.id,
    })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${shop.product.slug}/reviews/mine`,
      cookies: customerCookies,
      payload: { rating: 4, body: 'Good quality and arrived on time.' },
    })
    expect(res.statusCode, res.body).toBeLessThan(300)
    expect(SavedReview.parse(res.json()).review.isVerifiedPurchase).toBe(true)
  })

  it("Haat's coupon share is withheld from the seller; the ledger still sums", async () => {
    await haatCoupon('HAATSELF')
    const self = await sellerWithProduct({ phone: TEST_SHIPPING.phone })
    const { order } = await placeOrder(ctx.app, ctx.db, [{ productId: self.product.id, quantity: 1 }], 'cod', {
      couponCode: 'HAATSELF',
    })
    expect(order.totalPaise).toBe(90_000)
    const id = await deliver(order.orderNo, self)
    const entries = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.vendorOrderId, id))
    const byKind = Object.fromEntries(entries.map((e) => [e.kind, e.amountPaise]))
    // The sale and its invoice stay at the price; the ₹100 Haat would pay the seller is taken back.
    expect(byKind).toMatchObject({ sale: 100_000, cod_collected: -90_000, coupon_withheld: -10_000 })
    // The seller's Payments page shows it beside the sale.
    const postings = await ctx.app.inject({ url: '/api/vendor/earnings/postings', cookies: self.cookies })
    expect(postings.statusCode, postings.body).toBe(200)
    const [posting] = LedgerPostingList.parse(postings.json()).data
    expect(posting).toMatchObject({ couponWithheldPaise: -10_000, salePaise: 100_000 })
    expect(posting!.netPaise).toBe(entries.reduce((sum, e) => sum + e.amountPaise, 0))
  })

  it("an accepted return gives back the returned units' part of the withheld coupon share", async () => {
    await haatCoupon('HAATSELFRET')
    const self = await sellerWithProduct({ phone: TEST_SHIPPING.phone })
    const { order, customerCookies } = await placeOrder(
      ctx.app,
      ctx.db,
      [{ productId: self.product.id, quantity: 2 }],
      'cod',
      { couponCode: 'HAATSELFRET' },
    )
    const id = await deliver(order.orderNo, self)
    const withheld = async () =>
      (await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.vendorOrderId, id)))
        .filter((e) => e.kind === 'coupon_withheld')
        .map((e) => e.amountPaise)
    expect(await withheld()).toEqual([-10_000])
    const asked = await post(`/api/orders/${order.orderNo}/returns`, customerCookies, {
      lines: [{ lineId: order.lines[0]!.id, quantity: 1 }],
      reason: 'size_fit',
      upiId: 'asha@okaxis',
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const returnId = Order.parse(asked.json()).returns[0]!.id
    expect((await post(`/api/vendor/returns/${returnId}/approve`, self.cookies)).statusCode).toBeLessThan(300)
    const received = await post(`/api/vendor/returns/${returnId}/receive`, self.cookies, { condition: 'good' })
    expect(received.statusCode, received.body).toBeLessThan(300)
    // Haat's ₹100 was on two units; the kept one's ₹50 stays withheld.
    expect((await withheld()).sort((a, b) => a - b)).toEqual([-10_000, 5_000])
  })
})

import { randomUUID } from 'node:crypto'
import { DEFAULT_SHOP_SETTINGS, deliveryFeeFor } from '@haat/shared/admin/settings'
import { Cart } from '@haat/shared/cart/cart'
import { Order } from '@haat/shared/orders/order'
import { ForwardResult } from '@haat/shared/orders/vendor-order'
import { lineTax } from '@haat/shared/tax/gst'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines, orders, taxDocuments } from '../../src/db/schema/commerce'
import { ledgerEntries } from '../../src/db/schema/earnings'
import { outbox } from '../../src/db/schema/platform'
import type { TaxDocumentContent } from '../../src/modules/invoicing/tax-documents'
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

// The shop's delivery fee (docs/decisions/038-delivery-fee.md): ₹40 below ₹999 of goods, a priced
// line of the cart and the order, shared over its lines, refunded with a cancelled line, and the
// seller's (who ships) on its invoice and in its sale. TEST_SHIPPING is in Jaipur, Rajasthan.
let ctx: TestContext
let adminCookies: Record<string, string>
let categoryId: string
type Cookies = Record<string, string>

beforeAll(async () => {
  ctx = await createTestApp()
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
  categoryId = (await makeCategory(ctx.db)).id
  const saved = await ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    cookies: adminCookies,
    payload: { ...DEFAULT_SHOP_SETTINGS, deliveryFeePaise: 4_000, freeDeliveryFromPaise: 99_900 },
  })
  expect(saved.statusCode, saved.body).toBe(200)
})
afterAll(() => ctx?.close())

const post = (url: string, cookies: Cookies, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) })

async function seller() {
  const vendor = await makeVendor(ctx.db, { gstin: '08ABCDE1234F1Z5', state: 'Rajasthan' })
  return { ...vendor, cookies: await signIn(ctx.app, 'vendor', vendor.email) }
}

const product = (vendorId: string, pricePaise: number) =>
  makeProduct(ctx.db, { vendorId, categoryId, stock: 20, pricePaise, hsnCode: '6109', gstRateBp: 500, refundDays: 7 })

async function shopper(items: { id: string }[]) {
  const session = await customerSession(ctx)
  for (const item of items)
    await putInCart(ctx.db, { customerId: session.customer.id, productId: item.id, quantity: 1 })
  return session
}

/** Forwarded by the admin, then shipped and delivered by the seller; returns the part's id. */
async function deliver(orderNo: string, shop: { id: string; cookies: Cookies }) {
  const forward = await post(`/api/admin/orders/${orderNo}/vendors/${shop.id}/forward`, adminCookies)
  expect(forward.statusCode, forward.body).toBeLessThan(300)
  const partId = ForwardResult.parse(forward.json()).vendorOrder.id
  for (const step of [
    { status: 'processing' },
    { status: 'shipped', courierName: 'Delhivery', trackingNumber: '1000000000001' },
    { status: 'delivered', cashCollected: true },
  ]) {
    const res = await post(`/api/vendor/orders/${partId}/status`, shop.cookies, step)
    expect(res.statusCode, res.body).toBe(200)
  }
  return partId
}

/** A part's ledger entries by kind. */
const ledgerOf = async (partId: string) =>
  Object.fromEntries(
    (await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.vendorOrderId, partId))).map((e) => [
      e.kind,
      e.amountPaise,
    ]),
  )

const orderRow = async (orderNo: string) => (await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo)))[0]!

const checkout = (cookies: Cookies, paymentMethod: 'cod' | 'razorpay' = 'cod') =>
  post('/api/orders', cookies, { shipping: TEST_SHIPPING, paymentMethod, idempotencyKey: randomUUID() })

describe('the delivery fee', () => {
  it('is nothing when off, the fee below the free-delivery amount, and nothing from it', () => {
    expect(deliveryFeeFor({ deliveryFeePaise: 0, freeDeliveryFromPaise: 99_900 }, 10_000)).toBe(0)
    expect(deliveryFeeFor({ deliveryFeePaise: 4_000, freeDeliveryFromPaise: 99_900 }, 99_899)).toBe(4_000)
    expect(deliveryFeeFor({ deliveryFeePaise: 4_000, freeDeliveryFromPaise: 99_900 }, 99_900)).toBe(0)
    expect(deliveryFeeFor({ deliveryFeePaise: 4_000, freeDeliveryFromPaise: 99_900 }, 0)).toBe(0)
  })

  it('is a priced line of the cart, signed in or a guest’s, until the goods reach the free-delivery amount', async () => {
    const shop = await seller()
    const tee = await product(shop.id, 50_000)
    const { cookies } = await shopper([{ id: tee.id }])
    const cart = Cart.parse((await ctx.app.inject({ url: '/api/cart', cookies })).json())
    expect(cart).toMatchObject({
      subtotalPaise: 50_000,
      shippingPaise: 4_000,
      totalPaise: 54_000,
      freeDeliveryFromPaise: 99_900,
    })
    const two = Cart.parse(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: `/api/cart/lines/${cart.lines[0]!.id}`,
          cookies,
          payload: { quantity: 2 },
        })
      ).json(),
    )
    expect(two).toMatchObject({ subtotalPaise: 100_000, shippingPaise: 0, totalPaise: 100_000 })
    const guest = await post('/api/cart/preview', {}, { lines: [{ productId: tee.id, quantity: 1 }] })
    expect(Cart.parse(guest.json())).toMatchObject({ shippingPaise: 4_000, totalPaise: 54_000 })
  })

  it('is shared over the order’s lines, refunded with a cancelled line, and the seller’s on its invoice and sale', async () => {
    const [north, south] = [await seller(), await seller()]
    const kurta = await product(north.id, 30_000)
    const lamp = await product(south.id, 10_000)
    const { cookies } = await shopper([{ id: kurta.id }, { id: lamp.id }])
    const placed = await checkout(cookies, 'razorpay')
    expect(placed.statusCode, placed.body).toBe(201)
    const order = Order.parse(placed.json())
    expect(order).toMatchObject({ subtotalPaise: 40_000, shippingPaise: 4_000, totalPaise: 44_000 })
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo))
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, row!.id))
    const shareOf = (productId: string) => lines.find((l) => l.productId === productId)!.deliveryFeePaise
    expect([shareOf(kurta.id), shareOf(lamp.id)]).toEqual([3_000, 1_000])

    await payThroughSandbox(ctx.app, order.orderNo, cookies)
    // The lamp will not be delivered: its price and its share of the fee go back.
    const lampLine = order.lines.find((l) => l.productId === lamp.id)!
    const cancelled = await post(`/api/orders/${order.orderNo}/cancel`, cookies, {
      lineIds: [lampLine.id],
      reason: 'changed_mind',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    expect((await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo)))[0]!.refundedPaise).toBe(11_000)

    // The kurta's seller ships and delivers: its invoice charges the delivery, its sale includes it.
    const partId = await deliver(order.orderNo, north)
    const [invoice] = await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.vendorOrderId, partId))
    const content = invoice!.content as TaxDocumentContent
    expect(content.lines.find((l) => l.lineId === 'delivery')).toMatchObject({
      description: 'Delivery charges',
      hsn: '996812',
      ...lineTax(3_000, 500, true),
    })
    expect(invoice!.totalPaise).toBe(33_000)
    // The sale is the kurta and its delivery.
    expect((await ledgerOf(partId)).sale).toBe(33_000)
  })

  it('is shared whole even when it is more than the goods', async () => {
    const shop = await seller()
    const pin = await product(shop.id, 1_000)
    const clip = await product(shop.id, 1_500)
    const { cookies } = await shopper([{ id: pin.id }, { id: clip.id }])
    const order = Order.parse((await checkout(cookies, 'razorpay')).json())
    expect(order).toMatchObject({ subtotalPaise: 2_500, shippingPaise: 4_000, totalPaise: 6_500 })
    const lines = await ctx.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, (await orderRow(order.orderNo)).id))
    expect(lines.reduce((sum, l) => sum + l.deliveryFeePaise, 0)).toBe(4_000)
    await payThroughSandbox(ctx.app, order.orderNo, cookies)
    const pinLine = order.lines.find((l) => l.productId === pin.id)!
    const res = await post(`/api/orders/${order.orderNo}/cancel`, cookies, {
      lineIds: [pinLine.id],
      reason: 'changed_mind',
    })
    expect(res.statusCode, res.body).toBe(200)
    // ₹10 and its ₹16 share of the ₹40 fee (₹10 of ₹25 of goods).
    expect((await orderRow(order.orderNo)).refundedPaise).toBe(2_600)
  })

  it('an admin cancelling a shipped line credits its delivery share; the part keeps the rest', async () => {
    const shop = await seller()
    const kurta = await product(shop.id, 30_000)
    const tee = await product(shop.id, 20_000)
    const { cookies } = await shopper([{ id: kurta.id }, { id: tee.id }])
    const order = Order.parse((await checkout(cookies, 'razorpay')).json())
    await payThroughSandbox(ctx.app, order.orderNo, cookies)
    const forward = await post(`/api/admin/orders/${order.orderNo}/vendors/${shop.id}/forward`, adminCookies)
    const partId = ForwardResult.parse(forward.json()).vendorOrder.id
    for (const step of [
      { status: 'processing' },
      { status: 'shipped', courierName: 'Delhivery', trackingNumber: '3000000000003' },
    ]) {
      expect((await post(`/api/vendor/orders/${partId}/status`, shop.cookies, step)).statusCode).toBe(200)
    }
    const teeLine = order.lines.find((l) => l.productId === tee.id)!
    const cancelled = await post(`/api/admin/orders/${order.orderNo}/cancel`, adminCookies, {
      lineIds: [teeLine.id],
      reason: 'out_of_stock',
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    // The tee and its ₹16 share of the fee go back, on the refund and on the credit note.
    expect((await orderRow(order.orderNo)).refundedPaise).toBe(21_600)
    const docs = await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.vendorOrderId, partId))
    const credit = docs.find((d) => d.kind === 'credit_note')!
    expect(credit.totalPaise).toBe(21_600)
    expect((credit.content as TaxDocumentContent).lines.find((l) => l.lineId === 'delivery')!.amountPaise).toBe(1_600)
    const part = await ctx.app.inject({ url: `/api/vendor/orders/${partId}`, cookies: shop.cookies })
    expect(part.json()).toMatchObject({ totalPaise: 32_400, deliveryFeePaise: 2_400 })
    expect(
      (await post(`/api/vendor/orders/${partId}/status`, shop.cookies, { status: 'delivered', cashCollected: true }))
        .statusCode,
    ).toBe(200)
    expect((await ledgerOf(partId)).sale).toBe(32_400)
  })

  it('is counted in cash on delivery’s cash to collect', async () => {
    const shop = await seller()
    const tee = await product(shop.id, 50_000)
    const { cookies } = await shopper([{ id: tee.id }])
    const placed = Order.parse((await checkout(cookies)).json())
    expect(placed.totalPaise).toBe(54_000)
    // The confirmation's lines add up to its total.
    const [mail] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'order_confirmation'), sql`${outbox.subject} like ${`%${placed.orderNo}%`}`))
    expect(mail!.textBody).toContain('Shipping: ₹40\nTotal: ₹540')
    const partId = await deliver(placed.orderNo, shop)
    expect(await ledgerOf(partId)).toMatchObject({ sale: 54_000, cod_collected: -54_000 })

    // A return refunds the tee, not its delivery: the seller keeps the fee, the credit note the tee.
    const asked = await post(`/api/orders/${placed.orderNo}/returns`, cookies, {
      lines: [{ lineId: placed.lines[0]!.id, quantity: 1 }],
      reason: 'size_fit',
      upiId: 'asha@okaxis',
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const returnId = Order.parse(asked.json()).returns[0]!.id
    expect(Order.parse(asked.json()).returns[0]!.amountPaise).toBe(50_000)
    expect((await post(`/api/vendor/returns/${returnId}/approve`, shop.cookies)).statusCode).toBeLessThan(300)
    const received = await post(`/api/vendor/returns/${returnId}/receive`, shop.cookies, { condition: 'good' })
    expect(received.statusCode, received.body).toBeLessThan(300)
    const credit = (await ctx.db.select().from(taxDocuments).where(eq(taxDocuments.vendorOrderId, partId))).find(
      (d) => d.kind === 'credit_note',
    )!
    expect(credit.totalPaise).toBe(50_000)
    const entries = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.vendorOrderId, partId))
    expect(entries.filter((e) => e.kind === 'sale').reduce((sum, e) => sum + e.amountPaise, 0)).toBe(4_000)
  })

  it('is an admin’s setting, checked', async () => {
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      cookies: adminCookies,
      payload: { ...DEFAULT_SHOP_SETTINGS, deliveryFeePaise: 50_001, freeDeliveryFromPaise: -1 },
    })
    expect(bad.statusCode).toBe(400)
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['deliveryFeePaise', 'freeDeliveryFromPaise'])
  })
})

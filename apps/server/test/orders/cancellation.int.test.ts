import { randomUUID } from 'node:crypto'
import { Order } from '@haat/shared/orders/order'
import { AdminVendorList } from '@haat/shared/admin/people'
import { ForwardResult, VendorDashboard, VendorOrderDetail } from '@haat/shared/orders/vendor-order'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/catalog'
import { orderLines, orders, trackingEvents, vendorOrders } from '../../src/db/schema/commerce'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { makeAdmin, makeCategory, makeProduct, makeVendor, placeOrder, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let categoryId: string
let adminCookies: Record<string, string>

type Seller = { id: string; email: string; cookies: Record<string, string> }
let jaipur: Seller
let kolkata: Seller

async function seller(businessName: string): Promise<Seller> {
  const vendor = await makeVendor(ctx.db, { businessName })
  return { id: vendor.id, email: vendor.email, cookies: await signIn(ctx.app, 'vendor', vendor.email) }
}

beforeAll(async () => {
  // The admin sends each order to its sellers here (Send to Vendor).
  ctx = await createTestApp({}, { autoForwardOrders: false })
  categoryId = (await makeCategory(ctx.db)).id
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
  jaipur = await seller('Jaipur Looms')
  kolkata = await seller('Kolkata Clay')
})
afterAll(() => ctx?.close())

/** A COD order of 2 × a Jaipur product and 1 × a Kolkata product, each with 10 in stock before it. */
async function twoSellerOrder() {
  const kurta = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId, name: 'Cotton Kurta', stock: 10 })
  const vase = await makeProduct(ctx.db, { vendorId: kolkata.id, categoryId, name: 'Clay Vase', stock: 10 })
  const placed = await placeOrder(ctx.app, ctx.db, [
    { productId: kurta.id, quantity: 2 },
    { productId: vase.id, quantity: 1 },
  ])
  const line = (productId: string) => placed.order.lines.find((l) => l.productId === productId)!
  return { ...placed, kurta, vase, kurtaLine: line(kurta.id), vaseLine: line(vase.id) }
}

const stockOf = async (id: string) =>
  (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock

/** A second after the last change, so the events have an order to show. */
const cancelAsCustomer = (orderNo: string, cookies: Record<string, string>, payload: object) => {
  ctx.clock.advance(1_000)
  return ctx.app.inject({ method: 'POST', url: `/api/orders/${orderNo}/cancel`, cookies, payload })
}

async function forwarded(orderNo: string, vendorId: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderNo}/vendors/${vendorId}/forward`,
    cookies: adminCookies,
  })
  return ForwardResult.parse(res.json()).vendorOrder.id
}

const moveVendorOrder = (id: string, cookies: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/vendor/orders/${id}/status`, cookies, payload })

async function ship(id: string, cookies: Record<string, string>) {
  await moveVendorOrder(id, cookies, { status: 'processing' })
  const res = await moveVendorOrder(id, cookies, {
    status: 'shipped',
    courierName: 'Delhivery',
    trackingNumber: '9900000000099',
  })
  expect(res.statusCode).toBe(200)
}

describe('the customer cancels', () => {
  it('one line of a two-seller COD order: its stock comes back, the rest stands, everyone is told', async () => {
    const { order, customerCookies, kurta, vase, kurtaLine, vaseLine } = await twoSellerOrder()
    expect(await stockOf(kurta.id)).toBe(8)
    const jaipurPart = await forwarded(order.orderNo, jaipur.id)

    const res = await cancelAsCustomer(order.orderNo, customerCookies, {
      lineIds: [kurtaLine.id],
      reason: 'changed_mind',
    })
    expect(res.statusCode).toBe(200)
    const after = Order.parse(res.json())
    expect(after.status).toBe('placed')
    expect(after.lines.find((l) => l.id === kurtaLine.id)).toMatchObject({
      canCancel: false,
      cancellation: { by: 'customer', reason: 'changed_mind', reasonLabel: 'Changed my mind', note: null },
    })
    expect(after.lines.find((l) => l.id === vaseLine.id)).toMatchObject({ canCancel: true, cancellation: null })
    expect(after.canCancel).toBe(true)
    expect(after.shipments.map((s) => [s.vendor.businessName, s.status])).toEqual([
      ['Jaipur Looms', 'cancelled'],
      ['Kolkata Clay', 'pending'],
    ])
    expect(after.events.at(-1)).toMatchObject({
      status: 'Items cancelled',
      note: '2 × Cotton Kurta cancelled by the customer: Changed my mind',
    })
    expect(after.trackingSteps.some((s) => s.status === 'Cancelled')).toBe(false)
    expect(await stockOf(kurta.id)).toBe(10)
    expect(await stockOf(vase.id)).toBe(9)

    // Jaipur's whole part is cancelled; its total is what is left of it.
    const [part] = await ctx.db.select().from(vendorOrders).where(eq(vendorOrders.id, jaipurPart))
    expect(part).toMatchObject({ status: 'cancelled', totalPaise: 0 })
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancel_lines'), eq(auditLog.entityId, part!.orderId)))
    expect(audit).toMatchObject({ actorKind: 'customer', details: { reason: 'changed_mind', orderNo: order.orderNo } })
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'order_cancelled'))
    expect(mails.find((m) => m.textBody.includes(order.orderNo))?.subject).toBe(
      `Items of Haat order ${order.orderNo} are cancelled`,
    )
    // Jaipur had been sent its part and is told not to ship it; Kolkata never heard of the kurta.
    const sellerMails = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'order_cancelled_seller'))
    const forOrder = sellerMails.filter((m) => m.textBody.includes(order.orderNo))
    expect(forOrder.map((m) => m.to)).toEqual([jaipur.email])
    expect(forOrder[0]!.textBody).toContain('Please do not ship the cancelled items.')
  })

  it('the whole order: every line, status Cancelled, and a Cancelled step', async () => {
    const { order, customerCookies, kurta, vase } = await twoSellerOrder()
    const res = await cancelAsCustomer(order.orderNo, customerCookies, { reason: 'other', note: 'Bought in a shop' })
    expect(res.statusCode).toBe(200)
    const after = Order.parse(res.json())
    expect(after.status).toBe('cancelled')
    expect(after.canCancel).toBe(false)
    expect(after.lines.every((l) => l.cancellation?.note === 'Bought in a shop')).toBe(true)
    expect(after.trackingStatus).toBe('Cancelled')
    expect(await stockOf(kurta.id)).toBe(10)
    expect(await stockOf(vase.id)).toBe(10)
    const again = await cancelAsCustomer(order.orderNo, customerCookies, { reason: 'changed_mind' })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe('Nothing in this order can be cancelled now.')
  })

  it('before the seller was sent its part: the part can no longer be sent, and the seller hears nothing', async () => {
    const { order, customerCookies, vaseLine } = await twoSellerOrder()
    await cancelAsCustomer(order.orderNo, customerCookies, { lineIds: [vaseLine.id], reason: 'ordered_by_mistake' })
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNo}/vendors/${kolkata.id}/forward`,
      cookies: adminCookies,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Every item from this vendor was cancelled; there is nothing to send.')
    const sellerMails = await ctx.db.select().from(outbox).where(eq(outbox.to, kolkata.email))
    expect(sellerMails.filter((m) => m.textBody.includes(order.orderNo))).toEqual([])
  })

  it('gives stock back once when 10 cancels of one line race: one wins, the rest are told it is done', async () => {
    const { order, customerCookies, kurta, kurtaLine } = await twoSellerOrder()
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        cancelAsCustomer(order.orderNo, customerCookies, { lineIds: [kurtaLine.id], reason: 'better_price' }),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)])
    expect(results.find((r) => r.statusCode === 409)!.json().error.message).toBe('This item is already cancelled.')
    expect(await stockOf(kurta.id)).toBe(10)
    const events = await ctx.db
      .select()
      .from(trackingEvents)
      .where(
        and(eq(trackingEvents.status, 'Items cancelled'), eq(trackingEvents.orderId, await orderId(order.orderNo))),
      )
    expect(events).toHaveLength(1)
  })

  it('cannot cancel a line once its seller has shipped it; the admin still can, until delivery', async () => {
    const { order, customerCookies, kurta, kurtaLine, vaseLine } = await twoSellerOrder()
    const part = await forwarded(order.orderNo, jaipur.id)
    await ship(part, jaipur.cookies)
    const refused = await cancelAsCustomer(order.orderNo, customerCookies, {
      lineIds: [kurtaLine.id],
      reason: 'changed_mind',
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toBe('This item has shipped and can no longer be cancelled.')
    // "Cancel order" cancels what still may be: the Kolkata line.
    const rest = Order.parse(
      (await cancelAsCustomer(order.orderNo, customerCookies, { reason: 'changed_mind' })).json(),
    )
    expect(rest.lines.find((l) => l.id === vaseLine.id)!.cancellation).not.toBeNull()
    expect(rest.lines.find((l) => l.id === kurtaLine.id)).toMatchObject({ cancellation: null, canCancel: false })
    expect(rest.status).toBe('shipped')

    const byAdmin = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNo}/cancel`,
      cookies: adminCookies,
      payload: { lineIds: [kurtaLine.id], reason: 'customer_request' },
    })
    expect(byAdmin.statusCode).toBe(200)
    const all = Order.parse(byAdmin.json())
    expect(all.status).toBe('cancelled')
    expect(all.lines.find((l) => l.id === kurtaLine.id)!.cancellation).toMatchObject({ by: 'admin' })
    expect(await stockOf(kurta.id)).toBe(10)
  })

  it('cannot be done by the admin once delivered', async () => {
    const { order, kurtaLine } = await twoSellerOrder()
    const part = await forwarded(order.orderNo, jaipur.id)
    await ship(part, jaipur.cookies)
    await moveVendorOrder(part, jaipur.cookies, { status: 'delivered', cashCollected: true })
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNo}/cancel`,
      cookies: adminCookies,
      payload: { lineIds: [kurtaLine.id], reason: 'customer_request' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('This item was delivered; it can be returned, not cancelled.')
  })

  it('refuses bad input (400), unknown lines and other people’s orders (404), and the signed-out (401)', async () => {
    const { order, customerCookies, kurtaLine } = await twoSellerOrder()
    const other = await twoSellerOrder()
    const url = `/api/orders/${order.orderNo}/cancel`
    const post = (payload: object, cookies = customerCookies) =>
      ctx.app.inject({ method: 'POST', url, cookies, payload })

    const noNote = await post({ lineIds: [kurtaLine.id], reason: 'other' })
    expect(noNote.statusCode).toBe(400)
    expect(noNote.json().error.details).toEqual([{ path: 'note', message: 'Tell us why you are cancelling.' }])
    // A seller's reason is not the customer's to give.
    expect((await post({ reason: 'out_of_stock' })).statusCode).toBe(400)
    expect((await post({ lineIds: ['not-a-uuid'], reason: 'changed_mind' })).statusCode).toBe(400)
    expect((await post({ lineIds: [], reason: 'changed_mind' })).statusCode).toBe(400)
    const unknown = await post({ lineIds: [other.kurtaLine.id], reason: 'changed_mind' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().error.message).toBe('Item not found in this order.')
    expect((await post({ reason: 'changed_mind' }, other.customerCookies)).statusCode).toBe(404)
    expect((await ctx.app.inject({ method: 'POST', url, payload: { reason: 'changed_mind' } })).statusCode).toBe(401)
    // Nothing was written by any of these.
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, kurtaLine.id))
    expect(line!.cancelledQuantity).toBe(0)
  })
})

describe('the seller cancels', () => {
  it('its own line for out of stock; the customer is told, and the part shows it', async () => {
    const { order, kurta, kurtaLine } = await twoSellerOrder()
    const part = await forwarded(order.orderNo, jaipur.id)
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/vendor/orders/${part}/cancel`,
      cookies: jaipur.cookies,
      payload: { lineIds: [kurtaLine.id], reason: 'out_of_stock' },
    })
    expect(res.statusCode).toBe(200)
    const detail = VendorOrderDetail.parse(res.json())
    expect(detail.status).toBe('cancelled')
    expect(detail.lines[0]).toMatchObject({
      canCancel: false,
      cancellation: { by: 'vendor', reasonLabel: 'Out of stock' },
    })
    expect(await stockOf(kurta.id)).toBe(10)
    const mail = (await ctx.db.select().from(outbox).where(eq(outbox.kind, 'order_cancelled'))).find((m) =>
      m.textBody.includes(order.orderNo),
    )
    expect(mail?.textBody).toContain('by the seller, Jaipur Looms')
    expect(mail?.textBody).toContain('Reason: Out of stock')
  })

  it("cannot cancel another seller's line, a line of a part not sent to it, or give a customer's reason", async () => {
    const { order, vaseLine, kurtaLine } = await twoSellerOrder()
    const part = await forwarded(order.orderNo, jaipur.id)
    const post = (id: string, cookies: Record<string, string>, payload: object) =>
      ctx.app.inject({ method: 'POST', url: `/api/vendor/orders/${id}/cancel`, cookies, payload })
    expect((await post(part, jaipur.cookies, { lineIds: [vaseLine.id], reason: 'out_of_stock' })).statusCode).toBe(404)
    expect((await post(part, kolkata.cookies, { lineIds: [kurtaLine.id], reason: 'out_of_stock' })).statusCode).toBe(
      404,
    )
    expect((await post(part, jaipur.cookies, { reason: 'changed_mind' })).statusCode).toBe(400)
    expect((await post(randomUUID(), jaipur.cookies, { reason: 'out_of_stock' })).statusCode).toBe(404)
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, vaseLine.id))
    expect(line!.cancelledQuantity).toBe(0)
  })

  it("counts toward the seller's cancellation rate, on its dashboard and in the admin's vendor list", async () => {
    const shop = await seller(`Rate Check ${randomUUID().slice(0, 6)}`)
    const [a, b] = await Promise.all([
      makeProduct(ctx.db, { vendorId: shop.id, categoryId, stock: 5 }),
      makeProduct(ctx.db, { vendorId: shop.id, categoryId, stock: 5 }),
    ])
    const dashboard = async () =>
      VendorDashboard.parse(
        (await ctx.app.inject({ method: 'GET', url: '/api/vendor/dashboard', cookies: shop.cookies })).json(),
      ).cancellationRate
    expect(await dashboard()).toBeNull()
    const { order } = await placeOrder(ctx.app, ctx.db, [
      { productId: a!.id, quantity: 1 },
      { productId: b!.id, quantity: 1 },
    ])
    const part = await forwarded(order.orderNo, shop.id)
    expect(await dashboard()).toBe(0)
    await ctx.app.inject({
      method: 'POST',
      url: `/api/vendor/orders/${part}/cancel`,
      cookies: shop.cookies,
      payload: { lineIds: [order.lines.find((l) => l.productId === a!.id)!.id], reason: 'out_of_stock' },
    })
    expect(await dashboard()).toBe(50)
    const list = AdminVendorList.parse(
      (
        await ctx.app.inject({ method: 'GET', url: '/api/admin/vendors?search=Rate%20Check', cookies: adminCookies })
      ).json(),
    )
    expect(list.data.find((v) => v.id === shop.id)?.cancellationRate).toBe(50)
  })

  it('cannot cancel after shipping', async () => {
    const { order } = await twoSellerOrder()
    const part = await forwarded(order.orderNo, jaipur.id)
    await ship(part, jaipur.cookies)
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/vendor/orders/${part}/cancel`,
      cookies: jaipur.cookies,
      payload: { reason: 'out_of_stock' },
    })
    expect(res.statusCode).toBe(409)
  })
})

describe('the admin cancels', () => {
  it('is for admins only', async () => {
    const { order, customerCookies } = await twoSellerOrder()
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNo}/cancel`,
      cookies: customerCookies,
      payload: { reason: 'customer_request' },
    })
    expect(res.statusCode).toBe(403)
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo))
    expect(row!.status).toBe('placed')
  })
})

async function orderId(orderNo: string) {
  return (await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo)))[0]!.id
}

import { Order } from '@haat/shared/orders/order'
import { AdminRefundList } from '@haat/shared/orders/refund'
import { ReturnList, ReturnRequest } from '@haat/shared/orders/returns'
import { ForwardResult, VendorDashboard } from '@haat/shared/orders/vendor-order'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/catalog'
import { orderLines, orders, refunds, returns } from '../../src/db/schema/commerce'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { isCheckViolation } from '../../src/lib/db-errors'
import { returnsService } from '../../src/modules/after-sale/returns.service'
import {
  makeAdmin,
  makeCategory,
  makeCustomer,
  makeProduct,
  makeVendor,
  payThroughSandbox,
  placeOrder,
  signIn,
} from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let categoryId: string
let adminCookies: Record<string, string>
type Seller = { id: string; email: string; cookies: Record<string, string> }
let jaipur: Seller
let kolkata: Seller
type Cookies = Record<string, string>

async function seller(businessName: string): Promise<Seller> {
  const vendor = await makeVendor(ctx.db, { businessName })
  return { id: vendor.id, email: vendor.email, cookies: await signIn(ctx.app, 'vendor', vendor.email) }
}

beforeAll(async () => {
  ctx = await createTestApp()
  categoryId = (await makeCategory(ctx.db)).id
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
  jaipur = await seller('Jaipur Looms')
  kolkata = await seller('Kolkata Clay')
})
afterAll(() => ctx?.close())

const post = (url: string, cookies: Cookies, payload?: object) => {
  // A second after the last step, so the events have an order to show.
  ctx.clock.advance(1_000)
  return ctx.app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) })
}
const get = (url: string, cookies: Cookies) => ctx.app.inject({ method: 'GET', url, cookies })

const stockOf = async (id: string) =>
  (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock

/** The admin forwards the seller's part, and the seller ships and delivers it. */
async function deliver(orderNo: string, who: Seller) {
  const forward = await post(`/api/admin/orders/${orderNo}/vendors/${who.id}/forward`, adminCookies)
  expect(forward.statusCode, forward.body).toBeLessThan(300)
  const id = ForwardResult.parse(forward.json()).vendorOrder.id
  await post(`/api/vendor/orders/${id}/status`, who.cookies, { status: 'processing' })
  await post(`/api/vendor/orders/${id}/status`, who.cookies, {
    status: 'shipped',
    courierName: 'Delhivery',
    trackingNumber: '1000000000001',
  })
  const res = await post(`/api/vendor/orders/${id}/status`, who.cookies, { status: 'delivered', cashCollected: true })
  expect(res.statusCode, res.body).toBe(200)
  return id
}

/** A delivered order of 2 kurtas (₹500 each, 7-day returns) and 1 vase (₹200), from two sellers. */
async function deliveredOrder(paymentMethod: 'cod' | 'razorpay' = 'cod', options: { vaseReturnDays?: number } = {}) {
  const kurta = await makeProduct(ctx.db, {
    vendorId: jaipur.id,
    categoryId,
    name: 'Cotton Kurta',
    pricePaise: 50_000,
    stock: 10,
    refundDays: 7,
  })
  const vase = await makeProduct(ctx.db, {
    vendorId: kolkata.id,
    categoryId,
    name: 'Clay Vase',
    pricePaise: 20_000,
    stock: 10,
    refundDays: options.vaseReturnDays ?? 10,
  })
  const placed = await placeOrder(
    ctx.app,
    ctx.db,
    [
      { productId: kurta.id, quantity: 2 },
      { productId: vase.id, quantity: 1 },
    ],
    paymentMethod,
  )
  const cookies = placed.customerCookies
  if (paymentMethod === 'razorpay') await pay(placed.order.orderNo, cookies)
  await deliver(placed.order.orderNo, jaipur)
  await deliver(placed.order.orderNo, kolkata)
  const line = (productId: string) => placed.order.lines.find((l) => l.productId === productId)!
  return { ...placed, cookies, kurta, vase, kurtaLine: line(kurta.id), vaseLine: line(vase.id) }
}

const pay = (orderNo: string, cookies: Cookies) => {
  ctx.clock.advance(3_000)
  return payThroughSandbox(ctx.app, orderNo, cookies)
}

const requestReturn = (orderNo: string, cookies: Cookies, payload: object) =>
  post(`/api/orders/${orderNo}/returns`, cookies, payload)

const UPI = 'asha.verma@okaxis'

async function returnOf(orderNo: string, cookies: Cookies, payload: object) {
  const res = await requestReturn(orderNo, cookies, payload)
  expect(res.statusCode, res.body).toBe(201)
  const order = Order.parse(res.json())
  return { order, ret: order.returns.at(-1)! }
}

const sellerStep = (who: Seller, id: string, step: string, payload?: object) =>
  post(`/api/vendor/returns/${id}/${step}`, who.cookies, payload)

const refundsOf = async (returnId: string) => ctx.db.select().from(refunds).where(eq(refunds.returnId, returnId))

describe('the customer asks to return', () => {
  it('one of two kurtas of a delivered COD order: the seller is asked, the customer sees it', async () => {
    const { order, cookies, kurtaLine } = await deliveredOrder()
    expect(order.canReturn).toBe(false) // not delivered when placed
    const before = Order.parse((await get(`/api/orders/${order.orderNo}`, cookies)).json())
    expect(before.canReturn).toBe(true)
    expect(before.lines.find((l) => l.id === kurtaLine.id)).toMatchObject({
      returnableQuantity: 2,
      returnedQuantity: 0,
      returnDays: 7,
    })

    const { order: after, ret } = await returnOf(order.orderNo, cookies, {
      lines: [{ lineId: kurtaLine.id, quantity: 1 }],
      reason: 'size_fit',
      comment: 'Too small at the shoulders',
      upiId: UPI,
    })
    expect(ret).toMatchObject({
      status: 'requested',
      reason: 'size_fit',
      comment: 'Too small at the shoulders',
      amountPaise: 50_000,
      upiId: UPI,
      vendor: { id: jaipur.id, businessName: 'Jaipur Looms' },
      lines: [{ lineId: kurtaLine.id, quantity: 1, name: 'Cotton Kurta' }],
      refund: null,
    })
    expect(ret.events.map((e) => e.status)).toEqual(['Return requested'])
    expect(after.lines.find((l) => l.id === kurtaLine.id)).toMatchObject({ returnedQuantity: 1, returnableQuantity: 1 })

    // The seller sees it in its list, with a count on the dashboard, and without the customer's UPI id.
    const list = ReturnList.parse((await get('/api/vendor/returns?status=requested', jaipur.cookies)).json())
    expect(list.data.map((r) => r.id)).toContain(ret.id)
    const dashboard = VendorDashboard.parse((await get('/api/vendor/dashboard', jaipur.cookies)).json())
    expect(dashboard.returnsAwaitingCount).toBeGreaterThanOrEqual(1)
    const seen = ReturnRequest.parse((await get(`/api/vendor/returns/${ret.id}`, jaipur.cookies)).json())
    expect(seen.upiId).toBeNull()
    // Another seller gets the same 404 as for a missing return, and it is on record.
    expect((await get(`/api/vendor/returns/${ret.id}`, kolkata.cookies)).statusCode).toBe(404)
    expect((await sellerStep(kolkata, ret.id, 'approve')).statusCode).toBe(404)
    const denied = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'return.access_denied'), eq(auditLog.entityId, ret.id)))
    expect(denied).toHaveLength(2)

    const mails = await ctx.db.select().from(outbox)
    expect(mails.some((m) => m.kind === 'return_requested_seller' && m.subject.includes(order.orderNo))).toBe(true)
    expect(mails.some((m) => m.kind === 'return_requested' && m.subject.includes(order.orderNo))).toBe(true)
  })

  it('is refused with a clear message for what cannot be returned', async () => {
    const { order, cookies, kurtaLine, vaseLine } = await deliveredOrder('cod', { vaseReturnDays: 0 })
    const cases: [object, number, string][] = [
      [
        { lines: [{ lineId: vaseLine.id, quantity: 1 }], reason: 'damaged', upiId: UPI },
        409,
        'Clay Vase is not returnable.',
      ],
      [
        { lines: [{ lineId: kurtaLine.id, quantity: 3 }], reason: 'damaged', upiId: UPI },
        409,
        'Only 2 of Cotton Kurta can be returned.',
      ],
      [
        { lines: [{ lineId: kurtaLine.id, quantity: 1 }], reason: 'damaged' },
        400,
        'Enter the UPI ID the refund should go to.',
      ],
      [
        { lines: [{ lineId: kurtaLine.id, quantity: 1 }], reason: 'damaged', upiId: 'not a upi' },
        400,
        'Enter a UPI ID like name@bank.',
      ],
      [
        { lines: [{ lineId: kurtaLine.id, quantity: 1 }], reason: 'bored', upiId: UPI },
        400,
        'Choose a reason for the return.',
      ],
      [{ lines: [], reason: 'damaged', upiId: UPI }, 400, 'Choose at least one item to return.'],
      [
        { lines: [{ lineId: crypto.randomUUID(), quantity: 1 }], reason: 'damaged', upiId: UPI },
        404,
        'Item not found in this order.',
      ],
      [
        {
          lines: [{ lineId: kurtaLine.id, quantity: 1 }],
          reason: 'damaged',
          upiId: UPI,
          photoIds: [crypto.randomUUID()],
        },
        400,
        'Add photos by uploading them here.',
      ],
    ]
    for (const [payload, status, message] of cases) {
      const res = await requestReturn(order.orderNo, cookies, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(status)
      expect(JSON.stringify(res.json())).toContain(message)
    }
    // Someone else's order is not found; nothing was written by any of the refusals.
    const other = await signIn(ctx.app, 'customer', (await makeCustomer(ctx.db)).email!)
    const foreign = await requestReturn(order.orderNo, other, {
      lines: [{ lineId: kurtaLine.id, quantity: 1 }],
      reason: 'damaged',
      upiId: UPI,
    })
    expect(foreign.statusCode).toBe(404)
    const [row] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, kurtaLine.id))
    expect(row!.returnedQuantity).toBe(0)
  })
})

describe('a cash-on-delivery return, step by step', () => {
  it('is approved, picked up, received: the stock comes back once and the admin sends the refund to UPI', async () => {
    const { order, cookies, kurta, kurtaLine } = await deliveredOrder()
    const { ret } = await returnOf(order.orderNo, cookies, {
      lines: [{ lineId: kurtaLine.id, quantity: 2 }],
      reason: 'defective',
      upiId: UPI,
    })
    expect(await stockOf(kurta.id)).toBe(8)

    // Receiving before approval is refused; so is a pickup without its courier.
    expect((await sellerStep(jaipur, ret.id, 'receive', { condition: 'good' })).statusCode).toBe(409)
    const approved = await sellerStep(jaipur, ret.id, 'approve')
    expect(ReturnRequest.parse(approved.json())).toMatchObject({ status: 'approved', decidedBy: 'vendor' })
    expect((await sellerStep(jaipur, ret.id, 'approve')).statusCode).toBe(409)
    const noCourier = await sellerStep(jaipur, ret.id, 'pickup', { trackingNumber: 'X' })
    expect(noCourier.statusCode).toBe(400)
    const picked = await sellerStep(jaipur, ret.id, 'pickup', {
      courierName: 'Delhivery',
      trackingNumber: '7000000000123',
    })
    expect(ReturnRequest.parse(picked.json())).toMatchObject({
      status: 'picked_up',
      courierName: 'Delhivery',
      trackingNumber: '7000000000123',
    })

    // Two receipts race: one wins, the stock comes back once, one refund.
    const [a, b] = await Promise.all([
      sellerStep(jaipur, ret.id, 'receive', { condition: 'good' }),
      sellerStep(jaipur, ret.id, 'receive', { condition: 'good' }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409])
    expect(await stockOf(kurta.id)).toBe(10)
    const made = await refundsOf(ret.id)
    expect(made).toHaveLength(1)
    expect(made[0]).toMatchObject({ provider: 'cod', upiId: UPI, amountPaise: 100_000, status: 'requested' })

    const customerView = Order.parse((await get(`/api/orders/${order.orderNo}`, cookies)).json())
    const seen = customerView.returns[0]!
    expect(seen.status).toBe('received')
    expect(seen.refund).toMatchObject({ status: 'requested', upiId: UPI, amountPaise: 100_000 })
    // The last two happen in the same instant.
    expect(seen.events.map((e) => e.status).slice(0, 3)).toEqual([
      'Return requested',
      'Return approved',
      'Return picked up',
    ])
    expect(
      seen.events
        .map((e) => e.status)
        .slice(3)
        .sort(),
    ).toEqual(['Refund started', 'Return received'])
    const adminMails = await ctx.db.select().from(outbox).where(eq(outbox.kind, 'upi_refund_due_admin'))
    expect(adminMails.some((m) => m.textBody.includes(order.orderNo))).toBe(true)

    // The admin sees it waiting, and records the transfer once.
    const list = AdminRefundList.parse((await get('/api/admin/refunds?status=requested', adminCookies)).json())
    expect(list.data.find((r) => r.id === made[0]!.id)).toMatchObject({ provider: 'cod', upiId: UPI })
    expect((await post(`/api/admin/refunds/${made[0]!.id}/paid`, adminCookies, { reference: '1' })).statusCode).toBe(
      400,
    )
    expect(
      (await post(`/api/admin/refunds/${made[0]!.id}/paid`, jaipur.cookies, { reference: '412345678901' })).statusCode,
    ).toBe(403)
    const paid = await post(`/api/admin/refunds/${made[0]!.id}/paid`, adminCookies, { reference: '412345678901' })
    expect(paid.statusCode, paid.body).toBe(204)
    expect(
      (await post(`/api/admin/refunds/${made[0]!.id}/paid`, adminCookies, { reference: '412345678901' })).statusCode,
    ).toBe(409)
    const [done] = await refundsOf(ret.id)
    expect(done).toMatchObject({ status: 'processed', paidReference: '412345678901' })
    const final = Order.parse((await get(`/api/orders/${order.orderNo}`, cookies)).json())
    expect(final.returns[0]!.refund).toMatchObject({ status: 'processed', reference: '412345678901' })
    const processedMail = (await ctx.db.select().from(outbox).where(eq(outbox.kind, 'refund_processed'))).find((m) =>
      m.subject.includes(order.orderNo),
    )
    expect(processedMail?.textBody).toContain('412345678901')
  })

  it('rejected with a reason gives the quantity back; an admin can approve it after all, on record', async () => {
    const { order, cookies, vaseLine } = await deliveredOrder()
    const { ret } = await returnOf(order.orderNo, cookies, {
      lines: [{ lineId: vaseLine.id, quantity: 1 }],
      reason: 'no_longer_needed',
      upiId: UPI,
    })
    expect((await sellerStep(kolkata, ret.id, 'reject', { reason: '' })).statusCode).toBe(400)
    const rejected = await sellerStep(kolkata, ret.id, 'reject', { reason: 'The vase was used.' })
    expect(ReturnRequest.parse(rejected.json())).toMatchObject({
      status: 'rejected',
      rejectReason: 'The vase was used.',
    })
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, vaseLine.id))
    expect(line!.returnedQuantity).toBe(0)

    expect((await post(`/api/admin/returns/${ret.id}/override`, kolkata.cookies, { note: 'x' })).statusCode).toBe(403)
    const override = await post(`/api/admin/returns/${ret.id}/override`, adminCookies, {
      note: 'Photos show the vase unused.',
    })
    expect(override.statusCode, override.body).toBe(200)
    expect(ReturnRequest.parse(override.json())).toMatchObject({
      status: 'approved',
      decidedBy: 'admin',
      resolutionNote: 'Photos show the vase unused.',
    })
    const [again] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, vaseLine.id))
    expect(again!.returnedQuantity).toBe(1)
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'return.override'), eq(auditLog.entityId, ret.id)))
    expect(audit).toMatchObject({ actorKind: 'admin' })
    expect((await post(`/api/admin/returns/${ret.id}/override`, adminCookies, { note: 'again' })).statusCode).toBe(409)
  })

  it('received damaged goes to an admin, who refunds without restocking, or declines', async () => {
    const first = await deliveredOrder()
    const second = await deliveredOrder()
    const ids: string[] = []
    for (const o of [first, second]) {
      const { ret } = await returnOf(o.order.orderNo, o.cookies, {
        lines: [{ lineId: o.kurtaLine.id, quantity: 1 }],
        reason: 'damaged',
        upiId: UPI,
      })
      await sellerStep(jaipur, ret.id, 'approve')
      expect((await sellerStep(jaipur, ret.id, 'receive', { condition: 'damaged' })).statusCode).toBe(400)
      const res = await sellerStep(jaipur, ret.id, 'receive', { condition: 'damaged', note: 'Torn sleeve' })
      expect(ReturnRequest.parse(res.json())).toMatchObject({ status: 'disputed', damageNote: 'Torn sleeve' })
      ids.push(ret.id)
    }
    const disputed = ReturnList.parse((await get('/api/admin/returns?status=disputed', adminCookies)).json())
    expect(disputed.data.map((r) => r.id)).toEqual(expect.arrayContaining(ids))

    const stock = await stockOf(first.kurta.id)
    const refunded = await post(`/api/admin/returns/${ids[0]}/resolve`, adminCookies, {
      decision: 'refund',
      note: 'The courier tore it.',
    })
    expect(ReturnRequest.parse(refunded.json())).toMatchObject({ status: 'received', refund: { amountPaise: 50_000 } })
    expect(await stockOf(first.kurta.id)).toBe(stock)

    const declined = await post(`/api/admin/returns/${ids[1]}/resolve`, adminCookies, {
      decision: 'decline',
      note: 'Worn and washed.',
    })
    expect(ReturnRequest.parse(declined.json())).toMatchObject({ status: 'declined', refund: null })
    expect(await refundsOf(ids[1]!)).toHaveLength(0)
    expect(
      (await post(`/api/admin/returns/${ids[1]}/resolve`, adminCookies, { decision: 'refund', note: 'x' })).statusCode,
    ).toBe(409)
  })
})

describe('an online return', () => {
  it('is refunded to the source once, through the gateway', async () => {
    const { order, cookies, vaseLine } = await deliveredOrder('razorpay')
    const { ret } = await returnOf(order.orderNo, cookies, {
      lines: [{ lineId: vaseLine.id, quantity: 1 }],
      reason: 'not_as_described',
      upiId: 'ignored@okaxis',
    })
    expect(ret.upiId).toBeNull()
    await sellerStep(kolkata, ret.id, 'approve')
    await sellerStep(kolkata, ret.id, 'receive', { condition: 'good' })
    const [refund] = await refundsOf(ret.id)
    expect(refund).toMatchObject({ provider: 'sandbox', amountPaise: 20_000, reason: 'returned' })
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, order.orderNo))
    expect(row!.refundedPaise).toBe(20_000)
    // The sandbox answers at once; the sender runs after the commit.
    await expect.poll(async () => (await refundsOf(ret.id))[0]!.status, { timeout: 5_000 }).toBe('processed')
  })
})

describe('returned plus cancelled never exceeds what was bought', () => {
  it('under concurrent requests for the same line', async () => {
    const { order, cookies, kurtaLine } = await deliveredOrder()
    const payload = { lines: [{ lineId: kurtaLine.id, quantity: 1 }], reason: 'size_fit', upiId: UPI }
    const results = await Promise.all([1, 2, 3, 4].map(() => requestReturn(order.orderNo, cookies, payload)))
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 409, 409])
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, kurtaLine.id))
    expect(line!.returnedQuantity).toBe(2)
  })

  it('in the database itself, whatever the code does', async () => {
    const { kurtaLine } = await deliveredOrder()
    const add = (n: number) =>
      ctx.db.transaction((tx) =>
        tx.execute(sql`update order_lines set returned_quantity = returned_quantity + ${n} where id = ${kurtaLine.id}`),
      )
    const outcomes = await Promise.allSettled([add(2), add(1)])
    const failed = outcomes.filter((o) => o.status === 'rejected')
    expect(failed).toHaveLength(1)
    expect(isCheckViolation((failed[0] as PromiseRejectedResult).reason, 'order_lines_returned_within')).toBe(true)
    const cancel = ctx.db.execute(
      sql`update order_lines set cancelled_quantity = quantity where id = ${kurtaLine.id} and returned_quantity > 0`,
    )
    await expect(cancel).rejects.toSatisfy((error) => isCheckViolation(error, 'order_lines_returned_within'))
  })
})

describe('return photos', () => {
  const png = () =>
    sharp({ create: { width: 320, height: 240, channels: 3, background: '#c60' } })
      .png()
      .toBuffer()
  const multipart = async (count: number) => {
    const boundary = '----haat'
    const parts: Buffer[] = []
    for (let i = 0; i < count; i++) {
      parts.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="p${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        await png(),
        Buffer.from('\r\n'),
      )
    }
    parts.push(Buffer.from(`--${boundary}--\r\n`))
    return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } }
  }

  it('are uploaded by the customer, re-encoded, and shown with the return', async () => {
    const { order, cookies, kurtaLine } = await deliveredOrder()
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      cookies,
      ...(await multipart(2)),
    })
    expect(upload.statusCode, upload.body).toBe(201)
    const photos = upload.json().data as { id: string; variants: { url: string }[] }[]
    expect(photos).toHaveLength(2)
    expect(photos[0]!.variants[0]!.url).toMatch(/\.webp$/)
    const tooMany = await ctx.app.inject({
      method: 'POST',
      url: '/api/returns/photos',
      cookies,
      ...(await multipart(5)),
    })
    expect(tooMany.statusCode).toBe(413)
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/returns/photos', ...(await multipart(1)) })
    expect(anonymous.statusCode).toBe(401)

    // Another customer's photos cannot be attached.
    const other = await signIn(ctx.app, 'customer', (await makeCustomer(ctx.db)).email!)
    const foreign = (
      await ctx.app.inject({ method: 'POST', url: '/api/returns/photos', cookies: other, ...(await multipart(1)) })
    ).json().data[0].id as string
    const payload = { lines: [{ lineId: kurtaLine.id, quantity: 1 }], reason: 'damaged', upiId: UPI }
    expect((await requestReturn(order.orderNo, cookies, { ...payload, photoIds: [foreign] })).statusCode).toBe(400)

    const { ret } = await returnOf(order.orderNo, cookies, { ...payload, photoIds: photos.map((p) => p.id) })
    expect(ret.photos.map((p) => p.id)).toEqual(photos.map((p) => p.id))
    const seen = ReturnRequest.parse((await get(`/api/vendor/returns/${ret.id}`, jaipur.cookies)).json())
    expect(seen.photos).toHaveLength(2)
  })
})

// These move the clock forward (never back), so they run last and sign everyone in again.
describe('as time passes', () => {
  async function signInAgain() {
    adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
    for (const who of [jaipur, kolkata]) who.cookies = await signIn(ctx.app, 'vendor', who.email)
  }

  it('a return is refused before delivery and after the window closes, and the button is gone', async () => {
    const kurta = await makeProduct(ctx.db, { vendorId: jaipur.id, categoryId, stock: 5, refundDays: 7 })
    const placed = await placeOrder(ctx.app, ctx.db, [{ productId: kurta.id, quantity: 1 }])
    const { order } = placed
    let cookies = placed.customerCookies
    const lineId = order.lines[0]!.id
    const payload = { lines: [{ lineId, quantity: 1 }], reason: 'defective', upiId: UPI }
    const early = await requestReturn(order.orderNo, cookies, payload)
    expect(early.statusCode).toBe(409)
    expect(early.json().error.message).toBe(`${kurta.name} has not been delivered yet.`)

    await deliver(order.orderNo, jaipur)
    // Delivered 22 Nov (IST) as the seller says; the customer never confirmed, so the holding
    // period confirmed it on 25 Nov, and the window is 7 days from then, to the end of 2 Dec in India.
    ctx.clock.set(new Date('2026-12-02T18:29:00Z'))
    cookies = await signIn(ctx.app, 'customer', placed.customer.email!)
    const last = Order.parse((await get(`/api/orders/${order.orderNo}`, cookies)).json())
    expect(last.lines[0]!.returnBy).toBe('2026-12-02T18:29:59.999Z')
    expect(last.canReturn).toBe(true)
    ctx.clock.set(new Date('2026-12-02T18:30:00Z'))
    const closed = await requestReturn(order.orderNo, cookies, payload)
    expect(closed.statusCode).toBe(409)
    expect(closed.json().error.message).toBe(`The return window for ${kurta.name} closed on 2 Dec 2026.`)
    const after = Order.parse((await get(`/api/orders/${order.orderNo}`, cookies)).json())
    expect(after.canReturn).toBe(false)
    expect(after.lines[0]!.returnableQuantity).toBe(0)
  })

  it('an unanswered request is approved for the seller after 2 business days (Sunday not counted)', async () => {
    // Friday 4 Dec, 11:00 in India: Saturday counts, Sunday does not; the seller answers by Monday 7 Dec, 11:00.
    ctx.clock.set(new Date('2026-12-04T05:30:00Z'))
    await signInAgain()
    const { order, cookies, kurtaLine } = await deliveredOrder()
    const { ret } = await returnOf(order.orderNo, cookies, {
      lines: [{ lineId: kurtaLine.id, quantity: 1 }],
      reason: 'wrong_item',
      upiId: UPI,
    })
    const requestedAt = new Date(ret.requestedAt)
    expect(new Date(ret.respondBy).getTime() - requestedAt.getTime()).toBe(3 * 86_400_000)
    const job = returnsService({ db: ctx.db, clock: ctx.clock, config: ctx.config })
    await job.approveOverdue() // the earlier tests' requests, long overdue by now
    ctx.clock.set(new Date(requestedAt.getTime() + 3 * 86_400_000 - 60_000))
    expect(await job.approveOverdue()).toBe(0)
    ctx.clock.set(new Date(requestedAt.getTime() + 3 * 86_400_000))
    expect(await job.approveOverdue()).toBe(1)
    expect(await job.approveOverdue()).toBe(0)
    const [row] = await ctx.db.select().from(returns).where(eq(returns.id, ret.id))
    expect(row).toMatchObject({ status: 'approved', decidedByKind: 'system' })
    const sellerMails = (await ctx.db.select().from(outbox).where(eq(outbox.kind, 'return_update_seller'))).filter(
      (m) => m.subject.includes(order.orderNo),
    )
    expect(sellerMails).toHaveLength(1)
  })
})

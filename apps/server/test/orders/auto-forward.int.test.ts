import { DEFAULT_SHOP_SETTINGS } from '@haat/shared/admin/settings'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../src/db/schema/accounts'
import { products } from '../../src/db/schema/catalog'
import { orders, vendorOrders } from '../../src/db/schema/commerce'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { makeAdmin, makeCategory, makeCustomer, makeProduct, makeVendor, signIn, putInCart } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let adminCookies: Record<string, string>
let adminId: string
let productIds: string[]

const shipping = {
  name: 'Sunita Iyer',
  email: 'sunita@example.com',
  phone: '9123456780',
  street: '3 Lake View',
  city: 'Chennai',
  state: 'Tamil Nadu',
  pin: '600001',
}

beforeAll(async () => {
  ctx = await createTestApp()
  const admin = await makeAdmin(ctx.db)
  adminId = admin.id
  adminCookies = await signIn(ctx.app, 'admin', admin.email)
  const category = await makeCategory(ctx.db)
  // Two vendors, one product each: an order of both has two vendor parts.
  productIds = []
  for (let i = 0; i < 2; i++) {
    const vendor = await makeVendor(ctx.db)
    productIds.push((await makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category.id, stock: 50 })).id)
  }
})
afterAll(() => ctx?.close())

const setAutoForward = (on: boolean, cookies = adminCookies) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    cookies,
    payload: { ...DEFAULT_SHOP_SETTINGS, autoForwardOrders: on },
  })

/** A new customer orders one of each product. */
async function placeOrder(paymentMethod: 'cod' | 'razorpay') {
  const customer = await makeCustomer(ctx.db)
  await putInCart(
    ctx.db,
    productIds.map((productId) => ({ customerId: customer.id, productId, quantity: 1 })),
  )
  const cookies = await signIn(ctx.app, 'customer', customer.email!)
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies,
    payload: { shipping, paymentMethod, idempotencyKey: randomUUID(), saveAddress: false },
  })
  expect(res.statusCode, res.body).toBe(201)
  return { orderNo: res.json().orderNo as string, cookies }
}

/** Pays an online order through the sandbox and has the server verify it, as the checkout does. */
async function payInSandbox(orderNo: string, cookies: Record<string, string>) {
  const intent = (await ctx.app.inject({ method: 'POST', url: `/api/orders/${orderNo}/payment`, cookies })).json()
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `/api/payments/sandbox/${intent.order_id}/pay`,
    cookies,
    payload: { outcome: 'success' },
  })
  expect(paid.statusCode, paid.body).toBe(200)
  const verified = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${orderNo}/payment/verify`,
    cookies,
    payload: paid.json(),
  })
  expect(verified.statusCode, verified.body).toBe(200)
  return paid.json() as Record<string, string>
}

async function vendorOrdersOf(orderNo: string) {
  const [order] = await ctx.db.select().from(orders).where(eq(orders.orderNo, orderNo))
  return ctx.db.select().from(vendorOrders).where(eq(vendorOrders.orderId, order!.id))
}

describe('shop settings', () => {
  it("starts with automatic forwarding on, so a new shop's sellers see their orders at once", async () => {
    const res = await ctx.app.inject({ url: '/api/admin/settings', cookies: adminCookies })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      autoForwardOrders: true,
      maxUnpaidOnlineOrders: 3,
      maxUndeliveredCodPaise: 5_000_000,
      maxCodOrderPaise: 1_000_000,
      orderFeePaise: 0,
      deliveryFeePaise: 0,
      freeDeliveryFromPaise: 49_900,
    })
  })

  it('is read and changed by admins only', async () => {
    const customer = await makeCustomer(ctx.db)
    const vendor = await makeVendor(ctx.db)
    for (const cookies of [
      {},
      await signIn(ctx.app, 'customer', customer.email!),
      await signIn(ctx.app, 'vendor', vendor.email),
      { haat_admin: 'forged-token' },
    ]) {
      // None or a forged token is no session (401); a customer's or seller's is the wrong account (403).
      const status = 'haat_admin' in cookies || Object.keys(cookies).length === 0 ? 401 : 403
      expect((await ctx.app.inject({ url: '/api/admin/settings', cookies })).statusCode).toBe(status)
      expect((await setAutoForward(true, cookies)).statusCode).toBe(status)
    }
    expect((await ctx.app.inject({ url: '/api/admin/settings', cookies: adminCookies })).json().autoForwardOrders).toBe(
      true,
    )
  })

  it.each([[{}], [{ autoForwardOrders: 'yes' }], [{ autoForwardOrders: 1 }]])(
    'refuses a malformed body %j',
    async (payload) => {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/admin/settings', cookies: adminCookies, payload })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.details[0].path).toBe('autoForwardOrders')
    },
  )
})

describe('automatic forwarding', () => {
  it('with the switch off, a new order waits, counted and listed for the admin, until Send to all sellers', async () => {
    const off = await setAutoForward(false)
    expect(off.statusCode).toBe(200)
    expect(off.json()).toEqual({ ...DEFAULT_SHOP_SETTINGS, autoForwardOrders: false })
    const [change] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))
    expect(change).toMatchObject({
      actorKind: 'admin',
      actorId: adminId,
      details: { autoForwardOrders: { from: true, to: false } },
    })
    const waiting = async () => ({
      count: (await ctx.app.inject({ url: '/api/admin/dashboard', cookies: adminCookies })).json().ordersWaitingToSend,
      listed: (await ctx.app.inject({ url: '/api/admin/orders?forwarding=waiting', cookies: adminCookies }))
        .json()
        .data.map((o: { orderNo: string }) => o.orderNo),
    })
    const before = await waiting()

    const { orderNo } = await placeOrder('cod')
    expect(await vendorOrdersOf(orderNo)).toHaveLength(0)
    // An online order not paid yet is not waiting for its sellers: it may yet be released.
    const { orderNo: unpaid } = await placeOrder('razorpay')
    const meanwhile = await waiting()
    expect(meanwhile.count).toBe(before.count + 1)
    expect(meanwhile.listed).toContain(orderNo)
    expect(meanwhile.listed).not.toContain(unpaid)

    // Send to all sellers: both parts at once, as the admin (audited as the admin's).
    const sent = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/forward`,
      cookies: adminCookies,
    })
    expect(sent.statusCode).toBe(200)
    expect(sent.json().data.map((v: { sendStatus: string }) => v.sendStatus)).toEqual(['sent', 'sent'])
    expect(await vendorOrdersOf(orderNo)).toHaveLength(2)
    const forwards = (await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'order.forward'))).filter(
      (entry) => entry.details.orderNo === orderNo,
    )
    expect(forwards.map((entry) => entry.actorId)).toEqual([adminId, adminId])
    const after = await waiting()
    expect(after.count).toBe(before.count)
    expect(after.listed).not.toContain(orderNo)
    // Again: nothing more to send, the same answer.
    const again = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/forward`,
      cookies: adminCookies,
    })
    expect(again.statusCode).toBe(200)
    expect(await vendorOrdersOf(orderNo)).toHaveLength(2)
  })

  it('Send to all sellers is for admins only, and refuses an order not paid yet', async () => {
    const { orderNo } = await placeOrder('razorpay')
    const vendor = await makeVendor(ctx.db)
    for (const cookies of [{}, await signIn(ctx.app, 'vendor', vendor.email)]) {
      const res = await ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${orderNo}/forward`, cookies })
      expect(res.statusCode).toBe(Object.keys(cookies).length > 0 ? 403 : 401)
    }
    const unpaid = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${orderNo}/forward`,
      cookies: adminCookies,
    })
    expect(unpaid.statusCode).toBe(409)
    expect(await vendorOrdersOf(orderNo)).toHaveLength(0)
    const unknown = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/orders/HT-ZZZZZZZZ/forward',
      cookies: adminCookies,
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('with it on, a cash-on-delivery order reaches every vendor at once, e-mailed and recorded', async () => {
    const on = await setAutoForward(true)
    expect(on.statusCode).toBe(200)
    expect(on.json()).toEqual({ ...DEFAULT_SHOP_SETTINGS, autoForwardOrders: true })

    const { orderNo } = await placeOrder('cod')
    const parts = await vendorOrdersOf(orderNo)
    expect(parts).toHaveLength(2)
    expect(parts.every((part) => part.status === 'pending')).toBe(true)
    const mails = (await ctx.db.select().from(outbox).where(eq(outbox.kind, 'vendor_order'))).filter((m) =>
      m.textBody.includes(orderNo),
    )
    expect(mails).toHaveLength(2)
    const forwards = (await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'order.forward'))).filter(
      (entry) => entry.details.orderNo === orderNo,
    )
    expect(forwards.map((entry) => [entry.actorId, entry.details.automatic])).toEqual([
      [null, true],
      [null, true],
    ])

    // The admin's Send to Vendor now answers already_sent.
    const vendors = (
      await ctx.app.inject({ url: `/api/admin/orders/${orderNo}/vendors`, cookies: adminCookies })
    ).json()
    expect(vendors.data.map((v: { sendStatus: string }) => v.sendStatus)).toEqual(['sent', 'sent'])
  })

  it('forwards an online order only once it is paid', async () => {
    const { orderNo, cookies } = await placeOrder('razorpay')
    expect(await vendorOrdersOf(orderNo)).toHaveLength(0)

    const paid = await payInSandbox(orderNo, cookies)
    expect(await vendorOrdersOf(orderNo)).toHaveLength(2)

    // The same notice again forwards nothing twice.
    await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderNo}/payment/verify`,
      cookies,
      payload: paid,
    })
    expect(await vendorOrdersOf(orderNo)).toHaveLength(2)
  })

  it('skips a vendor deactivated before the order was paid, and still sends the others their part', async () => {
    const { orderNo, cookies } = await placeOrder('razorpay')
    const [product] = await ctx.db.select().from(products).where(eq(products.id, productIds[0]!))
    await ctx.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, product!.vendorId))
    try {
      await payInSandbox(orderNo, cookies)
      const parts = await vendorOrdersOf(orderNo)
      expect(parts.map((part) => part.vendorId)).not.toContain(product!.vendorId)
      expect(parts).toHaveLength(1)
    } finally {
      await ctx.db.update(vendors).set({ isActive: true }).where(eq(vendors.id, product!.vendorId))
    }
  })

  it('turned off again, stops forwarding; saving the same value records nothing', async () => {
    expect((await setAutoForward(false)).json()).toEqual({ ...DEFAULT_SHOP_SETTINGS, autoForwardOrders: false })
    const before = (await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).length
    await setAutoForward(false)
    expect((await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'))).length).toBe(before)
    const { orderNo } = await placeOrder('cod')
    expect(await vendorOrdersOf(orderNo)).toHaveLength(0)
  })
})

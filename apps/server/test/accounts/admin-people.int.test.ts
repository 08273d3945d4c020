import { and, eq, notLike } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, customers, sessions, vendors } from '../../src/db/schema/accounts'
import { cartLines, orders, wishlistItems } from '../../src/db/schema/commerce'
import { auditLog, outbox } from '../../src/db/schema/platform'
import {
  TEST_PASSWORD,
  makeAdmin,
  makeCategory,
  makeCustomer,
  makeProduct,
  makeVendor,
  signIn,
  putInCart,
} from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let adminCookies: Record<string, string>
let adminId: string
let adminEmail: string

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://haat.example' })
  const admin = await makeAdmin(ctx.db)
  adminId = admin.id
  adminEmail = admin.email
  adminCookies = await signIn(ctx.app, 'admin', admin.email)
})
afterAll(() => ctx.close())

type Session = Record<string, string>
const api = (method: 'GET' | 'POST' | 'DELETE', url: string, as: Session = adminCookies, payload?: object) =>
  ctx.app.inject({ method, url, cookies: as, ...(payload ? { payload } : {}) })
const mailsTo = (to: string) => ctx.db.select().from(outbox).where(eq(outbox.to, to))
// What admins did to the account (its own sign-ins are on record too, but not the point here).
const auditOf = (entityId: string) =>
  ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), notLike(auditLog.action, 'auth.%')))

async function placeOrder(customerId: string, values: Partial<typeof orders.$inferInsert> = {}) {
  const [order] = await ctx.db
    .insert(orders)
    .values({
      orderNo: `HT${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
      customerId,
      idempotencyKey: crypto.randomUUID(),
      name: 'Ravi Kumar',
      email: 'ravi@example.com',
      phone: '+919876543210',
      street: '2 Anna Salai',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pin: '600002',
      subtotalPaise: 29_900,
      totalPaise: 29_900,
      paymentMethod: 'cod',
      paymentProvider: 'cod',
      paymentStatus: 'pending',
      ...values,
    })
    .returning()
  return order!
}

describe('permissions', () => {
  const adminCalls: [method: 'GET' | 'POST' | 'DELETE', url: string][] = [
    ['GET', '/api/admin/vendors'],
    ['GET', '/api/admin/vendors?status=pending'],
    ['POST', `/api/admin/vendors/${crypto.randomUUID()}/approve`],
    ['POST', `/api/admin/vendors/${crypto.randomUUID()}/reject`],
    ['DELETE', `/api/admin/vendors/${crypto.randomUUID()}`],
    ['GET', '/api/admin/customers'],
    ['DELETE', `/api/admin/customers/${crypto.randomUUID()}`],
    ['GET', '/api/admin/dashboard'],
  ]

  it('answers 401 without a session, and forged admin markers change nothing', async () => {
    for (const [method, url] of adminCalls) {
      expect((await api(method, url, {})).statusCode, `${method} ${url}`).toBe(401)
      const forged = await ctx.app.inject({
        method,
        url,
        headers: { 'x-admin': 'true' },
        cookies: { admin: 'true', isAdmin: 'true', haat_admin: 'true' },
      })
      expect(forged.statusCode, `forged ${method} ${url}`).toBe(401)
    }
  })

  it('refuses customer and vendor sessions', async () => {
    const customer = await makeCustomer(ctx.db)
    const vendor = await makeVendor(ctx.db)
    const customerCookies = await signIn(ctx.app, 'customer', customer.email!)
    const vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
    for (const [method, url] of adminCalls) {
      for (const as of [customerCookies, vendorCookies]) {
        const res = await ctx.app.inject({
          method,
          url,
          cookies: { ...as, admin: 'true' },
          headers: { 'x-admin': 'true' },
        })
        expect([401, 403], `${method} ${url}`).toContain(res.statusCode)
      }
    }
  })
})

describe('vendor approval', () => {
  it('lists pending applications with everything the review needs, oldest first', async () => {
    const first = await makeVendor(ctx.db, { status: 'pending', businessName: 'Queue First', gstin: '08ABCDE1234F1Z5' })
    await makeVendor(ctx.db, { status: 'pending', businessName: 'Queue Second' })
    await makeVendor(ctx.db, { status: 'pending', businessName: 'Queue Gone', isActive: false })
    const res = await api('GET', '/api/admin/vendors?status=pending&search=queue')
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body.meta).toMatchObject({ page: 1, total: 2 })
    expect(body.data.map((v: { businessName: string }) => v.businessName)).toEqual(['Queue First', 'Queue Second'])
    expect(body.data[0]).toMatchObject({
      id: first.id,
      ownerName: 'Owner Name',
      email: first.email,
      phone: '+919812345678',
      address: '12 Market Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      pin: '302001',
      payout: { kind: 'upi', upiId: 'shop@okaxis' },
      gstin: '08ABCDE1234F1Z5',
      status: 'pending',
      productCount: 0,
    })
    expect(body.data[0]).not.toHaveProperty('passwordHash')
  })

  it('approves: recorded, audited, e-mailed, and the vendor can now use the vendor APIs', async () => {
    const vendor = await makeVendor(ctx.db, { status: 'pending' })
    const vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
    // Pending, it may prepare products but not see orders.
    expect((await api('GET', '/api/vendor/orders', vendorCookies)).statusCode).toBe(403)

    const res = await api('POST', `/api/admin/vendors/${vendor.id}/approve`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ id: vendor.id, status: 'approved', rejectionReason: null })

    const [row] = await ctx.db.select().from(vendors).where(eq(vendors.id, vendor.id))
    expect(row).toMatchObject({ status: 'approved', reviewedBy: adminId })
    expect(row!.reviewedAt).toEqual(ctx.clock.now())
    expect((await api('GET', '/api/vendor/orders', vendorCookies)).statusCode).toBe(200)

    const mails = await mailsTo(vendor.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.kind).toBe('vendor-approved')
    expect(mails[0]!.textBody).toContain('https://haat.example/vendor-login')
    expect((await auditOf(vendor.id)).map((a) => a.action)).toEqual(['vendor.approve'])

    // Idempotent: a second approval answers 200 and neither mails nor audits again.
    const again = await api('POST', `/api/admin/vendors/${vendor.id}/approve`)
    expect(again.statusCode).toBe(200)
    expect(await mailsTo(vendor.email)).toHaveLength(1)
    expect(await auditOf(vendor.id)).toHaveLength(1)
  })

  it('rejects with a reason the vendor sees at /api/vendor/me and in the e-mail', async () => {
    const vendor = await makeVendor(ctx.db, { status: 'pending' })
    const res = await api('POST', `/api/admin/vendors/${vendor.id}/reject`, adminCookies, {
      reason: '  UPI id <b>does not</b> match the business name  ',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'UPI id <b>does not</b> match the business name',
    })

    const vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
    const me = await api('GET', '/api/vendor/me', vendorCookies)
    expect(me.statusCode).toBe(200)
    expect(JSON.stringify(me.json())).toContain('UPI id <b>does not</b> match the business name')
    expect((await api('GET', '/api/vendor/products', vendorCookies)).statusCode).toBe(403)

    const [mail] = await mailsTo(vendor.email)
    expect(mail!.kind).toBe('vendor-rejected')
    expect(mail!.textBody).toContain('UPI id <b>does not</b> match the business name')
    expect(mail!.htmlBody).toContain('UPI id &lt;b&gt;does not&lt;/b&gt;')
    const [audit] = await auditOf(vendor.id)
    expect(audit).toMatchObject({ action: 'vendor.reject', actorId: adminId })
  })

  it('rejects without a body or reason', async () => {
    const vendor = await makeVendor(ctx.db, { status: 'pending' })
    const res = await api('POST', `/api/admin/vendors/${vendor.id}/reject`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ status: 'rejected', rejectionReason: null })
    expect((await mailsTo(vendor.email))[0]!.kind).toBe('vendor-rejected')
  })

  it('validates ids, reasons and filters; 404 for an unknown vendor; 409 for a deleted one', async () => {
    expect((await api('POST', '/api/admin/vendors/not-a-uuid/approve')).statusCode).toBe(400)
    expect((await api('GET', '/api/admin/vendors?status=banana')).statusCode).toBe(400)
    expect((await api('GET', '/api/admin/vendors?page=0')).statusCode).toBe(400)
    expect((await api('POST', `/api/admin/vendors/${crypto.randomUUID()}/approve`)).statusCode).toBe(404)
    const vendor = await makeVendor(ctx.db, { status: 'pending' })
    const long = await api('POST', `/api/admin/vendors/${vendor.id}/reject`, adminCookies, { reason: 'x'.repeat(501) })
    expect(long.statusCode).toBe(400)
    const gone = await makeVendor(ctx.db, { status: 'pending', isActive: false, deactivatedAt: new Date() })
    const res = await api('POST', `/api/admin/vendors/${gone.id}/approve`)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.code).toBe('CONFLICT')
    expect((await api('POST', `/api/admin/vendors/${gone.id}/reject`)).statusCode).toBe(409)
  })
})

describe('vendors list and delete', () => {
  it('searches by business, owner or e-mail, pages, and counts live products', async () => {
    const category = await makeCategory(ctx.db)
    const v = await makeVendor(ctx.db, { businessName: 'Moradabad Brassworks', ownerName: 'Imran Ali' })
    await makeProduct(ctx.db, { vendorId: v.id, categoryId: category.id })
    await makeProduct(ctx.db, { vendorId: v.id, categoryId: category.id })
    for (const term of ['brassworks', 'IMRAN', v.email.slice(0, 14)]) {
      const res = await api('GET', `/api/admin/vendors?search=${encodeURIComponent(term)}`)
      expect(
        res.json().data.map((r: { id: string }) => r.id),
        term,
      ).toEqual([v.id])
      expect(res.json().data[0].productCount).toBe(2)
    }
    const page = await api('GET', '/api/admin/vendors?pageSize=2&page=2')
    expect(page.json().meta).toMatchObject({ page: 2, pageSize: 2 })
    expect(page.json().data.length).toBeLessThanOrEqual(2)
    expect((await api('GET', '/api/admin/vendors?search=%25')).json().data).toEqual([])
  })

  it('deactivates: sessions end, products leave the shop, orders stay; repeat is a no-op', async () => {
    const category = await makeCategory(ctx.db)
    const v = await makeVendor(ctx.db, { businessName: 'Closing Shop' })
    const product = await makeProduct(ctx.db, { vendorId: v.id, categoryId: category.id, name: 'Closing Lamp' })
    const vendorCookies = await signIn(ctx.app, 'vendor', v.email)
    const inShop = async () =>
      (await api('GET', '/api/products?search=Closing%20Lamp', {})).json().data.map((p: { id: string }) => p.id)
    expect(await inShop()).toContain(product.id)
    const customer = await makeCustomer(ctx.db)
    const order = await placeOrder(customer.id)

    const res = await api('DELETE', `/api/admin/vendors/${v.id}`)
    expect(res.statusCode, res.body).toBe(204)
    const [row] = await ctx.db.select().from(vendors).where(eq(vendors.id, v.id))
    expect(row).toMatchObject({ isActive: false })
    expect(row!.deactivatedAt).toEqual(ctx.clock.now())
    expect(await inShop()).not.toContain(product.id)
    expect(
      await ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.kind, 'vendor'), eq(sessions.subjectId, v.id))),
    ).toEqual([])
    expect((await api('GET', '/api/vendor/me', vendorCookies)).statusCode).toBe(401)
    await expect(signIn(ctx.app, 'vendor', v.email)).rejects.toThrow(/401/)
    expect(await ctx.db.select().from(orders).where(eq(orders.id, order.id))).toHaveLength(1)
    expect((await auditOf(v.id)).map((a) => a.action)).toEqual(['vendor.deactivate'])

    const listed = (await api('GET', '/api/admin/vendors?search=closing%20shop')).json().data[0]
    expect(listed).toMatchObject({ isActive: false })
    expect((await api('DELETE', `/api/admin/vendors/${v.id}`)).statusCode).toBe(204)
    expect(await auditOf(v.id)).toHaveLength(1)
    expect((await api('DELETE', `/api/admin/vendors/${crypto.randomUUID()}`)).statusCode).toBe(404)
  })
})

describe('customers list and delete', () => {
  it('lists with order counts, searches by name or e-mail, pages', async () => {
    const c = await makeCustomer(ctx.db, { name: 'Lakshmi Narayanan' })
    await placeOrder(c.id)
    await placeOrder(c.id)
    const res = await api('GET', '/api/admin/customers?search=lakshmi')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual([
      {
        id: c.id,
        name: 'Lakshmi Narayanan',
        email: c.email,
        phone: c.phone,
        createdAt: c.createdAt.toISOString(),
        orderCount: 2,
        erased: false,
      },
    ])
    expect((await api('GET', `/api/admin/customers?search=${encodeURIComponent(c.email!)}`)).json().data).toHaveLength(
      1,
    )
    const page = await api('GET', '/api/admin/customers?page=1&pageSize=1')
    expect(page.json().meta).toMatchObject({ page: 1, pageSize: 1 })
    expect(page.json().data).toHaveLength(1)
    expect((await api('GET', '/api/admin/customers?pageSize=1000')).statusCode).toBe(400)
  })

  it('erases personal data and ends sessions; the order keeps its snapshot; the account cannot sign in', async () => {
    const category = await makeCategory(ctx.db)
    const vendor = await makeVendor(ctx.db)
    const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category.id })
    const c = await makeCustomer(ctx.db, { name: 'Ravi Kumar' })
    const cookies = await signIn(ctx.app, 'customer', c.email!)
    await ctx.db.insert(addresses).values({
      customerId: c.id,
      title: 'Home',
      street: '2 Anna Salai',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pin: '600002',
    })
    await putInCart(ctx.db, { customerId: c.id, productId: product.id, quantity: 1 })
    await ctx.db.insert(wishlistItems).values({ customerId: c.id, productId: product.id })
    const order = await placeOrder(c.id, { email: 'ravi.orders@example.com' })
    const delivered = await placeOrder(c.id, { status: 'delivered' })
    // Mails kept in the outbox: to the account, to an e-mail given at checkout, and someone else's.
    const mail = (to: string) => ({
      kind: 'order_confirmation',
      to,
      subject: 'Your order',
      textBody: 'Ravi Kumar, 2 Anna Salai',
    })
    await ctx.db
      .insert(outbox)
      .values([mail(c.email!.toUpperCase()), mail('ravi.orders@example.com'), mail('other@example.com')])

    const res = await api('DELETE', `/api/admin/customers/${c.id}`)
    expect(res.statusCode, res.body).toBe(204)
    const [row] = await ctx.db.select().from(customers).where(eq(customers.id, c.id))
    expect(row).toMatchObject({ name: 'Deleted customer', email: null, phone: null, passwordHash: null })
    expect(row!.erasedAt).toEqual(ctx.clock.now())
    expect(await ctx.db.select().from(addresses).where(eq(addresses.customerId, c.id))).toEqual([])
    expect(await ctx.db.select().from(cartLines).where(eq(cartLines.customerId, c.id))).toEqual([])
    expect(await ctx.db.select().from(wishlistItems).where(eq(wishlistItems.customerId, c.id))).toEqual([])
    expect(await mailsTo(c.email!.toUpperCase())).toEqual([])
    expect(await mailsTo('ravi.orders@example.com')).toEqual([])
    expect(await mailsTo('other@example.com')).toHaveLength(1)
    expect(
      await ctx.db
        .select()
        .from(sessions)
        .where(and(eq(sessions.kind, 'customer'), eq(sessions.subjectId, c.id))),
    ).toEqual([])
    expect((await api('GET', '/api/account', cookies)).statusCode).not.toBe(200)

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { email: c.email, password: TEST_PASSWORD },
    })
    expect(login.statusCode).toBe(401)
    // The open order keeps what delivery and accounting need; the delivered one loses the street too.
    const [kept] = await ctx.db.select().from(orders).where(eq(orders.id, order.id))
    expect(kept).toMatchObject({
      customerId: c.id,
      name: 'Deleted customer',
      email: '',
      phone: '',
      street: '2 Anna Salai',
      city: 'Chennai',
      state: 'Tamil Nadu',
      pin: '600002',
      totalPaise: 29_900,
    })
    const [done] = await ctx.db.select().from(orders).where(eq(orders.id, delivered.id))
    expect(done).toMatchObject({
      name: 'Deleted customer',
      email: '',
      phone: '',
      street: '',
      state: 'Tamil Nadu',
      totalPaise: 29_900,
    })
    const listedOrder = (await api('GET', `/api/admin/orders?search=${order.orderNo}`)).json().data[0]
    expect(listedOrder).toMatchObject({ orderNo: order.orderNo, customerName: 'Deleted customer' })

    const listed = (await api('GET', '/api/admin/customers?pageSize=100'))
      .json()
      .data.find((r: { id: string }) => r.id === c.id)
    expect(listed).toMatchObject({ name: 'Deleted customer', email: null, erased: true, orderCount: 2 })
    const [audit] = await auditOf(c.id)
    expect(audit).toMatchObject({ action: 'customer.erase', actorId: adminId })
    expect(JSON.stringify(audit!.details)).not.toContain(c.email!)
    expect((await api('DELETE', `/api/admin/customers/${c.id}`)).statusCode).toBe(204)
    expect((await api('DELETE', `/api/admin/customers/${crypto.randomUUID()}`)).statusCode).toBe(404)
    expect((await api('DELETE', '/api/admin/customers/nope')).statusCode).toBe(400)
  })
})

describe('dashboard', () => {
  it('counts what the shop shows and what waits for review', async () => {
    const before = (await api('GET', '/api/admin/dashboard')).json()
    const category = await makeCategory(ctx.db)
    const live = await makeVendor(ctx.db)
    const pendingVendor = await makeVendor(ctx.db, { status: 'pending' })
    await makeProduct(ctx.db, { vendorId: live.id, categoryId: category.id })
    await makeProduct(ctx.db, { vendorId: live.id, categoryId: category.id, approvalStatus: 'pending' })
    await makeProduct(ctx.db, { vendorId: pendingVendor.id, categoryId: category.id })
    await makeCustomer(ctx.db)
    const erased = await makeCustomer(ctx.db, { erasedAt: new Date(), email: null })
    await placeOrder(erased.id)

    const res = await api('GET', '/api/admin/dashboard')
    expect(res.statusCode, res.body).toBe(200)
    const { daily: _daily, ...counts } = res.json()
    expect(counts).toEqual({
      products: before.products + 1,
      vendors: before.vendors + 1,
      customers: before.customers + 1,
      orders: before.orders + 1,
      pendingProducts: before.pendingProducts + 1,
      pendingVendors: before.pendingVendors + 1,
      // An order without lines has no seller to wait for (auto-forward.int.test.ts counts real ones).
      ordersWaitingToSend: before.ordersWaitingToSend,
    })
  })

  it('charts the last 30 IST days of orders and their value, cancelled and unpaid online orders left out', async () => {
    // 05:00 UTC is 10:30 IST on 23 Nov; an admin's session lasts 8 hours, so sign in afresh.
    ctx.clock.set(new Date('2026-11-23T05:00:00Z'))
    adminCookies = await signIn(ctx.app, 'admin', adminEmail)
    const customer = await makeCustomer(ctx.db)
    const before = (await api('GET', '/api/admin/dashboard')).json()
    // 20:00 UTC on 22 Nov is 01:30 IST on 23 Nov: it counts for the 23rd.
    await placeOrder(customer.id, {
      createdAt: new Date('2026-11-22T20:00:00Z'),
      totalPaise: 50_000,
      subtotalPaise: 50_000,
    })
    await placeOrder(customer.id, {
      createdAt: new Date('2026-11-23T04:00:00Z'),
      totalPaise: 25_000,
      subtotalPaise: 25_000,
    })
    await placeOrder(customer.id, {
      createdAt: new Date('2026-11-20T06:00:00Z'),
      totalPaise: 10_000,
      subtotalPaise: 10_000,
    })
    await placeOrder(customer.id, { createdAt: new Date('2026-11-23T03:00:00Z'), status: 'cancelled' })
    await placeOrder(customer.id, { createdAt: new Date('2026-10-20T06:00:00Z') })
    const online = {
      paymentMethod: 'razorpay',
      paymentProvider: 'sandbox',
      createdAt: new Date('2026-11-23T02:00:00Z'),
    } as const
    await placeOrder(customer.id, { ...online, paymentStatus: 'unpaid' })
    await placeOrder(customer.id, { ...online, paymentStatus: 'failed' })
    await placeOrder(customer.id, { ...online, paymentStatus: 'confirmed', totalPaise: 5_000, subtotalPaise: 5_000 })

    const after = await api('GET', '/api/admin/dashboard')
    expect(after.statusCode, after.body).toBe(200)
    const { daily } = after.json() as {
      daily: { day: string; orders: number; salesPaise: number }[]
    }
    expect(daily).toHaveLength(30)
    expect(daily[0]!.day).toBe('2026-10-25')
    const day = (d: string) => daily.find((entry) => entry.day === d)
    const was = (d: string) => before.daily.find((entry: { day: string }) => entry.day === d)
    expect(day('2026-11-23')).toEqual({
      day: '2026-11-23',
      orders: was('2026-11-23').orders + 3,
      salesPaise: was('2026-11-23').salesPaise + 80_000,
    })
    expect(day('2026-11-22')).toEqual(was('2026-11-22'))
    expect(day('2026-11-20')).toEqual({
      day: '2026-11-20',
      orders: was('2026-11-20').orders + 1,
      salesPaise: was('2026-11-20').salesPaise + 10_000,
    })
  })
})

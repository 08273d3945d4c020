import { randomUUID } from 'node:crypto'
import { Order, OrderList } from '@haat/shared/orders/order'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, vendors } from '../../src/db/schema/accounts'
import { products } from '../../src/db/schema/catalog'
import { cartLines, orderLines, orders } from '../../src/db/schema/commerce'
import { auditLog, outbox } from '../../src/db/schema/platform'
import {
  customerSession,
  makeAdmin,
  makeCategory,
  makeCustomer,
  makeProduct,
  makeVendor,
  placeOrder,
  signIn,
  TEST_SHIPPING,
  putInCart,
  setProduct,
} from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let vendorId: string
let categoryId: string

const shipping = TEST_SHIPPING

async function addToCart(
  customerId: string,
  productId: string,
  quantity: number,
  options: { color?: string; size?: string } = {},
) {
  await putInCart(ctx.db, { customerId, productId, quantity, color: options.color ?? '', size: options.size ?? '' })
}

function place(cookies: Record<string, string>, body: Record<string, unknown> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies,
    payload: { shipping, paymentMethod: 'cod', idempotencyKey: randomUUID(), ...body },
  })
}

const stockOf = async (id: string) =>
  (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock
const countOrders = async (customerId: string) =>
  (await ctx.db.select().from(orders).where(eq(orders.customerId, customerId))).length

beforeAll(async () => {
  // The admin sends each order to its sellers here (Send to Vendor).
  ctx = await createTestApp({}, { autoForwardOrders: false })
  vendorId = (await makeVendor(ctx.db, { businessName: 'Jaipur Looms' })).id
  categoryId = (await makeCategory(ctx.db)).id
})
afterAll(() => ctx?.close())

describe('POST /api/orders (cash on delivery)', () => {
  it('prices the cart on the server whatever the client sends, and writes the order, lines and tracking', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const kurta = await makeProduct(ctx.db, {
      vendorId,
      categoryId,
      name: 'Cotton Kurta',
      pricePaise: 49_900,
      discountPercent: 10,
      mrpPaise: 79_900,
      stock: 5,
      sizes: ['M', 'L'],
      refundDays: 10,
    })
    const mug = await makeProduct(ctx.db, { vendorId, categoryId, name: 'Clay Mug', pricePaise: 19_999 })
    await addToCart(customer.id, kurta.id, 2, { size: 'M' })
    await addToCart(customer.id, mug.id, 3)

    const res = await place(cookies, { price: 1, total: 1, discount: 99, subtotalPaise: 1, totalPaise: 1, lines: [] })
    expect(res.statusCode, res.body).toBe(201)
    const order = Order.parse(res.json())
    // 499 less 10% = 449.10 a kurta; the mug 199.99.
    expect(order.lines.map((l) => [l.name, l.size, l.unitPricePaise, l.quantity, l.lineTotalPaise])).toEqual(
      expect.arrayContaining([
        ['Cotton Kurta', 'M', 44_910, 2, 89_820],
        ['Clay Mug', null, 19_999, 3, 59_997],
      ]),
    )
    expect(order.subtotalPaise).toBe(149_817)
    expect(order.totalPaise).toBe(149_817)
    expect(order.shippingPaise + order.taxPaise).toBe(0)
    expect(order.orderNo).toMatch(/^HT-[0-9A-HJKMNP-TV-Z]{8}$/)
    expect(order.status).toBe('placed')
    expect(order.payment).toMatchObject({ method: 'cod', provider: 'cod', status: 'pending', canPay: false })
    expect(order.trackingStatus).toBe('Order Placed')
    expect(order.trackingSteps.map((s) => [s.status, s.completed])).toEqual([
      ['Order Placed', true],
      ['Processing', false],
      ['Shipped', false],
      ['Delivered', false],
    ])
    const kurtaLine = order.lines.find((l) => l.name === 'Cotton Kurta')!
    // The return window is kept as it was when bought: a later edit of the product does not change it.
    await ctx.db.update(products).set({ refundDays: 30 }).where(eq(products.id, kurta.id))
    const reread = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies })).json(),
    )
    expect(reread.lines.map((l) => [l.name, l.returnDays]).sort()).toEqual([
      ['Clay Mug', 0],
      ['Cotton Kurta', 10],
    ])
    expect(kurtaLine).toMatchObject({
      sku: kurta.sku,
      mrpPaise: 79_900,
      vendor: { id: vendorId, businessName: 'Jaipur Looms' },
    })

    // Each size is a variant with 5 (docs/decisions/044-variants.md): M gave up 2, L kept its 5.
    expect(await stockOf(kurta.id)).toBe(8)
    expect(await stockOf(mug.id)).toBeNull()
    // COD: the cart is cleared at once and the confirmation mail is queued.
    expect(await ctx.db.select().from(cartLines).where(eq(cartLines.customerId, customer.id))).toHaveLength(0)
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'order_confirmation'), eq(outbox.to, shipping.email)))
    expect(mails.some((m) => m.subject.includes(order.orderNo))).toBe(true)
    // The new address is saved to the account.
    const saved = await ctx.db.select().from(addresses).where(eq(addresses.customerId, customer.id))
    expect(saved).toHaveLength(1)
    expect(saved[0]).toMatchObject({ street: '14 MG Road', pin: '302001', title: 'Home' })

    // Later catalogue edits never change the order.
    await setProduct(ctx.db, kurta.id, { name: 'Renamed', pricePaise: 1 })
    const again = Order.parse(
      (await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderNo}`, cookies })).json(),
    )
    expect(again.lines.find((l) => l.productId === kurta.id)).toMatchObject({
      name: 'Cotton Kurta',
      unitPricePaise: 44_910,
    })
  })

  it('returns the same order for the same idempotency key, never a second one', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const product = await makeProduct(ctx.db, { vendorId, categoryId, stock: 10 })
    await addToCart(customer.id, product.id, 1)
    const idempotencyKey = randomUUID()
    const first = await place(cookies, { idempotencyKey })
    expect(first.statusCode).toBe(201)
    const second = await place(cookies, { idempotencyKey })
    expect(second.statusCode).toBe(200)
    expect(second.json().orderNo).toBe(first.json().orderNo)
    // The key again with another cart is refused, not answered with the old order (nor a new one).
    const other = await makeProduct(ctx.db, { vendorId, categoryId, stock: 10 })
    await addToCart(customer.id, other.id, 2)
    const reused = await place(cookies, { idempotencyKey })
    expect(reused.statusCode).toBe(422)
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED')
    expect(await countOrders(customer.id)).toBe(1)
    expect(await stockOf(other.id)).toBe(10)
    await ctx.db.delete(cartLines).where(eq(cartLines.customerId, customer.id))
    // Concurrent duplicates too.
    await addToCart(customer.id, product.id, 1)
    const key2 = randomUUID()
    const racing = await Promise.all([
      place(cookies, { idempotencyKey: key2 }),
      place(cookies, { idempotencyKey: key2 }),
    ])
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 201])
    expect(new Set(racing.map((r) => r.json().orderNo)).size).toBe(1)
    expect(await countOrders(customer.id)).toBe(2)
    expect(await stockOf(product.id)).toBe(8)
  })

  it('sells exactly the stock to 20 customers ordering at once', async () => {
    const product = await makeProduct(ctx.db, { vendorId, categoryId, name: 'Last Few Sarees', stock: 5 })
    const sessions = await Promise.all(Array.from({ length: 20 }, () => customerSession(ctx)))
    for (const s of sessions) await addToCart(s.customer.id, product.id, 1)
    const results = await Promise.all(sessions.map((s) => place(s.cookies)))
    const codes = results.map((r) => r.statusCode)
    expect(codes.filter((c) => c === 201)).toHaveLength(5)
    expect(codes.filter((c) => c === 409)).toHaveLength(15)
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error).toMatchObject({ code: 'CONFLICT', message: "'Last Few Sarees' is sold out." })
    }
    // Those who lost the race keep their cart and have no order, though checkout wrote one before taking the stock.
    for (const [n, s] of sessions.entries()) {
      if (results[n]?.statusCode !== 409) continue
      expect(await countOrders(s.customer.id)).toBe(0)
      expect(await ctx.db.select().from(cartLines).where(eq(cartLines.customerId, s.customer.id))).toHaveLength(1)
    }
    expect(await stockOf(product.id)).toBe(0)
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.productId, product.id))
    expect(lines).toHaveLength(5)
  })

  it('refuses an over-stock, unavailable or invisible line with 409 naming it, and writes nothing', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const ok = await makeProduct(ctx.db, { vendorId, categoryId, stock: 10 })
    const kurta = await makeProduct(ctx.db, { vendorId, categoryId, name: 'Cotton Kurta', stock: 2, sizes: ['M'] })
    await addToCart(customer.id, ok.id, 1)
    await addToCart(customer.id, kurta.id, 3, { size: 'M' })
    const res = await place(cookies)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toContain("Only 2 of 'Cotton Kurta (M)' left; you asked for 3.")
    expect(await stockOf(ok.id)).toBe(10)
    expect(await stockOf(kurta.id)).toBe(2)
    expect(await countOrders(customer.id)).toBe(0)

    await ctx.db.delete(cartLines).where(eq(cartLines.customerId, customer.id))
    const cases: [string, Partial<typeof products.$inferInsert>][] = [
      ['Withdrawn Lamp', { isAvailable: false }],
      ['Unapproved Lamp', { approvalStatus: 'pending' }],
      ['Archived Lamp', { archivedAt: new Date() }],
      ['Sold Out Lamp', { stock: 0 }],
    ]
    for (const [name, values] of cases) {
      const product = await makeProduct(ctx.db, { vendorId, categoryId, name, ...values })
      await addToCart(customer.id, product.id, 1)
      const r = await place(cookies)
      expect(r.statusCode, name).toBe(409)
      expect(r.json().error.message).toContain(`'${name}'`)
      await ctx.db.delete(cartLines).where(eq(cartLines.customerId, customer.id))
    }
    const inactive = await makeVendor(ctx.db)
    const product = await makeProduct(ctx.db, { vendorId: inactive.id, categoryId, name: 'Closed Shop Lamp' })
    await ctx.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, inactive.id))
    await addToCart(customer.id, product.id, 1)
    const r = await place(cookies)
    expect(r.statusCode).toBe(409)
    expect(r.json().error.message).toContain("'Closed Shop Lamp'")
    expect(await countOrders(customer.id)).toBe(0)
  })

  it('refuses a line whose price went up since it was added until the new price is accepted', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const lamp = await makeProduct(ctx.db, { vendorId, categoryId, name: 'Brass Lamp', pricePaise: 20_000, stock: 5 })
    const added = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/lines',
      cookies,
      payload: { productId: lamp.id, quantity: 1 },
    })
    expect(added.statusCode, added.body).toBe(201)
    await setProduct(ctx.db, lamp.id, { pricePaise: 25_000 })
    const res = await place(cookies)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toContain("'Brass Lamp'")
    expect(res.json().error.message).toContain('Price went up')
    expect(await stockOf(lamp.id)).toBe(5)
    expect(await countOrders(customer.id)).toBe(0)

    const lineId = (added.json() as { lines: { id: string }[] }).lines[0]!.id
    const accepted = await ctx.app.inject({ method: 'POST', url: `/api/cart/lines/${lineId}/accept-price`, cookies })
    expect(accepted.statusCode, accepted.body).toBe(200)
    const ok = await place(cookies)
    expect(ok.statusCode, ok.body).toBe(201)
    expect(await stockOf(lamp.id)).toBe(4)
  })

  it('refuses an empty cart and bad input with 4xx in the one error shape', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const empty = await place(cookies)
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe('Your cart is empty.')
    const product = await makeProduct(ctx.db, { vendorId, categoryId })
    await addToCart(customer.id, product.id, 1)
    const bad = [
      { shipping: { ...shipping, pin: '012345' } },
      { shipping: { ...shipping, state: 'Atlantis' } },
      { shipping: { ...shipping, street: undefined } },
      { paymentMethod: 'bitcoin' },
      { idempotencyKey: 'not-a-uuid' },
      { shipping: 'nope' },
    ]
    for (const body of bad) {
      const res = await place(cookies, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION')
    }
    const notJson = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies,
      headers: { 'content-type': 'application/json' },
      payload: '{"shipping":',
    })
    expect(notJson.statusCode).toBe(400)
    expect((await ctx.app.inject({ method: 'POST', url: '/api/orders', payload: {} })).statusCode).toBe(401)
    expect(await countOrders(customer.id)).toBe(0)
  })

  it('uses a saved address of the customer, and 404s for another customer’s address', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const other = await makeCustomer(ctx.db)
    const [mine] = await ctx.db
      .insert(addresses)
      .values({
        customerId: customer.id,
        title: 'Office',
        street: '5 Park Street',
        city: 'Kolkata',
        state: 'West Bengal',
        pin: '700016',
      })
      .returning()
    const [theirs] = await ctx.db
      .insert(addresses)
      .values({
        customerId: other.id,
        title: 'Home',
        street: '1 Secret Lane',
        city: 'Pune',
        state: 'Maharashtra',
        pin: '411001',
      })
      .returning()
    const product = await makeProduct(ctx.db, { vendorId, categoryId, stock: 3 })
    await addToCart(customer.id, product.id, 1)
    const { street: _s, city: _c, state: _st, pin: _p, ...contact } = shipping
    const refused = await place(cookies, { shipping: contact, addressId: theirs!.id })
    expect(refused.statusCode).toBe(404)
    expect(await stockOf(product.id)).toBe(3)
    const res = await place(cookies, { shipping: contact, addressId: mine!.id })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().shipping).toMatchObject({ street: '5 Park Street', city: 'Kolkata', pin: '700016' })
    expect(await ctx.db.select().from(addresses).where(eq(addresses.customerId, customer.id))).toHaveLength(1)
  })

  it('does not save the address when asked not to', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const product = await makeProduct(ctx.db, { vendorId, categoryId })
    await addToCart(customer.id, product.id, 1)
    expect((await place(cookies, { saveAddress: false })).statusCode).toBe(201)
    expect(await ctx.db.select().from(addresses).where(eq(addresses.customerId, customer.id))).toHaveLength(0)
  })
})

describe('GET /api/orders and /api/orders/{orderNo}', () => {
  it('lists the customer’s own orders newest first and shows an order only to those who may see it', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const stranger = await customerSession(ctx)
    const otherVendor = await makeVendor(ctx.db)
    const mine = await makeProduct(ctx.db, { vendorId, categoryId, name: 'Mine' })
    const theirs = await makeProduct(ctx.db, {
      vendorId: otherVendor.id,
      categoryId,
      name: 'Theirs',
      pricePaise: 10_000,
    })
    await addToCart(customer.id, mine.id, 1)
    const first = (await place(cookies)).json()
    ctx.clock.advance(60_000)
    await addToCart(customer.id, mine.id, 1)
    await addToCart(customer.id, theirs.id, 2)
    const second = (await place(cookies)).json()

    const list = OrderList.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/orders?pageSize=1', cookies })).json(),
    )
    expect(list.meta).toEqual({ page: 1, pageSize: 1, total: 2 })
    expect(list.data[0]).toMatchObject({ orderNo: second.orderNo, itemCount: 3, trackingStatus: 'Order Placed' })
    const page2 = OrderList.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/orders?page=2&pageSize=1', cookies })).json(),
    )
    expect(page2.data[0]!.orderNo).toBe(first.orderNo)
    const strangerList = OrderList.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/orders', cookies: stranger.cookies })).json(),
    )
    expect(strangerList.data).toHaveLength(0)

    const get = (c: Record<string, string> | undefined, no = second.orderNo as string) =>
      ctx.app.inject({ method: 'GET', url: `/api/orders/${no}`, ...(c ? { cookies: c } : {}) })
    const seen = await get(stranger.cookies)
    expect(seen.statusCode).toBe(404)
    expect(seen.json().error.message).toBe('Order not found.')
    expect((await get(undefined)).statusCode).toBe(401)
    expect((await get(cookies, 'HT-ZZZZZZZZ')).json().error.message).toBe('Order not found.')

    const admin = await makeAdmin(ctx.db)
    const adminView = Order.parse((await get(await signIn(ctx.app, 'admin', admin.email!))).json())
    expect(adminView.viewer).toBe('admin')
    expect(adminView.lines).toHaveLength(2)

    // A seller sees an order only once it was forwarded to it (see the next test).
    const vendorOnFirst = await get(await signIn(ctx.app, 'vendor', otherVendor.email), first.orderNo)
    expect(vendorOnFirst.statusCode).toBe(404)
  })

  it('shows a seller only its own part of a mixed order: its lines and events, never the customer e-mail', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const loomsVendor = (await ctx.db.select().from(vendors).where(eq(vendors.id, vendorId)))[0]!
    const otherVendor = await makeVendor(ctx.db, { businessName: 'Agra Marble' })
    const mine = await makeProduct(ctx.db, { vendorId, categoryId, name: 'Looms kurta' })
    const theirs = await makeProduct(ctx.db, {
      vendorId: otherVendor.id,
      categoryId,
      name: 'Marble coaster',
      pricePaise: 10_000,
    })
    await addToCart(customer.id, mine.id, 1)
    await addToCart(customer.id, theirs.id, 2)
    const { orderNo } = (await place(cookies, { shipping: { ...shipping, notes: 'Ring the bell' } })).json() as {
      orderNo: string
    }
    const looms = await signIn(ctx.app, 'vendor', loomsVendor.email)
    const agra = await signIn(ctx.app, 'vendor', otherVendor.email)
    const get = (c: Record<string, string>) =>
      ctx.app.inject({ method: 'GET', url: `/api/orders/${orderNo}`, cookies: c })

    // Not forwarded yet: the order does not exist for the seller, and the attempt is recorded.
    const early = await get(agra)
    expect(early.statusCode).toBe(404)
    expect(early.json().error.message).toBe('Order not found.')
    const denied = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.access_denied'), eq(auditLog.actorId, otherVendor.id)))
    expect(denied).toHaveLength(1)
    expect(denied[0]!.details).toEqual({ orderNo })

    // Forwarded to both; each seller ships with its own courier.
    const admin = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
    for (const id of [vendorId, otherVendor.id]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/orders/${orderNo}/vendors/${id}/forward`,
        cookies: admin,
      })
      expect(res.statusCode, res.body).toBeLessThan(300)
    }
    const ship = async (c: Record<string, string>, courierName: string, trackingNumber: string) => {
      const list = (await ctx.app.inject({ method: 'GET', url: '/api/vendor/orders', cookies: c })).json() as {
        data: { id: string; orderNo: string }[]
      }
      const id = list.data.find((o) => o.orderNo === orderNo)!.id
      for (const body of [{ status: 'processing' }, { status: 'shipped', courierName, trackingNumber }]) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: `/api/vendor/orders/${id}/status`,
          cookies: c,
          payload: body,
        })
        expect(res.statusCode, res.body).toBe(200)
      }
    }
    await ship(looms, 'Delhivery', '4400000000001')
    await ship(agra, 'Blue Dart', '55000000002')

    const agraView = Order.parse((await get(agra)).json())
    expect(agraView.viewer).toBe('vendor')
    expect(agraView.lines.map((l) => l.name)).toEqual(['Marble coaster'])
    expect(agraView.totalPaise).toBe(20_000)
    expect(agraView.shipping.email).toBeNull()
    expect(agraView.shipping.notes).toBe('Ring the bell')
    const agraText = JSON.stringify(agraView)
    expect(agraText).toContain('55000000002')
    for (const leak of ['4400000000001', 'Delhivery', 'Jaipur Looms', shipping.email])
      expect(agraText).not.toContain(leak)

    // The customer and the admin still see the whole order.
    const whole = JSON.stringify(Order.parse((await get(cookies)).json()))
    for (const part of ['4400000000001', '55000000002', shipping.email]) expect(whole).toContain(part)
    expect(JSON.stringify((await get(admin)).json())).toContain('4400000000001')
  })

  it("records a customer reaching for another customer's order, and answers as for a missing one", async () => {
    const owner = await customerSession(ctx)
    const snoop = await customerSession(ctx)
    const product = await makeProduct(ctx.db, { vendorId, categoryId })
    await addToCart(owner.customer.id, product.id, 1)
    const { orderNo } = (await place(owner.cookies)).json() as { orderNo: string }
    const res = await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderNo}`, cookies: snoop.cookies })
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/orders/HT-ZZZZZZZZ', cookies: snoop.cookies })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual(missing.json())
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.access_denied'), eq(auditLog.actorId, snoop.customer.id)))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ actorKind: 'customer', entity: 'order', ip: '127.0.0.1' })
  })
})

describe('what an order line keeps for its invoice', () => {
  it('snapshots the product’s HSN code and GST rate at checkout; later edits do not change it', async () => {
    const product = await makeProduct(ctx.db, { vendorId, categoryId, stock: 5, hsnCode: '6913', gstRateBp: 500 })
    const { order } = await placeOrder(ctx.app, ctx.db, [{ productId: product.id, quantity: 1 }])
    await ctx.db.update(products).set({ hsnCode: '9999', gstRateBp: 1800 }).where(eq(products.id, product.id))
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, order.lines[0]!.id))
    expect(line).toMatchObject({ hsnCode: '6913', gstRateBp: 500 })
  })
})

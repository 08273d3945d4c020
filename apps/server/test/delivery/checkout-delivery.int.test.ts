import { CartDelivery } from '@haat/shared/delivery/delivery'
import { Order } from '@haat/shared/orders/order'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cartLines, coupons } from '../../src/db/schema/commerce'
import { orderLines } from '../../src/db/schema/commerce'
import { vendorDelivery } from '../../src/db/schema/accounts'
import { makeCategory, makeCustomer, makeProduct, makeVendor, signIn, TEST_SHIPPING, putInCart } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Checkout keeps each seller's promise (docs/decisions/036-delivery-dates.md): lines a seller does
// not deliver to the address are refused by name, cash on delivery only where every seller takes
// it, and the order keeps the promised day. TEST_SHIPPING is in Jaipur, 302001, Rajasthan.
let ctx: TestContext
let categoryId: string

beforeAll(async () => {
  ctx = await createTestApp()
  categoryId = (await makeCategory(ctx.db)).id
})
afterAll(() => ctx?.close())

async function sellerWith(settings: Partial<typeof vendorDelivery.$inferInsert> | null) {
  const vendor = await makeVendor(ctx.db)
  if (settings) {
    await ctx.db
      .insert(vendorDelivery)
      .values({ vendorId: vendor.id, area: 'india', dispatchDays: 2, cod: true, ...settings })
  }
  const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, stock: 10 })
  return { vendor, product }
}

/** A new customer with these products in the cart, checking out to TEST_SHIPPING. */
async function checkout(productIds: string[], paymentMethod: 'cod' | 'razorpay' = 'cod') {
  const customer = await makeCustomer(ctx.db)
  const cookies = await signIn(ctx.app, 'customer', customer.email!)
  for (const productId of productIds) await putInCart(ctx.db, { customerId: customer.id, productId, quantity: 1 })
  const lines = await ctx.db.select().from(cartLines).where(eq(cartLines.customerId, customer.id))
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies,
    payload: { shipping: TEST_SHIPPING, paymentMethod, idempotencyKey: crypto.randomUUID() },
  })
  return { res, lines }
}

describe('checkout and the sellers’ delivery areas', () => {
  it('keeps each seller’s promised day on the order', async () => {
    const near = await sellerWith(null)
    const { res } = await checkout([near.product.id])
    expect(res.statusCode, res.body).toBe(201)
    const order = Order.parse(res.json())
    const [shipment] = order.shipments
    expect(shipment?.deliveryBy).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.productId, near.product.id))
    expect(line?.promisedBy).toBe(shipment?.deliveryBy)
  })

  it('refuses the lines a seller does not deliver to the address, naming them, and takes nothing', async () => {
    const south = await sellerWith({ area: 'states', states: ['Karnataka'] })
    const everywhere = await sellerWith(null)
    const { res, lines } = await checkout([south.product.id, everywhere.product.id])
    expect(res.statusCode).toBe(409)
    const southLine = lines.find((l) => l.productId === south.product.id)!
    expect(res.json().error.details).toEqual([
      { path: `cart.lines.${southLine.id}`, message: `'${south.product.name}' cannot be delivered to PIN 302001.` },
    ])
    expect(res.json().error.message).toBe(`'${south.product.name}' cannot be delivered to PIN 302001.`)
    expect(await ctx.db.select().from(orderLines).where(eq(orderLines.productId, everywhere.product.id))).toEqual([])
  })

  it('refuses an excluded PIN even inside the seller’s area', async () => {
    const excluding = await sellerWith({ area: 'india', excludedPinPrefixes: ['3020'] })
    expect((await checkout([excluding.product.id])).res.statusCode).toBe(409)
  })

  it('refuses cash on delivery from a seller that does not take it there, and takes an online payment', async () => {
    const noCash = await sellerWith({ cod: true, codExcludedPinPrefixes: ['302'] })
    const cod = await checkout([noCash.product.id], 'cod')
    expect(cod.res.statusCode).toBe(409)
    expect(cod.res.json().error.message).toBe(
      `${noCash.vendor.businessName} does not take cash on delivery at PIN 302001. Please pay online.`,
    )
    expect(cod.res.json().error.details[0].path).toBe(`cart.lines.${cod.lines[0]!.id}`)
    const online = await checkout([noCash.product.id], 'razorpay')
    expect(online.res.statusCode, online.res.body).toBe(201)
  })

  it('says the refusal in Hindi to a Hindi page', async () => {
    const south = await sellerWith({ area: 'pins', pinPrefixes: ['560'] })
    const customer = await makeCustomer(ctx.db)
    const cookies = await signIn(ctx.app, 'customer', customer.email!)
    await putInCart(ctx.db, { customerId: customer.id, productId: south.product.id, quantity: 1 })
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/orders',
      cookies: { ...cookies, lang: 'hi-IN' },
      payload: { shipping: TEST_SHIPPING, paymentMethod: 'cod', idempotencyKey: crypto.randomUUID() },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toMatch(/[\u0900-\u097F]/)
    expect(res.json().error.message).toContain(south.product.name)
  })
})

describe('GET /api/cart/delivery', () => {
  it('tells the checkout each seller’s promise for the address, and whether the order may be paid in cash', async () => {
    const south = await sellerWith({ area: 'states', states: ['Karnataka'] })
    const noCash = await sellerWith({ codExcludedPinPrefixes: ['302'] })
    const customer = await makeCustomer(ctx.db)
    const cookies = await signIn(ctx.app, 'customer', customer.email!)
    for (const productId of [south.product.id, noCash.product.id]) {
      await putInCart(ctx.db, { customerId: customer.id, productId, quantity: 1 })
    }
    const lines = await ctx.db.select().from(cartLines).where(eq(cartLines.customerId, customer.id))
    const lineOf = (productId: string) => lines.find((l) => l.productId === productId)!.id

    const jaipur = await ctx.app.inject({ url: '/api/cart/delivery?pin=302001&state=Rajasthan', cookies })
    expect(jaipur.statusCode, jaipur.body).toBe(200)
    const body = CartDelivery.parse(jaipur.json())
    expect(body.cod).toBe(false)
    expect(body.sellers).toEqual(
      expect.arrayContaining([
        {
          vendor: { id: south.vendor.id, businessName: south.vendor.businessName },
          lineIds: [lineOf(south.product.id)],
          deliverable: false,
          deliveryBy: null,
          cod: false,
        },
        expect.objectContaining({ lineIds: [lineOf(noCash.product.id)], deliverable: true, cod: false }),
      ]),
    )

    const bengaluru = CartDelivery.parse(
      (await ctx.app.inject({ url: '/api/cart/delivery?pin=560001&state=Karnataka', cookies })).json(),
    )
    expect(bengaluru.sellers.every((s) => s.deliverable && s.cod)).toBe(true)
    expect(bengaluru).toMatchObject({ cod: true, codLimitPaise: 1_000_000, overCodLimit: false })
  })

  it('says when the cart is above the shop’s cash-on-delivery limit', async () => {
    const { vendor } = await sellerWith(null)
    const tv = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, stock: 10, pricePaise: 1_000_001 })
    const customer = await makeCustomer(ctx.db)
    const cookies = await signIn(ctx.app, 'customer', customer.email!)
    await putInCart(ctx.db, { customerId: customer.id, productId: tv.id, quantity: 1 })
    const body = CartDelivery.parse(
      (await ctx.app.inject({ url: '/api/cart/delivery?pin=560001&state=Karnataka', cookies })).json(),
    )
    expect(body).toMatchObject({ codLimitPaise: 1_000_000, overCodLimit: true, cod: false })
    expect(body.sellers[0]).toMatchObject({ deliverable: true, cod: true })

    // With a coupon applied, the limit is on the total after it (₹10,000.01 − ₹1 is within it).
    const code = `ONE${Date.now().toString(36).toUpperCase()}`.slice(0, 20)
    await ctx.db.insert(coupons).values({
      code,
      description: '₹1 off',
      flatOffPaise: 100,
      startsAt: new Date(ctx.clock.now().getTime() - 60_000),
    })
    const judged = async (couponCode: string) =>
      ctx.app.inject({ url: `/api/cart/delivery?pin=560001&state=Karnataka&couponCode=${couponCode}`, cookies })
    const withCoupon = CartDelivery.parse((await judged(code.toLowerCase())).json())
    expect(withCoupon).toMatchObject({ overCodLimit: false, cod: true })
    // A code that does not apply takes nothing off (the coupon box says why); a malformed one is a 400.
    expect(CartDelivery.parse((await judged('NOSUCHCODE')).json())).toMatchObject({ overCodLimit: true, cod: false })
    expect((await judged('a%20b')).statusCode).toBe(400)
  })

  it('is the signed-in customer’s, and checks the PIN and state', async () => {
    expect((await ctx.app.inject({ url: '/api/cart/delivery?pin=560001&state=Karnataka' })).statusCode).toBe(401)
    const customer = await makeCustomer(ctx.db)
    const cookies = await signIn(ctx.app, 'customer', customer.email!)
    expect((await ctx.app.inject({ url: '/api/cart/delivery?pin=12&state=Karnataka', cookies })).statusCode).toBe(400)
    expect((await ctx.app.inject({ url: '/api/cart/delivery?pin=560001&state=Narnia', cookies })).statusCode).toBe(400)
    const empty = CartDelivery.parse(
      (await ctx.app.inject({ url: '/api/cart/delivery?pin=560001&state=Karnataka', cookies })).json(),
    )
    expect(empty).toEqual({ pin: '560001', sellers: [], codLimitPaise: 1_000_000, overCodLimit: false, cod: true })
  })
})

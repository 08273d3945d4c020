import { randomBytes, randomUUID } from 'node:crypto'
import { Cart } from '@haat/shared/cart/cart'
import { formatPaise } from '@haat/shared/money'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, type products } from '../../src/db/schema/catalog'
import { cartLines } from '../../src/db/schema/commerce'
import {
  type ProductRow,
  customerSession,
  makeAdmin,
  makeProduct as makeTestProduct,
  makeVendor,
  signIn,
  putInCart,
  setProduct as setProductIn,
  variantIdOf,
} from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
const unique = () => randomBytes(3).toString('hex')
let vendorId: string
let categoryId: string

const makeProduct = (values: Partial<typeof products.$inferInsert> = {}): Promise<ProductRow> =>
  makeTestProduct(ctx.db, { vendorId, categoryId, ...values })
const setProduct = (id: string, values: Partial<typeof products.$inferInsert>) => setProductIn(ctx.db, id, values)

/** A kurta with colours and sizes, 5 in stock, ₹499 less 10%: ₹449.10 a unit. */
const makeKurta = (values: Partial<typeof products.$inferInsert> = {}) =>
  makeProduct({
    name: 'Cotton Kurta',
    pricePaise: 49_900,
    discountPercent: 10,
    mrpPaise: 79_900,
    stock: 5,
    colors: ['Indigo', 'Red'],
    sizes: ['M', 'L'],
    ...values,
  })

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
async function call(cookies: Record<string, string> | undefined, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    ...(cookies ? { cookies } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}
async function cartOf(cookies: Record<string, string>) {
  const res = await call(cookies, 'GET', '/api/cart')
  expect(res.statusCode, res.body).toBe(200)
  return Cart.parse(res.json())
}
async function addLine(cookies: Record<string, string>, payload: unknown, status = 201) {
  const res = await call(cookies, 'POST', '/api/cart/lines', payload)
  expect(res.statusCode, res.body).toBe(status)
  return Cart.parse(res.json())
}

beforeAll(async () => {
  ctx = await createTestApp()
  vendorId = (await makeVendor(ctx.db, { businessName: 'Jaipur Weaves' })).id
  const [category] = await ctx.db
    .insert(categories)
    .values({ name: 'Fashion', slug: `fashion-${unique()}` })
    .returning()
  categoryId = category!.id
})
afterAll(() => ctx.close())

describe('who may use the cart', () => {
  const routes: [Method, string][] = [
    ['GET', '/api/cart'],
    ['POST', '/api/cart/lines'],
    ['PATCH', `/api/cart/lines/${randomUUID()}`],
    ['DELETE', `/api/cart/lines/${randomUUID()}`],
    ['DELETE', '/api/cart'],
    ['POST', '/api/cart/merge'],
  ]

  it('needs a customer session on every route', async () => {
    for (const [method, url] of routes) {
      const res = await call(undefined, method, url, method === 'POST' || method === 'PATCH' ? {} : undefined)
      expect(res.statusCode, `${method} ${url}`).toBe(401)
      expect(res.json().error.code).toBe('UNAUTHENTICATED')
    }
  })

  it('does not take a vendor or admin session for a customer', async () => {
    const vendor = await makeVendor(ctx.db)
    const admin = await makeAdmin(ctx.db)
    const cookies = {
      ...(await signIn(ctx.app, 'vendor', vendor.email)),
      ...(await signIn(ctx.app, 'admin', admin.email)),
    }
    for (const [method, url] of routes) {
      const res = await call(cookies, method, url, method === 'POST' || method === 'PATCH' ? {} : undefined)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
    }
  })
})

describe('adding, changing and removing lines', () => {
  it('starts empty', async () => {
    const { cookies } = await customerSession(ctx)
    expect(await cartOf(cookies)).toEqual({
      lines: [],
      itemCount: 0,
      subtotalPaise: 0,
      shippingPaise: 0,
      freeDeliveryFromPaise: null,
      taxPaise: 0,
      totalPaise: 0,
      canCheckout: false,
      notices: [],
    })
  })

  it('adds to the line with the same options, starts a new line for others, and prices from the catalogue', async () => {
    const { cookies } = await customerSession(ctx)
    const kurta = await makeKurta()
    const mug = await makeProduct({ name: 'Steel Mug', pricePaise: 25_000 })

    let cart = await addLine(cookies, { productId: kurta.id, color: 'red', size: 'M', quantity: 2, pricePaise: 1 })
    expect(cart.lines).toHaveLength(1)
    expect(cart.lines[0]).toMatchObject({
      color: 'Red',
      size: 'M',
      quantity: 2,
      linePricePaise: 89_820,
      maxQuantity: 5,
      status: 'ok',
      message: null,
      product: {
        id: kurta.id,
        name: 'Cotton Kurta',
        unitPricePaise: 44_910,
        mrpPaise: 79_900,
        stock: 5,
        inStock: true,
        vendor: { businessName: 'Jaipur Weaves' },
      },
    })

    cart = await addLine(cookies, { productId: kurta.id, color: 'Red', size: 'M', quantity: 1 }, 200)
    expect(cart.lines.map((l) => l.quantity)).toEqual([3])

    ctx.clock.advance(1000)
    cart = await addLine(cookies, { productId: kurta.id, color: 'Indigo', size: 'L', quantity: 1 })
    ctx.clock.advance(1000)
    cart = await addLine(cookies, { productId: mug.id, quantity: 4, color: null, size: '' })
    expect(cart.lines.map((l) => [l.color, l.size, l.quantity])).toEqual([
      ['Red', 'M', 3],
      ['Indigo', 'L', 1],
      [null, null, 4],
    ])
    expect(cart).toMatchObject({
      itemCount: 8,
      subtotalPaise: 4 * 44_910 + 4 * 25_000,
      totalPaise: 4 * 44_910 + 4 * 25_000,
      canCheckout: true,
    })
  })

  it('changes a quantity, removes a line and clears the cart', async () => {
    const { cookies } = await customerSession(ctx)
    const kurta = await makeKurta()
    const mug = await makeProduct()
    await addLine(cookies, { productId: kurta.id, color: 'Red', size: 'M', quantity: 1 })
    ctx.clock.advance(1000)
    const added = await addLine(cookies, { productId: mug.id, quantity: 1 })
    const [kurtaLine, mugLine] = added.lines
    expect(kurtaLine?.product.id).toBe(kurta.id)

    let res = await call(cookies, 'PATCH', `/api/cart/lines/${kurtaLine!.id}`, { quantity: 5 })
    expect(res.statusCode, res.body).toBe(200)
    expect(Cart.parse(res.json()).lines.find((l) => l.id === kurtaLine!.id)?.quantity).toBe(5)

    res = await call(cookies, 'DELETE', `/api/cart/lines/${mugLine!.id}`)
    expect(res.statusCode).toBe(200)
    expect(Cart.parse(res.json()).lines.map((l) => l.id)).toEqual([kurtaLine!.id])

    res = await call(cookies, 'DELETE', '/api/cart')
    expect(res.statusCode).toBe(200)
    expect(Cart.parse(res.json()).lines).toEqual([])
    expect((await cartOf(cookies)).itemCount).toBe(0)
  })
})

describe('what the cart refuses (and changes nothing)', () => {
  let cookies: Record<string, string>
  let kurta: ProductRow
  beforeAll(async () => {
    ;({ cookies } = await customerSession(ctx))
    kurta = await makeKurta()
  })

  async function refused(payload: unknown, status: number, code: string) {
    const before = await cartOf(cookies)
    const res = await call(cookies, 'POST', '/api/cart/lines', payload)
    expect(res.statusCode, `${JSON.stringify(payload)}: ${res.body}`).toBe(status)
    const body = res.json()
    expect(body.error.code).toBe(code)
    expect(await cartOf(cookies)).toEqual(before)
    return body.error as { message: string; details?: { path: string; message: string }[] }
  }

  it('refuses quantities that are not whole numbers from 1 to 99', async () => {
    for (const quantity of [0, -1, 1.5, 1e9, '3', null]) {
      const error = await refused({ productId: kurta.id, color: 'Red', size: 'M', quantity }, 400, 'VALIDATION')
      expect(error.details?.[0]?.path).toBe('quantity')
    }
    await refused({ productId: kurta.id, color: 'Red', size: 'M' }, 400, 'VALIDATION')
  })

  it('refuses product ids that are not ids, and unknown products', async () => {
    await refused({ productId: 'cotton-kurta', quantity: 1 }, 400, 'VALIDATION')
    await refused({ productId: 42, quantity: 1 }, 400, 'VALIDATION')
    const error = await refused({ productId: randomUUID(), quantity: 1 }, 404, 'NOT_FOUND')
    expect(error.message).toBe('Product not found.')
  })

  it('treats pending, rejected and archived products, and those of a hidden seller, as unknown', async () => {
    const inactiveVendor = await makeVendor(ctx.db, { isActive: false })
    const pendingVendor = await makeVendor(ctx.db, { status: 'pending' })
    const hidden = [
      await makeProduct({ approvalStatus: 'pending' }),
      await makeProduct({ approvalStatus: 'rejected' }),
      await makeProduct({ archivedAt: new Date() }),
      await makeProduct({ vendorId: inactiveVendor.id }),
      await makeProduct({ vendorId: pendingVendor.id }),
    ]
    for (const product of hidden) await refused({ productId: product.id, quantity: 1 }, 404, 'NOT_FOUND')
  })

  it('refuses a product that is switched off or sold out with 409', async () => {
    const off = await makeProduct({ name: 'Old Lamp', isAvailable: false })
    const soldOut = await makeProduct({ name: 'Last Vase', stock: 0 })
    expect((await refused({ productId: off.id, quantity: 1 }, 409, 'CONFLICT')).message).toBe(
      "'Old Lamp' is no longer available.",
    )
    expect((await refused({ productId: soldOut.id, quantity: 1 }, 409, 'CONFLICT')).message).toBe(
      "'Last Vase' is sold out.",
    )
  })

  it('refuses an option the product lacks and a missing required option, naming the field', async () => {
    const lacking = await refused({ productId: kurta.id, color: 'Purple', size: 'M', quantity: 1 }, 400, 'VALIDATION')
    expect(lacking.details).toEqual([
      { path: 'color', message: "'Purple' is not a colour of 'Cotton Kurta'; choose one of Indigo, Red." },
    ])
    const missing = await refused({ productId: kurta.id, color: 'Red', quantity: 1 }, 400, 'VALIDATION')
    expect(missing.details).toEqual([{ path: 'size', message: 'Please choose a size.' }])
    const plain = await makeProduct({ name: 'Steel Mug' })
    const none = await refused({ productId: plain.id, size: 'XL', quantity: 1 }, 400, 'VALIDATION')
    expect(none.message).toBe("'Steel Mug' has no size to choose.")
    await refused({ productId: kurta.id, color: 'R'.repeat(61), size: 'M', quantity: 1 }, 400, 'VALIDATION')
  })

  it('never goes beyond the stock, also when adding twice', async () => {
    expect(
      (await refused({ productId: kurta.id, color: 'Red', size: 'M', quantity: 6 }, 409, 'CONFLICT')).message,
    ).toBe("Only 5 of 'Cotton Kurta' left; you asked for 6.")
    await addLine(cookies, { productId: kurta.id, color: 'Red', size: 'M', quantity: 4 })
    expect(
      (await refused({ productId: kurta.id, color: 'Red', size: 'M', quantity: 2 }, 409, 'CONFLICT')).message,
    ).toBe("Only 5 of 'Cotton Kurta' left; you already have 4 in your cart.")
    const res = await call(cookies, 'POST', '/api/cart/lines', {
      productId: kurta.id,
      color: 'Red',
      size: 'M',
      quantity: 1,
    })
    expect(res.statusCode).toBe(200)
  })

  it('lets only one of two simultaneous adds take the last units', async () => {
    const { cookies: racer } = await customerSession(ctx)
    const vase = await makeProduct({ stock: 5 })
    const results = await Promise.all(
      [1, 2].map(() => call(racer, 'POST', '/api/cart/lines', { productId: vase.id, quantity: 3 })),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
    expect((await cartOf(racer)).lines.map((l) => l.quantity)).toEqual([3])
  })

  it('stops at 100 lines', async () => {
    const { customer, cookies: full } = await customerSession(ctx)
    const colors = Array.from({ length: 101 }, (_, i) => `Shade ${i}`)
    const paint = await makeProduct({ name: 'Wall Paint', colors })
    await putInCart(
      ctx.db,
      colors.slice(0, 100).map((color) => ({ customerId: customer.id, productId: paint.id, color, quantity: 1 })),
    )
    const res = await call(full, 'POST', '/api/cart/lines', { productId: paint.id, color: 'Shade 100', quantity: 1 })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Your cart is full: it holds at most 100 different items. Remove one first.')
    // A line already there can still grow.
    expect(
      (await call(full, 'POST', '/api/cart/lines', { productId: paint.id, color: 'Shade 0', quantity: 1 })).statusCode,
    ).toBe(200)
    expect((await cartOf(full)).lines).toHaveLength(100)
  })
})

describe('changing or removing a line', () => {
  it("gets 404 for another customer's line and leaves it alone", async () => {
    const owner = await customerSession(ctx)
    const other = await customerSession(ctx)
    const kurta = await makeKurta()
    const [line] = (await addLine(owner.cookies, { productId: kurta.id, color: 'Red', size: 'M', quantity: 1 })).lines
    for (const [method, payload] of [
      ['PATCH', { quantity: 2 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(other.cookies, method, `/api/cart/lines/${line!.id}`, payload)
      expect(res.statusCode, method).toBe(404)
      expect(res.json().error.message).toBe('This line is not in your cart.')
    }
    expect((await cartOf(owner.cookies)).lines).toEqual([line])
    expect((await call(owner.cookies, 'PATCH', '/api/cart/lines/not-an-id', { quantity: 1 })).statusCode).toBe(400)
  })

  it('refuses bad quantities and quantities beyond the stock', async () => {
    const { cookies } = await customerSession(ctx)
    const kurta = await makeKurta({ stock: 3 })
    const [line] = (await addLine(cookies, { productId: kurta.id, color: 'Red', size: 'M', quantity: 2 })).lines
    for (const quantity of [0, -1, 1.5, 1e9, '3']) {
      const res = await call(cookies, 'PATCH', `/api/cart/lines/${line!.id}`, { quantity })
      expect(res.statusCode, String(quantity)).toBe(400)
    }
    const res = await call(cookies, 'PATCH', `/api/cart/lines/${line!.id}`, { quantity: 4 })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe("Only 3 of 'Cotton Kurta' left; you asked for 4.")
    expect((await cartOf(cookies)).lines[0]?.quantity).toBe(2)
  })
})

describe('a cart priced from the catalogue as it is now', () => {
  it('shows the new price when the price changes', async () => {
    const { cookies } = await customerSession(ctx)
    const mug = await makeProduct({ pricePaise: 25_000 })
    await addLine(cookies, { productId: mug.id, quantity: 2 })
    await setProduct(mug.id, { pricePaise: 30_000, discountPercent: 50 })
    const cart = await cartOf(cookies)
    expect(cart.lines[0]).toMatchObject({
      linePricePaise: 30_000,
      product: { unitPricePaise: 15_000, pricePaise: 30_000 },
      status: 'ok',
    })
    expect(cart.totalPaise).toBe(30_000)
  })

  it('marks lines whose product changed, leaves them out of the total, and blocks checkout', async () => {
    const { cookies } = await customerSession(ctx)
    const fine = await makeProduct({ pricePaise: 10_000 })
    const off = await makeProduct()
    const archived = await makeProduct()
    const soldOut = await makeProduct({ stock: 4 })
    const low = await makeProduct({ stock: 4 })
    const kurta = await makeKurta()
    for (const product of [fine, off, archived, soldOut, low]) {
      ctx.clock.advance(1000)
      await addLine(cookies, { productId: product.id, quantity: 3 })
    }
    ctx.clock.advance(1000)
    await addLine(cookies, { productId: kurta.id, color: 'Red', size: 'M', quantity: 1 })
    expect((await cartOf(cookies)).canCheckout).toBe(true)

    await setProduct(off.id, { isAvailable: false })
    await setProduct(archived.id, { archivedAt: new Date() })
    await setProduct(soldOut.id, { stock: 0 })
    await setProduct(low.id, { stock: 2 })
    await setProduct(kurta.id, { colors: ['Indigo'] })
    const cart = await cartOf(cookies)
    expect(cart.lines.map((l) => [l.status, l.message, l.maxQuantity])).toEqual([
      ['ok', null, 99],
      ['unavailable', 'No longer available.', 0],
      ['unavailable', 'No longer available.', 0],
      ['sold_out', 'Sold out.', 0],
      ['insufficient_stock', 'Only 2 left; you have 3 in your cart.', 2],
      ['option_unavailable', "'Red' is no longer offered: remove this line and choose another colour.", 5],
    ])
    expect(cart.lines[1]?.product.inStock).toBe(false)
    expect(cart).toMatchObject({ itemCount: 16, subtotalPaise: 30_000, totalPaise: 30_000, canCheckout: false })

    // Lowering the quantity to what is left makes that line ok again; a withdrawn line cannot be changed.
    const [, offLine, , , lowLine] = cart.lines
    expect((await call(cookies, 'PATCH', `/api/cart/lines/${lowLine!.id}`, { quantity: 2 })).statusCode).toBe(200)
    const offRes = await call(cookies, 'PATCH', `/api/cart/lines/${offLine!.id}`, { quantity: 1 })
    expect(offRes.statusCode).toBe(409)
    expect((await cartOf(cookies)).lines[4]?.status).toBe('ok')
  })
})

describe('a price that went up since the line was added', () => {
  it('marks the line price_changed, leaves it out of the total and blocks checkout until accepted', async () => {
    const { cookies } = await customerSession(ctx)
    const fine = await makeProduct({ pricePaise: 10_000 })
    const mug = await makeProduct({ pricePaise: 25_000 })
    await addLine(cookies, { productId: fine.id, quantity: 1 })
    ctx.clock.advance(1000)
    await addLine(cookies, { productId: mug.id, quantity: 2 })
    await setProduct(mug.id, { pricePaise: 30_000 })

    let cart = await cartOf(cookies)
    expect(cart.lines[1]).toMatchObject({
      status: 'price_changed',
      message: `Price went up from ${formatPaise(25_000)} to ${formatPaise(30_000)} since you added it.`,
      linePricePaise: 60_000,
    })
    expect(cart).toMatchObject({ subtotalPaise: 10_000, totalPaise: 10_000, canCheckout: false })

    const res = await call(cookies, 'POST', `/api/cart/lines/${cart.lines[1]!.id}/accept-price`)
    expect(res.statusCode, res.body).toBe(200)
    cart = Cart.parse(res.json())
    expect(cart.lines[1]).toMatchObject({ status: 'ok', message: null })
    expect(cart).toMatchObject({ subtotalPaise: 70_000, canCheckout: true })
    expect((await cartOf(cookies)).lines[1]?.status).toBe('ok')
  })

  it('takes a price drop as it is, and prices a grown line at today’s price', async () => {
    const { cookies } = await customerSession(ctx)
    const mug = await makeProduct({ pricePaise: 25_000 })
    await addLine(cookies, { productId: mug.id, quantity: 1 })
    await setProduct(mug.id, { pricePaise: 20_000 })
    let cart = await cartOf(cookies)
    expect(cart.lines[0]).toMatchObject({ status: 'ok', message: null })
    expect(cart).toMatchObject({ subtotalPaise: 20_000, canCheckout: true })

    // Still added at ₹250: up to ₹300 is a rise, and adding more at ₹300 takes today's price.
    await setProduct(mug.id, { pricePaise: 30_000 })
    expect((await cartOf(cookies)).lines[0]?.status).toBe('price_changed')
    cart = await addLine(cookies, { productId: mug.id, quantity: 1 }, 200)
    expect(cart.lines[0]).toMatchObject({ status: 'ok', quantity: 2 })
  })

  it('treats a line without an added price (older rows) as ok', async () => {
    const { customer, cookies } = await customerSession(ctx)
    const mug = await makeProduct({ pricePaise: 25_000 })
    await addLine(cookies, { productId: mug.id, quantity: 1 })
    await ctx.db.update(cartLines).set({ addedUnitPricePaise: null }).where(eq(cartLines.customerId, customer.id))
    await setProduct(mug.id, { pricePaise: 90_000 })
    expect((await cartOf(cookies)).lines[0]).toMatchObject({ status: 'ok', linePricePaise: 90_000 })
  })

  it("gets 404 accepting another customer's line and leaves it alone", async () => {
    const owner = await customerSession(ctx)
    const other = await customerSession(ctx)
    const mug = await makeProduct({ pricePaise: 25_000 })
    const [line] = (await addLine(owner.cookies, { productId: mug.id, quantity: 1 })).lines
    await setProduct(mug.id, { pricePaise: 30_000 })
    const res = await call(other.cookies, 'POST', `/api/cart/lines/${line!.id}/accept-price`)
    expect(res.statusCode).toBe(404)
    expect((await cartOf(owner.cookies)).lines[0]?.status).toBe('price_changed')
    expect((await call(undefined, 'POST', `/api/cart/lines/${line!.id}/accept-price`)).statusCode).toBe(401)
  })
})

describe('an Add to Cart made offline and sent later (the price the shopper saw)', () => {
  it('adds when the price is still the one seen, discount included', async () => {
    const { cookies } = await customerSession(ctx)
    const kurta = await makeKurta()
    const cart = await addLine(cookies, {
      productId: kurta.id,
      color: 'Indigo',
      size: 'M',
      quantity: 2,
      expectedUnitPricePaise: 44_910,
    })
    expect(cart.lines).toHaveLength(1)
    expect(cart.lines[0]).toMatchObject({ status: 'ok', quantity: 2, linePricePaise: 89_820 })
  })

  it('refuses with 409 PRICE_CHANGED, saying the new price, when the price moved either way, and adds nothing', async () => {
    const { cookies } = await customerSession(ctx)
    const mug = await makeProduct({ name: 'Blue Pottery Mug', pricePaise: 25_000 })
    for (const [now, seen] of [
      [30_000, 25_000],
      [20_000, 25_000],
    ] as const) {
      await setProduct(mug.id, { pricePaise: now })
      const res = await call(cookies, 'POST', '/api/cart/lines', {
        productId: mug.id,
        quantity: 1,
        expectedUnitPricePaise: seen,
      })
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json()).toEqual({
        error: {
          code: 'PRICE_CHANGED',
          message: `The price of Blue Pottery Mug is now ${formatPaise(now)} (you saw ${formatPaise(seen)}). It was not added to your cart.`,
        },
      })
    }
    expect((await cartOf(cookies)).lines).toEqual([])
  })

  it('refuses an expected price that is not a whole, non-negative number of paise', async () => {
    const { cookies } = await customerSession(ctx)
    const mug = await makeProduct({ pricePaise: 25_000 })
    for (const expectedUnitPricePaise of [-1, 12.5, '25000', null]) {
      const res = await call(cookies, 'POST', '/api/cart/lines', {
        productId: mug.id,
        quantity: 1,
        expectedUnitPricePaise,
      })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION')
    }
    expect((await cartOf(cookies)).lines).toEqual([])
  })
})

describe('merging the guest cart at sign-in', () => {
  it('adds guest lines, caps at stock, skips what cannot be bought and says so', async () => {
    const { cookies } = await customerSession(ctx)
    const kurta = await makeKurta()
    const mug = await makeProduct({ name: 'Steel Mug' })
    const pending = await makeProduct({ approvalStatus: 'pending' })
    const soldOut = await makeProduct({ name: 'Last Vase', stock: 0 })
    await addLine(cookies, { productId: kurta.id, color: 'Red', size: 'M', quantity: 3 })

    const res = await call(cookies, 'POST', '/api/cart/merge', {
      lines: [
        { productId: kurta.id, color: 'Red', size: 'M', quantity: 4 },
        { productId: kurta.id, color: 'Indigo', size: 'L', quantity: 1 },
        { productId: kurta.id, color: 'Purple', size: 'L', quantity: 1 },
        { productId: mug.id, quantity: 2 },
        { productId: mug.id, quantity: 1 },
        { productId: pending.id, quantity: 1 },
        { productId: randomUUID(), quantity: 1 },
        { productId: soldOut.id, quantity: 1 },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const cart = Cart.parse(res.json())
    expect(cart.lines.map((l) => [l.product.name, l.color, l.size, l.quantity]).sort()).toEqual([
      ['Cotton Kurta', 'Indigo', 'L', 1],
      ['Cotton Kurta', 'Red', 'M', 5],
      ['Steel Mug', null, null, 3],
    ])
    expect(cart.notices).toEqual([
      "Only 5 of 'Cotton Kurta' left; your cart has 5.",
      "'Cotton Kurta' was not added: its colour or size is no longer offered. Choose again on its page.",
      'An item from before you signed in is no longer sold, so it was not added.',
      "'Last Vase' is sold out, so it was not added.",
    ])
    // Stored: a later read has the same lines and no notices.
    const again = await cartOf(cookies)
    expect(again.lines).toEqual(cart.lines)
    expect(again.notices).toEqual([])
  })

  it('takes an empty guest cart, and refuses more than 100 lines or bad quantities', async () => {
    const { cookies } = await customerSession(ctx)
    const res = await call(cookies, 'POST', '/api/cart/merge', { lines: [] })
    expect(res.statusCode).toBe(200)
    const mug = await makeProduct()
    const tooMany = Array.from({ length: 101 }, () => ({ productId: mug.id, quantity: 1 }))
    expect((await call(cookies, 'POST', '/api/cart/merge', { lines: tooMany })).statusCode).toBe(400)
    expect(
      (await call(cookies, 'POST', '/api/cart/merge', { lines: [{ productId: mug.id, quantity: 0 }] })).statusCode,
    ).toBe(400)
    expect(
      (await call(cookies, 'POST', '/api/cart/merge', { lines: [{ productId: mug.id, quantity: '3' }] })).statusCode,
    ).toBe(400)
    expect((await cartOf(cookies)).lines).toEqual([])
  })
})

describe('pricing a guest cart', () => {
  it('needs no session, prices from the catalogue, drops hidden products and stores nothing', async () => {
    const kurta = await makeKurta({ stock: 2 })
    const archived = await makeProduct({ archivedAt: new Date() })
    const res = await call(undefined, 'POST', '/api/cart/preview', {
      lines: [
        { productId: kurta.id, color: 'red', size: 'm', quantity: 2 },
        { productId: kurta.id, color: 'Red', size: 'M', quantity: 1 },
        { productId: archived.id, quantity: 1 },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const cart = Cart.parse(res.json())
    expect(cart.lines).toHaveLength(1)
    const variantId = await variantIdOf(ctx.db, kurta.id, 'Red', 'M')
    expect(cart.lines[0]).toMatchObject({
      id: variantId,
      variantId,
      quantity: 3,
      linePricePaise: 3 * 44_910,
      status: 'insufficient_stock',
      message: 'Only 2 left; you have 3 in your cart.',
    })
    expect(cart).toMatchObject({
      canCheckout: false,
      notices: ['An item in your cart is no longer sold and was removed.'],
    })
    const stored = await ctx.db.select().from(cartLines).where(eq(cartLines.productId, kurta.id))
    expect(stored).toEqual([])
    expect(
      (await call(undefined, 'POST', '/api/cart/preview', { lines: [{ productId: kurta.id, quantity: 1e9 }] }))
        .statusCode,
    ).toBe(400)
  })
})

import { randomBytes, randomUUID } from 'node:crypto'
import { Cart } from '@haat/shared/cart/cart'
import { Wishlist } from '@haat/shared/cart/wishlist'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, products } from '../../src/db/schema/catalog'
import { wishlistItems } from '../../src/db/schema/commerce'
import {
  type ProductRow,
  makeAdmin,
  makeCustomer,
  makeProduct as makeTestProduct,
  makeVendor,
  signIn,
  setProduct as setProductIn,
} from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
const unique = () => randomBytes(3).toString('hex')
let vendorId: string
let categoryId: string

const makeProduct = (values: Partial<typeof products.$inferInsert> = {}): Promise<ProductRow> =>
  makeTestProduct(ctx.db, { vendorId, categoryId, ...values })
const setProduct = (id: string, values: Partial<typeof products.$inferInsert>) => setProductIn(ctx.db, id, values)
const makeSaree = (values: Partial<typeof products.$inferInsert> = {}) =>
  makeProduct({
    name: 'Silk Saree',
    pricePaise: 499_900,
    stock: 5,
    colors: ['Maroon', 'Gold'],
    sizes: ['Free'],
    ...values,
  })

async function customerSession() {
  const customer = await makeCustomer(ctx.db)
  return { customer, cookies: await signIn(ctx.app, 'customer', customer.email!) }
}

type Method = 'GET' | 'POST' | 'DELETE'
function call(cookies: Record<string, string> | undefined, method: Method, url: string, payload?: unknown) {
  return ctx.app.inject({
    method,
    url,
    ...(cookies ? { cookies } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  })
}
async function wishlistOf(cookies: Record<string, string>) {
  const res = await call(cookies, 'GET', '/api/wishlist')
  expect(res.statusCode, res.body).toBe(200)
  return Wishlist.parse(res.json())
}
async function save(cookies: Record<string, string>, payload: unknown, status = 201) {
  const res = await call(cookies, 'POST', '/api/wishlist', payload)
  expect(res.statusCode, res.body).toBe(status)
  return Wishlist.parse(res.json())
}
async function cartOf(cookies: Record<string, string>) {
  return Cart.parse((await call(cookies, 'GET', '/api/cart')).json())
}

beforeAll(async () => {
  ctx = await createTestApp()
  vendorId = (await makeVendor(ctx.db)).id
  const [category] = await ctx.db
    .insert(categories)
    .values({ name: 'Fashion', slug: `fashion-${unique()}` })
    .returning()
  categoryId = category!.id
})
afterAll(() => ctx.close())

describe('who may use the wishlist', () => {
  it('needs a customer session on every route; vendor and admin sessions do not count', async () => {
    const vendor = await makeVendor(ctx.db)
    const admin = await makeAdmin(ctx.db)
    const staff = {
      ...(await signIn(ctx.app, 'vendor', vendor.email)),
      ...(await signIn(ctx.app, 'admin', admin.email)),
    }
    const id = randomUUID()
    for (const cookies of [undefined, staff]) {
      for (const [method, url] of [
        ['GET', '/api/wishlist'],
        ['POST', '/api/wishlist'],
        ['DELETE', `/api/wishlist/${id}`],
        ['POST', '/api/wishlist/merge'],
        ['POST', `/api/wishlist/${id}/move-to-cart`],
      ] as const) {
        const res = await call(cookies, method, url, method === 'POST' ? {} : undefined)
        // Staff sessions are accounts of another kind: 403, not a missing sign-in.
        expect(res.statusCode, `${method} ${url}`).toBe(cookies ? 403 : 401)
      }
    }
  })
})

describe('saving products', () => {
  it('saves a product with its options once; saving it again does nothing', async () => {
    const { cookies } = await customerSession()
    const saree = await makeSaree()
    let list = await save(cookies, { productId: saree.id, color: 'maroon', size: 'Free', quantity: 2 })
    expect(list.items).toHaveLength(1)
    expect(list.items[0]).toMatchObject({
      color: 'Maroon',
      size: 'Free',
      quantity: 2,
      addedAt: '2026-11-22T10:00:00.000Z',
      product: { id: saree.id, name: 'Silk Saree', unitPricePaise: 499_900, inStock: true, stock: 10 },
    })
    list = await save(cookies, { productId: saree.id, color: 'Gold', quantity: 7 }, 200)
    expect(list.items.map((i) => [i.color, i.quantity])).toEqual([['Maroon', 2]])

    ctx.clock.advance(1000)
    const lamp = await makeProduct({ name: 'Brass Lamp', isAvailable: false })
    list = await save(cookies, { productId: lamp.id })
    expect(list.items.map((i) => [i.product.name, i.color, i.size, i.quantity, i.product.inStock])).toEqual([
      ['Brass Lamp', null, null, 1, false],
      ['Silk Saree', 'Maroon', 'Free', 2, true],
    ])
    expect(await wishlistOf(cookies)).toEqual({ ...list, notices: [] })
  })

  it('refuses bad ids, hidden products, options the product lacks and bad quantities, changing nothing', async () => {
    const { cookies } = await customerSession()
    const saree = await makeSaree()
    const hiddenSeller = await makeVendor(ctx.db, { isActive: false })
    const attempts: [unknown, number][] = [
      [{ productId: 'silk-saree' }, 400],
      [{ productId: 7 }, 400],
      [{ productId: randomUUID() }, 404],
      [{ productId: (await makeProduct({ approvalStatus: 'pending' })).id }, 404],
      [{ productId: (await makeProduct({ approvalStatus: 'rejected' })).id }, 404],
      [{ productId: (await makeProduct({ archivedAt: new Date() })).id }, 404],
      [{ productId: (await makeProduct({ vendorId: hiddenSeller.id })).id }, 404],
      [{ productId: saree.id, color: 'Purple' }, 400],
      [{ productId: saree.id, size: 'XXL' }, 400],
      [{ productId: saree.id, quantity: 0 }, 400],
      [{ productId: saree.id, quantity: -1 }, 400],
      [{ productId: saree.id, quantity: 1.5 }, 400],
      [{ productId: saree.id, quantity: 1e9 }, 400],
      [{ productId: saree.id, quantity: '3' }, 400],
    ]
    for (const [payload, status] of attempts) {
      const res = await call(cookies, 'POST', '/api/wishlist', payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(status)
    }
    expect((await wishlistOf(cookies)).items).toEqual([])
  })

  it('leaves out products the shop stops showing, and shows them again if they return', async () => {
    const { cookies } = await customerSession()
    const saree = await makeSaree()
    await save(cookies, { productId: saree.id })
    await setProduct(saree.id, { archivedAt: new Date() })
    expect((await wishlistOf(cookies)).items).toEqual([])
    await setProduct(saree.id, { archivedAt: null })
    expect((await wishlistOf(cookies)).items).toHaveLength(1)
  })

  it('stops at 100 products', async () => {
    const { customer, cookies } = await customerSession()
    const many = await ctx.db
      .insert(products)
      .values(
        Array.from({ length: 100 }, (_, i) => ({
          vendorId,
          categoryId,
          sku: `BULK-${unique()}-${i}`,
          name: `Bulk ${i}`,
          slug: `bulk-${unique()}-${i}`,
          description: 'x',
          pricePaise: 100,
          approvalStatus: 'approved' as const,
        })),
      )
      .returning({ id: products.id })
    await ctx.db.insert(wishlistItems).values(many.map((p) => ({ customerId: customer.id, productId: p.id })))
    const res = await call(cookies, 'POST', '/api/wishlist', { productId: (await makeSaree()).id })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe('Your wishlist is full: it holds at most 100 products. Remove one first.')
    // Saving one already there still answers "nothing to do".
    expect((await call(cookies, 'POST', '/api/wishlist', { productId: many[0]!.id })).statusCode).toBe(200)
  })
})

describe('removing a product', () => {
  it("removes only from the caller's own list", async () => {
    const owner = await customerSession()
    const other = await customerSession()
    const saree = await makeSaree()
    await save(owner.cookies, { productId: saree.id })
    const foreign = await call(other.cookies, 'DELETE', `/api/wishlist/${saree.id}`)
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json().error.message).toBe('This product is not in your wishlist.')
    expect((await wishlistOf(owner.cookies)).items).toHaveLength(1)

    expect((await call(owner.cookies, 'DELETE', `/api/wishlist/${saree.id}`)).statusCode).toBe(204)
    expect((await wishlistOf(owner.cookies)).items).toEqual([])
    expect((await call(owner.cookies, 'DELETE', `/api/wishlist/${saree.id}`)).statusCode).toBe(404)
    expect((await call(owner.cookies, 'DELETE', '/api/wishlist/not-an-id')).statusCode).toBe(400)
  })
})

describe('merging the guest wishlist at sign-in', () => {
  it('adds new products, keeps saved ones as they are, and drops hidden or unknown ones', async () => {
    const { cookies } = await customerSession()
    const saree = await makeSaree()
    const lamp = await makeProduct({ name: 'Brass Lamp' })
    const pending = await makeProduct({ approvalStatus: 'pending' })
    await save(cookies, { productId: saree.id, color: 'Gold', quantity: 1 })
    ctx.clock.advance(1000)
    const res = await call(cookies, 'POST', '/api/wishlist/merge', {
      items: [
        { productId: saree.id, color: 'Maroon', quantity: 3 },
        { productId: lamp.id, color: 'Green', quantity: 2 },
        { productId: pending.id },
        { productId: randomUUID() },
      ],
    })
    expect(res.statusCode, res.body).toBe(200)
    const list = Wishlist.parse(res.json())
    expect(list.items.map((i) => [i.product.name, i.color, i.quantity])).toEqual([
      ['Brass Lamp', null, 2],
      ['Silk Saree', 'Gold', 1],
    ])
    expect(
      (await call(cookies, 'POST', '/api/wishlist/merge', { items: [{ productId: lamp.id, quantity: 0 }] })).statusCode,
    ).toBe(400)
    const tooMany = Array.from({ length: 101 }, () => ({ productId: lamp.id }))
    expect((await call(cookies, 'POST', '/api/wishlist/merge', { items: tooMany })).statusCode).toBe(400)
  })
})

describe('Move to Cart', () => {
  it('adds with the saved options and quantity and removes from the wishlist', async () => {
    const { cookies } = await customerSession()
    const saree = await makeSaree()
    await save(cookies, { productId: saree.id, color: 'Gold', size: 'Free', quantity: 2 })
    const res = await call(cookies, 'POST', `/api/wishlist/${saree.id}/move-to-cart`)
    expect(res.statusCode, res.body).toBe(200)
    const cart = Cart.parse(res.json())
    expect(cart.lines.map((l) => [l.product.id, l.color, l.size, l.quantity, l.status])).toEqual([
      [saree.id, 'Gold', 'Free', 2, 'ok'],
    ])
    expect(cart.notices).toEqual([])
    expect((await wishlistOf(cookies)).items).toEqual([])
    expect((await call(cookies, 'POST', `/api/wishlist/${saree.id}/move-to-cart`)).statusCode).toBe(404)
  })

  it('adds to a line already in the cart, capped at the stock, and says so', async () => {
    const { cookies } = await customerSession()
    const saree = await makeSaree({ stock: 4 })
    await call(cookies, 'POST', '/api/cart/lines', { productId: saree.id, color: 'Maroon', size: 'Free', quantity: 3 })
    await save(cookies, { productId: saree.id, color: 'Maroon', size: 'Free', quantity: 2 })
    const cart = Cart.parse((await call(cookies, 'POST', `/api/wishlist/${saree.id}/move-to-cart`)).json())
    expect(cart.lines.map((l) => l.quantity)).toEqual([4])
    expect(cart.notices).toEqual(["Only 4 of 'Silk Saree' left: added 1, so your cart has 4."])
    expect((await wishlistOf(cookies)).items).toEqual([])
  })

  it('changes neither list when the product cannot be added', async () => {
    const { cookies } = await customerSession()
    const soldOut = await makeSaree({ name: 'Gold Saree' })
    const unchosen = await makeSaree({ name: 'Plain Saree' })
    await save(cookies, { productId: soldOut.id, color: 'Gold', size: 'Free' })
    ctx.clock.advance(1000)
    await save(cookies, { productId: unchosen.id })
    await setProduct(soldOut.id, { stock: 0 })

    const sold = await call(cookies, 'POST', `/api/wishlist/${soldOut.id}/move-to-cart`)
    expect(sold.statusCode).toBe(409)
    expect(sold.json().error.message).toBe("'Gold Saree' is sold out.")
    const missing = await call(cookies, 'POST', `/api/wishlist/${unchosen.id}/move-to-cart`)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.details).toEqual([{ path: 'color', message: 'Please choose a colour.' }])

    expect((await wishlistOf(cookies)).items.map((i) => i.product.name)).toEqual(['Plain Saree', 'Gold Saree'])
    expect((await cartOf(cookies)).lines).toEqual([])
  })

  it("cannot move another customer's saved product", async () => {
    const owner = await customerSession()
    const other = await customerSession()
    const saree = await makeSaree()
    await save(owner.cookies, { productId: saree.id, color: 'Gold', size: 'Free' })
    expect((await call(other.cookies, 'POST', `/api/wishlist/${saree.id}/move-to-cart`)).statusCode).toBe(404)
    expect((await wishlistOf(owner.cookies)).items).toHaveLength(1)
    expect((await cartOf(other.cookies)).lines).toEqual([])
  })
})

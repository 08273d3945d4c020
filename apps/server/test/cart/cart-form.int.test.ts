import { randomBytes, randomUUID } from 'node:crypto'
import { Cart } from '@haat/shared/cart/cart'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, type products } from '../../src/db/schema/catalog'
import { type ProductRow, customerSession, makeProduct as makeTestProduct, makeVendor, variantIdOf } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

/** POST /api/cart/add: the product page's Add to Cart as a plain HTML form (cart-form.routes.ts). */

let ctx: TestContext
let vendorId: string
let categoryId: string
const unique = () => randomBytes(3).toString('hex')
const COOKIE = 'haat_cart_adds'

const makeProduct = (values: Partial<typeof products.$inferInsert> = {}): Promise<ProductRow> =>
  makeTestProduct(ctx.db, { vendorId, categoryId, ...values })
const makeKurta = () =>
  makeProduct({ name: 'Cotton Kurta', stock: 5, colors: ['Indigo', 'Red'], sizes: ['M', 'L'], pricePaise: 49_900 })

type Form = Record<string, string>
const form = (product: { id: string }, fields: Form = {}): Form => ({
  productId: product.id,
  quantity: '1',
  returnTo: '/product/cotton-kurta',
  ...fields,
})

function post(fields: Form, options: { cookies?: Record<string, string>; headers?: Record<string, string> } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/cart/add',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: ctx.config.publicUrl,
      ...options.headers,
    },
    ...(options.cookies ? { cookies: options.cookies } : {}),
    payload: new URLSearchParams(fields).toString(),
  })
}

type Answer = Awaited<ReturnType<typeof post>>
const pendingCookie = (res: Answer) => res.cookies.find((cookie) => cookie.name === COOKIE)
const pendingLines = (res: Answer) => JSON.parse(pendingCookie(res)!.value) as unknown[]
const expectError = (res: Answer, status: number, code: string) => {
  expect(res.statusCode, res.body).toBe(status)
  expect(res.json()).toMatchObject({ error: { code, message: expect.any(String) } })
  expect(res.headers.location).toBeUndefined()
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

describe('a guest', () => {
  it('gets the add in a cookie the app reads, and goes back to the page, marked', async () => {
    const kurta = await makeKurta()
    const res = await post(form(kurta, { color: 'indigo', size: 'M', quantity: '2', returnTo: '/product/x?ref=home' }))
    expect(res.statusCode, res.body).toBe(303)
    expect(res.headers.location).toBe('/product/x?ref=home&cart=added')
    const cookie = pendingCookie(res)!
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' })
    expect(cookie.httpOnly).toBeFalsy()
    // The option as the product spells it, as the JSON API would store it.
    const variantId = await variantIdOf(ctx.db, kurta.id, 'Indigo', 'M')
    expect(pendingLines(res)).toEqual([{ productId: kurta.id, variantId, color: 'Indigo', size: 'M', quantity: 2 }])
  })

  it('adds to what is waiting: the same line grows, another starts', async () => {
    const kurta = await makeKurta()
    const plain = await makeProduct({ name: 'Steel Tumbler', stock: null })
    const first = await post(form(kurta, { color: 'Red', size: 'L' }))
    const cookies = { [COOKIE]: pendingCookie(first)!.value }
    const second = await post(form(kurta, { color: 'Red', size: 'L', quantity: '3' }), { cookies })
    const redL = {
      productId: kurta.id,
      variantId: await variantIdOf(ctx.db, kurta.id, 'Red', 'L'),
      color: 'Red',
      size: 'L',
    }
    expect(pendingLines(second)).toEqual([{ ...redL, quantity: 4 }])
    const third = await post(form(plain), { cookies: { [COOKIE]: pendingCookie(second)!.value } })
    expect(third.statusCode, third.body).toBe(303)
    const tumbler = { productId: plain.id, variantId: await variantIdOf(ctx.db, plain.id), color: '', size: '' }
    expect(pendingLines(third)).toEqual([
      { ...redL, quantity: 4 },
      { ...tumbler, quantity: 1 },
    ])
    // An add kept before adds named their variant never grows, and still counts.
    const older = JSON.stringify([{ productId: plain.id, color: '', size: '', quantity: 2 }])
    const fourth = await post(form(plain), { cookies: { [COOKIE]: older } })
    expect(pendingLines(fourth)).toEqual([
      { productId: plain.id, color: '', size: '', quantity: 2 },
      { ...tumbler, quantity: 1 },
    ])
  })

  it('is held to the same rules as the JSON API: stock, options, an unknown or hidden product', async () => {
    const kurta = await makeKurta()
    expectError(await post(form(kurta, { color: 'Red', size: 'M', quantity: '6' })), 409, 'CONFLICT')
    const waiting = await post(form(kurta, { color: 'Red', size: 'M', quantity: '4' }))
    // 4 waiting, 5 in stock: 2 more is past the stock.
    expectError(
      await post(form(kurta, { color: 'Red', size: 'M', quantity: '2' }), {
        cookies: { [COOKIE]: pendingCookie(waiting)!.value },
      }),
      409,
      'CONFLICT',
    )
    expectError(await post(form(kurta, { size: 'M' })), 400, 'VALIDATION')
    expectError(await post(form(kurta, { color: 'Green', size: 'M' })), 400, 'VALIDATION')
    expectError(await post(form({ id: randomUUID() })), 404, 'NOT_FOUND')
    const hidden = await makeProduct({ approvalStatus: 'pending' })
    expectError(await post(form(hidden)), 404, 'NOT_FOUND')
  })

  it('refuses more than a few different lines waiting', async () => {
    let cookies: Record<string, string> | undefined
    for (let i = 0; i < 4; i += 1) {
      const res = await post(form(await makeProduct({ stock: null })), cookies ? { cookies } : {})
      expect(res.statusCode, res.body).toBe(303)
      cookies = { [COOKIE]: pendingCookie(res)!.value }
    }
    expectError(await post(form(await makeProduct({ stock: null })), { cookies }), 409, 'CONFLICT')
  })

  it('refuses, and drops, a cookie that is too long or not one the server wrote', async () => {
    const product = await makeProduct({ stock: null })
    for (const value of [
      'x'.repeat(3000),
      'not json',
      JSON.stringify([{ productId: 'nope', color: '', size: '', quantity: 1 }]),
      JSON.stringify([{ productId: product.id, color: '', size: '', quantity: 500 }]),
      JSON.stringify(Array.from({ length: 5 }, () => ({ productId: randomUUID(), color: '', size: '', quantity: 1 }))),
    ]) {
      const res = await post(form(product), { cookies: { [COOKIE]: value } })
      expectError(res, 400, 'BAD_REQUEST')
      const cleared = pendingCookie(res)
      expect(cleared?.value).toBe('')
    }
  })
})

describe('a signed-in customer', () => {
  it('gets the add in the server cart, through the same service as POST /api/cart/lines', async () => {
    const { cookies } = await customerSession(ctx)
    const kurta = await makeKurta()
    const res = await post(form(kurta, { color: 'Indigo', size: 'L', quantity: '2' }), { cookies })
    expect(res.statusCode, res.body).toBe(303)
    expect(res.headers.location).toBe('/product/cotton-kurta?cart=added')
    expect(pendingCookie(res)).toBeUndefined()
    const cart = Cart.parse((await ctx.app.inject({ method: 'GET', url: '/api/cart', cookies })).json())
    expect(cart.lines.map((line) => [line.product.id, line.color, line.size, line.quantity])).toEqual([
      [kurta.id, 'Indigo', 'L', 2],
    ])
    // The cart's limits hold: 2 in the cart, 5 in stock.
    expectError(await post(form(kurta, { color: 'Indigo', size: 'L', quantity: '4' }), { cookies }), 409, 'CONFLICT')
  })
})

describe('what the form may not do', () => {
  it('is refused when posted from another site', async () => {
    const product = await makeProduct({ stock: null })
    const res = await post(form(product), { headers: { origin: 'https://evil.example' } })
    expectError(res, 403, 'FORBIDDEN')
    expect(pendingCookie(res)).toBeUndefined()
  })

  // The site's Referrer-Policy is no-referrer, so a browser posts a form with `Origin: null`: taken
  // only when the browser itself says the request is from this origin.
  it('takes `Origin: null` from a page of this site, as a browser says it, and from nowhere else', async () => {
    const product = await makeProduct({ stock: null })
    const ours = await post(form(product), { headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } })
    expect(ours.statusCode, ours.body).toBe(303)
    for (const site of ['cross-site', 'same-site', 'none', undefined]) {
      const headers: Record<string, string> = { origin: 'null', ...(site ? { 'sec-fetch-site': site } : {}) }
      expectError(await post(form(product), { headers }), 403, 'FORBIDDEN')
    }
  })

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'product/x', 'javascript:alert(1)', ''])(
    'never sends the browser to %j',
    async (returnTo) => {
      const product = await makeProduct({ stock: null })
      const res = await post(form(product, { returnTo }))
      expectError(res, 400, 'VALIDATION')
      expect(pendingCookie(res)).toBeUndefined()
    },
  )

  it('answers missing or malformed fields with 400, never 500', async () => {
    const product = await makeProduct({ stock: null })
    for (const fields of <Form[]>[
      { quantity: '1', returnTo: '/' },
      { productId: 'nope', quantity: '1', returnTo: '/' },
      { productId: product.id, returnTo: '/' },
      { productId: product.id, quantity: '', returnTo: '/' },
      { productId: product.id, quantity: 'two', returnTo: '/' },
      { productId: product.id, quantity: '1.5', returnTo: '/' },
      { productId: product.id, quantity: '0', returnTo: '/' },
      { productId: product.id, quantity: '100', returnTo: '/' },
      { productId: product.id, quantity: '1' },
      { productId: product.id, quantity: '1', returnTo: '/', color: 'x'.repeat(61) },
    ]) {
      const res = await post(fields)
      expectError(res, 400, 'VALIDATION')
    }
    // A body that is not the form's.
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { 'content-type': 'text/plain', origin: ctx.config.publicUrl },
      payload: 'hello',
    })
    expectError(text, 400, 'VALIDATION')
  })

  it('takes form posts on this route only', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/preview',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ctx.config.publicUrl },
      payload: 'lines=x',
    })
    expect(res.statusCode).toBe(415)
  })

  it('is described in the API documentation', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(res.statusCode).toBe(200)
    expect(Object.keys((res.json() as { paths: object }).paths)).toContain('/api/cart/add')
  })
})

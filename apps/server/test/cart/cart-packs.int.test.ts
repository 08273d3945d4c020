import { Cart } from '@haat/shared/cart/cart'
import { ManagedProductDetail } from '@haat/shared/catalog/product-input'
import { ProductDetail } from '@haat/shared/catalog/product'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customerSession, makeCategory, makeProduct, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Issue 44: a product with an option of its own kind (Pack of) beside size and colour. Its size and
// colour name two variants, so a cart line is keyed by the variant's id (docs/decisions/044-variants.md).
let ctx: TestContext
let vendorCookies: Record<string, string>
let vendorId: string
let categoryId: string

beforeAll(async () => {
  ctx = await createTestApp()
  const vendor = await makeVendor(ctx.db, { businessName: 'Tiruppur Basics' })
  vendorId = vendor.id
  vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
  categoryId = (await makeCategory(ctx.db)).id
})
afterAll(() => ctx?.close())

const PACK = { name: 'Pack of', kind: 'other' as const, values: ['1', '3'] }

/** Socks in M, White, sold singly at ₹199 and as a pack of 3 at ₹499; listed. */
async function makeSocks() {
  const product = await makeProduct(ctx.db, {
    vendorId,
    categoryId,
    name: 'Cotton Socks',
    pricePaise: 19_900,
    stock: 10,
    sizes: ['M'],
    colors: ['White'],
  })
  const [single] = ManagedProductDetail.parse(
    (await ctx.app.inject({ url: `/api/vendor/products/${product.id}`, cookies: vendorCookies })).json(),
  ).variants
  const res = await ctx.app.inject({
    method: 'PUT',
    url: `/api/vendor/products/${product.id}/variants`,
    cookies: vendorCookies,
    payload: {
      options: [
        { name: 'Size', kind: 'size', values: ['M'] },
        { name: 'Colour', kind: 'colour', values: ['White'] },
        PACK,
      ],
      variants: [
        { id: single!.id, values: ['M', 'White', '1'], pricePaise: 19_900, mrpPaise: 0, stock: 10 },
        {
          values: ['M', 'White', '3'],
          sku: `SOCK-3-${product.id.slice(0, 6)}`,
          pricePaise: 49_900,
          mrpPaise: 0,
          stock: 2,
        },
      ],
    },
  })
  expect(res.statusCode, res.body).toBe(200)
  const page = ProductDetail.parse((await ctx.app.inject({ url: `/api/products/${product.slug}` })).json())
  const variantOf = (pack: string) => page.variants.find((v) => v.values?.[2] === pack)!.id
  return { product, page, single: variantOf('1'), three: variantOf('3') }
}

async function add(cookies: Record<string, string>, payload: object, status = 201) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/cart/lines', cookies, payload })
  expect(res.statusCode, res.body).toBe(status)
  return res.json() as Cart & { error?: { details?: { path: string }[] } }
}

describe('a product with a Pack of option', () => {
  it('shows its options and each variant’s values on the product page', async () => {
    const { page } = await makeSocks()
    expect(page.options).toEqual([
      { name: 'Size', kind: 'size', values: ['M'] },
      { name: 'Colour', kind: 'colour', values: ['White'] },
      PACK,
    ])
    expect(page.variants.map((v) => [v.values, v.unitPricePaise])).toEqual([
      [['M', 'White', '1'], 19_900],
      [['M', 'White', '3'], 49_900],
    ])
  })

  it('keeps one cart line per pack, priced and limited by it, named with its options', async () => {
    const { product, single, three } = await makeSocks()
    const { cookies } = await customerSession(ctx)
    await add(cookies, { productId: product.id, variantId: three, quantity: 1 })
    await add(cookies, { productId: product.id, variantId: single, quantity: 2 })
    // By colour, size and pack, as the page's plain form names it: the same line as the id.
    const cart = Cart.parse(
      await add(cookies, { productId: product.id, color: 'White', size: 'M', other: '3', quantity: 1 }, 200),
    )
    // (Lines added within the test clock's one instant come in any order.)
    const lines = cart.lines.map((l) => [l.variantId, l.quantity, l.linePricePaise, l.options.map((o) => o.value)])
    expect(lines).toHaveLength(2)
    expect(lines).toEqual(
      expect.arrayContaining([
        [three, 2, 2 * 49_900, ['M', 'White', '3']],
        [single, 2, 2 * 19_900, ['M', 'White', '1']],
      ]),
    )
    expect(cart.lines.find((l) => l.variantId === three)!.options[2]).toEqual({ name: 'Pack of', value: '3' })
    // Two packs of 3 are all there are.
    const refused = await add(cookies, { productId: product.id, variantId: three, quantity: 1 }, 409)
    expect(refused).toMatchObject({
      error: { message: "Only 2 of 'Cotton Socks' left; you already have 2 in your cart." },
    })
  })

  it('refuses a colour and size alone, and a variant of another product, at variantId', async () => {
    const { product } = await makeSocks()
    const other = await makeSocks()
    const { cookies } = await customerSession(ctx)
    const ambiguous = await add(cookies, { productId: product.id, color: 'White', size: 'M', quantity: 1 }, 400)
    expect(ambiguous.error?.details).toEqual([
      { path: 'variantId', message: "Please choose every option of 'Cotton Socks' on its page." },
    ])
    const foreign = await add(cookies, { productId: product.id, variantId: other.three, quantity: 1 }, 400)
    expect(foreign.error?.details?.[0]?.path).toBe('variantId')
    expect(
      (await add(cookies, { productId: product.id, variantId: 'not-a-uuid', quantity: 1 }, 400)).error,
    ).toBeDefined()
    const unknownPack = await add(
      cookies,
      { productId: product.id, color: 'White', size: 'M', other: '6', quantity: 1 },
      409,
    )
    expect(unknownPack).toMatchObject({ error: { code: 'CONFLICT' } })
  })

  it('prices and merges a guest cart by variant', async () => {
    const { product, single, three } = await makeSocks()
    const lines = [
      { productId: product.id, variantId: single, quantity: 1 },
      { productId: product.id, variantId: three, quantity: 1 },
      { productId: product.id, variantId: three, color: 'White', size: 'M', quantity: 1 },
    ]
    const preview = await ctx.app.inject({ method: 'POST', url: '/api/cart/preview', payload: { lines } })
    expect(preview.statusCode, preview.body).toBe(200)
    expect(Cart.parse(preview.json()).lines.map((l) => [l.id, l.quantity, l.status])).toEqual([
      [single, 1, 'ok'],
      [three, 2, 'ok'],
    ])
    const { cookies } = await customerSession(ctx)
    const merged = await ctx.app.inject({ method: 'POST', url: '/api/cart/merge', cookies, payload: { lines } })
    expect(merged.statusCode, merged.body).toBe(200)
    const mergedLines = Cart.parse(merged.json()).lines.map((l) => [l.variantId, l.quantity])
    expect(mergedLines).toHaveLength(2)
    expect(mergedLines).toEqual(
      expect.arrayContaining([
        [single, 1],
        [three, 2],
      ]),
    )
  })
  it('takes the pack from the page’s plain form, which names it by value', async () => {
    const { product, three } = await makeSocks()
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/add',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ctx.config.publicUrl },
      payload: new URLSearchParams({
        productId: product.id,
        color: 'White',
        size: 'M',
        other: '3',
        quantity: '1',
        returnTo: `/product/${product.slug}`,
      }).toString(),
    })
    expect(res.statusCode, res.body).toBe(303)
    const cookie = res.cookies.find((c) => c.name === 'haat_cart_adds')!
    expect(JSON.parse(cookie.value)).toEqual([
      { productId: product.id, variantId: three, color: 'White', size: 'M', quantity: 1 },
    ])
  })
})

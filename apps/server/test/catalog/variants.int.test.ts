import { Cart } from '@haat/shared/cart/cart'
import { ProductDetail } from '@haat/shared/catalog/product'
import { Order } from '@haat/shared/orders/order'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, productVariants } from '../../src/db/schema/catalog'
import { makeCategory, makeCustomer, makeProduct, makeVendor, putInCart, signIn, TEST_SHIPPING } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Issue 44 (docs/decisions/044-variants.md): a product sold as variants, each with its own stock.
let ctx: TestContext
let vendor: Awaited<ReturnType<typeof makeVendor>>
let vendorCookies: Record<string, string>
let categoryId: string

beforeAll(async () => {
  ctx = await createTestApp()
  vendor = await makeVendor(ctx.db, { businessName: 'Jaipur Looms' })
  vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
  categoryId = (await makeCategory(ctx.db)).id
})
afterAll(() => ctx?.close())

/** A kurta in three sizes and three colours: nine variants with 5 each, then as `stock` says. */
async function kurta(stock: Record<string, number> = {}) {
  const product = await makeProduct(ctx.db, {
    vendorId: vendor.id,
    categoryId,
    name: 'Block Print Kurta',
    pricePaise: 59_900,
    stock: 5,
    sizes: ['S', 'M', 'L'],
    colors: ['Blue', 'Red', 'Green'],
  })
  for (const [key, units] of Object.entries(stock)) {
    const [size, color] = key.split(' ')
    await ctx.db
      .update(productVariants)
      .set({ stock: units })
      .where(
        and(
          eq(productVariants.productId, product.id),
          eq(productVariants.size, size!),
          eq(productVariants.color, color!),
        ),
      )
  }
  return product
}

const variantStock = async (productId: string, size: string, color: string) =>
  (
    await ctx.db
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(
        and(eq(productVariants.productId, productId), eq(productVariants.size, size), eq(productVariants.color, color)),
      )
  )[0]?.stock
const productStock = async (id: string) =>
  (await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock

async function buyer() {
  const customer = await makeCustomer(ctx.db)
  return { customer, cookies: await signIn(ctx.app, 'customer', customer.email!) }
}
const place = (cookies: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies,
    payload: { shipping: TEST_SHIPPING, paymentMethod: 'cod', idempotencyKey: crypto.randomUUID() },
  })

describe('a product sold as variants', () => {
  it('offers each variant with its own stock, and adds only those that can be bought', async () => {
    const product = await kurta({ 'L Blue': 1, 'M Red': 0 })
    const detail = ProductDetail.parse((await ctx.app.inject({ url: `/api/products/${product.slug}` })).json())
    expect(detail.variants).toHaveLength(9)
    expect(detail.variants.find((v) => v.size === 'L' && v.color === 'Blue')).toMatchObject({ inStock: true, stock: 1 })
    expect(detail.variants.find((v) => v.size === 'M' && v.color === 'Red')).toMatchObject({ inStock: false, stock: 0 })
    // The product's own stock is all its variants' units: 7 × 5 + 1 + 0.
    expect(detail).toMatchObject({ stock: null, inStock: true })
    expect(await productStock(product.id)).toBe(36)

    const { cookies } = await buyer()
    const add = (color: string, size: string, quantity = 1) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/cart/lines',
        cookies,
        payload: { productId: product.id, color, size, quantity },
      })
    const soldOut = await add('Red', 'M')
    expect(soldOut.statusCode).toBe(409)
    expect(soldOut.json().error.message).toBe("'Block Print Kurta' is sold out.")
    const tooMany = await add('Blue', 'L', 2)
    expect(tooMany.statusCode).toBe(409)
    expect(tooMany.json().error.message).toBe("Only 1 of 'Block Print Kurta' left; you asked for 2.")
    const added = await add('blue', 'l')
    expect(added.statusCode).toBe(201)
    expect(Cart.parse(added.json().cart ?? added.json()).lines[0]).toMatchObject({
      color: 'Blue',
      size: 'L',
      maxQuantity: 1,
      status: 'ok',
    })
  })

  it('refuses a combination the seller switched off', async () => {
    const product = await kurta()
    await ctx.db
      .update(productVariants)
      .set({ isActive: false })
      .where(and(eq(productVariants.productId, product.id), eq(productVariants.size, 'S')))
    const { cookies } = await buyer()
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/cart/lines',
      cookies,
      payload: { productId: product.id, color: 'Green', size: 'S', quantity: 1 },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe("'Block Print Kurta' is not offered in S, Green.")
    const detail = ProductDetail.parse((await ctx.app.inject({ url: `/api/products/${product.slug}` })).json())
    expect(detail.variants.map((v) => v.size)).not.toContain('S')
  })

  it('sells the last unit of a variant to one of ten buyers at once, leaves the others alone, and takes it back on cancel', async () => {
    const product = await kurta({ 'L Blue': 1 })
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer()))
    for (const { customer } of buyers)
      await putInCart(ctx.db, { customerId: customer.id, productId: product.id, color: 'Blue', size: 'L', quantity: 1 })
    const answers = await Promise.all(buyers.map(({ cookies }) => place(cookies)))
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(9).fill(409)])
    expect(await variantStock(product.id, 'L', 'Blue')).toBe(0)
    expect(await variantStock(product.id, 'L', 'Red')).toBe(5)
    expect(await productStock(product.id)).toBe(40)

    const winner = buyers[answers.findIndex((res) => res.statusCode === 201)]!
    const order = Order.parse(answers.find((res) => res.statusCode === 201)!.json())
    expect(order.lines[0]).toMatchObject({ color: 'Blue', size: 'L' })
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${order.orderNo}/cancel`,
      cookies: winner.cookies,
      payload: { reason: 'changed_mind' },
    })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(await variantStock(product.id, 'L', 'Blue')).toBe(1)
    expect(await productStock(product.id)).toBe(41)

    // The seller stops making blue: its variants go, and the old order reads as it did.
    const edit = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/products/${product.id}`,
      cookies: vendorCookies,
      payload: { colors: ['Red', 'Green'] },
    })
    expect(edit.statusCode, edit.body).toBe(200)
    expect(await variantStock(product.id, 'L', 'Blue')).toBeUndefined()
    const reread = await ctx.app.inject({ url: `/api/orders/${order.orderNo}`, cookies: winner.cookies })
    expect(reread.statusCode).toBe(200)
    expect(Order.parse(reread.json()).lines[0]).toMatchObject({ color: 'Blue', size: 'L', sku: order.lines[0]!.sku })
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { products } from '../../src/db/schema/catalog'
import { makeCategory, makeProduct, makeVendor, placeOrder } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Order numbers are 40 random bits; when one is already taken, checkout draws another without
// failing the order. The draw is made predictable here to force the collision.
const drawn = vi.hoisted(() => ({ numbers: [] as string[] }))
vi.mock('../../src/modules/orders/order-number', () => ({
  newOrderNo: () => drawn.numbers.shift() ?? 'HT-ZZZZZZZZ',
}))

let ctx: TestContext
let productId = ''

beforeAll(async () => {
  ctx = await createTestApp()
  const vendor = await makeVendor(ctx.db)
  const category = await makeCategory(ctx.db)
  productId = (await makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category.id, stock: 10 })).id
})

afterAll(async () => {
  await ctx.close()
})

describe('order numbers', () => {
  it('draws another number when the first is taken, and places the order once', async () => {
    drawn.numbers.push('HT-AAAAAAAA')
    const first = await placeOrder(ctx.app, ctx.db, [{ productId, quantity: 1 }])
    expect(first.order.orderNo).toBe('HT-AAAAAAAA')

    drawn.numbers.push('HT-AAAAAAAA', 'HT-AAAAAAAA', 'HT-BBBBBBBB')
    const second = await placeOrder(ctx.app, ctx.db, [{ productId, quantity: 2 }])
    expect(second.order.orderNo).toBe('HT-BBBBBBBB')
    expect(second.order.totalPaise).toBe(2 * 29_900)
    expect(drawn.numbers).toEqual([])
    // Stock was taken once for each order: 10 − 1 − 2.
    const [row] = await ctx.db.select({ stock: products.stock }).from(products).where(eq(products.id, productId))
    expect(row?.stock).toBe(7)
  })
})

import { randomUUID } from 'node:crypto'
import { AdminOrderList } from '@haat/shared/admin/orders'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog } from '../../src/db/schema/platform'
import { orders } from '../../src/db/schema/commerce'
import { makeAdmin, makeCategory, makeCustomer, makeProduct, makeVendor, signIn, putInCart } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let admin: Record<string, string>
const placed: { orderNo: string; name: string; cookies: Record<string, string> }[] = []

/** Places a real COD order through the API for a new customer. */
async function placeOrder(name: string, quantity: number, productId: string) {
  const customer = await makeCustomer(ctx.db, { name })
  const cookies = await signIn(ctx.app, 'customer', customer.email!)
  await putInCart(ctx.db, { customerId: customer.id, productId, quantity })
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies,
    payload: {
      shipping: {
        name,
        email: customer.email,
        phone: '9876543210',
        street: '1 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pin: '411001',
      },
      paymentMethod: 'cod',
      idempotencyKey: randomUUID(),
    },
  })
  expect(res.statusCode).toBe(201)
  return { orderNo: res.json().orderNo as string, name, cookies }
}

beforeAll(async () => {
  ctx = await createTestApp()
  const vendor = await makeVendor(ctx.db)
  const category = await makeCategory(ctx.db)
  const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category.id, stock: 100 })
  for (const [name, qty] of [
    ['Meera Nair', 1],
    ['Arjun Das', 2],
    ['Kiran Rao', 3],
  ] as const) {
    placed.push(await placeOrder(name, qty, product.id))
    ctx.clock.advance(60_000)
  }
  const a = await makeAdmin(ctx.db)
  admin = await signIn(ctx.app, 'admin', a.email)
})
afterAll(() => ctx?.close())

const list = (query = '', cookies = admin) => ctx.app.inject({ url: `/api/admin/orders${query}`, cookies })

describe('GET /api/admin/orders', () => {
  it('lists every order newest first with item counts', async () => {
    const res = await list()
    expect(res.statusCode).toBe(200)
    const body = AdminOrderList.parse(res.json())
    expect(body.data.map((o) => o.customerName)).toEqual(['Kiran Rao', 'Arjun Das', 'Meera Nair'])
    expect(body.data.map((o) => o.itemCount)).toEqual([3, 2, 1])
    expect(body.data[0]).toMatchObject({ status: 'placed', paymentMethod: 'cod', paymentStatus: 'pending' })
    expect(body.meta).toEqual({ page: 1, pageSize: 20, total: 3 })
  })

  it('searches by order number or customer, filters and paginates', async () => {
    expect(
      (await list(`?search=${placed[1]!.orderNo.toLowerCase()}`))
        .json()
        .data.map((o: { customerName: string }) => o.customerName),
    ).toEqual(['Arjun Das'])
    expect((await list('?search=meera')).json().meta.total).toBe(1)
    expect((await list('?search=%25')).json().meta.total).toBe(0)
    expect((await list('?status=delivered')).json().meta.total).toBe(0)
    expect((await list('?payment=pending')).json().meta.total).toBe(3)
    const page2 = (await list('?pageSize=2&page=2')).json()
    expect(page2.data).toHaveLength(1)
    expect((await list('?status=lost')).statusCode).toBe(400)
    expect((await list('?page=0')).statusCode).toBe(400)
  })

  it('is for admins only', async () => {
    expect((await ctx.app.inject('/api/admin/orders')).statusCode).toBe(401)
    expect((await list('', placed[0]!.cookies)).statusCode).toBe(403)
    expect(
      (await ctx.app.inject({ url: '/api/admin/orders', headers: { 'x-admin': 'true' }, cookies: { admin: 'true' } }))
        .statusCode,
    ).toBe(401)
  })
})

describe('DELETE /api/admin/orders/{orderNo}', () => {
  it('hides the order from the list but keeps the record, and audits it', async () => {
    const target = placed[0]!.orderNo
    const res = await ctx.app.inject({ method: 'DELETE', url: `/api/admin/orders/${target}`, cookies: admin })
    expect(res.statusCode).toBe(204)
    expect((await list()).json().data.map((o: { orderNo: string }) => o.orderNo)).not.toContain(target)
    const [row] = await ctx.db.select().from(orders).where(eq(orders.orderNo, target))
    expect(row!.hiddenAt).not.toBeNull()
    expect((await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'order.hide'))).length).toBe(1)
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/orders/${target}`, cookies: admin })).statusCode,
    ).toBe(404)
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: '/api/admin/orders/HT-NOPE', cookies: admin })).statusCode,
    ).toBe(404)
    expect(
      (await ctx.app.inject({ method: 'DELETE', url: `/api/admin/orders/${placed[1]!.orderNo}` })).statusCode,
    ).toBe(401)
  })
})

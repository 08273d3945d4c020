import { CommissionSettings } from '@haat/shared/earnings/commission'
import { ForwardResult } from '@haat/shared/orders/vendor-order'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderLines } from '../../src/db/schema/commerce'
import { auditLog } from '../../src/db/schema/platform'
import { makeAdmin, makeCategory, makeCustomer, makeProduct, makeVendor, placeOrder, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let adminCookies: Record<string, string>

beforeAll(async () => {
  ctx = await createTestApp()
  adminCookies = await signIn(ctx.app, 'admin', (await makeAdmin(ctx.db)).email)
})
afterAll(() => ctx?.close())

const put = (url: string, payload: unknown, cookies = adminCookies) =>
  ctx.app.inject({ method: 'PUT', url, cookies, payload: payload as object })
const settings = async () =>
  CommissionSettings.parse((await ctx.app.inject({ url: '/api/admin/commission', cookies: adminCookies })).json())

describe('commission settings', () => {
  it('an admin sets a category’s rate and a seller’s own; each change is audited', async () => {
    const category = await makeCategory(ctx.db, 'Sarees')
    const vendor = await makeVendor(ctx.db, { businessName: 'Override Sarees' })
    expect((await put(`/api/admin/categories/${category.id}/commission`, { commissionBp: 1250 })).statusCode).toBe(204)
    expect((await put(`/api/admin/vendors/${vendor.id}/commission`, { commissionBp: 500 })).statusCode).toBe(204)
    const now = await settings()
    expect(now.categories.find((c) => c.id === category.id)).toMatchObject({ commissionBp: 1250 })
    expect(now.sellers).toContainEqual({ vendorId: vendor.id, businessName: 'Override Sarees', commissionBp: 500 })
    expect((await put(`/api/admin/vendors/${vendor.id}/commission`, { commissionBp: null })).statusCode).toBe(204)
    expect((await settings()).sellers.some((s) => s.vendorId === vendor.id)).toBe(false)
    const audits = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, vendor.id))
    expect(audits.map((a) => a.action)).toEqual(['commission.seller', 'commission.seller'])
  })

  it('refuses bad rates, unknown ids and non-admins', async () => {
    const category = await makeCategory(ctx.db)
    for (const bad of [
      { commissionBp: -1 },
      { commissionBp: 5001 },
      { commissionBp: 12.5 },
      {},
      { commissionBp: '10' },
    ]) {
      const res = await put(`/api/admin/categories/${category.id}/commission`, bad)
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
    }
    expect(
      (await put(`/api/admin/categories/${crypto.randomUUID()}/commission`, { commissionBp: 100 })).statusCode,
    ).toBe(404)
    expect((await put('/api/admin/vendors/nope/commission', { commissionBp: 100 })).statusCode).toBe(400)
    const vendor = await makeVendor(ctx.db)
    const sellerCookies = await signIn(ctx.app, 'vendor', vendor.email)
    expect(
      (await put(`/api/admin/vendors/${vendor.id}/commission`, { commissionBp: 0 }, sellerCookies)).statusCode,
    ).toBe(403)
    const customer = await signIn(ctx.app, 'customer', (await makeCustomer(ctx.db)).email!)
    expect((await ctx.app.inject({ url: '/api/admin/commission', cookies: customer })).statusCode).toBe(403)
  })

  it('fixes the rate on each line when the order reaches the seller: later changes apply to later orders', async () => {
    const category = await makeCategory(ctx.db)
    const vendor = await makeVendor(ctx.db)
    const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category.id })
    await put(`/api/admin/categories/${category.id}/commission`, { commissionBp: 1000 })
    const { order } = await placeOrder(ctx.app, ctx.db, [{ productId: product.id, quantity: 1 }])
    const forward = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.orderNo}/vendors/${vendor.id}/forward`,
      cookies: adminCookies,
    })
    ForwardResult.parse(forward.json())
    await put(`/api/admin/categories/${category.id}/commission`, { commissionBp: 2000 })
    const [line] = await ctx.db
      .select({ commissionBp: orderLines.commissionBp })
      .from(orderLines)
      .where(and(eq(orderLines.id, order.lines[0]!.id), eq(orderLines.vendorId, vendor.id)))
    expect(line!.commissionBp).toBe(1000)
  })
})

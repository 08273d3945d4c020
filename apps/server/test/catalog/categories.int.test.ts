import { CategoryList } from '@haat/shared/catalog/category'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products } from '../../src/db/schema/catalog'
import { makeAdmin, makeCategory, makeProduct, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let category: Awaited<ReturnType<typeof makeCategory>>
let seller: Awaited<ReturnType<typeof makeVendor>>
beforeAll(async () => {
  ctx = await createTestApp()
  category = await makeCategory(ctx.db, 'Kitchen', ['Cookware', 'Storage'])
  seller = await makeVendor(ctx.db, { status: 'approved' })
})
afterAll(() => ctx.close())

async function kitchen() {
  const res = await ctx.app.inject({ url: '/api/categories' })
  expect(res.statusCode).toBe(200)
  const found = CategoryList.parse(res.json()).data.find((c) => c.id === category.id)!
  return {
    total: found.productCount,
    cookware: found.subcategories.find((s) => s.slug === 'cookware')!.productCount,
    storage: found.subcategories.find((s) => s.slug === 'storage')!.productCount,
  }
}

describe('GET /api/categories', () => {
  it('counts only the products the shop shows, per category and subcategory', async () => {
    const cookware = category.subs.cookware!.id
    const storage = category.subs.storage!.id
    const base = { vendorId: seller.id, categoryId: category.id }
    await makeProduct(ctx.db, { ...base, subcategoryId: cookware })
    await makeProduct(ctx.db, { ...base, subcategoryId: cookware })
    await makeProduct(ctx.db, { ...base, subcategoryId: storage })
    await makeProduct(ctx.db, base)
    // Not shown: pending, rejected, archived, or sold by a seller who is pending or deleted.
    await makeProduct(ctx.db, { ...base, subcategoryId: cookware, approvalStatus: 'pending' })
    await makeProduct(ctx.db, { ...base, subcategoryId: cookware, approvalStatus: 'rejected' })
    await makeProduct(ctx.db, { ...base, subcategoryId: storage, archivedAt: new Date() })
    const pending = await makeVendor(ctx.db, { status: 'pending' })
    await makeProduct(ctx.db, { vendorId: pending.id, categoryId: category.id, subcategoryId: storage })
    const gone = await makeVendor(ctx.db, { status: 'approved', isActive: false })
    await makeProduct(ctx.db, { vendorId: gone.id, categoryId: category.id, subcategoryId: cookware })

    expect(await kitchen()).toEqual({ total: 4, cookware: 2, storage: 1 })
  })

  it('keeps the tree until the database announces a change to it', async () => {
    const before = await kitchen()
    // Written behind the app's back (as another server would): seen once the announcement arrives.
    const quiet = await makeProduct(ctx.db, { vendorId: seller.id, categoryId: category.id })
    await ctx.app.catalogCaughtUp()
    expect((await kitchen()).total).toBe(before.total + 1)

    // Through the app: an admin's approval shows at once.
    await ctx.db.update(products).set({ approvalStatus: 'pending' }).where(eq(products.id, quiet.id))
    await ctx.app.catalogCaughtUp()
    expect((await kitchen()).total).toBe(before.total)
    const admin = await makeAdmin(ctx.db)
    const cookies = await signIn(ctx.app, 'admin', admin.email)
    const approved = await ctx.app.inject({ method: 'POST', url: `/api/admin/products/${quiet.id}/approve`, cookies })
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await kitchen()).total).toBe(before.total + 1)

    // A seller's write too: deleting its product shows at once.
    const sellerCookies = await signIn(ctx.app, 'vendor', seller.email)
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/vendor/products/${quiet.id}`,
      cookies: sellerCookies,
    })
    expect(deleted.statusCode, deleted.body).toBeLessThan(300)
    expect((await kitchen()).total).toBe(before.total)
  })
})

import { count, eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, products, subcategories } from '../../src/db/schema/catalog'

import { auditLog } from '../../src/db/schema/platform'
import { makeAdmin, makeCustomer, makeVendor, signIn, makeOrderOf } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let admin: Awaited<ReturnType<typeof makeAdmin>>
let adminCookies: Record<string, string>
let seller: { vendor: Awaited<ReturnType<typeof makeVendor>>; cookies: Record<string, string> }
let other: { vendor: Awaited<ReturnType<typeof makeVendor>>; cookies: Record<string, string> }
let category: { id: string; subId: string }

beforeAll(async () => {
  ctx = await createTestApp()
  admin = await makeAdmin(ctx.db, { name: 'Priya Admin' })
  adminCookies = await signIn(ctx.app, 'admin', admin.email)
  const v1 = await makeVendor(ctx.db, { businessName: 'Kanchipuram Silks' })
  seller = { vendor: v1, cookies: await signIn(ctx.app, 'vendor', v1.email) }
  const v2 = await makeVendor(ctx.db, { businessName: 'Moradabad Brass' })
  other = { vendor: v2, cookies: await signIn(ctx.app, 'vendor', v2.email) }
  const [c] = await ctx.db.insert(categories).values({ name: 'Ethnic Wear', slug: 'ethnic-wear' }).returning()
  const [s] = await ctx.db
    .insert(subcategories)
    .values({ categoryId: c!.id, name: 'Sarees', slug: 'sarees' })
    .returning()
  category = { id: c!.id, subId: s!.id }
})
afterAll(() => ctx.close())

type Session = Record<string, string>
const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, as: Session = adminCookies) =>
  ctx.app.inject({ method, url, cookies: as, ...(payload ? { payload } : {}) })

async function createProduct(
  as: Session,
  name: string,
  where: { categoryId: string; subcategoryId: string | null } = {
    categoryId: category.id,
    subcategoryId: category.subId,
  },
) {
  const res = await api(
    'POST',
    '/api/vendor/products',
    { name, description: `${name}, handmade.`, pricePaise: 250_000, hsnCode: '6913', gstRateBp: 500, ...where },
    as,
  )
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as { id: string; slug: string }
}

async function publicCategory(slug: string) {
  const res = await ctx.app.inject({ url: '/api/categories' })
  expect(res.statusCode).toBe(200)
  return (
    res.json().data as {
      slug: string
      productCount: number
      imageUrl: string | null
      subcategories: { slug: string }[]
    }[]
  ).find((c) => c.slug === slug)
}

describe('admin routes need an admin session', () => {
  const id = '7d0c0e0e-5b1a-4a55-9d4e-3c0b7f1d2a11'
  const calls = [
    ['GET', '/api/admin/products'],
    ['GET', `/api/admin/products/${id}`],
    ['POST', `/api/admin/products/${id}/approve`],
    ['POST', `/api/admin/products/${id}/reject`],
    ['DELETE', `/api/admin/products/${id}`],
    ['POST', '/api/admin/categories'],
    ['DELETE', `/api/admin/categories/${id}`],
    ['PATCH', `/api/admin/categories/${id}`],
    ['PATCH', `/api/admin/subcategories/${id}`],
    ['POST', '/api/admin/subcategories'],
    ['DELETE', `/api/admin/subcategories/${id}`],
    ['GET', '/api/admin/audit-log'],
  ] as const

  it('refuses signed-out callers (401), customers and vendors (403)', async () => {
    const customer = await makeCustomer(ctx.db)
    const sessions = [
      [{}, 'UNAUTHENTICATED'],
      [await signIn(ctx.app, 'customer', customer.email!), 'WRONG_ACCOUNT'],
      [seller.cookies, 'WRONG_ACCOUNT'],
      [{ haat_admin: 'forged-token' }, 'UNAUTHENTICATED'],
    ] as const
    for (const [session, code] of sessions) {
      for (const [method, url] of calls) {
        const res = await api(method, url, method === 'POST' ? { name: 'X', slug: 'x' } : undefined, session)
        expect(res.statusCode, `${method} ${url}`).toBe(code === 'UNAUTHENTICATED' ? 401 : 403)
        expect(res.json().error.code).toBe(code)
      }
    }
  })
})

describe('product moderation', () => {
  it('lists every vendor’s products with the vendor’s name, filtered by status and search', async () => {
    const silk = await createProduct(seller.cookies, 'Kanjivaram Silk Saree')
    const lamp = await createProduct(other.cookies, 'Brass Hanging Lamp')
    const res = await api('GET', '/api/admin/products?status=pending')
    expect(res.statusCode).toBe(200)
    const rows = res.json().data as { id: string; vendor: { businessName: string } }[]
    expect(rows.find((r) => r.id === silk.id)!.vendor.businessName).toBe('Kanchipuram Silks')
    expect(rows.find((r) => r.id === lamp.id)!.vendor.businessName).toBe('Moradabad Brass')
    const byVendor = await api('GET', '/api/admin/products?search=moradabad')
    expect(byVendor.json().data.map((r: { id: string }) => r.id)).toEqual([lamp.id])
    const byName = await api('GET', '/api/admin/products?search=silk saree')
    expect(byName.json().data.map((r: { id: string }) => r.id)).toEqual([silk.id])
  })

  it('approves: recorded on the server, audited, and shown in the shop', async () => {
    const { id } = await createProduct(seller.cookies, 'Approved Silk Dupatta')
    const shownBefore = (await publicCategory('ethnic-wear'))!.productCount
    const res = await api('POST', `/api/admin/products/${id}/approve`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id, approvalStatus: 'approved', rejectionReason: null })
    const [row] = await ctx.db.select().from(products).where(eq(products.id, id))
    expect(row).toMatchObject({ approvalStatus: 'approved', reviewedBy: admin.id })
    expect(row!.reviewedAt).toEqual(ctx.clock.now())
    expect((await publicCategory('ethnic-wear'))!.productCount).toBe(shownBefore + 1)
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.map((a) => [a.actorKind, a.action])).toEqual([
      ['vendor', 'product.create'],
      ['admin', 'product.approve'],
    ])
  })

  it('rejects with an optional reason that survives a reload, and the vendor sees it', async () => {
    const { id } = await createProduct(seller.cookies, 'Blurry Photo Saree')
    const res = await api('POST', `/api/admin/products/${id}/reject`, {
      reason: 'Photos are blurry; please retake them in daylight.',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'Photos are blurry; please retake them in daylight.',
    })
    const reloaded = await api('GET', '/api/admin/products?status=rejected')
    expect(reloaded.json().data.map((r: { id: string }) => r.id)).toContain(id)
    const vendorView = await api('GET', `/api/vendor/products/${id}`, undefined, seller.cookies)
    expect(vendorView.json()).toMatchObject({
      approvalStatus: 'rejected',
      rejectionReason: 'Photos are blurry; please retake them in daylight.',
    })

    const second = await createProduct(seller.cookies, 'No Reason Given')
    const bare = await api('POST', `/api/admin/products/${second.id}/reject`)
    expect(bare.statusCode).toBe(200)
    expect(bare.json()).toMatchObject({ approvalStatus: 'rejected', rejectionReason: null })
    const tooLong = await api('POST', `/api/admin/products/${second.id}/reject`, { reason: 'x'.repeat(501) })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.details[0].path).toBe('reason')
    // Approving later clears the old reason.
    expect((await api('POST', `/api/admin/products/${id}/approve`)).json()).toMatchObject({
      approvalStatus: 'approved',
      rejectionReason: null,
    })
  })

  it('shows the admin everything the seller entered, so nothing is approved blind', async () => {
    const res = await api(
      'POST',
      '/api/vendor/products',
      {
        name: 'Kanjeevaram Silk Saree',
        description: 'Pure mulberry silk with zari border.',
        pricePaise: 1_250_000,
        mrpPaise: 1_500_000,
        colors: ['Maroon', 'Gold'],
        sizes: ['Free Size'],
        specifications: [{ key: 'Fabric', value: 'Silk' }],
        hsnCode: '50072010',
        gstRateBp: 500,
        categoryId: category.id,
        subcategoryId: category.subId,
      },
      seller.cookies,
    )
    expect(res.statusCode, res.body).toBe(201)
    const detail = await api('GET', `/api/admin/products/${res.json().id}`)
    expect(detail.statusCode, detail.body).toBe(200)
    expect(detail.json()).toMatchObject({
      name: 'Kanjeevaram Silk Saree',
      description: 'Pure mulberry silk with zari border.',
      mrpPaise: 1_500_000,
      colors: ['Maroon', 'Gold'],
      sizes: ['Free Size'],
      specifications: [{ key: 'Fabric', value: 'Silk' }],
      hsnCode: '50072010',
      gstRateBp: 500,
      approvalStatus: 'pending',
      vendor: { businessName: 'Kanchipuram Silks' },
    })
    // Not another seller's way in: the detail is the admin's.
    expect((await api('GET', `/api/admin/products/${res.json().id}`, undefined, other.cookies)).statusCode).toBe(403)
    expect((await api('GET', '/api/admin/products/not-a-uuid')).statusCode).toBe(400)
    expect((await api('GET', '/api/admin/products/7d0c0e0e-5b1a-4a55-9d4e-3c0b7f1d2a11')).statusCode).toBe(404)
  })

  it('answers 404 for a product that does not exist', async () => {
    const missing = crypto.randomUUID()
    expect((await api('POST', `/api/admin/products/${missing}/approve`)).statusCode).toBe(404)
    expect((await api('POST', `/api/admin/products/${missing}/reject`, {})).statusCode).toBe(404)
    expect((await api('DELETE', `/api/admin/products/${missing}`)).statusCode).toBe(404)
    expect((await api('POST', '/api/admin/products/nope/approve')).statusCode).toBe(400)
  })

  it('deletes a product nobody ordered and archives one that was ordered', async () => {
    const fresh = await createProduct(other.cookies, 'Unsold Brass Bell')
    const sold = await createProduct(other.cookies, 'Sold Brass Bell')
    await makeOrderOf(ctx.db, sold.id)
    expect((await api('DELETE', `/api/admin/products/${fresh.id}`)).statusCode).toBe(204)
    expect((await api('DELETE', `/api/admin/products/${sold.id}`)).statusCode).toBe(204)
    expect(await ctx.db.select().from(products).where(eq(products.id, fresh.id))).toEqual([])
    const [archived] = await ctx.db.select().from(products).where(eq(products.id, sold.id))
    expect(archived!.archivedAt).not.toBeNull()
    const list = await api('GET', '/api/admin/products?search=brass bell')
    expect(list.json().data).toEqual([])
    const actions = await ctx.db
      .select({ action: auditLog.action, entityId: auditLog.entityId })
      .from(auditLog)
      .where(eq(auditLog.actorKind, 'admin'))
    expect(actions).toEqual(
      expect.arrayContaining([
        { action: 'product.delete', entityId: fresh.id },
        { action: 'product.archive', entityId: sold.id },
      ]),
    )
  })
})

describe('categories and subcategories', () => {
  async function uploadCategoryImage(): Promise<string> {
    const body = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer()
    const form = new FormData()
    form.append('files', new Blob([new Uint8Array(body)], { type: 'image/png' }), 'home.png')
    const encoded = new Response(form)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/media',
      cookies: adminCookies,
      headers: { 'content-type': encoded.headers.get('content-type')! },
      payload: Buffer.from(await encoded.arrayBuffer()),
    })
    expect(res.statusCode).toBe(201)
    return res.json().data[0].id
  }

  it('creates a category with an uploaded image and subcategories, shown by GET /api/categories', async () => {
    const imageId = await uploadCategoryImage()
    const res = await api('POST', '/api/admin/categories', { name: 'Home Decor', slug: 'home-decor', imageId })
    expect(res.statusCode).toBe(201)
    const created = res.json()
    expect(created).toMatchObject({ name: 'Home Decor', slug: 'home-decor', productCount: 0, subcategories: [] })
    expect(created.imageUrl).toMatch(/^\/media\/[a-z0-9]+-640\.webp$/)
    const sub = await api('POST', '/api/admin/subcategories', {
      categoryId: created.id,
      name: 'Wall Art',
      slug: 'wall-art',
    })
    expect(sub.statusCode).toBe(201)
    expect(sub.json()).toMatchObject({ name: 'Wall Art', slug: 'wall-art', productCount: 0 })
    const shown = await publicCategory('home-decor')
    expect(shown).toMatchObject({ id: created.id, imageUrl: created.imageUrl, subcategories: [{ slug: 'wall-art' }] })
    // New categories go to the end of the bar.
    const all = (await ctx.app.inject({ url: '/api/categories' })).json().data as { slug: string }[]
    expect(all.at(-1)!.slug).toBe('home-decor')
  })

  it('refuses a duplicate slug with 409 on the slug, and bad fields with 400', async () => {
    const dup = await api('POST', '/api/admin/categories', { name: 'Ethnic', slug: 'ethnic-wear' })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error.details).toEqual([{ path: 'slug', message: 'A category with this slug already exists.' }])
    const subDup = await api('POST', '/api/admin/subcategories', {
      categoryId: category.id,
      name: 'Sarees 2',
      slug: 'sarees',
    })
    expect(subDup.statusCode).toBe(409)
    expect(subDup.json().error.details[0].path).toBe('slug')

    for (const [url, body, path] of [
      ['/api/admin/categories', { name: '', slug: 'x' }, 'name'],
      ['/api/admin/categories', { name: 'Toys', slug: 'Toys & Games' }, 'slug'],
      ['/api/admin/categories', { name: 'Toys', slug: 'toys', imageId: 'pic.jpg' }, 'imageId'],
      ['/api/admin/categories', { name: 'Toys', slug: 'toys', imageId: crypto.randomUUID() }, 'imageId'],
      ['/api/admin/subcategories', { name: 'Dolls', slug: 'dolls' }, 'categoryId'],
      ['/api/admin/subcategories', { categoryId: crypto.randomUUID(), name: 'Dolls', slug: 'dolls' }, 'categoryId'],
      ['/api/admin/subcategories', { categoryId: category.id, name: ' ', slug: 'dolls' }, 'name'],
    ] as const) {
      const res = await api('POST', url, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([path])
    }
    const [n] = await ctx.db.select({ n: count() }).from(categories).where(eq(categories.slug, 'toys'))
    expect(n!.n).toBe(0)
    // The same subcategory slug under another category is fine.
    const [kids] = await ctx.db.insert(categories).values({ name: 'Kids', slug: 'kids' }).returning()
    expect(
      (await api('POST', '/api/admin/subcategories', { categoryId: kids!.id, name: 'Sarees', slug: 'sarees' }))
        .statusCode,
    ).toBe(201)
  })

  it('refuses to delete a category or subcategory that still holds products, archived ones included', async () => {
    const [c] = await ctx.db.insert(categories).values({ name: 'Footwear', slug: 'footwear' }).returning()
    const [s] = await ctx.db
      .insert(subcategories)
      .values({ categoryId: c!.id, name: 'Juttis', slug: 'juttis' })
      .returning()
    const a = await createProduct(seller.cookies, 'Punjabi Jutti', { categoryId: c!.id, subcategoryId: s!.id })
    const b = await createProduct(seller.cookies, 'Kolhapuri Chappal', { categoryId: c!.id, subcategoryId: null })
    await makeOrderOf(ctx.db, b.id)
    await api('DELETE', `/api/vendor/products/${b.id}`, undefined, seller.cookies)

    const refused = await api('DELETE', `/api/admin/categories/${c!.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toMatchObject({
      code: 'CONFLICT',
      message: 'This category still has 2 products; move or delete them first.',
    })
    const subRefused = await api('DELETE', `/api/admin/subcategories/${s!.id}`)
    expect(subRefused.statusCode).toBe(409)
    expect(subRefused.json().error.message).toBe('This subcategory still has 1 product; move or delete it first.')

    await api('DELETE', `/api/vendor/products/${a.id}`, undefined, seller.cookies)
    expect((await api('DELETE', `/api/admin/subcategories/${s!.id}`)).statusCode).toBe(204)
    // The archived (ordered) product still keeps the category.
    expect((await api('DELETE', `/api/admin/categories/${c!.id}`)).json().error.message).toBe(
      'This category still has 1 product; move or delete it first.',
    )
    expect(await publicCategory('footwear')).toMatchObject({ subcategories: [] })
  })

  it('deletes an empty category together with its empty subcategories', async () => {
    const created = (await api('POST', '/api/admin/categories', { name: 'Stationery', slug: 'stationery' })).json()
    await api('POST', '/api/admin/subcategories', { categoryId: created.id, name: 'Notebooks', slug: 'notebooks' })
    await api('POST', '/api/admin/subcategories', { categoryId: created.id, name: 'Pens', slug: 'pens' })
    expect((await publicCategory('stationery'))!.subcategories).toHaveLength(2)
    expect((await api('DELETE', `/api/admin/categories/${created.id}`)).statusCode).toBe(204)
    expect(await publicCategory('stationery')).toBeUndefined()
    expect(await ctx.db.select().from(subcategories).where(eq(subcategories.categoryId, created.id))).toEqual([])
    expect((await api('DELETE', `/api/admin/categories/${created.id}`)).statusCode).toBe(404)
    expect((await api('DELETE', `/api/admin/subcategories/${crypto.randomUUID()}`)).statusCode).toBe(404)
    const [audit] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'category.delete'))
    expect(audit).toMatchObject({
      actorKind: 'admin',
      actorId: admin.id,
      entityId: created.id,
      details: { subcategories: ['notebooks', 'pens'] },
    })
  })
})

describe('GET /api/admin/audit-log', () => {
  it('lists every recorded change newest first, with who did it, paginated', async () => {
    const res = await api('GET', '/api/admin/audit-log?pageSize=5')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    const [total] = await ctx.db.select({ n: count() }).from(auditLog)
    expect(body.meta).toEqual({ page: 1, pageSize: 5, total: total!.n })
    expect(body.data).toHaveLength(5)
    const ids = body.data.map((e: { id: number }) => e.id)
    expect(ids).toEqual([...ids].sort((x: number, y: number) => y - x))
    const page2 = (await api('GET', '/api/admin/audit-log?pageSize=5&page=2')).json()
    expect(page2.data[0].id).toBeLessThan(ids.at(-1))

    const all = (await api('GET', '/api/admin/audit-log?pageSize=100')).json().data as {
      action: string
      actorKind: string
      actorName: string | null
      createdAt: string
    }[]
    const actions = new Set(all.map((e) => e.action))
    for (const action of [
      'product.create',
      'product.approve',
      'product.reject',
      'product.delete',
      'product.archive',
      'category.create',
      'category.delete',
      'subcategory.create',
      'subcategory.delete',
    ]) {
      expect(actions, action).toContain(action)
    }
    expect(all.find((e) => e.action === 'product.approve')).toMatchObject({
      actorKind: 'admin',
      actorName: 'Priya Admin',
    })
    expect(all.find((e) => e.action === 'product.create')!.actorName).toMatch(/Kanchipuram Silks|Moradabad Brass/)
    expect((await api('GET', '/api/admin/audit-log?page=0')).statusCode).toBe(400)
  })

  it('records where each change came from, and filters by actor kind, actor and action', async () => {
    const all = (await api('GET', '/api/admin/audit-log?pageSize=100')).json().data as {
      action: string
      actorKind: string
      actorId: string | null
      ip: string | null
      requestId: string | null
      userAgent: string | null
    }[]
    const approve = all.find((e) => e.action === 'product.approve')!
    // app.inject comes from 127.0.0.1 with the light-my-request agent and a generated request id.
    expect(approve.ip).toBe('127.0.0.1')
    expect(approve.userAgent).toBe('lightMyRequest')
    expect(approve.requestId).toMatch(/^[0-9a-f-]{36}$/)

    const byAction = (await api('GET', '/api/admin/audit-log?action=product.approve&pageSize=100')).json()
    expect(byAction.data.length).toBeGreaterThan(0)
    expect(byAction.data.every((e: { action: string }) => e.action === 'product.approve')).toBe(true)
    expect(byAction.meta.total).toBe(byAction.data.length)
    const byKind = (await api('GET', '/api/admin/audit-log?actorKind=vendor&pageSize=100')).json()
    expect(byKind.data.length).toBeGreaterThan(0)
    expect(byKind.data.every((e: { actorKind: string }) => e.actorKind === 'vendor')).toBe(true)
    const byActor = (await api('GET', `/api/admin/audit-log?actorId=${approve.actorId}&pageSize=100`)).json()
    expect(byActor.data.every((e: { actorId: string }) => e.actorId === approve.actorId)).toBe(true)
    for (const bad of ['actorKind=root', 'actorId=not-a-uuid', 'action=DROP%20TABLE', 'action=%00']) {
      const res = await api('GET', `/api/admin/audit-log?${bad}`)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } })
    }
  })

  it('writes no audit row when the change is refused', async () => {
    const [before] = await ctx.db.select({ n: count() }).from(auditLog)
    await api('DELETE', `/api/admin/categories/${category.id}`)
    await api('POST', '/api/admin/categories', { name: 'Ethnic', slug: 'ethnic-wear' })
    const [after] = await ctx.db.select({ n: count() }).from(auditLog)
    expect(after!.n).toBe(before!.n)
  })
})

describe('Hindi names of categories and subcategories', () => {
  const shopCategory = async (slug: string) =>
    (
      (await ctx.app.inject({ url: '/api/categories' })).json().data as {
        slug: string
        nameHi: string | null
        subcategories: { slug: string; nameHi: string | null }[]
      }[]
    ).find((c) => c.slug === slug)

  it('are given when adding, changed and cleared by an admin, audited, and served to the shop', async () => {
    const created = await api('POST', '/api/admin/categories', { name: 'Grocery', nameHi: ' किराना ', slug: 'grocery' })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ name: 'Grocery', nameHi: 'किराना' })
    const sub = await api('POST', '/api/admin/subcategories', {
      categoryId: created.json().id,
      name: 'Spices',
      slug: 'spices',
    })
    expect(sub.json()).toMatchObject({ name: 'Spices', nameHi: null })
    expect(await shopCategory('grocery')).toMatchObject({ nameHi: 'किराना', subcategories: [{ nameHi: null }] })

    const renamed = await api('PATCH', `/api/admin/subcategories/${sub.json().id}`, { nameHi: 'मसाले' })
    expect(renamed.statusCode, renamed.body).toBe(204)
    expect((await shopCategory('grocery'))!.subcategories[0]!.nameHi).toBe('मसाले')

    // A product card carries its category's and subcategory's Hindi names, for breadcrumbs.
    const { id } = await createProduct(seller.cookies, 'Garam Masala', {
      categoryId: created.json().id,
      subcategoryId: sub.json().id,
    })
    expect((await api('POST', `/api/admin/products/${id}/approve`)).statusCode).toBe(200)
    const list = await ctx.app.inject({ url: '/api/products?category=grocery' })
    expect(list.json().data[0]).toMatchObject({
      category: { name: 'Grocery', nameHi: 'किराना' },
      subcategory: { name: 'Spices', nameHi: 'मसाले' },
    })

    const cleared = await api('PATCH', `/api/admin/categories/${created.json().id}`, { nameHi: '  ' })
    expect(cleared.statusCode).toBe(204)
    expect((await shopCategory('grocery'))!.nameHi).toBeNull()
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entityId, created.json().id))
    expect(audit.find((a) => a.action === 'category.rename')?.details).toEqual({
      nameHi: { from: 'किराना', to: null },
    })
  })

  it('refuses a name too long or not text (400, the field named) and an unknown category (404)', async () => {
    for (const body of [{ nameHi: 'क'.repeat(81) }, { nameHi: 42 }, {}]) {
      const res = await api('PATCH', `/api/admin/categories/${category.id}`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION')
    }
    const tooLong = await api('POST', '/api/admin/categories', { name: 'Toys', nameHi: 'ख'.repeat(81), slug: 'toys' })
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.json().error.details.map((d: { path: string }) => d.path)).toEqual(['nameHi'])
    const missing = await api('PATCH', `/api/admin/subcategories/${crypto.randomUUID()}`, { nameHi: 'कुछ' })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.code).toBe('NOT_FOUND')
    expect((await api('PATCH', '/api/admin/categories/not-an-id', { nameHi: 'कुछ' })).statusCode).toBe(400)
  })
})

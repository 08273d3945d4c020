import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { vendors } from '../../src/db/schema/accounts'
import { products } from '../../src/db/schema/catalog'
import { makeAdmin, makeCategory, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let category: Awaited<ReturnType<typeof makeCategory>>
let admin: Record<string, string>
beforeAll(async () => {
  ctx = await createTestApp()
  category = await makeCategory(ctx.db, 'Handloom', ['Sarees'])
  const a = await makeAdmin(ctx.db)
  admin = await signIn(ctx.app, 'admin', a.email)
})
afterAll(() => ctx.close())

const product = (name: string) => ({
  name,
  description: 'Handwoven cotton saree.',
  categoryId: category.id,
  subcategoryId: category.subs.sarees!.id,
  pricePaise: 249_900,
  mrpPaise: 299_900,
  stock: 5,
  imageIds: [] as string[],
  refundDays: 7,
  hsnCode: '52085190',
  gstRateBp: 500,
})
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, cookies: object, payload?: object) =>
  ctx.app.inject({ method, url, cookies: cookies as Record<string, string>, ...(payload ? { payload } : {}) })

async function upload(cookies: Record<string, string>) {
  const form = new FormData()
  const body = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#884400' } })
    .jpeg()
    .toBuffer()
  form.append('files', new Blob([new Uint8Array(body)], { type: 'image/jpeg' }), 'saree.jpg')
  const encoded = new Response(form)
  return ctx.app.inject({
    method: 'POST',
    url: '/api/media',
    cookies,
    headers: { 'content-type': encoded.headers.get('content-type')! },
    payload: Buffer.from(await encoded.arrayBuffer()),
  })
}

/** Calls a seller whose application is not approved must never make. */
const approvedOnly = [
  ['GET', '/api/vendor/orders'],
  ['GET', '/api/vendor/dashboard'],
  ['GET', '/api/vendor/earnings'],
  ['GET', '/api/vendor/earnings/payouts'],
  ['GET', '/api/vendor/coupons'],
  ['POST', '/api/vendor/coupons'],
] as const

describe('a seller whose application is pending', () => {
  it('prepares products with images, but reaches no orders, payouts or coupons', async () => {
    const vendor = await makeVendor(ctx.db, { status: 'pending' })
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const images = await upload(cookies)
    expect(images.statusCode, images.body).toBe(201)
    const imageIds = images.json().data.map((d: { id: string }) => d.id)

    const created = await call('POST', '/api/vendor/products', cookies, { ...product('Pending Saree'), imageIds })
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json()).toMatchObject({ approvalStatus: 'pending', images: [expect.any(Object)] })
    const id = created.json().id as string
    const edited = await call('PATCH', `/api/vendor/products/${id}`, cookies, { pricePaise: 239_900 })
    expect(edited.statusCode, edited.body).toBe(200)
    const list = await call('GET', '/api/vendor/products', cookies)
    expect(list.json().data.map((p: { id: string }) => p.id)).toEqual([id])

    for (const [method, url] of approvedOnly) {
      const res = await call(method, url, cookies, method === 'POST' ? {} : undefined)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().error.code).toBe('NOT_APPROVED')
    }
  })

  it('never has its products in the shop, even approved ones, and they join the review queue on its approval', async () => {
    const vendor = await makeVendor(ctx.db, { status: 'pending' })
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const created = await call('POST', '/api/vendor/products', cookies, product('Queue Saree'))
    const { id, slug } = created.json() as { id: string; slug: string }

    const queue = async () =>
      (await call('GET', '/api/admin/products?status=pending&pageSize=48', admin))
        .json()
        .data.map((p: { id: string }) => p.id)
    expect(await queue()).not.toContain(id)
    const early = await call('POST', `/api/admin/products/${id}/approve`, admin)
    expect(early.statusCode).toBe(409)
    expect(early.json().error.code).toBe('CONFLICT')

    // Even a product marked approved stays out of the shop while its seller is pending.
    await ctx.db.update(products).set({ approvalStatus: 'approved' }).where(eq(products.id, id))
    expect((await ctx.app.inject(`/api/products/${slug}`)).statusCode).toBe(404)
    const listed = (await ctx.app.inject(`/api/products?search=Queue%20Saree`)).json()
    expect(listed.data.map((p: { id: string }) => p.id)).not.toContain(id)
    await ctx.db.update(products).set({ approvalStatus: 'pending' }).where(eq(products.id, id))

    expect((await call('POST', `/api/admin/vendors/${vendor.id}/approve`, admin)).statusCode).toBe(200)
    expect(await queue()).toContain(id)
    expect((await call('POST', `/api/admin/products/${id}/approve`, admin)).statusCode).toBe(200)
    expect((await ctx.app.inject(`/api/products/${slug}`)).statusCode).toBe(200)
  })
})

describe('a rejected or deleted seller', () => {
  it.each([{ status: 'rejected' as const }, { isActive: false }])('reaches nothing: %j', async (state) => {
    const vendor = await makeVendor(ctx.db, { status: 'pending' })
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const { id } = (await call('POST', '/api/vendor/products', cookies, product('Soon Refused'))).json() as {
      id: string
    }
    await ctx.db.update(vendors).set(state).where(eq(vendors.id, vendor.id))
    for (const [method, url, payload] of [
      ['GET', '/api/vendor/products'],
      ['POST', '/api/vendor/products', product('Refused')],
      ['PATCH', `/api/vendor/products/${id}`, { pricePaise: 100 }],
      ['DELETE', `/api/vendor/products/${id}`],
      ...approvedOnly,
    ] as const) {
      const res = await call(method, url, cookies, payload ?? (method === 'POST' ? {} : undefined))
      expect([401, 403], `${method} ${url}`).toContain(res.statusCode)
    }
    expect((await upload(cookies)).statusCode).not.toBe(201)
  })
})

import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { ProductDetail, ProductList } from '@haat/shared/catalog/product'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import type { App } from '../../src/app-type'
import { openDatabase } from '../../src/db/client'
import { categories, products, subcategories } from '../../src/db/schema/catalog'
import { vendors } from '../../src/db/schema/accounts'
import { makeAdmin, makeProduct, makeVendor, placeOrder, signIn, setProduct } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// The catalogue cache: answers from memory, dropped exactly when what they show changes, by a
// write through this server, another server, or anything else that writes the database.
let ctx: TestContext
let vendor: Awaited<ReturnType<typeof makeVendor>>
let categoryId: string

const get = (app: App, url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

/** What a shopper sees of one product: its page (or 404), and whether the category list and a search show it. */
async function seen(app: App, slug: string) {
  const page = await get(app, `/api/products/${slug}`)
  const list = ProductList.parse((await get(app, '/api/products?category=cache-test&pageSize=48')).json())
  const search = ProductList.parse((await get(app, '/api/products?search=thali&pageSize=48')).json())
  return {
    page: page.statusCode === 200 ? ProductDetail.parse(page.json()) : page.statusCode,
    inList: list.data.find((p) => p.slug === slug),
    inSearch: search.data.find((p) => p.slug === slug),
  }
}

/** Writes without firing any trigger: a change the cache cannot hear, to show what it serves from memory. */
async function writeUnannounced(statement: ReturnType<typeof sql>) {
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`)
    await tx.execute(statement)
  })
}

beforeAll(async () => {
  ctx = await createTestApp()
  vendor = await makeVendor(ctx.db, { status: 'approved' })
  const [category] = await ctx.db.insert(categories).values({ name: 'Cache Test', slug: 'cache-test' }).returning()
  categoryId = category!.id
  await ctx.db.insert(subcategories).values({ categoryId, name: 'Plates', slug: 'plates' })
})

afterAll(async () => {
  await ctx.close()
})

describe('the catalogue cache', () => {
  it('answers from memory until a change is announced', async () => {
    const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, name: 'Brass Thali Set' })
    await ctx.app.catalogCaughtUp()
    const first = await seen(ctx.app, product.slug)
    expect(first.page).toMatchObject({ name: 'Brass Thali Set' })

    await writeUnannounced(sql`update products set name = 'Renamed Quietly' where id = ${product.id}`)
    expect((await seen(ctx.app, product.slug)).page).toMatchObject({ name: 'Brass Thali Set' })

    // The same change, announced: gone at once.
    await ctx.db.update(products).set({ name: 'Brass Thali Set, 6 pieces' }).where(eq(products.id, product.id))
    await ctx.app.catalogCaughtUp()
    const after = await seen(ctx.app, product.slug)
    expect(after.page).toMatchObject({ name: 'Brass Thali Set, 6 pieces' })
    expect(after.inList?.name).toBe('Brass Thali Set, 6 pieces')
  })

  it('drops only what a change affects: a stock count leaves lists alone', async () => {
    const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, name: 'Steel Thali', stock: 9 })
    await ctx.app.catalogCaughtUp()
    const list = await get(ctx.app, '/api/products?category=cache-test&pageSize=48')
    expect((await seen(ctx.app, product.slug)).page).toMatchObject({ stock: 9 })

    // Unannounced, the list keeps its old answer; an announced stock change (9 → 8) drops the page only.
    await writeUnannounced(sql`update products set brand = 'Quiet Brand' where id = ${product.id}`)
    await setProduct(ctx.db, product.id, { stock: 8 })
    await ctx.app.catalogCaughtUp()
    expect((await seen(ctx.app, product.slug)).page).toMatchObject({ stock: 8, brand: 'Quiet Brand' })
    const again = await get(ctx.app, '/api/products?category=cache-test&pageSize=48')
    expect(again.headers.etag).toBe(list.headers.etag)
    expect(again.body).toBe(list.body)

    // Sold out is on the card: the lists go too.
    await setProduct(ctx.db, product.id, { stock: 0 })
    await ctx.app.catalogCaughtUp()
    expect((await seen(ctx.app, product.slug)).inList).toMatchObject({ inStock: false, brand: 'Quiet Brand' })
  })

  it('never shows a product after a seller reprices it or an admin rejects it, through the app', async () => {
    const product = await makeProduct(ctx.db, {
      vendorId: vendor.id,
      categoryId,
      name: 'Copper Thali',
      pricePaise: 150_000,
    })
    await ctx.app.catalogCaughtUp()
    expect((await seen(ctx.app, product.slug)).inSearch?.pricePaise).toBe(150_000)

    const sellerCookies = await signIn(ctx.app, 'vendor', vendor.email)
    const edited = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/vendor/products/${product.id}`,
      cookies: sellerCookies,
      payload: { pricePaise: 120_000 },
    })
    expect(edited.statusCode, edited.body).toBe(200)
    // No waiting: the write's answer came after its change reached the cache.
    const now = await seen(ctx.app, product.slug)
    expect(now.page).toMatchObject({ pricePaise: 120_000 })
    expect(now.inList?.pricePaise).toBe(120_000)
    expect(now.inSearch?.pricePaise).toBe(120_000)

    const admin = await makeAdmin(ctx.db)
    const adminCookies = await signIn(ctx.app, 'admin', admin.email)
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/products/${product.id}/reject`,
      cookies: adminCookies,
      payload: { reason: 'Photos are blurred.' },
    })
    expect(rejected.statusCode, rejected.body).toBe(200)
    const gone = await seen(ctx.app, product.slug)
    expect(gone).toEqual({ page: 404, inList: undefined, inSearch: undefined })
  })

  it('never shows a product after its seller is deactivated, or after the last unit sells', async () => {
    const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, name: 'Kansa Thali', stock: 1 })
    await ctx.app.catalogCaughtUp()
    expect((await seen(ctx.app, product.slug)).inList?.inStock).toBe(true)

    await placeOrder(ctx.app, ctx.db, [{ productId: product.id, quantity: 1 }])
    const sold = await seen(ctx.app, product.slug)
    expect(sold.page).toMatchObject({ stock: 0, inStock: false })
    expect(sold.inList?.inStock).toBe(false)

    await ctx.db.update(vendors).set({ isActive: false }).where(eq(vendors.id, vendor.id))
    await ctx.app.catalogCaughtUp()
    expect(await seen(ctx.app, product.slug)).toEqual({ page: 404, inList: undefined, inSearch: undefined })
    await ctx.db.update(vendors).set({ isActive: true }).where(eq(vendors.id, vendor.id))
    await ctx.app.catalogCaughtUp()
  })

  it('answers 304 to a browser that has the answer, and lets a CDN keep it briefly', async () => {
    const first = await get(ctx.app, '/api/products?category=cache-test')
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate, s-maxage=30')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\/"[\w-]{22}"$/)
    const again = await get(ctx.app, '/api/products?category=cache-test', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const strong = etag.replace(/^W\//, '')
    const asStrong = await get(ctx.app, '/api/products?category=cache-test', { 'if-none-match': `"x", ${strong}` })
    expect(asStrong.statusCode).toBe(304)
    const other = await get(ctx.app, '/api/products?category=cache-test', { 'if-none-match': '"stale"' })
    expect(other.statusCode).toBe(200)
    for (const url of ['/api/categories', '/api/products/no-such-product']) {
      const res = await get(ctx.app, url)
      expect(res.headers['cache-control'], url).toBe(
        res.statusCode === 200 ? 'public, max-age=0, must-revalidate, s-maxage=30' : 'no-store',
      )
    }
  })

  it('compresses an answer once for browsers that take brotli or gzip, and the same JSON comes out', async () => {
    const url = '/api/products?category=cache-test&pageSize=48'
    const plain = await get(ctx.app, url)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toContain('accept-encoding')
    const br = await get(ctx.app, url, { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.body.length / 3)
    const gzip = await get(ctx.app, url, { 'accept-encoding': 'br;q=0, gzip' })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body)
    expect(br.headers.etag).toBe(plain.headers.etag)
    const none = await get(ctx.app, url, { 'accept-encoding': 'identity' })
    expect(none.headers['content-encoding']).toBeUndefined()
    expect(none.body).toBe(plain.body)
  })

  it('shares an entry between spellings of one query', async () => {
    const a = await get(ctx.app, '/api/products?search=Thali&pageSize=24')
    const b = await get(ctx.app, '/api/products?pageSize=24&search=%20thali%20%20')
    expect(b.headers.etag).toBe(a.headers.etag)
  })
})

// A second server on the same PostgreSQL: its own pool, its own listening connection.
describe.runIf(process.env.DATABASE_URL)('across servers', () => {
  it('drops a second server’s answers when the first one changes a product', async () => {
    const url = ctx.database.url
    const product = await makeProduct(ctx.db, { vendorId: vendor.id, categoryId, name: 'Silver Thali' })
    await ctx.app.catalogCaughtUp()
    const otherDb = await openDatabase({ databaseUrl: url, poolSize: 2 })
    const other = await buildApp({ config: ctx.config, database: otherDb, clock: ctx.clock, storage: ctx.storage })
    try {
      expect((await seen(other, product.slug)).page).toMatchObject({ name: 'Silver Thali' })
      const admin = await makeAdmin(ctx.db)
      const cookies = await signIn(ctx.app, 'admin', admin.email)
      const rejected = await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/products/${product.id}/reject`,
        cookies,
        payload: { reason: 'Wrong category.' },
      })
      expect(rejected.statusCode, rejected.body).toBe(200)
      // Within a second on the other server.
      const deadline = Date.now() + 1_000
      let page = (await seen(other, product.slug)).page
      while (page !== 404 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20))
        page = (await seen(other, product.slug)).page
      }
      expect(await seen(other, product.slug)).toEqual({ page: 404, inList: undefined, inSearch: undefined })
    } finally {
      await other.close()
      await otherDb.close()
    }
  })
})

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, subcategories } from '../../src/db/schema/catalog'
import { SITEMAP_PAGE_SIZE } from '../../src/modules/seo/sitemap.repository'
import { makeProduct, makeVendor } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

const PUBLIC_URL = 'https://shop.haat.example'
let ctx: TestContext
const hiddenSlugs: string[] = []

const get = (url: string) => ctx.app.inject({ method: 'GET', url })
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!)
// The English addresses (each page is listed once more in Hindi, `?lang=hi`).
const englishLocs = (xml: string) => locs(xml).filter((url) => !url.includes('?lang='))
/** A page's entry, in English and in Hindi, each naming both languages. */
const entries = (url: string, lastmod: string) => {
  const links =
    `<xhtml:link rel="alternate" hreflang="en-IN" href="${url}"/>` +
    `<xhtml:link rel="alternate" hreflang="hi-IN" href="${url}?lang=hi"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${url}"/>`
  return [
    `<url><loc>${url}</loc><lastmod>${lastmod}</lastmod>${links}</url>`,
    `<url><loc>${url}?lang=hi</loc><lastmod>${lastmod}</lastmod>${links}</url>`,
  ].join('\n')
}

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL })
  const seller = await makeVendor(ctx.db, { status: 'approved' })
  const gone = await makeVendor(ctx.db, { status: 'approved', isActive: false })
  const [lamps] = await ctx.db.insert(categories).values({ name: 'Lamps', slug: 'lamps', position: 1 }).returning()
  const [empty] = await ctx.db.insert(categories).values({ name: 'Empty', slug: 'empty', position: 2 }).returning()
  const [brass] = await ctx.db
    .insert(subcategories)
    .values({ categoryId: lamps!.id, name: 'Brass', slug: 'brass' })
    .returning()
  // Past one sitemap page: 5 more than a page, in one statement.
  await ctx.db.execute(sql`
    insert into products (vendor_id, category_id, subcategory_id, sku, name, slug, description, price_paise,
      approval_status, created_at, updated_at)
    select ${seller.id}, ${lamps!.id}, ${brass!.id}, 'L-' || i, 'Diya ' || i, 'diya-' || i, 'A lamp.', 19900,
      'approved', timestamptz '2026-01-01' + make_interval(mins => i), timestamptz '2026-11-20'
    from generate_series(1, ${SITEMAP_PAGE_SIZE + 5}) i`)
  for (const values of [
    { approvalStatus: 'pending' as const },
    { approvalStatus: 'rejected' as const },
    { archivedAt: new Date() },
  ]) {
    hiddenSlugs.push((await makeProduct(ctx.db, { vendorId: seller.id, categoryId: empty!.id, ...values })).slug)
  }
  hiddenSlugs.push((await makeProduct(ctx.db, { vendorId: gone.id, categoryId: empty!.id })).slug)
})

afterAll(async () => {
  await ctx.close()
})

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of private areas and points to the sitemap', async () => {
    const res = await get('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.body).toContain('Disallow: /checkout')
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`)
  })

  it('indexes the pages sitemap and one product sitemap per 10,000 products', async () => {
    const res = await get('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns=/)
    expect(locs(res.body)).toEqual([
      `${PUBLIC_URL}/sitemap-pages.xml`,
      `${PUBLIC_URL}/sitemap-products-1.xml`,
      `${PUBLIC_URL}/sitemap-products-2.xml`,
    ])
  })

  it('lists the shop pages and only categories with something to show', async () => {
    const body = (await get('/sitemap-pages.xml')).body
    const urls = englishLocs(body)
    expect(urls).toEqual(expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/products`, `${PUBLIC_URL}/about`]))
    expect(urls).toContain(`${PUBLIC_URL}/category/lamps`)
    expect(urls).toContain(`${PUBLIC_URL}/category/lamps/brass`)
    expect(urls.some((u) => u.includes('/category/empty'))).toBe(false)
    expect(body).toContain(entries(`${PUBLIC_URL}/category/lamps`, '2026-11-20'))
    expect(locs(body)).toHaveLength(urls.length * 2)
  })

  it('pages through the visible products, oldest first, with lastmod; never a hidden one', async () => {
    const first = await get('/sitemap-products-1.xml')
    expect(first.statusCode).toBe(200)
    const firstUrls = englishLocs(first.body)
    expect(firstUrls).toHaveLength(SITEMAP_PAGE_SIZE)
    expect(firstUrls[0]).toBe(`${PUBLIC_URL}/product/diya-1`)
    expect(first.body).toContain(entries(`${PUBLIC_URL}/product/diya-1`, '2026-11-20'))
    expect(first.body).toMatch(/<urlset xmlns="[^"]+" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/)
    const second = englishLocs((await get('/sitemap-products-2.xml')).body)
    expect(second).toEqual([10_001, 10_002, 10_003, 10_004, 10_005].map((i) => `${PUBLIC_URL}/product/diya-${i}`))
    const all = [...firstUrls, ...second].join('\n')
    for (const slug of hiddenSlugs) expect(all).not.toContain(slug)
  })

  it('answers 404 past the last page and for a page that is no number', async () => {
    for (const url of ['/sitemap-products-3.xml', '/sitemap-products-x.xml', '/sitemap-products-.xml']) {
      expect((await get(url)).statusCode, url).toBe(404)
    }
    expect((await get('/sitemap-products-0.xml')).statusCode).toBe(400)
  })
})

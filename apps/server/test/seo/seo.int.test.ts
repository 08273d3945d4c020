import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { categories, productImages, productVariants, products, subcategories } from '../../src/db/schema/catalog'
import { media } from '../../src/db/schema/platform'
import { makeVendor, makeProduct as makeTestProduct } from '../factories'
import { createTestApp, type TestContext } from '../test-app'
import { INDEX_HTML, makeWebDist } from '../web-dist'

const PUBLIC_URL = 'https://shop.haat.example'

let ctx: TestContext
let webDist: Awaited<ReturnType<typeof makeWebDist>>
const unique = () => randomBytes(3).toString('hex')
let sarees: { id: string; slug: string; imageKey: string }
let banarasi: { id: string; slug: string }
let vendor: Awaited<ReturnType<typeof makeVendor>>

type ProductInput = Partial<typeof products.$inferInsert> & { name: string }

const makeProduct = (input: ProductInput) =>
  makeTestProduct(ctx.db, {
    vendorId: vendor.id,
    categoryId: sarees.id,
    subcategoryId: banarasi.id,
    description: 'Handwoven in Varanasi with real zari.',
    pricePaise: 129_900,
    ...input,
  })

async function addImage(productId: string, position = 0) {
  const [row] = await ctx.db
    .insert(media)
    .values({
      ownerKind: 'vendor',
      storageKey: `img-${unique()}`,
      widths: [320, 640, 1280],
      width: 1600,
      height: 1600,
      bytes: 1000,
    })
    .returning()
  await ctx.db.insert(productImages).values({ productId, mediaId: row!.id, position })
  return row!
}

const page = (url: string, method: 'GET' | 'HEAD' = 'GET') => ctx.app.inject({ method, url })

/** Decodes the five entities the server escapes, to compare attribute values with the original text. */
const unescape = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')

function meta(body: string, key: string): string | undefined {
  const attr = key.startsWith('og:') || key.startsWith('product:') ? 'property' : 'name'
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)" />`).exec(body)
  return match ? unescape(match[1]!) : undefined
}
/** Every value of a repeated tag (og:image), in order. */
const metas = (body: string, key: string) =>
  [...body.matchAll(new RegExp(`<meta property="${key}" content="([^"]*)" />`, 'g'))].map((m) => unescape(m[1]!))
const title = (body: string) => unescape(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? '')
const canonical = (body: string) => /<link rel="canonical" href="([^"]*)" \/>/.exec(body)?.[1]
function jsonLd(body: string): Record<string, unknown> & { offers: Record<string, unknown> } {
  const scripts = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
  expect(scripts).toHaveLength(1)
  return JSON.parse(scripts[0]![1]!)
}

beforeAll(async () => {
  webDist = await makeWebDist()
  ctx = await createTestApp({ PUBLIC_URL }, { webDistDir: webDist.dir })
  vendor = await makeVendor(ctx.db, { businessName: 'Varanasi Weaves & Co' })
  const [image] = await ctx.db
    .insert(media)
    .values({
      ownerKind: 'admin',
      storageKey: `cat-${unique()}`,
      widths: [320, 640, 1280],
      width: 1280,
      height: 720,
      bytes: 1000,
    })
    .returning()
  const [category] = await ctx.db
    .insert(categories)
    .values({ name: 'Sarees & Ethnic Wear', slug: 'sarees', imageMediaId: image!.id })
    .returning()
  sarees = { id: category!.id, slug: category!.slug, imageKey: image!.storageKey }
  const [sub] = await ctx.db
    .insert(subcategories)
    .values({ categoryId: sarees.id, name: 'Banarasi', slug: 'banarasi' })
    .returning()
  banarasi = { id: sub!.id, slug: sub!.slug }
}, 60_000)
afterAll(async () => {
  await ctx.close()
  await webDist.remove()
})

describe('product page meta', () => {
  it('fills title, description, canonical, Open Graph and schema.org Product data', async () => {
    const product = await makeProduct({
      name: 'Banarasi Silk Saree',
      brand: 'Kashi Looms',
      ratingCount: 2,
      ratingSum: 9,
    })
    const first = await addImage(product.id, 0)
    const second = await addImage(product.id, 1)
    const res = await page(`/product/${product.slug}?utm_source=whatsapp`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['cache-control']).toBe('no-cache')
    const body = res.body

    const url = `${PUBLIC_URL}/product/${product.slug}`
    expect(title(body)).toBe('Banarasi Silk Saree | Haat')
    expect(body.match(/<title>/g)).toHaveLength(1)
    expect(body.match(/<meta name="description"/g)).toHaveLength(1)
    expect(meta(body, 'description')).toBe('Handwoven in Varanasi with real zari.')
    expect(canonical(body)).toBe(url)
    expect(meta(body, 'robots')).toBeUndefined()
    expect(meta(body, 'og:title')).toBe('Banarasi Silk Saree')
    expect(meta(body, 'og:description')).toBe('Handwoven in Varanasi with real zari.')
    expect(meta(body, 'og:type')).toBe('product')
    expect(meta(body, 'og:url')).toBe(url)
    expect(meta(body, 'og:site_name')).toBe('Haat')
    // WhatsApp renders no WebP preview: a JPEG of the same image first, then the WebP.
    expect(metas(body, 'og:image')).toEqual([
      `${PUBLIC_URL}/media/jpeg/${first.storageKey}-640.jpg`,
      `${PUBLIC_URL}/media/${first.storageKey}-640.webp`,
    ])
    expect(metas(body, 'og:image:type')).toEqual(['image/jpeg', 'image/webp'])
    expect(meta(body, 'product:price:amount')).toBe('1299.00')
    expect(meta(body, 'product:price:currency')).toBe('INR')
    // The app itself is still there, and the tags sit in the head.
    expect(body).toContain('<div id="root"></div>')
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>')
    expect(body.indexOf('og:title')).toBeLessThan(body.indexOf('</head>'))

    expect(jsonLd(body)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Banarasi Silk Saree',
      description: 'Handwoven in Varanasi with real zari.',
      image: [`${PUBLIC_URL}/media/${first.storageKey}-640.webp`, `${PUBLIC_URL}/media/${second.storageKey}-640.webp`],
      sku: product.sku,
      brand: { '@type': 'Brand', name: 'Kashi Looms' },
      offers: {
        '@type': 'Offer',
        price: '1299.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url,
        seller: { '@type': 'Organization', name: 'Varanasi Weaves & Co' },
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
    })
  })

  it('describes a product sold in variants as a ProductGroup, each variant named by its values and at its own address', async () => {
    const socks = await makeProduct({ name: 'Cotton Socks', sizes: ['M'], colors: ['White'], pricePaise: 19_900 })
    // A third option of the seller's own kind, as the variant grid saves it.
    await ctx.db
      .update(products)
      .set({
        options: [
          { name: 'Size', kind: 'size', values: ['M'] },
          { name: 'Colour', kind: 'colour', values: ['White'] },
          { name: 'Pack of', kind: 'other', values: ['1', '3'] },
        ],
      })
      .where(eq(products.id, socks.id))
    await ctx.db
      .update(productVariants)
      .set({ optionValues: ['M', 'White', '1'] })
      .where(eq(productVariants.productId, socks.id))
    const [three] = await ctx.db
      .insert(productVariants)
      .values({
        productId: socks.id,
        vendorId: vendor.id,
        sku: `SOCK-3-${unique()}`,
        optionValues: ['M', 'White', '3'],
        color: 'White',
        size: 'M',
        pricePaise: 49_900,
        stock: 2,
        position: 1,
      })
      .returning()
    const data = jsonLd((await page(`/product/${socks.slug}`)).body) as unknown as Record<string, unknown> & {
      hasVariant: { name: string; offers: { url: string; price: string } }[]
    }
    expect(data['@type']).toBe('ProductGroup')
    expect(data.hasVariant.map((v) => [v.name, v.offers.price])).toEqual([
      ['Cotton Socks (M, White, Pack of 1)', '199.00'],
      ['Cotton Socks (M, White, Pack of 3)', '499.00'],
    ])
    expect(data.hasVariant[1]!.offers.url).toBe(`${PUBLIC_URL}/product/${socks.slug}?variant=${three!.id}`)
  })

  it('says OutOfStock, prices after discount, and leaves out what a product does not have', async () => {
    const soldOut = await makeProduct({
      name: 'Chanderi Cotton Saree',
      stock: 0,
      pricePaise: 199_900,
      discountPercent: 50,
    })
    const body = (await page(`/product/${soldOut.slug}`)).body
    const data = jsonLd(body)
    expect(data.offers.availability).toBe('https://schema.org/OutOfStock')
    expect(data.offers.price).toBe('999.50')
    expect(data).not.toHaveProperty('aggregateRating')
    expect(data).not.toHaveProperty('brand')
    expect(data).not.toHaveProperty('image')
    expect(meta(body, 'og:image')).toBeUndefined()
    expect(meta(body, 'twitter:card')).toBe('summary')

    const switchedOff = await makeProduct({ name: 'Tussar Silk Saree', isAvailable: false })
    expect(jsonLd((await page(`/product/${switchedOff.slug}`)).body).offers.availability).toBe(
      'https://schema.org/OutOfStock',
    )
  })

  it('escapes hostile names and descriptions everywhere they appear', async () => {
    const name = `Saree</script><script>alert(1)</script> "quoted" & 'single' $& <b>bold</b>`
    const description = `Great <img src=x onerror=alert(2)> "deal" & more\n\n</script>`
    const product = await makeProduct({ name, description, brand: '</script>' })
    const body = (await page(`/product/${product.slug}`)).body
    expect(body).not.toContain('<script>alert(1)')
    expect(body).not.toContain('<img src=x')
    expect(body).not.toContain('<b>bold')
    // Exactly the page's own two scripts: the app bundle and the JSON-LD.
    expect(body.match(/<script/g)).toHaveLength(2)
    expect(body.match(/<\/script>/g)).toHaveLength(2)
    expect(title(body)).toBe(`${name} | Haat`)
    expect(meta(body, 'og:title')).toBe(name)
    expect(meta(body, 'description')).toBe(`Great <img src=x onerror=alert(2)> "deal" & more </script>`)
    const data = jsonLd(body)
    expect(data.name).toBe(name)
    expect(data.brand).toEqual({ '@type': 'Brand', name: '</script>' })
    expect(body).toContain('\\u003c/script\\u003e')
  })

  it('answers a product the shop does not show with 404, noindex and the app still inside', async () => {
    const pending = await makeProduct({ name: 'Pending Saree', approvalStatus: 'pending' })
    const archived = await makeProduct({ name: 'Old Saree', archivedAt: new Date() })
    for (const url of [
      `/product/${pending.slug}`,
      `/product/${archived.slug}`,
      '/product/no-such-thing',
      '/product/%E0%A4%B8%E0%A4%BE%E0%A4%A1%E0%A4%BC%E0%A5%80',
      `/product/${'x'.repeat(300)}`,
    ]) {
      const res = await page(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(meta(res.body, 'robots')).toBe('noindex')
      expect(title(res.body)).toBe('Page not found | Haat')
      expect(res.body).not.toContain('application/ld+json')
      expect(res.body).toContain('<div id="root"></div>')
    }
  })

  it('answers HEAD like GET', async () => {
    const product = await makeProduct({ name: 'Kanjeevaram Saree' })
    expect((await page(`/product/${product.slug}`, 'HEAD')).statusCode).toBe(200)
    expect((await page('/product/nothing-here', 'HEAD')).statusCode).toBe(404)
  })
})

describe('category page meta', () => {
  it('fills title, description, canonical and Open Graph for a category', async () => {
    const res = await page('/category/sarees')
    expect(res.statusCode).toBe(200)
    const body = res.body
    expect(title(body)).toBe('Sarees & Ethnic Wear | Haat')
    expect(body).toContain('<title>Sarees &amp; Ethnic Wear | Haat</title>')
    expect(meta(body, 'description')).toBe(
      'Shop Sarees & Ethnic Wear from trusted sellers across India on Haat. Pay online or cash on delivery.',
    )
    expect(canonical(body)).toBe(`${PUBLIC_URL}/category/sarees`)
    expect(meta(body, 'og:type')).toBe('website')
    expect(meta(body, 'og:url')).toBe(`${PUBLIC_URL}/category/sarees`)
    expect(metas(body, 'og:image')).toEqual([
      `${PUBLIC_URL}/media/jpeg/${sarees.imageKey}-640.jpg`,
      `${PUBLIC_URL}/media/${sarees.imageKey}-640.webp`,
    ])
    expect(meta(body, 'og:site_name')).toBe('Haat')
    expect(body).not.toContain('application/ld+json')
  })

  it('fills the subcategory page, and 404s a subcategory of another category or an unknown category', async () => {
    const res = await page('/category/sarees/banarasi/')
    expect(res.statusCode).toBe(200)
    expect(title(res.body)).toBe('Banarasi – Sarees & Ethnic Wear | Haat')
    expect(canonical(res.body)).toBe(`${PUBLIC_URL}/category/sarees/banarasi`)
    expect(meta(res.body, 'description')).toBe(
      'Shop Banarasi in Sarees & Ethnic Wear from trusted sellers across India on Haat. Pay online or cash on delivery.',
    )
    await ctx.db.insert(categories).values({ name: 'Electronics', slug: 'electronics' })
    for (const url of ['/category/electronics/banarasi', '/category/nothing', '/category/sarees/nothing']) {
      const notFound = await page(url)
      expect(notFound.statusCode, url).toBe(404)
      expect(meta(notFound.body, 'robots')).toBe('noindex')
    }
    expect((await page('/category/electronics')).statusCode).toBe(200)
  })
})

describe('other pages', () => {
  it('keep the plain index.html, with only their address in each language added', async () => {
    for (const url of [
      '/',
      '/products?search=saree',
      '/cart',
      '/product',
      '/products/sarees',
      '/category',
      '/product/a/b',
      '/category/a/b/c',
    ]) {
      const res = await page(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body, url).toContain('<link rel="alternate" hreflang="hi-IN"')
      expect(res.body.replace(/<link rel="alternate"[^>]*>/g, ''), url).toBe(INDEX_HTML)
    }
  })

  it('leave API and asset 404s alone', async () => {
    expect((await page('/api/nothing')).json().error.code).toBe('NOT_FOUND')
    expect((await page('/assets/missing.js')).statusCode).toBe(404)
  })
})

import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { categories, productImages, products } from '../../src/db/schema/catalog'
import { media } from '../../src/db/schema/platform'
import { makeProduct, makeVendor, setProduct } from '../factories'
import { LIMITS } from '../../src/lib/limits'
import { memoryRateLimiter, type RateLimiter } from '../../src/lib/rate-limiter'
import { createTestApp, type TestContext } from '../test-app'
import { makeWebDist } from '../web-dist'

// The web app's own server entry, from source: the same code `vite build --ssr` bundles.
const WEB_SERVER_ENTRY = fileURLToPath(new URL('../../../web/src/app/entry-server.tsx', import.meta.url))

let ctx: TestContext
let limiter: RateLimiter
let webDist: Awaited<ReturnType<typeof makeWebDist>>
let product: { id: string; slug: string }

/** The JSON the page hands the browser to hydrate from. */
function serverState(body: string) {
  const match = /<script type="application\/json" id="haat-server-state">([\s\S]*?)<\/script>/.exec(body)
  expect(match).not.toBeNull()
  return JSON.parse(match![1]!) as {
    origin: string
    queries: { queries: { queryKey: unknown[]; state: { status: string; data?: unknown } }[] }
  }
}

/** What a visitor without JavaScript reads: the page's text, tags stripped. */
const visibleText = (body: string) =>
  body
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

beforeAll(async () => {
  webDist = await makeWebDist()
  ctx = await createTestApp(
    {},
    {
      webDistDir: webDist.dir,
      webServerEntry: WEB_SERVER_ENTRY,
      limiter: (clock) => (limiter = memoryRateLimiter(clock)),
    },
  )
  const vendor = await makeVendor(ctx.db, { businessName: 'Varanasi Weaves' })
  const [category] = await ctx.db.insert(categories).values({ name: 'Sarees', slug: 'sarees' }).returning()
  product = await makeProduct(ctx.db, {
    vendorId: vendor.id,
    categoryId: category!.id,
    name: 'Banarasi Silk Saree',
    description: 'Handwoven in Varanasi with real zari.',
    pricePaise: 1_299_900,
  })
  await ctx.app.catalogCaughtUp()
}, 60_000)
afterAll(async () => {
  await ctx.close()
  await webDist.remove()
})

describe('server-rendered storefront', () => {
  it('renders a product page with its name, price and JSON-LD, and hands its data to the browser', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/product/${product.slug}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    const body = res.body
    const root = body.slice(body.indexOf('<div id="root">'))
    const text = visibleText(root)
    expect(text).toContain('Banarasi Silk Saree')
    expect(text).toContain('₹12,999')
    expect(text).toContain('Varanasi Weaves')
    // The SEO module's head stays the one head: one title, its JSON-LD with the price.
    expect(body.match(/<title>/g)).toHaveLength(1)
    expect(body).toContain('<title>Banarasi Silk Saree | Haat</title>')
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(body)![1]!) as {
      name: string
      offers: { price: string }
    }
    expect(jsonLd).toMatchObject({ name: 'Banarasi Silk Saree', offers: { price: '12999.00' } })
    // The browser starts from what the server read: the product, its related items, the categories.
    const keys = serverState(body).queries.queries.map((q) => JSON.stringify(q.queryKey))
    expect(keys).toEqual(
      expect.arrayContaining([
        JSON.stringify(['catalog', 'products', 'detail', product.slug]),
        JSON.stringify(['catalog', 'products', 'related', product.slug]),
        JSON.stringify(['categories', 'list']),
      ]),
    )
    // The WhatsApp link carries the product's address at the shop's own origin (PUBLIC_URL), and
    // the browser gets that origin to render the same link when it hydrates.
    const shop = new URL(ctx.config.publicUrl).origin
    expect(body).toContain(
      `href="https://wa.me/?text=${encodeURIComponent(`Banarasi Silk Saree for ₹12,999 on Haat\n${shop}/product/${product.slug}`)}"`,
    )
    expect(serverState(body).origin).toBe(shop)
    // The module script is still there to hydrate the page.
    expect(body).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>')
  })

  it('never shows a kept page after its product was repriced or hidden', async () => {
    const url = `/product/${product.slug}`
    const first = await ctx.app.inject({ method: 'GET', url })
    expect(visibleText(first.body)).toContain('₹12,999')
    // The same page again comes from the kept copy, unchanged.
    expect((await ctx.app.inject({ method: 'GET', url })).body).toBe(first.body)

    await setProduct(ctx.db, product.id, { pricePaise: 1_099_900 })
    await ctx.app.catalogCaughtUp()
    const repriced = await ctx.app.inject({ method: 'GET', url })
    expect(visibleText(repriced.body)).toContain('₹10,999')
    expect(visibleText(repriced.body)).not.toContain('₹12,999')

    await ctx.db.update(products).set({ approvalStatus: 'rejected' }).where(eq(products.id, product.id))
    await ctx.app.catalogCaughtUp()
    const hidden = await ctx.app.inject({ method: 'GET', url })
    expect(hidden.statusCode).toBe(404)
    expect(visibleText(hidden.body)).not.toContain('Banarasi Silk Saree')
    await setProduct(ctx.db, product.id, { approvalStatus: 'approved', pricePaise: 1_299_900 })
    await ctx.app.catalogCaughtUp()
  })

  it('sends the page compressed to a browser that takes brotli or gzip', async () => {
    const url = `/product/${product.slug}`
    const plain = await ctx.app.inject({ method: 'GET', url })
    const br = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers.vary).toContain('accept-encoding')
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body)
  })

  it('keeps pages rendered at the same time apart: each is checked against its own reads', async () => {
    const vendor = await makeVendor(ctx.db)
    const [category] = await ctx.db.insert(categories).values({ name: 'Brass', slug: 'brass' }).returning()
    const [lamp, bowl] = await Promise.all(
      ['Brass Lamp', 'Brass Bowl'].map((name) =>
        makeProduct(ctx.db, { vendorId: vendor.id, categoryId: category!.id, name, pricePaise: 50_000 }),
      ),
    )
    await ctx.app.catalogCaughtUp()
    const pages = await Promise.all(
      [lamp!, bowl!].map((p) => ctx.app.inject({ method: 'GET', url: `/product/${p.slug}` })),
    )
    expect(visibleText(pages[0]!.body)).toContain('Brass Lamp')
    expect(visibleText(pages[1]!.body)).toContain('Brass Bowl')

    // Each page is checked against its own reads: repriced one at a time, each shows its new price.
    for (const [i, p] of [lamp!, bowl!].entries()) {
      await setProduct(ctx.db, p.id, { pricePaise: 45_000 - i * 1_000 })
      await ctx.app.catalogCaughtUp()
      const again = await ctx.app.inject({ method: 'GET', url: `/product/${p.slug}` })
      expect(visibleText(again.body), p.name).toContain(i === 0 ? '₹450' : '₹440')
      expect(visibleText(again.body), p.name).not.toContain('₹500')
    }
  })

  it('renders a limited number of new pages a minute for one address, then lets the browser render them', async () => {
    const { limit, windowMs } = LIMITS.serverRendersPerIp
    // This address has all but one of its fresh renders for the minute behind it.
    for (let i = 0; i < limit - 1; i++) await limiter.hit('serverRendersPerIp:10.9.9.9', limit, windowMs)
    const fresh = (i: number, remoteAddress = '10.9.9.9') =>
      ctx.app.inject({ method: 'GET', url: `/products?search=flood${i}`, remoteAddress })
    expect((await fresh(0)).body).toContain('haat-server-state')
    const past = await fresh(1)
    expect(past.statusCode).toBe(200)
    expect(past.body).toContain('<div id="root"></div>')
    expect(past.body).not.toContain('haat-server-state')
    // A page already kept is still served rendered, and other addresses are not held back.
    expect((await fresh(0)).body).toContain('haat-server-state')
    expect((await fresh(1, '10.9.9.10')).body).toContain('haat-server-state')
  })

  it.each([
    ['an unknown product', '/product/no-such-saree'],
    ['an unknown path', '/no/such/page'],
  ])('answers %s with 404 and the not-found page', async (_what, url) => {
    const res = await ctx.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(404)
    expect(visibleText(res.body)).toContain('The page you')
  })

  it("puts a page's own title and description in the head where the SEO module has none", async () => {
    const about = await ctx.app.inject({ method: 'GET', url: '/about' })
    expect(about.statusCode).toBe(200)
    const head = about.body.slice(0, about.body.indexOf('</head>'))
    expect(head.match(/<title>/g)).toHaveLength(1)
    expect(head).toContain('<title>About Haat | Haat</title>')
    expect(head.match(/<meta name="description"/g)).toHaveLength(1)
    expect(head).not.toContain('everything India makes, in one marketplace." />')
    // Nothing of the head is left in the body.
    expect(about.body.slice(about.body.indexOf('<body>'))).not.toContain('<title>')

    // The home page names itself but has no description of its own: the shop's stays, once.
    const home = await ctx.app.inject({ method: 'GET', url: '/' })
    const homeHead = home.body.slice(0, home.body.indexOf('</head>'))
    expect(homeHead.match(/<title>/g)).toHaveLength(1)
    expect(homeHead.match(/<meta name="description"/g)).toHaveLength(1)

    const search = await ctx.app.inject({ method: 'GET', url: '/products?search=%3Cb%3Esaree' })
    expect(search.body).toContain('<title>Results for &quot;&lt;b&gt;saree&quot; | Haat</title>')
  })

  it("asks for the page's main picture first, from the head, at the width its srcset picks", async () => {
    const [image] = await ctx.db
      .insert(media)
      .values({
        ownerKind: 'vendor',
        storageKey: 'saree-main',
        widths: [320, 640, 1280],
        width: 1600,
        height: 1600,
        bytes: 1000,
      })
      .returning()
    await ctx.db.insert(productImages).values({ productId: product.id, mediaId: image!.id, position: 0 })
    await ctx.app.catalogCaughtUp()
    const body = (await ctx.app.inject({ method: 'GET', url: `/product/${product.slug}` })).body
    const head = body.slice(0, body.indexOf('</head>'))
    const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []
    expect(preloads).toHaveLength(1)
    expect(preloads[0]).toContain('href="/media/saree-main-640.webp"')
    expect(preloads[0]).toContain(
      'imagesrcset="/media/saree-main-320.webp 320w, /media/saree-main-640.webp 640w, /media/saree-main-1280.webp 1280w"',
    )
    expect(preloads[0]).toContain('imagesizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw"')
    expect(preloads[0]).toContain('fetchpriority="high"')
    // Right after the charset, ahead of the inline stylesheet and the scripts.
    expect(head).toMatch(/<meta charset[^>]*><link rel="preload" as="image"/i)
    await ctx.db.delete(productImages).where(eq(productImages.productId, product.id))
    await ctx.app.catalogCaughtUp()
  })

  it('writes the lazy footer and category bar in place, with no inline script the CSP would refuse', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/category/sarees' })
    expect(res.statusCode).toBe(200)
    // Suspense boundaries complete where they stand (React DOM's markers), the footer's text among them.
    expect(res.body).toContain('<!--$-->')
    expect(res.body).not.toContain('<!--$?-->')
    expect(visibleText(res.body)).toContain('Grievance Officer')
    // Only the module script and the state (JSON): no script React would write to reveal a boundary.
    const scripts = [...res.body.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => attributes)
    expect(scripts.every((attributes) => /type="(module|application\/json)"/.test(attributes ?? ''))).toBe(true)
  })

  it('renders a category page with its products', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/category/sarees' })
    expect(res.statusCode).toBe(200)
    expect(visibleText(res.body)).toContain('Banarasi Silk Saree')
  })

  it('renders a page in Hindi for the language cookie or ?lang=hi, and keeps each language apart', async () => {
    const url = `/product/${product.slug}`
    const english = await ctx.app.inject({ method: 'GET', url })
    expect(english.body).toContain('<html lang="en-IN">')
    expect(visibleText(english.body)).toContain('Privacy Policy')
    expect(english.headers.vary).toContain('cookie')

    const hindi = await ctx.app.inject({ method: 'GET', url, cookies: { lang: 'hi-IN' } })
    expect(hindi.statusCode).toBe(200)
    expect(hindi.body).toContain('<html lang="hi-IN">')
    const text = visibleText(hindi.body)
    expect(text).toContain('प्राइवेसी पॉलिसी')
    expect(text).not.toContain('Privacy Policy')
    // Product data stays as the seller wrote it.
    expect(text).toContain('Banarasi Silk Saree')
    expect(hindi.headers['set-cookie']).toBeUndefined()

    // A link to the Hindi page: Hindi, and remembered for the next pages.
    const linked = await ctx.app.inject({ method: 'GET', url: `${url}?lang=hi` })
    expect(linked.body).toContain('<html lang="hi-IN">')
    expect(String(linked.headers['set-cookie'])).toMatch(/^lang=hi-IN;.*Path=\/.*SameSite=Lax/)

    // The English page kept before is still English; a made-up language is English.
    expect(visibleText((await ctx.app.inject({ method: 'GET', url })).body)).toContain('Privacy Policy')
    const unknown = await ctx.app.inject({ method: 'GET', url: `${url}?lang=xx`, cookies: { lang: '<script>' } })
    expect(unknown.body).toContain('<html lang="en-IN">')
    expect(unknown.headers['set-cookie']).toBeUndefined()
    // A page the browser renders starts in the cookie's language too.
    const cart = await ctx.app.inject({ method: 'GET', url: '/cart', cookies: { lang: 'hi-IN' } })
    expect(cart.body).toContain('<html lang="hi-IN">')
  })

  it('leaves session pages (cart, checkout, seller and admin areas) to the browser', async () => {
    for (const url of ['/cart', '/checkout', '/profile', '/vendor', '/admin']) {
      const res = await ctx.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain('<div id="root"></div>')
      expect(res.body, url).not.toContain('haat-server-state')
    }
  })

  it('keeps a hostile product name as text inside the state script', async () => {
    const vendor = await makeVendor(ctx.db)
    const [category] = await ctx.db.insert(categories).values({ name: 'Lamps', slug: 'lamps' }).returning()
    const hostile = await makeProduct(ctx.db, {
      vendorId: vendor.id,
      categoryId: category!.id,
      name: 'Lamp </script><script>alert(1)</script>',
    })
    await ctx.app.catalogCaughtUp()
    const res = await ctx.app.inject({ method: 'GET', url: `/product/${hostile.slug}` })
    expect(res.statusCode).toBe(200)
    expect(res.body).not.toContain('<script>alert(1)</script>')
    const state = serverState(res.body)
    const detail = state.queries.queries.find((q) => q.queryKey[2] === 'detail')
    expect((detail?.state.data as { name: string }).name).toBe('Lamp </script><script>alert(1)</script>')
  })
})

import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, sessions, vendors } from '../../src/db/schema/accounts'
import { queryRows } from '../../src/db/client'
import { hashToken } from '../../src/modules/auth/sessions.service'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let webDir: string

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'haat-web-'))
  await mkdir(path.join(webDir, 'assets'))
  await writeFile(path.join(webDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>')
  await writeFile(path.join(webDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
  // A script the build compressed itself (apps/web/vite.config.ts): brotli and gzip copies beside it.
  const framework = `export const framework = ${JSON.stringify('react '.repeat(1000))}`
  await writeFile(path.join(webDir, 'assets', 'framework-def456.js'), framework)
  await writeFile(path.join(webDir, 'assets', 'framework-def456.js.br'), brotliCompressSync(framework))
  await writeFile(path.join(webDir, 'assets', 'framework-def456.js.gz'), gzipSync(framework))
  await writeFile(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  await writeFile(path.join(webDir, 'service-worker.js'), 'self.addEventListener("fetch", () => {})')
  await writeFile(path.join(webDir, 'manifest.webmanifest'), '{"name":"Haat","short_name":"Haat"}')
  ctx = await createTestApp({}, { webDistDir: webDir })
})
afterAll(async () => {
  await ctx.close()
  await rm(webDir, { recursive: true, force: true })
})

describe('health', () => {
  it('is ready with the database, the media storage and (not used here) Redis checked', async () => {
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await ctx.app.inject(url)
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({ status: 'ok', database: 'up', redis: 'not used', storage: 'up' })
    }
    expect((await ctx.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' })
  })

  it('is not ready, in the error shape, when the database is gone, but still live', async () => {
    const other = await createTestApp()
    await other.database.close()
    for (const url of ['/api/health/ready', '/api/health']) {
      const res = await other.app.inject(url)
      expect(res.statusCode).toBe(503)
      expect(res.json()).toEqual({
        error: { code: 'UNAVAILABLE', message: 'Not ready: the database is not answering.' },
      })
    }
    // A balancer restarting on this would restart every server for one database blip.
    expect((await other.app.inject('/api/health/live')).statusCode).toBe(200)
    await other.app.close()
  })

  it('is not ready when Redis or the media storage cannot answer', async () => {
    const other = await createTestApp({ REDIS_URL: 'redis://127.0.0.1:1' })
    const root = other.storage.localRoot ?? ''
    await rm(root, { recursive: true, force: true })
    await writeFile(root, 'a file where the media folder should be')
    const res = await other.app.inject('/api/health/ready')
    expect(res.statusCode).toBe(503)
    expect(res.json().error.message).toBe('Not ready: Redis and the media storage are not answering.')
    expect((await other.app.inject('/api/health/live')).statusCode).toBe(200)
    await rm(root, { force: true })
    await other.close()
  })
})

describe('errors and headers', () => {
  it('answers unknown /api paths with a JSON 404 in the one error shape', async () => {
    for (const url of ['/api/nope', '/api/', '/api/products/x/y/z']) {
      const res = await ctx.app.inject(url)
      expect(res.statusCode).toBe(404)
      expect(res.headers['content-type']).toMatch(/application\/json/)
      expect(res.json().error.code).toBe('NOT_FOUND')
    }
    const post = await ctx.app.inject({ method: 'POST', url: '/api/nope', payload: {} })
    expect(post.statusCode).toBe(404)
  })

  it('answers a bad body or params with 400 and field paths, never a 500', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/auth/robot/logout' })
    expect(res.statusCode).toBe(400)
    const body = res.json()
    expect(body.error.code).toBe('VALIDATION')
    expect(body.error.details[0].path).toBe('kind')
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customer/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.code).toBe('BAD_REQUEST')
  })

  it('sets a request id, security headers and a CSP that allows only what the app needs', async () => {
    const res = await ctx.app.inject('/api/health')
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self' https://checkout.razorpay.com")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(res.headers['permissions-policy']).toContain('camera=()')
    expect(res.headers['permissions-policy']).toContain('geolocation=()')
    expect(res.headers['permissions-policy']).toContain('payment=(self "https://api.razorpay.com"')
    expect(csp).not.toContain("'unsafe-eval'")
    const echoed = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-123' } })
    expect(echoed.headers['x-request-id']).toBe('lb-123')
    const refused = await ctx.app.inject({ url: '/api/health', headers: { 'x-request-id': 'bad id <script>' } })
    expect(refused.headers['x-request-id']).not.toContain('<')
  })

  it('compresses large responses', async () => {
    const res = await ctx.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(res.headers['content-encoding']).toBe('gzip')
  })

  it('serves OpenAPI docs at /api/docs', async () => {
    const page = await ctx.app.inject('/api/docs')
    expect([200, 302]).toContain(page.statusCode)
    const spec = await ctx.app.inject('/api/docs/json')
    expect(spec.statusCode).toBe(200)
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/categories', '/api/session']),
    )
  })

  it('refuses a state-changing call from another origin', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customer/logout',
      headers: { origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('FORBIDDEN')
    const same = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customer/logout',
      headers: { origin: 'http://localhost:3000' },
    })
    expect(same.statusCode).toBe(204)
  })
})

describe('web app serving', () => {
  it('serves hashed assets as immutable for a year', async () => {
    const res = await ctx.app.inject('/assets/index-abc123.js')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers every other page path with index.html and no-cache (the SPA fallback)', async () => {
    for (const url of ['/', '/product/some-slug', '/category/electronics/phones?page=2', '/vendor/orders/abc']) {
      const res = await ctx.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toMatch(/text\/html/)
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<div id="root">')
    }
  })

  it('serves the service worker and the manifest revalidated on every visit, so a new build is found at once', async () => {
    const worker = await ctx.app.inject('/service-worker.js')
    expect(worker.statusCode).toBe(200)
    expect(worker.headers['content-type']).toMatch(/javascript/)
    expect(worker.headers['cache-control']).toBe('no-cache')
    const manifest = await ctx.app.inject('/manifest.webmanifest')
    expect(manifest.statusCode).toBe(200)
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/)
    expect(manifest.headers['cache-control']).toBe('no-cache')
  })

  it("sends the build's own compressed copy of a script as it is, in the encoding the browser takes", async () => {
    const br = await ctx.app.inject({ url: '/assets/framework-def456.js', headers: { 'accept-encoding': 'gzip, br' } })
    expect(br.statusCode).toBe(200)
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['content-type']).toMatch(/javascript/)
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(br.rawPayload.equals(await readFile(path.join(webDir, 'assets', 'framework-def456.js.br')))).toBe(true)
    const gz = await ctx.app.inject({ url: '/assets/framework-def456.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gz.rawPayload).toString()).toContain('export const framework')
    const plain = await ctx.app.inject({
      url: '/assets/framework-def456.js',
      headers: { 'accept-encoding': 'identity' },
    })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toContain('export const framework')
  })

  it('does not fall back for missing assets or media', async () => {
    expect((await ctx.app.inject('/assets/missing-123.js')).statusCode).toBe(404)
    expect((await ctx.app.inject('/media/nothing-320.webp')).statusCode).toBe(404)
  })

  it('serves uploaded media with long immutable caching', async () => {
    await ctx.storage.put('test-image-320.webp', Buffer.from('RIFF0000WEBP'))
    const res = await ctx.app.inject('/media/test-image-320.webp')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await ctx.app.inject('/media/..%2f..%2fetc%2fpasswd')).statusCode).toBe(404)
  })
})

describe('sessions', () => {
  it('reports nobody signed in without cookies', async () => {
    const res = await ctx.app.inject('/api/session')
    expect(res.json()).toEqual({ customer: null, vendor: null, admin: null })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('reports a live session and ends it on logout', async () => {
    const [customer] = await ctx.db
      .insert(customers)
      .values({ name: 'Asha', email: 'asha@example.com', phone: '+919812345678', passwordHash: 'x' })
      .returning()
    const token = 'test-token-customer'
    await ctx.db.insert(sessions).values({
      tokenHash: hashToken(token),
      kind: 'customer',
      subjectId: customer!.id,
      expiresAt: new Date(ctx.clock.now().getTime() + 60_000),
    })
    const cookies = { haat_customer: token }
    const me = await ctx.app.inject({ url: '/api/session', cookies })
    expect(me.json().customer).toEqual({ id: customer!.id, name: 'Asha', email: 'asha@example.com', locale: 'en-IN' })
    // A customer token is no vendor token.
    expect((await ctx.app.inject({ url: '/api/session', cookies: { haat_vendor: token } })).json().vendor).toBeNull()

    const out = await ctx.app.inject({ method: 'POST', url: '/api/auth/customer/logout', cookies })
    expect(out.statusCode).toBe(204)
    expect(out.headers['set-cookie']).toMatch(/haat_customer=;/)
    expect((await ctx.app.inject({ url: '/api/session', cookies })).json().customer).toBeNull()
  })

  it('treats an expired session as signed out', async () => {
    const [customer] = await ctx.db.insert(customers).values({ name: 'Old', email: 'old@example.com' }).returning()
    await ctx.db.insert(sessions).values({
      tokenHash: hashToken('expired'),
      kind: 'customer',
      subjectId: customer!.id,
      expiresAt: new Date(ctx.clock.now().getTime() - 1),
    })
    expect(
      (await ctx.app.inject({ url: '/api/session', cookies: { haat_customer: 'expired' } })).json().customer,
    ).toBeNull()
  })
})

describe('schema and migrations', () => {
  it('applied every migration, with pg_trgm available', async () => {
    const rows = await queryRows<{ similarity: number }>(
      ctx.db,
      sql`select similarity('samsung', 'samsng') as similarity`,
    )
    expect(rows[0]!.similarity).toBeGreaterThan(0.3)
    const tables = await queryRows<{ table_name: string }>(
      ctx.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )
    expect(tables.map((t) => t.table_name)).toEqual(
      expect.arrayContaining([
        'admins',
        'customers',
        'addresses',
        'vendors',
        'sessions',
        'otps',
        'categories',
        'subcategories',
        'products',
        'product_images',
        'product_views_daily',
        'reviews',
        'cart_lines',
        'wishlist_items',
        'orders',
        'order_lines',
        'vendor_orders',
        'tracking_events',
        'media',
        'outbox',
        'audit_log',
        'settings',
      ]),
    )
  })

  it('keeps e-mails unique per account kind, whatever their case', async () => {
    await ctx.db.insert(customers).values({ name: 'A', email: 'Same@Example.com' })
    await expect(ctx.db.insert(customers).values({ name: 'B', email: 'same@example.com' })).rejects.toThrow()
  })

  it('enforces stock >= 0 and amounts >= 0 in the database', async () => {
    const [vendor] = await ctx.db
      .insert(vendors)
      .values({
        email: 'v@example.com',
        passwordHash: 'x',
        businessName: 'V',
        ownerName: 'O',
        phone: '+919812345678',
        businessType: 'proprietorship',
        address: 'a',
        city: 'c',
        state: 'Goa',
        pin: '403001',
        upiId: 'v@upi',
      })
      .returning()
    const rows = await queryRows<{ id: string }>(
      ctx.db,
      sql`insert into categories (name, slug) values ('C', 'c') returning id`,
    )
    const product = (overrides: string) =>
      ctx.db.execute(
        sql.raw(`insert into products (vendor_id, category_id, sku, name, slug, description, price_paise ${overrides.split('|')[0]})
        values ('${vendor!.id}', '${rows[0]!.id}', 'SKU-${overrides.length}', 'N', 'n-${overrides.length}', 'd', 100 ${overrides.split('|')[1]})`),
      )
    await expect(product(', stock|, -1')).rejects.toThrow()
    await expect(product('|').then(() => 'ok')).resolves.toBe('ok')
    await expect(ctx.db.execute(sql`update products set price_paise = -5`)).rejects.toThrow()
  })
})

import { readdir } from 'node:fs/promises'
import { count, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { media } from '../../src/db/schema/platform'
import { makeAdmin, makeCustomer, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let vendorCookies: Record<string, string>
beforeAll(async () => {
  ctx = await createTestApp()
  const vendor = await makeVendor(ctx.db)
  vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
})
afterAll(() => ctx.close())

type UploadFile = { name: string; type: string; body: Buffer }

/** A multipart/form-data body built the way a browser builds one. */
async function formPayload(files: UploadFile[]) {
  const form = new FormData()
  for (const f of files) form.append('files', new Blob([new Uint8Array(f.body)], { type: f.type }), f.name)
  const encoded = new Response(form)
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  }
}

async function upload(files: UploadFile[], cookies: Record<string, string> = vendorCookies) {
  return ctx.app.inject({ method: 'POST', url: '/api/media', cookies, ...(await formPayload(files)) })
}

const canvas = (width = 400, height = 300) => sharp({ create: { width, height, channels: 3, background: '#c60' } })
const jpeg = async (name = 'photo.jpg') => ({ name, type: 'image/jpeg', body: await canvas().jpeg().toBuffer() })

async function stored() {
  const [rows] = await ctx.db.select({ n: count() }).from(media)
  const files = await readdir(ctx.storage.localRoot!).catch(() => [])
  return { rows: rows!.n, files: files.length }
}

describe('POST /api/media', () => {
  it('re-encodes several images to WebP in three widths and stores them under random keys', async () => {
    const before = await stored()
    const withExif = await canvas(1600, 1200)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'home address' } })
      .toBuffer()
    expect((await sharp(withExif).metadata()).exif).toBeDefined()
    const res = await upload([
      { name: 'kurta.jpg', type: 'image/jpeg', body: withExif },
      { name: 'kurta-back.png', type: 'image/png', body: await canvas().png().toBuffer() },
    ])
    expect(res.statusCode).toBe(201)
    const { data } = res.json() as {
      data: { id: string; width: number; height: number; variants: { width: number; url: string }[] }[]
    }
    expect(data).toHaveLength(2)
    expect(data[0]).toMatchObject({ width: 1600, height: 1200 })
    expect(data[0]!.variants.map((v) => v.width)).toEqual([320, 640, 1280])
    // Never larger than the original: the 400 px image's widest variant is 400 px.
    expect(data[1]!.variants.map((v) => v.width)).toEqual([320, 400, 400])

    const keys = new Set<string>()
    for (const variant of data.flatMap((d) => d.variants)) {
      const match = /^\/media\/([a-z0-9-]+)-(\d+)\.webp$/.exec(variant.url)
      expect(match, variant.url).not.toBeNull()
      keys.add(match![1]!)
      const served = await ctx.app.inject({ url: variant.url })
      expect(served.statusCode).toBe(200)
      const meta = await sharp(served.rawPayload).metadata()
      expect(meta.format).toBe('webp')
      expect(meta.exif).toBeUndefined()
    }
    expect(keys.size).toBe(2)
    for (const key of keys) expect(key).toMatch(/^[a-z0-9]{32}$/)

    const rows = await ctx.db.select().from(media).where(eq(media.id, data[0]!.id))
    expect(rows[0]).toMatchObject({ ownerKind: 'vendor', widths: [320, 640, 1280], width: 1600, height: 1200 })
    const after = await stored()
    expect(after.rows - before.rows).toBe(2)
    expect(after.files - before.files).toBe(6)
  })

  it('serves each variant as a JPEG too, for link previews (og:image), with no EXIF', async () => {
    const res = await upload([await jpeg()])
    expect(res.statusCode).toBe(201)
    const variant = (res.json() as { data: { variants: { url: string }[] }[] }).data[0]!.variants[1]!
    const jpegUrl = variant.url.replace('/media/', '/media/jpeg/').replace(/\.webp$/, '.jpg')
    const served = await ctx.app.inject({ url: jpegUrl })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const meta = await sharp(served.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 400 })
    expect(meta.exif).toBeUndefined()
    for (const bad of [
      '/media/jpeg/no-such-image-640.jpg',
      jpegUrl.replace('.jpg', '.png'),
      '/media/jpeg/..%2F..%2Fetc%2Fpasswd.jpg',
      '/media/jpeg/UPPER-640.jpg',
    ]) {
      const missing = await ctx.app.inject({ url: bad })
      expect(missing.statusCode, bad).toBe(404)
      expect(missing.json().error.code).toBe('NOT_FOUND')
    }
  })

  it('accepts JPEG, PNG, WebP, AVIF and GIF by their content', async () => {
    const image = canvas(200, 150)
    const res = await upload([
      { name: 'a.jpg', type: 'image/jpeg', body: await image.clone().jpeg().toBuffer() },
      { name: 'b.png', type: 'image/png', body: await image.clone().png().toBuffer() },
      { name: 'c.webp', type: 'image/webp', body: await image.clone().webp().toBuffer() },
      { name: 'd.avif', type: 'image/avif', body: await image.clone().avif().toBuffer() },
      // A misleading name and type do not matter either way: the bytes are a GIF.
      { name: 'e.txt', type: 'text/plain', body: await image.clone().gif().toBuffer() },
    ])
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toHaveLength(5)
  })

  it('lets an admin upload (category images), recorded as the admin’s', async () => {
    const admin = await makeAdmin(ctx.db)
    const res = await upload([await jpeg()], await signIn(ctx.app, 'admin', admin.email))
    expect(res.statusCode).toBe(201)
    const [row] = await ctx.db.select().from(media).where(eq(media.id, res.json().data[0].id))
    expect(row).toMatchObject({ ownerKind: 'admin', ownerId: admin.id })
  })

  it('uploads as the vendor when a browser holds both sessions, as the admin when the vendor was rejected', async () => {
    const admin = await makeAdmin(ctx.db)
    const adminCookies = await signIn(ctx.app, 'admin', admin.email)
    const both = await upload([await jpeg()], { ...vendorCookies, ...adminCookies })
    const [asVendor] = await ctx.db.select().from(media).where(eq(media.id, both.json().data[0].id))
    expect(asVendor!.ownerKind).toBe('vendor')
    const rejected = await makeVendor(ctx.db, { status: 'rejected' })
    const rejectedCookies = await signIn(ctx.app, 'vendor', rejected.email)
    const fallback = await upload([await jpeg()], { ...rejectedCookies, ...adminCookies })
    expect(fallback.statusCode).toBe(201)
    const [asAdmin] = await ctx.db.select().from(media).where(eq(media.id, fallback.json().data[0].id))
    expect(asAdmin).toMatchObject({ ownerKind: 'admin', ownerId: admin.id })
  })

  it('refuses customers, signed-out callers and rejected vendors', async () => {
    const customer = await makeCustomer(ctx.db)
    expect((await upload([await jpeg()], await signIn(ctx.app, 'customer', customer.email!))).statusCode).toBe(403)
    expect((await upload([await jpeg()], {})).statusCode).toBe(401)
    const rejected = await makeVendor(ctx.db, { status: 'rejected' })
    const res = await upload([await jpeg()], await signIn(ctx.app, 'vendor', rejected.email))
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('NOT_APPROVED')
  })
})

describe('upload attacks store nothing', () => {
  const html = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>')

  it.each([
    [
      'an HTML page named .jpg and declared image/jpeg',
      async () => [{ name: 'cute-cat.jpg', type: 'image/jpeg', body: html }],
    ],
    [
      'an SVG with a script (not an accepted format)',
      async () => [
        {
          name: 'logo.png',
          type: 'image/png',
          body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        },
      ],
    ],
    [
      'a truncated JPEG',
      async () => {
        const full = await sharp({
          create: {
            width: 900,
            height: 700,
            channels: 3,
            background: '#000',
            noise: { type: 'gaussian', mean: 128, sigma: 40 },
          },
        })
          .jpeg()
          .toBuffer()
        return [{ name: 'cut.jpg', type: 'image/jpeg', body: full.subarray(0, Math.floor(full.length / 2)) }]
      },
    ],
    [
      'JPEG magic bytes followed by junk',
      async () => [
        { name: 'fake.jpg', type: 'image/jpeg', body: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]) },
      ],
    ],
    [
      'a good image beside a bad one',
      async () => [await jpeg('good.jpg'), { name: 'bad.jpg', type: 'image/jpeg', body: html }],
    ],
  ])('%s → 400', async (_label, files) => {
    const before = await stored()
    const res = await upload(await files())
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({ code: 'VALIDATION' })
    expect(res.json().error.message).toMatch(/not a JPEG, PNG, WebP, AVIF or GIF image|damaged/)
    expect(await stored()).toEqual(before)
  })

  it('refuses a 6 MB file with 413 and a clear message', async () => {
    const before = await stored()
    const big = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(6 * 1024 * 1024, 7)])
    const res = await upload([await jpeg('first.jpg'), { name: 'huge.jpg', type: 'image/jpeg', body: big }])
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: '"huge.jpg" is larger than 5 MB.' })
    expect(await stored()).toEqual(before)
  })

  it('refuses a ninth image with 413 and stores none of the nine', async () => {
    const before = await stored()
    const one = await jpeg()
    const res = await upload(Array.from({ length: 9 }, (_, i) => ({ ...one, name: `p${i}.jpg` })))
    expect(res.statusCode).toBe(413)
    expect(res.json().error.message).toBe('Upload at most 8 images at once.')
    expect(await stored()).toEqual(before)
  })

  it('takes eight at once', async () => {
    const one = await jpeg()
    const res = await upload(Array.from({ length: 8 }, (_, i) => ({ ...one, name: `p${i}.jpg` })))
    expect(res.statusCode).toBe(201)
    expect(res.json().data).toHaveLength(8)
  })

  it('refuses a request without files, or not multipart', async () => {
    const before = await stored()
    const empty = await upload([])
    expect(empty.statusCode).toBe(400)
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/media',
      cookies: vendorCookies,
      payload: { url: 'http://x/y.jpg' },
    })
    expect(json.statusCode).toBe(415)
    expect(json.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE')
    expect(await stored()).toEqual(before)
  })

  it('allows 60 upload requests per account an hour, then 429', async () => {
    const busy = await makeVendor(ctx.db, { status: 'approved' })
    const cookies = await signIn(ctx.app, 'vendor', busy.email)
    for (let i = 0; i < 60; i++) expect((await upload([], cookies)).statusCode).toBe(400)
    const refused = await upload([await jpeg()], cookies)
    expect(refused.statusCode).toBe(429)
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another seller is not held up.
    expect((await upload([await jpeg()])).statusCode).toBe(201)
  })

  it('removes files already written when the database insert fails', async () => {
    const before = await stored()
    const failing = ctx.db.transaction.bind(ctx.db)
    // Make the one insert of the use case fail after the files are on disk.
    ;(ctx.db as { transaction: unknown }).transaction = () => Promise.reject(new Error('database went away'))
    try {
      const res = await upload([await jpeg()])
      expect(res.statusCode).toBe(500)
    } finally {
      ;(ctx.db as { transaction: unknown }).transaction = failing
    }
    expect(await stored()).toEqual(before)
  })

  it('keeps each seller within its image space: count and bytes, and two uploads at once cannot both take the last place', async () => {
    const seller = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', seller.email)
    // 2,999 images already stored (a large catalogue), of a few bytes each.
    await ctx.db.execute(sql`
      insert into media (owner_kind, owner_id, storage_key, widths, width, height, bytes)
      select 'vendor', ${seller.id}, 'quota-' || ${seller.id} || '-' || g, '{200}', 10, 10, 100
      from generate_series(1, 2999) g`)
    const before = await stored()
    const two = await upload([await jpeg('a.jpg'), await jpeg('b.jpg')], cookies)
    expect(two.statusCode).toBe(409)
    expect(two.json()).toMatchObject({
      error: { code: 'QUOTA_EXCEEDED', details: [{ path: 'files' }] },
    })
    expect(two.json().error.message).toContain('3,000 images or 600 MB')
    expect(await stored()).toEqual(before)

    const racing = await Promise.all([upload([await jpeg()], cookies), upload([await jpeg()], cookies)])
    expect(racing.map((r) => r.statusCode).sort()).toEqual([201, 409])

    // Bytes count too: a seller whose stored images fill 600 MB uploads nothing more.
    const heavy = await makeVendor(ctx.db)
    await ctx.db.execute(sql`
      insert into media (owner_kind, owner_id, storage_key, widths, width, height, bytes)
      values ('vendor', ${heavy.id}, ${`quota-heavy-${heavy.id}`}, '{200}', 10, 10, ${600 * 1024 * 1024 - 10})`)
    const full = await upload([await jpeg()], await signIn(ctx.app, 'vendor', heavy.email))
    expect(full.statusCode).toBe(409)
    // Another seller is not affected.
    expect((await upload([await jpeg()])).statusCode).toBe(201)
  })
})

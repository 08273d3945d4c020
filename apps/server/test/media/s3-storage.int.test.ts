import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { s3Storage } from '../../src/modules/media'
import type { MediaStorage } from '../../src/modules/media'
import { makeVendor, signIn } from '../factories'
import { createTestApp } from '../test-app'

// Media in S3-compatible object storage (S3_BUCKET), through the official AWS SDK against a real
// S3-compatible server started here (s3rver, from the npm registry), never a mock of the SDK.
const BUCKET = 'haat-media'
let server: S3rver
let folder: string
let endpoint: string
const storageFor = (bucket = BUCKET): MediaStorage =>
  s3Storage({
    bucket,
    region: 'us-east-1',
    endpoint,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  })

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'haat-s3-'))
  server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: folder,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  endpoint = `http://127.0.0.1:${port}`
})
afterAll(async () => {
  await server.close()
  await rm(folder, { recursive: true, force: true })
})

describe('the S3 media storage', () => {
  it('puts, gets and removes files, and says when the bucket answers', async () => {
    const storage = storageFor()
    await storage.put('abc-320.webp', Buffer.from('RIFF0000WEBP'))
    expect((await storage.get('abc-320.webp'))?.toString()).toBe('RIFF0000WEBP')
    await storage.remove('abc-320.webp')
    expect(await storage.get('abc-320.webp')).toBeNull()
    expect(await storage.ping()).toBe(true)
    expect(await storageFor('no-such-bucket').ping()).toBe(false)
  })

  it('refuses a file name the server did not make', async () => {
    await expect(storageFor().put('../escape.webp', Buffer.from('x'))).rejects.toThrow('Unsafe media file name')
  })
})

describe('a shop whose media are in the bucket', () => {
  it('stores an upload there and serves it at the same URL, cached for a year', async () => {
    const ctx = await createTestApp({}, { storage: storageFor() })
    const vendor = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const form = new FormData()
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#c60' } })
      .jpeg()
      .toBuffer()
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'kurta.jpg')
    const body = new Response(form)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/media',
      cookies,
      payload: Buffer.from(await body.arrayBuffer()),
      headers: { 'content-type': body.headers.get('content-type') ?? '' },
    })
    expect(res.statusCode).toBe(201)
    const [image] = (res.json() as { data: { variants: { url: string }[] }[] }).data
    const url = image?.variants[0]?.url ?? ''
    expect(url).toMatch(/^\/media\/[a-z0-9-]+\.webp$/)

    const served = await ctx.app.inject(url)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/webp')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp')
    expect((await ctx.app.inject({ method: 'HEAD', url })).statusCode).toBe(200)

    for (const missing of ['/media/nothing-here-320.webp', '/media/..%2Fsecret.webp', '/media/x.png']) {
      const res404 = await ctx.app.inject(missing)
      expect(res404.statusCode, missing).toBe(404)
      expect(res404.json().error.code).toBe('NOT_FOUND')
    }
    expect((await ctx.app.inject('/api/health/ready')).json()).toMatchObject({ storage: 'up' })
    await ctx.close()
  })

  it('redirects /media/… to the bucket’s CDN address when MEDIA_PUBLIC_URL is set', async () => {
    const ctx = await createTestApp(
      { S3_BUCKET: BUCKET, MEDIA_PUBLIC_URL: 'https://cdn.shop.example/media/' },
      { storage: storageFor() },
    )
    const res = await ctx.app.inject('/media/abc-640.webp')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('https://cdn.shop.example/media/abc-640.webp')
    // Pages may show pictures from there.
    const page = await ctx.app.inject('/api/health/live')
    expect(page.headers['content-security-policy']).toMatch(/img-src 'self' data: blob: https:\/\/cdn\.shop\.example;/)
    await ctx.close()
  })

  it('is not ready while the bucket cannot be reached, and answers 503 (never 500) for its files', async () => {
    const ctx = await createTestApp({}, { storage: storageFor('missing-bucket') })
    const res = await ctx.app.inject('/api/health/ready')
    expect(res.statusCode).toBe(503)
    expect(res.json().error.message).toBe('Not ready: the media storage is not answering.')
    const picture = await ctx.app.inject('/media/abc-320.webp')
    expect(picture.statusCode).toBe(503)
    expect(picture.json().error.code).toBe('UNAVAILABLE')
    await ctx.close()
  })
})

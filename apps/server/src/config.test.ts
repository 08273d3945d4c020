import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ConfigError, EnvSchema, loadConfig } from './config'

describe('loadConfig', () => {
  it('gives a newcomer working defaults', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      isProduction: false,
      dataDir: './data',
      seedDemo: true,
      secureCookies: false,
    })
    expect(config.publicUrl).toBe('http://localhost:3000')
    expect(config.databaseUrl).toBeUndefined()
    expect(config.razorpay).toBeUndefined()
    expect(config).toMatchObject({ webConcurrency: 1, catalogCacheBytes: 64 * 1024 * 1024 })
  })

  it('serves another build of the web app when WEB_DIST_DIR names one', () => {
    expect(loadConfig({}, '/srv/haat/apps/web/dist').webDistDir).toBe('/srv/haat/apps/web/dist')
    expect(loadConfig({ WEB_DIST_DIR: '/srv/releases/42/web' }, '/srv/haat/apps/web/dist').webDistDir).toBe(
      '/srv/releases/42/web',
    )
  })

  it('runs a server per core with WEB_CONCURRENCY=auto on PostgreSQL', () => {
    const config = loadConfig({ WEB_CONCURRENCY: 'auto', DATABASE_URL: 'postgres://u@h/db' })
    expect(config.webConcurrency).toBeGreaterThanOrEqual(1)
    expect(loadConfig({ WEB_CONCURRENCY: '3', DATABASE_URL: 'postgres://u@h/db' }).webConcurrency).toBe(3)
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x@y/z' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ ADMIN_NOTIFY_EMAIL: 'nobody' }, 'ADMIN_NOTIFY_EMAIL'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL'],
    [{ RAZORPAY_KEY_ID: 'rzp_test_x' }, 'RAZORPAY_KEY_SECRET'],
    [{ WEB_CONCURRENCY: '0' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: 'many' }, 'WEB_CONCURRENCY'],
    [{ WEB_CONCURRENCY: '2' }, 'WEB_CONCURRENCY: above 1 needs DATABASE_URL'],
    [{ DATABASE_REPLICA_URL: 'postgres://replica:5432/haat' }, 'DATABASE_REPLICA_URL: needs DATABASE_URL'],
    [{ DATABASE_URL: 'postgres://db/haat', DATABASE_REPLICA_URL: 'mysql://replica/haat' }, 'DATABASE_REPLICA_URL'],
    [{ CATALOG_CACHE_MB: '-1' }, 'CATALOG_CACHE_MB'],
    [{ MIGRATE_ON_START: 'later' }, 'MIGRATE_ON_START'],
    [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE'],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN'],
    [{ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' }, 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET'],
    [{ MEDIA_PUBLIC_URL: 'https://cdn.example' }, 'S3_BUCKET'],
    [{ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://x' }, 'S3_ENDPOINT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(name)
  })

  it('refuses unsafe production settings', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://shop.in', SMTP_URL: 'smtp://m' })).toThrow(
      /PUBLIC_URL: must be an https/,
    )
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.in' })).toThrow(/SMTP_URL/)
  })

  it('in production seeds only when asked and uses Secure cookies', () => {
    const base = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.in/', SMTP_URL: 'smtp://mail:25' }
    expect(loadConfig(base)).toMatchObject({
      isProduction: true,
      seedDemo: false,
      secureCookies: true,
      publicUrl: 'https://shop.in',
    })
    expect(loadConfig({ ...base, SEED_DEMO: '1' }).seedDemo).toBe(true)
  })

  it('honours SEED_DEMO=0 locally', () => {
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false)
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true)
  })

  it('keeps media in a bucket when S3_BUCKET is set, the bucket in the path for an S3-compatible server', () => {
    expect(loadConfig({}).s3).toBeUndefined()
    expect(
      loadConfig({
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        MEDIA_PUBLIC_URL: 'https://cdn.example/media/',
      }),
    ).toMatchObject({
      s3: {
        bucket: 'media',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
        forcePathStyle: true,
      },
      mediaPublicUrl: 'https://cdn.example/media',
    })
    expect(loadConfig({ S3_BUCKET: 'media', S3_REGION: 'ap-south-1' }).s3).toMatchObject({
      region: 'ap-south-1',
      endpoint: undefined,
      credentials: undefined,
      forcePathStyle: false,
    })
  })

  it('takes the pool size and log level, with 10 connections and info unless told', () => {
    expect(loadConfig({})).toMatchObject({ dbPoolSize: 10, logLevel: 'info' })
    expect(loadConfig({ DB_POOL_SIZE: '25', LOG_LEVEL: 'warn' })).toMatchObject({ dbPoolSize: 25, logLevel: 'warn' })
  })

  it('migrates at start unless MIGRATE_ON_START=0 (migrations as a release step)', () => {
    expect(loadConfig({}).migrateOnStart).toBe(true)
    expect(loadConfig({ MIGRATE_ON_START: '0' }).migrateOnStart).toBe(false)
  })

  it('trusts X-Forwarded-For only when told to', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.in', SMTP_URL: 'smtp://m' }).trustProxy).toBe(
      false,
    )
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'loopback',
    ])
    // "Trust everyone" is not on offer, nor are malformed addresses.
    for (const bad of ['yes', 'true', '*', '10.0.0.0/33', '300.1.1.1', '10.0.0.1/8/2', '1.2.3.4,']) {
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY/)
    }
  })

  it('offers the dev mailbox and sandbox gateway only locally on loopback', () => {
    expect(loadConfig({}).devTools).toBe(true)
    expect(loadConfig({ HOST: '127.0.0.1' }).devTools).toBe(true)
    expect(loadConfig({ HOST: '::1' }).devTools).toBe(true)
    expect(loadConfig({ HOST: '0.0.0.0' }).devTools).toBe(false)
    expect(loadConfig({ HOST: '192.168.1.5' }).devTools).toBe(false)
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.in', SMTP_URL: 'smtp://m', HOST: '127.0.0.1' })
        .devTools,
    ).toBe(false)
  })

  it('in production needs a webhook secret with Razorpay keys', () => {
    const base = { NODE_ENV: 'production', PUBLIC_URL: 'https://shop.in', SMTP_URL: 'smtp://m' }
    expect(() => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's' })).toThrow(
      /RAZORPAY_WEBHOOK_SECRET/,
    )
    expect(
      loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_live_1', RAZORPAY_KEY_SECRET: 's', RAZORPAY_WEBHOOK_SECRET: 'w' })
        .razorpay,
    ).toBeTruthy()
  })

  it('reads Razorpay keys as a pair', () => {
    const config = loadConfig({
      RAZORPAY_KEY_ID: 'rzp_test_1',
      RAZORPAY_KEY_SECRET: 's3cret',
      RAZORPAY_WEBHOOK_SECRET: 'wh',
    })
    expect(config.razorpay).toEqual({ keyId: 'rzp_test_1', keySecret: 's3cret', webhookSecret: 'wh' })
  })
})

describe('.env.example', () => {
  it('names every setting the server reads', () => {
    const example = readFileSync(new URL('../../../.env.example', import.meta.url), 'utf8')
    const named = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]))
    const missing = Object.keys(EnvSchema.shape).filter((name) => !named.has(name))
    expect(missing).toEqual([])
  })
})

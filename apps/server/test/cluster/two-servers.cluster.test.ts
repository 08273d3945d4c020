// The proof that Haat runs as several servers on shared services (issue 21): two production Haat
// processes (the built apps/server/dist/main.js) on two ports, sharing a PostgreSQL primary, a
// streaming replica of it (pg_basebackup), Redis, an S3-compatible store (s3rver) and an SMTP
// server. `npm run test:cluster` after `npm run build`; CI runs it on PostgreSQL.
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { sql } from 'drizzle-orm'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import pg from 'pg'
import S3rver from 's3rver'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDatabase, queryRows } from '../../src/db/client'
import { startTestSmtpServer, type TestSmtpServer } from '../../src/modules/mail/smtp-test-server'
import { makeCategory, makeCustomer, makeProduct, makeVendor, TEST_PASSWORD, TEST_SHIPPING } from '../factories'
import { freePort, type Replica, startReplica } from '../pg-replica'

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url))
const MAIN = path.join(ROOT, 'apps/server/dist/main.js')
const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url))
const ADMIN_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'
const PUBLIC_URL = 'https://shop.haat.test'
const BUCKET = 'haat-cluster-media'
/** Buyers at once for the few units of one product, split between the two servers. */
const BUYERS = 200
const UNITS = 50

type Server = { name: string; url: string; process: ChildProcess; log: string[] }

/** A random client address per test run, so per-address counters in the shared Redis start at 0. */
const runTag = randomBytes(2)
const clientAddress = (n: number) => `10.${runTag[0]}.${runTag[1]}.${n}`
const tokenCookie = (kind: 'customer' | 'vendor', token: string) =>
  `__Host-haat_${kind}=${token}; haat_${kind}=${token}`

async function waitUntil<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('two Haat servers on shared PostgreSQL (with a replica), Redis, object storage and mail', () => {
  const name = `haat_cluster_${process.pid}_${Date.now()}`
  let admin: pg.Client
  let databaseUrl: string
  let database: Database
  let replica: Replica
  let s3: S3rver
  let smtp: TestSmtpServer
  let workDir: string
  const servers: Server[] = []
  let a: Server
  let b: Server

  beforeAll(async () => {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run \`npm run build\` first.`)
    admin = new pg.Client({ connectionString: ADMIN_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(ADMIN_URL)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    replica = await startReplica(ADMIN_URL)
    await replica.catchUp()

    workDir = await mkdtemp(path.join(tmpdir(), 'haat-cluster-'))
    s3 = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: path.join(workDir, 's3'),
      configureBuckets: [{ name: BUCKET, configs: [] }],
    })
    const { port: s3Port } = await s3.run()
    smtp = await startTestSmtpServer()

    // Both start at the same moment on an empty database: each would migrate it.
    const start = async (serverName: string): Promise<Server> => {
      const port = await freePort()
      const child = spawn(process.execPath, [MAIN], {
        cwd: ROOT,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          PORT: String(port),
          HOST: '127.0.0.1',
          PUBLIC_URL,
          TRUST_PROXY: '1',
          DATA_DIR: path.join(workDir, serverName),
          SEED_DEMO: '0',
          DATABASE_URL: databaseUrl,
          DATABASE_REPLICA_URL: replica.url(name),
          DB_POOL_SIZE: '20',
          REDIS_URL,
          S3_BUCKET: BUCKET,
          S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
          S3_ACCESS_KEY_ID: 'S3RVER',
          S3_SECRET_ACCESS_KEY: 'S3RVER',
          SMTP_URL: smtp.url,
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      const server: Server = { name: serverName, url: `http://127.0.0.1:${port}`, process: child, log: [] }
      child.stdout?.on('data', (chunk: Buffer) => server.log.push(chunk.toString()))
      child.stderr?.on('data', (chunk: Buffer) => server.log.push(chunk.toString()))
      servers.push(server)
      return server
    }
    ;[a, b] = await Promise.all([start('A'), start('B')])
    for (const server of servers) {
      await waitUntil(`server ${server.name} to be ready\n${server.log.join('')}`, async () => {
        if (server.process.exitCode !== null) throw new Error(`server ${server.name} exited:\n${server.log.join('')}`)
        const res = await fetch(`${server.url}/api/health/ready`)
        return res.status === 200 ? true : undefined
      })
    }
    database = await openDatabase({ databaseUrl, poolSize: 4 })
  }, 180_000)

  afterAll(async () => {
    await Promise.all(
      servers.map(
        (server) =>
          new Promise<void>((resolve) => {
            if (server.process.exitCode !== null) return resolve()
            server.process.once('exit', () => resolve())
            server.process.kill('SIGTERM')
          }),
      ),
    )
    await database?.close()
    await smtp?.close()
    await s3?.close()
    await replica?.stop()
    await admin?.query(`drop database if exists ${name} with (force)`)
    await admin?.end()
    if (workDir) await rm(workDir, { recursive: true, force: true })
  }, 60_000)

  /** A request as the browser sends it through the proxy: same-origin, from `address`. */
  const call = (server: Server, pathname: string, init: RequestInit & { address?: string } = {}) => {
    const headers = new Headers(init.headers)
    headers.set('origin', PUBLIC_URL)
    headers.set('x-forwarded-for', init.address ?? clientAddress(1))
    if (typeof init.body === 'string') headers.set('content-type', 'application/json')
    return fetch(`${server.url}${pathname}`, { ...init, headers })
  }

  /** A session for an account, as a sign-in would leave it (the token's SHA-256 is what is kept). */
  const sessionFor = async (kind: 'customer' | 'vendor', subjectId: string) => {
    const token = randomBytes(24).toString('base64url')
    await database.db.execute(sql`
      insert into sessions (token_hash, kind, subject_id, persistent, expires_at)
      values (${createHash('sha256').update(token).digest('hex')}, ${kind}, ${subjectId}, true, now() + interval '1 day')`)
    return tokenCookie(kind, token)
  }

  it('applied the migrations once, though both servers started on an empty database together', async () => {
    const files = readMigrationFiles({ migrationsFolder: MIGRATIONS })
    const [row] = await queryRows<{ count: number; hashes: number }>(
      database.db,
      sql`select count(*)::int as count, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
    )
    expect(row).toEqual({ count: files.length, hashes: files.length })
  })

  it('honours a session made on A when B answers', async () => {
    const customer = await makeCustomer(database.db)
    const login = await call(a, '/api/auth/customer/login', {
      method: 'POST',
      body: JSON.stringify({ email: customer.email, password: TEST_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')
    const onB = await call(b, '/api/account', { headers: { cookie } })
    expect(onB.status).toBe(200)
    expect(((await onB.json()) as { email: string }).email).toBe(customer.email)
  })

  it('counts per-address limits once for both servers (Redis)', async () => {
    // The contact form takes 5 messages per address per 15 minutes, whichever server gets them.
    const address = clientAddress(2)
    const send = (server: Server, n: number) =>
      call(server, '/api/contact', {
        method: 'POST',
        address,
        body: JSON.stringify({
          name: 'Ravi',
          email: 'ravi@example.com',
          subject: `Hello ${n}`,
          message: 'A question.',
        }),
      })
    const statuses = []
    for (let n = 0; n < 5; n++) statuses.push((await send(n % 2 === 0 ? a : b, n)).status)
    expect(statuses.every((status) => status < 300)).toBe(true)
    expect((await send(a, 5)).status).toBe(429)
    expect((await send(b, 6)).status).toBe(429)
  })

  it("shows a seller's price change made on A on B's product page within a second", async () => {
    const vendor = await makeVendor(database.db)
    const category = await makeCategory(database.db)
    const product = await makeProduct(database.db, { vendorId: vendor.id, categoryId: category.id, pricePaise: 49_900 })
    const page = () => call(b, `/product/${product.slug}`).then((res) => res.text())
    // B has the page (and its catalogue reads) cached with the old price.
    await waitUntil('B to show the product', async () =>
      (await page()).includes('"pricePaise":49900') ? true : undefined,
    )

    const vendorCookie = await sessionFor('vendor', vendor.id)
    const changed = await call(a, `/api/vendor/products/${product.id}`, {
      method: 'PATCH',
      headers: { cookie: vendorCookie },
      body: JSON.stringify({ pricePaise: 54_900 }),
    })
    expect(changed.status).toBe(200)
    const answeredAt = Date.now()
    await waitUntil(
      "B's page to show ₹549",
      async () => ((await page()).includes('"pricePaise":54900') ? true : undefined),
      1_000,
    )
    expect(Date.now() - answeredAt).toBeLessThan(1_000)
  })

  it('serves an image uploaded through A from B', async () => {
    const vendor = await makeVendor(database.db)
    const image = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer()
    const form = new FormData()
    form.append('files', new Blob([new Uint8Array(image)], { type: 'image/jpeg' }), 'photo.jpg')
    const uploaded = await fetch(`${a.url}/api/media`, {
      method: 'POST',
      headers: { origin: PUBLIC_URL, cookie: await sessionFor('vendor', vendor.id) },
      body: form,
    })
    expect(uploaded.status).toBe(201)
    const { data } = (await uploaded.json()) as { data: { variants: { url: string }[] }[] }
    const url = data[0]?.variants[0]?.url ?? ''
    expect(url).toMatch(/^\/media\//)
    const onB = await call(b, url)
    expect(onB.status).toBe(200)
    expect(onB.headers.get('content-type')).toBe('image/webp')
    expect((await onB.arrayBuffer()).byteLength).toBeGreaterThan(100)
  })

  it(`sells exactly ${UNITS} units to ${BUYERS} buyers ordering at once through both servers`, async () => {
    const vendor = await makeVendor(database.db)
    const category = await makeCategory(database.db)
    const lamp = await makeProduct(database.db, {
      vendorId: vendor.id,
      categoryId: category.id,
      name: 'Limited Edition Lamp',
      stock: UNITS,
    })
    const buyers = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const customer = await makeCustomer(database.db)
        await database.db.execute(
          sql`insert into cart_lines (customer_id, product_id, variant_id, quantity)
              select ${customer.id}, ${lamp.id}, v.id, 1 from product_variants v where v.product_id = ${lamp.id}`,
        )
        return sessionFor('customer', customer.id)
      }),
    )
    const statuses = await Promise.all(
      buyers.map(async (cookie, n) => {
        const res = await call(n % 2 === 0 ? a : b, '/api/orders', {
          method: 'POST',
          address: clientAddress(10 + n),
          headers: { cookie },
          body: JSON.stringify({
            shipping: TEST_SHIPPING,
            paymentMethod: 'cod',
            idempotencyKey: randomUUID(),
            saveAddress: false,
          }),
        })
        return {
          server: n % 2 === 0 ? 'A' : 'B',
          status: res.status,
          body: res.status === 201 || res.status === 409 ? '' : await res.text(),
        }
      }),
    )
    const placed = statuses.filter((s) => s.status === 201)
    expect(placed).toHaveLength(UNITS)
    // Both servers sold some, and every other buyer was told it sold out (no 5xx).
    expect(new Set(placed.map((s) => s.server))).toEqual(new Set(['A', 'B']))
    expect(statuses.filter((s) => s.status !== 201 && s.status !== 409)).toEqual([])
    const [row] = await queryRows<{ stock: number; sold: number }>(
      database.db,
      sql`select p.stock, (select coalesce(sum(quantity), 0)::int from order_lines where product_id = p.id) as sold
          from products p where p.id = ${lamp.id}`,
    )
    expect(row).toEqual({ stock: 0, sold: UNITS })
  })

  it('sends each queued mail once, though both servers run the mail worker', async () => {
    // The orders' and the contact form's mails, queued above.
    const sent = await waitUntil(
      'the outbox to empty',
      async () => {
        const [row] = await queryRows<{ pending: number; sent: number }>(
          database.db,
          sql`select count(*) filter (where status = 'pending')::int as pending,
                count(*) filter (where status = 'sent')::int as sent from outbox`,
        )
        return row && row.pending === 0 && row.sent > UNITS ? row.sent : undefined
      },
      60_000,
    )
    // Every mail is in: nothing more arrives, and each Message-ID (one per outbox row) came once.
    await new Promise((resolve) => setTimeout(resolve, 2_500))
    const ids = smtp.received.map((mail) => /^Message-ID: (.*)$/im.exec(mail.raw)?.[1]?.trim())
    expect(ids).toHaveLength(sent)
    expect(new Set(ids).size).toBe(sent)
  })
})

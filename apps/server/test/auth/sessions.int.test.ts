import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions } from '../../src/db/schema/accounts'
import { hashToken } from '../../src/modules/auth/sessions.service'
import { TEST_PASSWORD, makeAdmin, makeCustomer, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

async function customerSession(rememberMe: boolean) {
  const customer = await makeCustomer(ctx.db)
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/customer/login',
    payload: { email: customer.email, password: TEST_PASSWORD, rememberMe },
  })
  return { haat_customer: res.cookies.find((c) => c.name === 'haat_customer')!.value }
}
const status = async (url: string, cookies: Record<string, string>) =>
  (await ctx.app.inject({ url, cookies })).statusCode

describe('session lifetimes', () => {
  it('without Remember me: ends after 2 idle hours', async () => {
    const cookies = await customerSession(false)
    ctx.clock.advance(2 * HOUR - MINUTE)
    expect(await status('/api/account', cookies)).toBe(200)
    ctx.clock.advance(2 * HOUR)
    expect(await status('/api/account', cookies)).toBe(401)
    // Ended for good: the row is gone, not only refused.
    expect(
      await ctx.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, hashToken(cookies.haat_customer))),
    ).toHaveLength(0)
  })

  it('without Remember me: ends 12 hours after sign-in however busy', async () => {
    const cookies = await customerSession(false)
    for (let i = 0; i < 6; i++) {
      ctx.clock.advance(110 * MINUTE)
      expect(await status('/api/account', cookies)).toBe(200)
    }
    ctx.clock.advance(61 * MINUTE)
    expect(await status('/api/account', cookies)).toBe(401)
  })

  it('with Remember me: 30 days, unless a week passes unused', async () => {
    const busy = await customerSession(true)
    const idle = await customerSession(true)
    for (let i = 0; i < 4; i++) {
      ctx.clock.advance(6 * DAY)
      expect(await status('/api/account', busy)).toBe(200)
    }
    expect(await status('/api/account', idle)).toBe(401)
    ctx.clock.advance(6 * DAY)
    expect(await status('/api/account', busy)).toBe(401)
  })

  it('administrators: 30 idle minutes, 8 hours at most, and no Remember me', async () => {
    const admin = await makeAdmin(ctx.db)
    const cookies = await signIn(ctx.app, 'admin', admin.email)
    const [row] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(cookies.haat_admin!)))
    expect(row!.persistent).toBe(false)
    for (let i = 0; i < 16; i++) {
      ctx.clock.advance(29 * MINUTE)
      expect(await status('/api/admin/dashboard', cookies)).toBe(200)
    }
    ctx.clock.advance(29 * MINUTE)
    expect(await status('/api/admin/dashboard', cookies)).toBe(401)

    const idle = await signIn(ctx.app, 'admin', admin.email)
    ctx.clock.advance(30 * MINUTE)
    expect(await status('/api/admin/dashboard', idle)).toBe(401)
  })

  it('writes last-seen at most once a minute', async () => {
    const cookies = await customerSession(false)
    const lastSeen = async () =>
      (
        await ctx.db
          .select()
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(cookies.haat_customer)))
      )[0]!.lastSeenAt.getTime()
    const signedInAt = await lastSeen()
    for (let i = 0; i < 5; i++) {
      ctx.clock.advance(10_000)
      expect(await status('/api/account', cookies)).toBe(200)
    }
    expect(await lastSeen()).toBe(signedInAt)
    ctx.clock.advance(15_000)
    expect(await status('/api/account', cookies)).toBe(200)
    expect(await lastSeen()).toBe(ctx.clock.now().getTime())
  })
})

describe('Cache-Control on API answers', () => {
  it('is no-store on every answer that depends on a session, and on every refusal', async () => {
    const customer = await makeCustomer(ctx.db)
    const vendor = await makeVendor(ctx.db)
    const admin = await makeAdmin(ctx.db)
    const callers: Record<string, string>[] = [
      {},
      await signIn(ctx.app, 'customer', customer.email!),
      await signIn(ctx.app, 'vendor', vendor.email),
      await signIn(ctx.app, 'admin', admin.email),
    ]
    await ctx.app.ready()
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }
    const gets = Object.entries(spec.paths)
      .filter(
        ([path, methods]) =>
          'get' in methods && !path.includes('{') && path !== '/api/docs' && !path.startsWith('/api/docs/'),
      )
      .map(([path]) => path)
    expect(gets.length).toBeGreaterThan(20)
    // Answers that are the same for everyone may be revalidated instead (their routes say so).
    const publicAnswers = new Set([
      '/api/categories',
      '/api/products',
      '/api/product-filters',
      '/api/health',
      '/api/offers',
    ])
    let checked = 0
    for (const path of gets) {
      for (const cookies of callers) {
        const res = await ctx.app.inject({ url: path, cookies })
        const value = res.headers['cache-control']
        expect(value, `${path} answered ${res.statusCode} without Cache-Control`).toBeDefined()
        if (!publicAnswers.has(path) || res.statusCode >= 400) expect(value, path).toBe('no-store')
        checked++
      }
    }
    expect(checked).toBe(gets.length * callers.length)
  })
})

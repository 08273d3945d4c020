import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeCustomer, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Every admin route, read from the app's own OpenAPI document (so a new route is covered the day it
// is added), is refused to anyone who is not a signed-in administrator.
let ctx: TestContext
let routes: { method: string; url: string }[]
const callers: Record<string, { cookies?: Record<string, string>; headers?: Record<string, string> }> = {}

const SAMPLE_PARAMS: Record<string, string> = {
  orderNo: 'HT-ABCDEFGH',
  vendorId: '6f1d2c3b-0000-4000-8000-000000000001',
}
const fill = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '6f1d2c3b-0000-4000-8000-000000000002')

beforeAll(async () => {
  ctx = await createTestApp()
  await ctx.app.ready()
  const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> }
  routes = Object.entries(spec.paths)
    .filter(([path]) => path.startsWith('/api/admin/'))
    .flatMap(([path, methods]) =>
      Object.keys(methods)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => ({ method: m.toUpperCase(), url: fill(path) })),
    )
  const customer = await makeCustomer(ctx.db)
  const vendor = await makeVendor(ctx.db, { status: 'approved' })
  callers['signed out'] = {}
  callers['a customer'] = { cookies: await signIn(ctx.app, 'customer', customer.email!) }
  callers['an approved vendor'] = { cookies: await signIn(ctx.app, 'vendor', vendor.email) }
  callers['a forged admin marker'] = {
    cookies: { admin: 'true', haat_admin: 'forged-token', role: 'admin' },
    headers: { 'x-admin': 'true', 'x-role': 'admin', authorization: 'Bearer admin' },
  }
})
afterAll(() => ctx.close())

describe('admin routes', () => {
  it('are all found (the table below is not empty by accident)', () => {
    expect(routes.length).toBeGreaterThan(20)
    expect(routes).toContainEqual({
      method: 'POST',
      url: '/api/admin/orders/HT-ABCDEFGH/vendors/6f1d2c3b-0000-4000-8000-000000000001/forward',
    })
  })

  // No admin session is 401; another kind of account's session is 403 (plugins/auth.ts).
  it.each([
    ['signed out', 401, 'UNAUTHENTICATED'],
    ['a customer', 403, 'WRONG_ACCOUNT'],
    ['an approved vendor', 403, 'WRONG_ACCOUNT'],
    ['a forged admin marker', 401, 'UNAUTHENTICATED'],
  ] as const)('refuse %s in the error shape (%i), and change nothing', async (who, status, code) => {
    const caller = callers[who]!
    const refused: string[] = []
    for (const route of routes) {
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: route.url,
        ...(caller.cookies ? { cookies: caller.cookies } : {}),
        headers: {
          ...caller.headers,
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { 'content-type': 'application/json' }),
        },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: '{}' }),
      })
      const body = res.json<{ error?: { code?: string; message?: string } }>()
      if (res.statusCode !== status || body.error?.code !== code || !body.error.message) {
        refused.push(`${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 80)}`)
      }
    }
    expect(refused).toEqual([])
  })
})

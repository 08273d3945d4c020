import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeAdmin, makeCustomer, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Every operation of the app's own OpenAPI document (so a new route is fuzzed the day it is
// added) gets hostile input in each of its parameters: NUL bytes, huge and negative numbers,
// wrong types and deep nesting, from a signed-out caller and from each kind of account. None may
// answer 5xx, and every refusal is in the one error shape.

type Parameter = { in: 'path' | 'query'; name: string }
type Operation = {
  parameters?: Parameter[]
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }
}
type Route = { method: string; path: string; params: Parameter[]; bodyFields: string[] | null }
type Request = { method: string; url: string; payload?: string; label: string }

const SAMPLE_ID = '6f1d2c3b-0000-4000-8000-000000000002'
const PATH_VALUES = ['%00', 'a%00b', 'x'.repeat(3000), '1e308', '-1', '%E0%A4']
const QUERY_VALUES = ['%00', '1e308', '18446744073709551616', '-1', 'NaN', '%7B%7D']
const BODY_VALUES: unknown[] = ['a\u0000b', 1e308, -1, 2 ** 64, {}, [], true, null, 'x'.repeat(20_000)]
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`

let ctx: TestContext
let routes: Route[]
const callers: Record<string, Record<string, string>> = {}

beforeAll(async () => {
  ctx = await createTestApp()
  await ctx.app.ready()
  const spec = ctx.app.swagger() as { paths: Record<string, Record<string, Operation>> }
  routes = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        params: op.parameters ?? [],
        bodyFields: op.requestBody
          ? Object.keys(op.requestBody.content?.['application/json']?.schema?.properties ?? {})
          : null,
      })),
  )
  const customer = await makeCustomer(ctx.db)
  const vendor = await makeVendor(ctx.db)
  const admin = await makeAdmin(ctx.db)
  callers['signed out'] = {}
  callers['a customer'] = await signIn(ctx.app, 'customer', customer.email!)
  callers['a vendor'] = await signIn(ctx.app, 'vendor', vendor.email)
  callers['an admin'] = await signIn(ctx.app, 'admin', admin.email)
})
afterAll(() => ctx.close())

/** The URL with every path parameter set to a harmless sample, or one of them to `value`. */
function url(route: Route, fuzzed?: { name: string; value: string }) {
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    fuzzed?.name === name ? fuzzed.value : name === 'kind' ? 'customer' : SAMPLE_ID,
  )
}

function requestsFor(route: Route): Request[] {
  const requests: Request[] = []
  const body = route.bodyFields ? '{}' : undefined
  const base = { method: route.method, ...(body ? { payload: body } : {}) }
  for (const param of route.params) {
    for (const value of param.in === 'path' ? PATH_VALUES : QUERY_VALUES) {
      const target =
        param.in === 'path' ? url(route, { name: param.name, value }) : `${url(route)}?${param.name}=${value}`
      requests.push({ ...base, url: target, label: `${param.in} ${param.name}=${value.slice(0, 20)}` })
    }
    if (param.in === 'query')
      requests.push({
        ...base,
        url: `${url(route)}?${param.name}=1&${param.name}=2`,
        label: `query ${param.name} twice`,
      })
  }
  if (route.bodyFields) {
    for (const field of route.bodyFields) {
      for (const value of BODY_VALUES) {
        requests.push({
          method: route.method,
          url: url(route),
          payload: JSON.stringify({ [field]: value }),
          label: `body ${field}=${JSON.stringify(value)?.slice(0, 20)}`,
        })
      }
      requests.push({
        method: route.method,
        url: url(route),
        payload: `{"${field}":${deepJson(40)}}`,
        label: `body ${field} nested 40 deep`,
      })
    }
    for (const payload of ['[]', '"text"', 'null', '{"a\\u0000b":1}', deepJson(10_000), '{"a":1e999}']) {
      requests.push({ method: route.method, url: url(route), payload, label: `body ${payload.slice(0, 20)}` })
    }
  }
  return requests
}

/** Sign-outs would end the caller's session and hide the rest of its routes behind 401s. */
const endsTheSession = (route: Route) => route.path.endsWith('/logout')

describe('every operation under fuzzed input', () => {
  it('finds the whole API (the loop below is not empty by accident)', () => {
    expect(routes.length).toBeGreaterThan(80)
    expect(routes.filter((r) => r.bodyFields?.length).length).toBeGreaterThan(30)
  })

  it.each(['signed out', 'a customer', 'a vendor', 'an admin'])(
    'never answers 5xx to %s, and refuses in the error shape',
    async (who) => {
      const cookies = callers[who]!
      const failures: string[] = []
      let sent = 0
      for (const route of routes) {
        if (who !== 'signed out' && endsTheSession(route)) continue
        for (const request of requestsFor(route)) {
          const res = await ctx.app.inject({
            method: request.method as 'GET',
            url: request.url,
            cookies,
            headers: { 'content-type': 'application/json', origin: ctx.config.publicUrl },
            ...(request.payload !== undefined ? { payload: request.payload } : {}),
          })
          sent += 1
          const where = `${request.method} ${route.path} [${request.label}] → ${res.statusCode}`
          if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 200)}`)
          else if (res.statusCode >= 400) {
            const body = res.json() as { error?: { code?: unknown; message?: unknown } }
            if (typeof body.error?.code !== 'string' || typeof body.error.message !== 'string')
              failures.push(`${where}: not the error shape`)
          }
        }
      }
      expect(sent).toBeGreaterThan(1000)
      expect(failures).toEqual([])
    },
  )

  it('says which field held the NUL byte, in a path, a query and a body', async () => {
    const path = await ctx.app.inject({ method: 'GET', url: '/api/products/abc%00def' })
    expect(path.statusCode).toBe(400)
    expect(path.json()).toMatchObject({
      error: { code: 'VALIDATION', details: [{ path: 'slug', message: 'Text may not contain the NUL character.' }] },
    })
    const query = await ctx.app.inject({ method: 'GET', url: '/api/products?search=ket%00tle' })
    expect(query.json()).toMatchObject({ error: { details: [{ path: 'search' }] } })
    const body = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: ctx.config.publicUrl },
      payload: { name: 'Asha', email: 'asha@example.com', subject: 'Hi', message: { nested: ['ok', 'bad\u0000'] } },
    })
    expect(body.statusCode).toBe(400)
    expect(body.json()).toMatchObject({ error: { details: [{ path: 'message.nested.1' }] } })
  })
})

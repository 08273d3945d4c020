import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../test-app'

// The app's own OpenAPI document (what /api/docs shows): every operation, the day it is added,
// must say in one line what it does, sit under one of the document's tags, and name the session
// it needs, so the document stays something a client author can read.

type Requirement = Record<string, string[]>
type Operation = { summary?: string; tags?: string[]; security?: Requirement[] }
type Document = {
  tags: { name: string; description?: string }[]
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, { type: string; in?: string; name?: string; scheme?: string }> }
}
type Entry = { method: string; path: string; op: Operation }

const METHODS = ['get', 'post', 'put', 'patch', 'delete']
const operationsOf = (doc: Document): Entry[] =>
  Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  )
const label = ({ method, path }: Entry) => `${method} ${path}`
/** The schemes a caller may use for an operation: one of its requirements, all of that one's schemes. */
const needs = (op: Operation, scheme: string) =>
  (op.security ?? []).length > 0 && op.security!.every((r) => scheme in r)

let ctx: TestContext
let doc: Document
let operations: Entry[]

beforeAll(async () => {
  // With a metrics token, so /metrics (registered only then) is in the document too.
  ctx = await createTestApp({ METRICS_TOKEN: 'metrics-token-for-the-test' })
  const res = await ctx.app.inject('/api/docs/json')
  expect(res.statusCode).toBe(200)
  doc = res.json()
  operations = operationsOf(doc)
})
afterAll(() => ctx.close())

describe('the OpenAPI document', () => {
  it('lists the whole API (the checks below are not vacuous)', () => {
    expect(operations.length).toBeGreaterThan(150)
    expect(operations.map(label)).toEqual(expect.arrayContaining(['GET /metrics', 'POST /api/orders']))
  })

  it('gives every operation a one-line summary', () => {
    const without = operations.filter(({ op }) => !op.summary?.trim()).map(label)
    expect(without).toEqual([])
    const long = operations.filter(({ op }) => /\n/.test(op.summary!) || op.summary!.length > 90).map(label)
    expect(long).toEqual([])
  })

  it('puts every operation under exactly one of the declared tags, each used', () => {
    const declared = doc.tags.map((tag) => tag.name)
    const wrong = operations.filter(({ op }) => op.tags?.length !== 1 || !declared.includes(op.tags[0]!)).map(label)
    expect(wrong).toEqual([])
    const used = new Set(operations.map(({ op }) => op.tags![0]))
    expect(declared.filter((tag) => !used.has(tag))).toEqual([])
    expect(doc.tags.every((tag) => tag.description)).toBe(true)
  })

  it('describes the session cookies and the same-origin (CSRF) check as security schemes', () => {
    const schemes = doc.components.securitySchemes
    for (const kind of ['customer', 'vendor', 'admin']) {
      expect(schemes[`${kind}Session`]).toMatchObject({ type: 'apiKey', in: 'cookie', name: `haat_${kind}` })
    }
    expect(schemes.adminSignInChallenge).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'haat_admin_2fa' })
    expect(schemes.sameOrigin).toMatchObject({ type: 'apiKey', in: 'header', name: 'Origin' })
    expect(schemes.razorpaySignature).toMatchObject({ type: 'apiKey', in: 'header', name: 'X-Razorpay-Signature' })
    expect(schemes.metricsToken).toMatchObject({ type: 'http', scheme: 'bearer' })
  })

  it('names only declared schemes in the operations', () => {
    const declared = Object.keys(doc.components.securitySchemes)
    const unknown = operations.flatMap((entry) =>
      (entry.op.security ?? [])
        .flatMap((r) => Object.keys(r).filter((s) => !declared.includes(s)))
        .map((s) => `${label(entry)}: ${s}`),
    )
    expect(unknown).toEqual([])
  })

  it('says which session each guarded route needs, from the guard it runs', () => {
    const admin = operations.filter((e) => e.path.startsWith('/api/admin/'))
    expect(admin.filter(({ op }) => !needs(op, 'adminSession')).map(label)).toEqual([])
    // Everything under /api/vendor/ is the seller's own, behind a vendor guard.
    const vendor = operations.filter((e) => e.path.startsWith('/api/vendor/'))
    expect(vendor.filter(({ op }) => !needs(op, 'vendorSession')).map(label)).toEqual([])
    const byLabel = new Map(operations.map((e) => [label(e), e.op]))
    expect(byLabel.get('GET /api/cart')!.security).toEqual([{ customerSession: [] }])
    expect(byLabel.get('POST /api/orders')!.security).toEqual([{ customerSession: [], sameOrigin: [] }])
    // Public reads need nothing; reviews read a customer's session when there is one.
    expect(byLabel.get('GET /api/products/{slug}')!.security).toBeUndefined()
    expect(byLabel.get('GET /api/products/{slug}/reviews')!.security).toEqual([{ customerSession: [] }, {}])
    expect(byLabel.get('POST /api/auth/admin/second-factor')!.security).toEqual([
      { adminSignInChallenge: [], sameOrigin: [] },
    ])
  })

  it('marks every state-changing call as subject to the same-origin check, but the signed webhook', () => {
    const writes = operations.filter((e) => e.method !== 'GET')
    const unchecked = writes.filter(({ op }) => !needs(op, 'sameOrigin')).map(label)
    expect(unchecked).toEqual(['POST /api/payments/razorpay/webhook'])
  })
})

describe('over https', () => {
  it('names the cookies with their __Host- prefix', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://haat.example' })
    try {
      const schemes = (await secure.app.inject('/api/docs/json')).json<Document>().components.securitySchemes
      expect(schemes.customerSession!.name).toBe('__Host-haat_customer')
      expect(schemes.adminSession!.name).toBe('__Host-haat_admin')
      expect(schemes.vendorSignInChallenge!.name).toBe('__Host-haat_vendor_2fa')
    } finally {
      await secure.close()
    }
  })
})

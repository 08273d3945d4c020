import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, sessions } from '../../src/db/schema/accounts'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { TEST_PASSWORD, makeAdmin, makeCustomer, makeVendor, registerCustomer, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const register = (payload: Record<string, unknown>, ip = '10.0.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/customer/register', payload, remoteAddress: ip })
const valid = (email: string) => ({
  name: 'Kavya Rao',
  email,
  phone: '98450 12345',
  password: 'Str0ng-pass',
  acceptTerms: true,
})

describe('customer registration', () => {
  it('creates the account once the mailed code comes back, signs in with an httpOnly Lax cookie, and never returns the hash', async () => {
    const res = await registerCustomer(ctx.app, valid('Kavya@Example.com'))
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.customer).toMatchObject({ name: 'Kavya Rao', email: 'kavya@example.com', phone: '+919845012345' })
    expect(JSON.stringify(body)).not.toMatch(/argon|hash|password/i)
    const cookie = res.cookies.find((c) => c.name === 'haat_customer')!
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie.expires).toBeUndefined() // a browser-session cookie
    expect(cookie.secure).toBeFalsy()
    const me = await ctx.app.inject({ url: '/api/account', cookies: { haat_customer: cookie.value } })
    expect(me.json().email).toBe('kavya@example.com')
    const [stored] = await ctx.db.select().from(customers).where(eq(customers.email, 'kavya@example.com'))
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/)
    const mails = await ctx.db.select().from(outbox).where(eq(outbox.to, 'kavya@example.com'))
    expect(mails.map((m) => m.kind)).toEqual(['registration_code', 'welcome'])
  })

  it('answers a second sign-up with the same e-mail as a new one (docs/decisions/042-verify-first-sign-up.md)', async () => {
    expect((await registerCustomer(ctx.app, valid('dup@example.com'))).statusCode).toBe(201)
    const res = await register(valid('DUP@example.com'))
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ email: 'dup@example.com', message: expect.any(String) })
  })

  it.each(['password123', 'Password123', 'iloveyou1', 'qwertyuiop'])(
    'refuses a common or breached password (%s), beside the field, and creates nothing',
    async (password) => {
      const email = `common-${password.toLowerCase()}@example.com`
      const res = await register({ ...valid(email), password })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.details).toEqual([
        { path: 'password', message: 'This password is one of the most used, so it is easy to guess. Choose another.' },
      ])
      expect(await ctx.db.select().from(customers).where(eq(customers.email, email))).toEqual([])
      expect(await ctx.db.select().from(outbox).where(eq(outbox.to, email))).toEqual([])
    },
  )

  it.each([
    [{ name: '' }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ phone: '12345' }, 'phone'],
    [{ password: 'short' }, 'password'],
    [{ acceptTerms: false }, 'acceptTerms'],
  ])('names the wrong field: %j', async (patch, path) => {
    const res = await register({ ...valid('field@example.com'), ...patch })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toContain(path)
  })

  it('says the password must be at least 8 characters long', async () => {
    const res = await register({ ...valid('pw@example.com'), password: '1234567' })
    expect(res.json().error.details[0].message).toBe('Password must be at least 8 characters long.')
  })

  it('ignores extra fields such as role, id or isApproved', async () => {
    const res = await registerCustomer(ctx.app, {
      ...valid('extra@example.com'),
      role: 'admin',
      id: '00000000-0000-0000-0000-000000000000',
      isApproved: true,
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().customer.id).not.toBe('00000000-0000-0000-0000-000000000000')
    const cookie = res.cookies.find((c) => c.name === 'haat_customer')!.value
    const session = await ctx.app.inject({ url: '/api/session', cookies: { haat_customer: cookie } })
    expect(session.json()).toMatchObject({ admin: null, vendor: null })
    // The session, and the browser's id the self-purchase check compares (auth/browser-id.ts); no other account's cookie.
    expect(res.cookies.map((c) => c.name)).toEqual(['haat_customer', 'haat_browser'])
  })

  it('limits registrations per IP generously (30 per 15 minutes)', async () => {
    const ip = '10.9.9.9'
    for (let i = 0; i < 30; i++) {
      const res = await register({ ...valid(`burst${i}@example.com`) }, ip)
      expect(res.statusCode).toBe(202)
    }
    const res = await register(valid('burst-last@example.com'), ip)
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(res.json().error.code).toBe('RATE_LIMITED')
    expect((await register(valid('other-ip@example.com'), '10.9.9.10')).statusCode).toBe(202)
  })
})

describe('sign-in', () => {
  it('signs each kind of account in by POST and answers wrong e-mail and wrong password the same', async () => {
    const customer = await makeCustomer(ctx.db)
    const vendor = await makeVendor(ctx.db)
    const admin = await makeAdmin(ctx.db)
    for (const [kind, email] of [
      ['customer', customer.email],
      ['vendor', vendor.email],
      ['admin', admin.email],
    ] as const) {
      const ok = await ctx.app.inject({
        method: 'POST',
        url: `/api/auth/${kind}/login`,
        payload: { email, password: TEST_PASSWORD },
      })
      expect(ok.statusCode, kind).toBe(200)
      expect(ok.body).not.toMatch(/argon/)
      const wrongPassword = await ctx.app.inject({
        method: 'POST',
        url: `/api/auth/${kind}/login`,
        payload: { email, password: 'nope-nope' },
      })
      const wrongEmail = await ctx.app.inject({
        method: 'POST',
        url: `/api/auth/${kind}/login`,
        payload: { email: 'nobody@example.com', password: TEST_PASSWORD },
      })
      expect(wrongPassword.statusCode).toBe(401)
      expect(wrongPassword.json()).toEqual(wrongEmail.json())
      expect(wrongPassword.json().error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' })
    }
    // A customer's password does not open the vendor door.
    const cross = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/vendor/login',
      payload: { email: customer.email, password: TEST_PASSWORD },
    })
    expect(cross.statusCode).toBe(401)
  })

  it('never accepts credentials in a GET or the URL', async () => {
    const customer = await makeCustomer(ctx.db)
    const res = await ctx.app.inject({
      url: `/api/auth/customer/login?email=${customer.email}&password=${TEST_PASSWORD}`,
    })
    expect(res.statusCode).toBe(404)
  })

  it('Remember me gives a 30-day cookie; without it the cookie ends with the browser', async () => {
    const customer = await makeCustomer(ctx.db)
    const remembered = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { email: customer.email, password: TEST_PASSWORD, rememberMe: true },
    })
    const cookie = remembered.cookies.find((c) => c.name === 'haat_customer')!
    const days = ((cookie.expires as Date).getTime() - ctx.clock.now().getTime()) / 86_400_000
    expect(days).toBeCloseTo(30, 0)
  })

  it('logout ends the session on the server', async () => {
    const customer = await makeCustomer(ctx.db)
    const cookies = await signIn(ctx.app, 'customer', customer.email!)
    expect((await ctx.app.inject({ url: '/api/account', cookies })).statusCode).toBe(200)
    await ctx.app.inject({ method: 'POST', url: '/api/auth/customer/logout', cookies })
    const after = await ctx.app.inject({ url: '/api/account', cookies })
    expect(after.statusCode).toBe(401)
    expect(after.json().error.code).toBe('UNAUTHENTICATED')
    expect(await ctx.db.select().from(sessions).where(eq(sessions.subjectId, customer.id))).toHaveLength(0)
  })

  it('slows a caller down progressively after 5 failures, without locking the owner out', async () => {
    const customer = await makeCustomer(ctx.db)
    const attempt = (password: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: customer.email, password },
        remoteAddress: ip,
      })
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password', '10.1.0.1')).statusCode).toBe(401)
    // Each further failure doubles the wait before the next try: 1 s, 2 s, 4 s…
    for (const waitSeconds of [1, 2, 4, 8]) {
      expect((await attempt('wrong-password', '10.1.0.1')).statusCode).toBe(401)
      const held = await attempt(TEST_PASSWORD, '10.1.0.1')
      expect(held.statusCode).toBe(429)
      expect(held.json().error.code).toBe('RATE_LIMITED')
      expect(Number(held.headers['retry-after'])).toBe(waitSeconds)
      ctx.clock.advance(waitSeconds * 1000)
    }
    // The owner, from their own address, was never held up...
    expect((await attempt(TEST_PASSWORD, '10.1.1.1')).statusCode).toBe(200)
    // ...and once the wait is over the right password works, and forgives that caller's failures.
    expect((await attempt(TEST_PASSWORD, '10.1.0.1')).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password', '10.1.0.1')).statusCode).toBe(401)
    const actions = await ctx.db
      .select({ action: auditLog.action, ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.entityId, customer.id))
    expect(actions.filter((a) => a.action === 'auth.login.failure')).toHaveLength(14)
    expect(actions.filter((a) => a.action === 'auth.login.throttled')).toHaveLength(4)
    expect(actions.filter((a) => a.action === 'auth.login.success').map((a) => a.ip)).toEqual(['10.1.1.1', '10.1.0.1'])
  })

  it('caps the wait at 15 minutes, so a guesser cannot renew a longer lock', async () => {
    const customer = await makeCustomer(ctx.db)
    const attempt = (password: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: customer.email, password },
        remoteAddress: '10.1.5.1',
      })
    for (let i = 0; i < 30; i++) {
      expect((await attempt('wrong-password')).statusCode).toBe(401)
      ctx.clock.advance(15 * 60 * 1000)
    }
    expect((await attempt('wrong-password')).statusCode).toBe(401)
    expect(Number((await attempt(TEST_PASSWORD)).headers['retry-after'])).toBe(15 * 60)
  })

  it('bounds a guess spread over many addresses, but never holds up a browser the owner signed in from', async () => {
    const customer = await makeCustomer(ctx.db)
    const attempt = (password: string, ip: string, cookies?: Record<string, string>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: customer.email, password },
        remoteAddress: ip,
        ...(cookies ? { cookies } : {}),
      })
    // The owner signed in on this phone yesterday: it is now a known browser.
    const first = await attempt(TEST_PASSWORD, '10.3.100.1')
    const device = first.cookies.find((c) => c.name === 'haat_customer_device')!
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    const known = { haat_customer_device: device.value }

    // 21 failures from 21 addresses: the account now makes unknown browsers wait.
    for (let i = 0; i < 21; i++) expect((await attempt('wrong-password', `10.3.${i}.${i}`)).statusCode).toBe(401)
    expect((await attempt(TEST_PASSWORD, '10.3.200.1')).statusCode).toBe(429)
    // The owner's phone, even on a new address, signs straight in.
    expect((await attempt(TEST_PASSWORD, '10.3.201.1', known)).statusCode).toBe(200)
    // A cookie of another account, or a made-up one, is just an unknown browser.
    expect((await attempt(TEST_PASSWORD, '10.3.202.1', { haat_customer_device: 'made-up' })).statusCode).toBe(429)
    // Failures from the known browser count against that browser only.
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password', '10.3.203.1', known)).statusCode).toBe(401)
    expect((await attempt('wrong-password', '10.3.203.1', known)).statusCode).toBe(401)
    expect((await attempt(TEST_PASSWORD, '10.3.203.1', known)).statusCode).toBe(429)
  })

  it('ignores a forged X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const customer = await makeCustomer(ctx.db)
    const attempt = (forwardedFor: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: customer.email, password: 'wrong-password' },
        remoteAddress: '10.4.0.1',
        headers: { 'x-forwarded-for': forwardedFor },
      })
    // A new made-up address each time does not buy fresh attempts.
    for (let i = 0; i < 6; i++) expect((await attempt(`203.0.113.${i}`)).statusCode).toBe(401)
    expect((await attempt('203.0.113.99')).statusCode).toBe(429)
    const [row] = await ctx.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.entityId, customer.id))
      .limit(1)
    expect(row!.ip).toBe('10.4.0.1')
  })

  it('behind one trusted hop (TRUST_PROXY=1) takes the address the proxy added, never a client-written one', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' })
    try {
      const customer = await makeCustomer(proxied.db)
      const attempt = (forwardedFor: string) =>
        proxied.app.inject({
          method: 'POST',
          url: '/api/auth/customer/login',
          payload: { email: customer.email, password: 'wrong-password' },
          remoteAddress: '10.5.0.1',
          headers: { 'x-forwarded-for': forwardedFor },
        })
      // The client wrote "6.6.6.x"; the proxy appended the address it saw, 203.0.113.1.
      for (let i = 0; i < 6; i++) expect((await attempt(`6.6.6.${i}, 203.0.113.1`)).statusCode).toBe(401)
      expect((await attempt('6.6.6.6, 203.0.113.1')).statusCode).toBe(429)
      // Another customer behind the same proxy is not held up.
      expect((await attempt('6.6.6.6, 203.0.113.2')).statusCode).toBe(401)
      const ips = await proxied.db
        .selectDistinct({ ip: auditLog.ip })
        .from(auditLog)
        .where(eq(auditLog.entityId, customer.id))
      expect(ips.map((r) => r.ip).sort()).toEqual(['203.0.113.1', '203.0.113.2'])
    } finally {
      await proxied.close()
    }
  })

  it('with TRUST_PROXY as a proxy list, skips the listed proxies and stops at the first other address', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.5.0.0/16, 192.0.2.10' })
    try {
      const customer = await makeCustomer(proxied.db)
      const res = await proxied.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: customer.email, password: 'wrong-password' },
        remoteAddress: '10.5.0.1',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7, 192.0.2.10' },
      })
      expect(res.statusCode).toBe(401)
      const [row] = await proxied.db
        .select({ ip: auditLog.ip })
        .from(auditLog)
        .where(eq(auditLog.entityId, customer.id))
      expect(row!.ip).toBe('203.0.113.7')
    } finally {
      await proxied.close()
    }
  })

  it('allows 100 sign-in attempts per IP per 15 minutes, then 429', async () => {
    const ip = '10.2.2.2'
    for (let i = 0; i < 100; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: `someone${i}@example.com`, password: 'x' },
        remoteAddress: ip,
      })
      expect(res.statusCode).toBe(401)
    }
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      payload: { email: 'a@b.co', password: 'x' },
      remoteAddress: ip,
    })
    expect(res.statusCode).toBe(429)
  })

  it('refuses a login posted from another site', async () => {
    const customer = await makeCustomer(ctx.db)
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/customer/login',
      headers: { origin: 'https://attacker.example' },
      payload: { email: customer.email, password: TEST_PASSWORD },
    })
    expect(res.statusCode).toBe(403)
  })
})

describe('the wrong kind of account', () => {
  it('is refused with 403 WRONG_ACCOUNT; no sign-in at all is 401', async () => {
    const customer = await makeCustomer(ctx.db)
    const shopper = await signIn(ctx.app, 'customer', customer.email!)
    const vendor = await makeVendor(ctx.db)
    const seller = await signIn(ctx.app, 'vendor', vendor.email)
    const get = (url: string, cookies: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, cookies })

    for (const [url, cookies] of [
      ['/api/vendor/orders', shopper],
      ['/api/admin/orders', shopper],
      ['/api/admin/orders', seller],
    ] as const) {
      const res = await get(url, cookies)
      expect(res.statusCode, url).toBe(403)
      expect(res.json().error.code).toBe('WRONG_ACCOUNT')
    }
    expect((await get('/api/vendor/orders', shopper)).json().error.message).toBe(
      'This needs a seller account: sign in as a seller to continue.',
    )
    expect((await get('/api/vendor/orders')).statusCode).toBe(401)
    // A session that ended is no account at all: still 401.
    expect((await get('/api/vendor/orders', { haat_customer: 'not-a-session' })).statusCode).toBe(401)
    expect((await get('/api/vendor/orders', seller)).statusCode).toBe(200)
  })
})

describe('cookies over https', () => {
  it('are Secure __Host- cookies for the whole site when PUBLIC_URL is https', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://haat.example' })
    try {
      const customer = await makeCustomer(secure.db)
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/customer/login',
        payload: { email: customer.email, password: TEST_PASSWORD },
      })
      const session = res.cookies.find((c) => c.name === '__Host-haat_customer')!
      expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true })
      expect(session.domain).toBeUndefined()
      expect(res.cookies.find((c) => c.name === '__Host-haat_customer_device')).toMatchObject({
        secure: true,
        path: '/',
      })
      // Only the prefixed cookie is read: one planted without the prefix (by a sub-domain, say) is not.
      const asHost = await secure.app.inject({
        url: '/api/account',
        cookies: { '__Host-haat_customer': session.value },
      })
      expect(asHost.statusCode).toBe(200)
      const planted = await secure.app.inject({ url: '/api/account', cookies: { haat_customer: session.value } })
      expect(planted.statusCode).toBe(401)
    } finally {
      await secure.close()
    }
  })
})

import { and, eq } from 'drizzle-orm'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { admins, recoveryCodes, vendors } from '../../src/db/schema/accounts'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { TEST_PASSWORD, mailedEnrolmentToken, makeAdmin, makeVendor, signIn } from '../factories'
import { type TestContext, createTestApp } from '../test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

type Cookies = Record<string, string>
const cookiesOf = (res: { cookies: { name: string; value: string }[] }): Cookies =>
  Object.fromEntries(res.cookies.filter((c) => c.value !== '').map((c) => [c.name, c.value]))
const codeAt = (secret: string, at: Date) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: at.getTime() })

async function passwordStep(kind: 'admin' | 'vendor', email: string, password = TEST_PASSWORD) {
  const res = await ctx.app.inject({ method: 'POST', url: `/api/auth/${kind}/login`, payload: { email, password } })
  return { res, body: res.json() as { secondFactor?: string }, challenge: cookiesOf(res) }
}
const answer = (kind: 'admin' | 'vendor', challenge: Cookies, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${kind}/second-factor`, cookies: challenge, payload })

const enrolment = (challenge: Cookies, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/admin/second-factor/enrolment', cookies: challenge, payload })

/** Signs an administrator in for the first time: the QR key, then the first code. */
async function enrol(email: string) {
  const { challenge } = await passwordStep('admin', email)
  const setup = await enrolment(challenge, { token: await mailedEnrolmentToken(ctx.db, email) })
  const { secret } = setup.json() as { secret: string }
  const done = await answer('admin', challenge, { code: codeAt(secret, ctx.clock.now()) })
  return { secret, done, body: done.json() as { admin: { email: string }; recoveryCodes: string[] } }
}

describe('administrator second factor', () => {
  it('opens no session with the password alone and sets up an authenticator on the first sign-in', async () => {
    const admin = await makeAdmin(ctx.db)
    const { res, body, challenge } = await passwordStep('admin', admin.email)
    expect(res.statusCode).toBe(200)
    expect(body).toEqual({ secondFactor: 'enroll' })
    expect(res.cookies.find((c) => c.name === 'haat_admin')).toBeUndefined()
    // The challenge cookie is no session: admin routes still refuse.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', cookies: challenge })).statusCode).toBe(
      401,
    )

    // The key to scan is shown only with the link mailed to the admin: the password is not enough.
    const mail = (await ctx.db.select().from(outbox).where(eq(outbox.to, admin.email))).at(-1)!
    expect(mail.subject).toBe('Set up two-step verification for Haat')
    expect(mail.textBody).toContain('/admin/login#enrol=')
    const token = await mailedEnrolmentToken(ctx.db, admin.email)
    expect((await enrolment(challenge, {})).statusCode).toBe(400)
    const guessed = await enrolment(challenge, { token: 'A'.repeat(43) })
    expect(guessed.statusCode).toBe(403)
    expect(guessed.json().error.message).toBe(
      'Open the newest link we e-mailed you, in the browser you signed in from.',
    )
    // The link alone, in another browser (no challenge), is not enough either.
    expect((await enrolment({}, { token })).statusCode).toBe(401)
    // Nor the old GET that answered the key to the password alone.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/auth/admin/second-factor/enrolment', cookies: challenge }))
        .statusCode,
    ).toBe(404)
    const setup = await enrolment(challenge, { token })
    expect(setup.statusCode).toBe(200)
    expect(setup.headers['cache-control']).toBe('no-store')
    const { secret, otpauthUrl, qrCode } = setup.json() as { secret: string; otpauthUrl: string; qrCode: string }
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(otpauthUrl).toMatch(/^otpauth:\/\/totp\/Haat:.+\?.*secret=/)
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/)

    const wrong = await answer('admin', challenge, {
      code: codeAt(secret, new Date(ctx.clock.now().getTime() + 10 * 60_000)),
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json()).toMatchObject({ error: { code: 'INVALID_CREDENTIALS' } })

    const done = await answer('admin', challenge, { code: codeAt(secret, ctx.clock.now()) })
    expect(done.statusCode).toBe(200)
    const { recoveryCodes: codes } = done.json() as { recoveryCodes: string[] }
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    const session = cookiesOf(done)
    expect(session.haat_admin).toBeTruthy()
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/admin/dashboard',
          cookies: { haat_admin: session.haat_admin! },
        })
      ).statusCode,
    ).toBe(200)

    // Stored: the factor on, the codes only as hashes.
    const [row] = await ctx.db.select().from(admins).where(eq(admins.id, admin.id))
    expect(row!.totpEnabledAt).not.toBeNull()
    const stored = await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.subjectId, admin.id))
    expect(stored).toHaveLength(10)
    expect(stored.map((r) => r.codeHash)).not.toContain(codes[0])
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, admin.id)))
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['auth.second_factor.failure', 'auth.second_factor.enabled', 'auth.login.success']),
    )
  })

  it('asks for a code at every later sign-in, and a code works only once', async () => {
    const admin = await makeAdmin(ctx.db)
    const { secret } = await enrol(admin.email)
    const first = await passwordStep('admin', admin.email)
    expect(first.body).toEqual({ secondFactor: 'verify' })
    // The enrolment used this step's code already: replaying it is refused.
    expect((await answer('admin', first.challenge, { code: codeAt(secret, ctx.clock.now()) })).statusCode).toBe(401)
    ctx.clock.advance(30_000)
    expect((await answer('admin', first.challenge, { code: codeAt(secret, ctx.clock.now()) })).statusCode).toBe(200)
    // The challenge is spent once it opened a session.
    expect((await answer('admin', first.challenge, { code: codeAt(secret, ctx.clock.now()) })).statusCode).toBe(401)
  })

  it('lets one of two sign-ins racing with the same code through, never both', async () => {
    const admin = await makeAdmin(ctx.db)
    const { secret } = await enrol(admin.email)
    ctx.clock.advance(30_000)
    const a = await passwordStep('admin', admin.email)
    const b = await passwordStep('admin', admin.email)
    const code = codeAt(secret, ctx.clock.now())
    const results = await Promise.all([answer('admin', a.challenge, { code }), answer('admin', b.challenge, { code })])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401])
  })

  it('accepts each recovery code once', async () => {
    const admin = await makeAdmin(ctx.db)
    const { body } = await enrol(admin.email)
    const code = body.recoveryCodes[3]!
    const first = await passwordStep('admin', admin.email)
    const ok = await answer('admin', first.challenge, { recoveryCode: code.toLowerCase() })
    expect(ok.statusCode).toBe(200)
    const again = await passwordStep('admin', admin.email)
    const reused = await answer('admin', again.challenge, { recoveryCode: code })
    expect(reused.statusCode).toBe(401)
    expect(reused.json()).toMatchObject({ error: { details: [{ path: 'recoveryCode' }] } })
  })

  it('ends the challenge after five wrong codes, and after ten minutes', async () => {
    const admin = await makeAdmin(ctx.db)
    const { secret } = await enrol(admin.email)
    const { challenge } = await passwordStep('admin', admin.email)
    for (let i = 0; i < 4; i++) expect((await answer('admin', challenge, { code: '000000' })).statusCode).toBe(401)
    const fifth = await answer('admin', challenge, { code: '000000' })
    expect(fifth.json()).toMatchObject({
      error: { code: 'UNAUTHENTICATED', message: 'Too many wrong codes. Please sign in again.' },
    })
    ctx.clock.advance(30_000)
    expect((await answer('admin', challenge, { code: codeAt(secret, ctx.clock.now()) })).statusCode).toBe(401)

    const late = await passwordStep('admin', admin.email)
    ctx.clock.advance(10 * 60_000 + 1)
    const expired = await answer('admin', late.challenge, { code: codeAt(secret, ctx.clock.now()) })
    expect(expired.json()).toMatchObject({
      error: { code: 'UNAUTHENTICATED', message: 'Your sign-in has expired. Please sign in again.' },
    })
  })

  it('holds the account after 20 wrong codes, but never the browser its owner signed in from', async () => {
    const admin = await makeAdmin(ctx.db)
    const { secret, done } = await enrol(admin.email)
    const ownersBrowser = cookiesOf(done)
    expect(Object.keys(ownersBrowser).some((name) => name.includes('device'))).toBe(true)
    ctx.clock.advance(30_000)
    // Someone who has the password guesses codes over four fresh challenges.
    for (let round = 0; round < 4; round++) {
      const { challenge } = await passwordStep('admin', admin.email)
      // The password step alone does not make the guesser's browser a known one.
      expect(Object.keys(challenge).some((name) => name.includes('device'))).toBe(false)
      for (let i = 0; i < 5; i++) await answer('admin', challenge, { code: '000000' })
    }
    const guesser = await passwordStep('admin', admin.email)
    const held = await answer('admin', guesser.challenge, { code: codeAt(secret, ctx.clock.now()) })
    expect(held.statusCode).toBe(429)
    expect(held.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } })

    // The owner's browser signs in with a right code all the same.
    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/admin/login',
      cookies: ownersBrowser,
      payload: { email: admin.email, password: TEST_PASSWORD },
    })
    const ok = await answer(
      'admin',
      { ...ownersBrowser, ...cookiesOf(owner) },
      { code: codeAt(secret, ctx.clock.now()) },
    )
    expect(ok.statusCode, ok.body).toBe(200)

    // The owner heard about it once, at the tenth wrong code.
    const alerts = await ctx.db.select().from(outbox).where(eq(outbox.to, admin.email))
    const subjects = alerts.map((m) => m.subject).filter((s) => s.includes('wrong two-step codes'))
    expect(subjects).toEqual(['Security notice: wrong two-step codes were entered for your account'])
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, admin.id), eq(auditLog.action, 'auth.second_factor.alert')))
    expect(audit).toHaveLength(1)
  })

  it('counts only wrong codes: an owner signing in often is never held', async () => {
    const admin = await makeAdmin(ctx.db)
    const { secret } = await enrol(admin.email)
    for (let i = 0; i < 22; i++) {
      ctx.clock.advance(30_000)
      // A fresh browser each time (no device cookie): only failures would count against it.
      const { challenge } = await passwordStep('admin', admin.email)
      const res = await answer('admin', challenge, { code: codeAt(secret, ctx.clock.now()) })
      expect(res.statusCode, `sign-in ${i + 1}: ${res.body}`).toBe(200)
    }
  })

  it('refuses malformed answers in the error shape, and a challenge of another kind', async () => {
    const admin = await makeAdmin(ctx.db)
    const { challenge } = await passwordStep('admin', admin.email)
    for (const payload of [{}, { code: '12345' }, { code: 'abcdef' }, { recoveryCode: 'x' }, { code: '\u0000' }]) {
      const res = await answer('admin', challenge, payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(res.json()).toMatchObject({ error: { code: 'VALIDATION' } })
    }
    expect(
      (await answer('vendor', { haat_vendor_2fa: challenge.haat_admin_2fa! }, { code: '123456' })).statusCode,
    ).toBe(401)
    expect((await enrolment({}, { token: 'A'.repeat(43) })).statusCode).toBe(401)
  })
})

describe('seller second factor', () => {
  it('is off by default, and turned on with the password and a first code', async () => {
    const vendor = await makeVendor(ctx.db)
    const cookies = await signIn(ctx.app, 'vendor', vendor.email)
    const status = await ctx.app.inject({ method: 'GET', url: '/api/vendor/me/second-factor', cookies })
    expect(status.json()).toEqual({ enabled: false })

    const noPassword = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/me/second-factor/setup',
      cookies,
      payload: { currentPassword: 'wrong' },
    })
    expect(noPassword.statusCode).toBe(401)
    const setup = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/me/second-factor/setup',
      cookies,
      payload: { currentPassword: TEST_PASSWORD },
    })
    const { secret } = setup.json() as { secret: string }
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/me/second-factor/confirm',
      cookies,
      payload: { code: '000000' },
    })
    expect(bad.statusCode).toBe(400)
    const confirm = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/me/second-factor/confirm',
      cookies,
      payload: { code: codeAt(secret, ctx.clock.now()) },
    })
    expect(confirm.statusCode).toBe(200)
    expect((confirm.json() as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10)

    const login = await passwordStep('vendor', vendor.email)
    expect(login.body).toEqual({ secondFactor: 'verify' })
    expect(login.res.cookies.find((c) => c.name === 'haat_vendor')).toBeUndefined()
    ctx.clock.advance(30_000)
    const done = await answer('vendor', login.challenge, { code: codeAt(secret, ctx.clock.now()) })
    expect(done.statusCode).toBe(200)
    expect(done.json()).toMatchObject({ vendor: { email: vendor.email } })

    // Off again: password and a current code.
    ctx.clock.advance(30_000)
    const noCode = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/me/second-factor/disable',
      cookies,
      payload: { currentPassword: TEST_PASSWORD, code: '000000' },
    })
    expect(noCode.statusCode).toBe(400)
    const off = await ctx.app.inject({
      method: 'POST',
      url: '/api/vendor/me/second-factor/disable',
      cookies,
      payload: { currentPassword: TEST_PASSWORD, code: codeAt(secret, ctx.clock.now()) },
    })
    expect(off.statusCode).toBe(204)
    const [row] = await ctx.db.select().from(vendors).where(eq(vendors.id, vendor.id))
    expect(row!.totpSecret).toBeNull()
    expect((await passwordStep('vendor', vendor.email)).body).toMatchObject({ vendor: { email: vendor.email } })
  })
})

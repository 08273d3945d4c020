import { and, desc, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otps } from '../../src/db/schema/accounts'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { TEST_PASSWORD, makeCustomer, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const post = (kind: string, step: string, payload: object, ip = '10.3.0.1') =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${kind}/password-reset/${step}`, payload, remoteAddress: ip })

async function latestCode(email: string) {
  const [mail] = await ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, email), eq(outbox.kind, 'otp')))
    .orderBy(desc(outbox.id))
    .limit(1)
  return /\b(\d{6})\b/.exec(mail!.textBody)![1]!
}
const wrong = (code: string) => String(((Number(code) - 100000 + 1) % 900000) + 100000)

describe('password reset by OTP', () => {
  it('walks request → verify → complete, and ends the other sessions', async () => {
    const customer = await makeCustomer(ctx.db)
    const email = customer.email!
    const old = await signIn(ctx.app, 'customer', email)
    const requested = await post('customer', 'request', { email: email.toUpperCase() })
    expect(requested.statusCode).toBe(200)
    expect(requested.json().message).toBe(
      'If an account exists for that e-mail, a 6-digit OTP has been sent. Please check your inbox.',
    )
    const code = await latestCode(email)
    const verified = await post('customer', 'verify', { email, otp: code })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().message).toBe('OTP verified successfully. You can now set your new password.')
    const done = await post('customer', 'complete', {
      resetToken: verified.json().resetToken,
      password: 'Brand-new-pass1',
    })
    expect(done.statusCode).toBe(200)
    expect(done.json().message).toBe('Your password has been successfully reset. You can now log in.')
    // The owner is told, and the change is on record.
    const notices = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'security_notice'), eq(outbox.to, email)))
    expect(notices.map((n) => n.subject)).toEqual(['Security notice: your password was changed'])
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'auth.password.changed'))
    expect(audit.map((a) => a.details)).toContainEqual({ via: 'reset' })
    expect((await ctx.app.inject({ url: '/api/account', cookies: old })).statusCode).toBe(401)
    await expect(signIn(ctx.app, 'customer', email, 'Brand-new-pass1')).resolves.toBeTruthy()
    await expect(signIn(ctx.app, 'customer', email, TEST_PASSWORD)).rejects.toThrow()
  })

  it('stores the code hashed, never in plain text', async () => {
    const customer = await makeCustomer(ctx.db)
    await post('customer', 'request', { email: customer.email })
    const code = await latestCode(customer.email!)
    const rows = await ctx.db.query.otps.findMany()
    expect(JSON.stringify(rows)).not.toContain(code)
  })

  it('answers an unknown e-mail exactly as a known one, after the same work, and mails only the account', async () => {
    const customer = await makeCustomer(ctx.db)
    const known = await post('customer', 'request', { email: customer.email })
    const unknown = await post('customer', 'request', { email: 'ghost@example.com' })
    const strip = (res: typeof known) => {
      const { 'x-request-id': _id, date: _date, ...headers } = res.headers
      return { status: res.statusCode, body: res.body, headers }
    }
    expect(strip(unknown)).toEqual(strip(known))
    // A code row is written either way (the same queries); only the account gets a mail.
    const rows = await ctx.db
      .select()
      .from(otps)
      .where(inArray(otps.email, ['ghost@example.com', customer.email!]))
    expect(rows).toHaveLength(2)
    const mails = await ctx.db
      .select()
      .from(outbox)
      .where(inArray(outbox.to, ['ghost@example.com', customer.email!]))
    expect(mails.map((m) => m.to)).toEqual([customer.email])

    // Timed in turns (so load on the machine hits both alike), the two take the same time within noise.
    const accounts = await Promise.all(Array.from({ length: 9 }, () => makeCustomer(ctx.db)))
    const knownTimes: number[] = []
    const unknownTimes: number[] = []
    const timed = async (email: string, ip: string) => {
      const started = performance.now()
      expect((await post('customer', 'request', { email }, ip)).statusCode).toBe(200)
      return performance.now() - started
    }
    for (let i = 0; i < 9; i++) {
      knownTimes.push(await timed(accounts[i]!.email!, `10.3.9.${i}`))
      unknownTimes.push(await timed(`nobody-${i}@example.com`, `10.3.10.${i}`))
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[4]!
    const [knownMs, unknownMs] = [median(knownTimes), median(unknownTimes)]
    expect(Math.abs(knownMs - unknownMs)).toBeLessThan(Math.max(15, Math.max(knownMs, unknownMs) * 0.6))
  })

  it('keeps customer and vendor resets apart', async () => {
    const vendor = await makeVendor(ctx.db)
    // A vendor's e-mail has no customer account: the same answer, and no customer code is mailed.
    expect((await post('customer', 'request', { email: vendor.email })).statusCode).toBe(200)
    expect((await post('vendor', 'request', { email: vendor.email })).statusCode).toBe(200)
    const code = await latestCode(vendor.email)
    expect((await post('customer', 'verify', { email: vendor.email, otp: code })).statusCode).toBe(400)
    const verified = await post('vendor', 'verify', { email: vendor.email, otp: code })
    expect(verified.statusCode).toBe(200)
    expect(
      (await post('customer', 'complete', { resetToken: verified.json().resetToken, password: 'Another-pass-2' }))
        .statusCode,
    ).toBe(400)
    expect(
      (await post('vendor', 'complete', { resetToken: verified.json().resetToken, password: 'Another-pass-2' }))
        .statusCode,
    ).toBe(200)
  })

  it('refuses a wrong code, then voids it after the 5th wrong try even when right', async () => {
    const customer = await makeCustomer(ctx.db)
    await post('customer', 'request', { email: customer.email })
    const code = await latestCode(customer.email!)
    for (let i = 1; i <= 4; i++) {
      const res = await post('customer', 'verify', { email: customer.email, otp: wrong(code) })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe('Invalid OTP. Please try again.')
    }
    const fifth = await post('customer', 'verify', { email: customer.email, otp: wrong(code) })
    expect(fifth.json().error.message).toBe('Invalid OTP. Please request a new one.')
    const right = await post('customer', 'verify', { email: customer.email, otp: code })
    expect(right.statusCode).toBe(400)
    expect(right.json().error.message).toBe('Invalid OTP. Please request a new one.')
  })

  it('refuses a code after 10 minutes, and a code already used', async () => {
    const customer = await makeCustomer(ctx.db)
    await post('customer', 'request', { email: customer.email })
    const code = await latestCode(customer.email!)
    ctx.clock.advance(10 * 60 * 1000 + 1)
    const late = await post('customer', 'verify', { email: customer.email, otp: code })
    expect(late.statusCode).toBe(400)
    expect(late.json().error.message).toBe('Invalid or expired OTP. Please request a new one.')

    await post('customer', 'request', { email: customer.email })
    const fresh = await latestCode(customer.email!)
    expect((await post('customer', 'verify', { email: customer.email, otp: fresh })).statusCode).toBe(200)
    const replay = await post('customer', 'verify', { email: customer.email, otp: fresh })
    expect(replay.statusCode).toBe(400)
  })

  it('honours only the newest code', async () => {
    const customer = await makeCustomer(ctx.db)
    await post('customer', 'request', { email: customer.email })
    const first = await latestCode(customer.email!)
    await post('customer', 'request', { email: customer.email })
    const second = await latestCode(customer.email!)
    if (first !== second)
      expect((await post('customer', 'verify', { email: customer.email, otp: first })).statusCode).toBe(400)
    expect((await post('customer', 'verify', { email: customer.email, otp: second })).statusCode).toBe(200)
  })

  it('a reset grant works once, and not after it expires', async () => {
    const customer = await makeCustomer(ctx.db)
    await post('customer', 'request', { email: customer.email })
    const verified = await post('customer', 'verify', { email: customer.email, otp: await latestCode(customer.email!) })
    const token = verified.json().resetToken
    expect((await post('customer', 'complete', { resetToken: token, password: 'First-reset-1' })).statusCode).toBe(200)
    expect((await post('customer', 'complete', { resetToken: token, password: 'Second-reset-2' })).statusCode).toBe(400)
    expect(
      (await post('customer', 'complete', { resetToken: 'forged-token', password: 'Second-reset-2' })).statusCode,
    ).toBe(400)

    await post('customer', 'request', { email: customer.email })
    const again = await post('customer', 'verify', { email: customer.email, otp: await latestCode(customer.email!) })
    ctx.clock.advance(16 * 60 * 1000)
    expect(
      (await post('customer', 'complete', { resetToken: again.json().resetToken, password: 'Late-reset-3' }))
        .statusCode,
    ).toBe(400)
  })

  it('validates the code format and the new password', async () => {
    expect((await post('customer', 'verify', { email: 'a@b.co', otp: '12ab56' })).json().error.details[0].message).toBe(
      'Invalid OTP. Please try again.',
    )
    const short = await post('customer', 'complete', { resetToken: 'x', password: 'short' })
    expect(short.json().error.details[0].message).toBe('Password must be at least 8 characters long.')
  })

  it('limits requests per e-mail and per IP', async () => {
    const customer = await makeCustomer(ctx.db)
    for (let i = 0; i < 3; i++)
      expect((await post('customer', 'request', { email: customer.email }, `10.4.0.${i}`)).statusCode).toBe(200)
    const limited = await post('customer', 'request', { email: customer.email }, '10.4.0.99')
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()

    for (let i = 0; i < 30; i++) await post('customer', 'request', { email: `nobody${i}@example.com` }, '10.5.0.1')
    expect((await post('customer', 'request', { email: 'x@example.com' }, '10.5.0.1')).statusCode).toBe(429)
  })
})

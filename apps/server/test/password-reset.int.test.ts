import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../src/db/schema/platform'
import { TEST_PASSWORD, makeCustomer, makeVendor, signIn } from './factories'
import { createTestApp, type TestContext } from './test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const post = (kind: string, step: string, payload: object, ip = '10.3.0.1') =>
  ctx.app.inject({ method: 'POST', url: `/api/auth/${kind}/password-reset/${step}`, payload, remoteAddress: ip })

async function latestCode(email: string) {
  const [mail] = await ctx.db.select().from(outbox).where(and(eq(outbox.to, email), eq(outbox.kind, 'otp'))).orderBy(desc(outbox.id)).limit(1)
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
    expect(requested.json().message).toBe('A 6-digit OTP has been sent to your email. Please check your inbox.')
    const code = await latestCode(email)
    const verified = await post('customer', 'verify', { email, otp: code })
    expect(verified.statusCode).toBe(200)
    expect(verified.json().message).toBe('OTP verified successfully. You can now set your new password.')
    const done = await post('customer', 'complete', { resetToken: verified.json().resetToken, password: 'Brand-new-pass1' })
    expect(done.statusCode).toBe(200)
    expect(done.json().message).toBe('Your password has been successfully reset. You can now log in.')
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

  it('says when no account has that e-mail', async () => {
    const res = await post('customer', 'request', { email: 'ghost@example.com' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('No account found with that email address.')
  })

  it('keeps customer and vendor resets apart', async () => {
    const vendor = await makeVendor(ctx.db)
    expect((await post('customer', 'request', { email: vendor.email })).statusCode).toBe(404)
    expect((await post('vendor', 'request', { email: vendor.email })).statusCode).toBe(200)
    const code = await latestCode(vendor.email)
    expect((await post('customer', 'verify', { email: vendor.email, otp: code })).statusCode).toBe(400)
    const verified = await post('vendor', 'verify', { email: vendor.email, otp: code })
    expect(verified.statusCode).toBe(200)
    expect((await post('customer', 'complete', { resetToken: verified.json().resetToken, password: 'Another-pass-2' })).statusCode).toBe(400)
    expect((await post('vendor', 'complete', { resetToken: verified.json().resetToken, password: 'Another-pass-2' })).statusCode).toBe(200)
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
    if (first !== second) expect((await post('customer', 'verify', { email: customer.email, otp: first })).statusCode).toBe(400)
    expect((await post('customer', 'verify', { email: customer.email, otp: second })).statusCode).toBe(200)
  })

  it('a reset grant works once, and not after it expires', async () => {
    const customer = await makeCustomer(ctx.db)
    await post('customer', 'request', { email: customer.email })
    const verified = await post('customer', 'verify', { email: customer.email, otp: await latestCode(customer.email!) })
    const token = verified.json().resetToken
    expect((await post('customer', 'complete', { resetToken: token, password: 'First-reset-1' })).statusCode).toBe(200)
    expect((await post('customer', 'complete', { resetToken: token, password: 'Second-reset-2' })).statusCode).toBe(400)
    expect((await post('customer', 'complete', { resetToken: 'forged-token', password: 'Second-reset-2' })).statusCode).toBe(400)

    await post('customer', 'request', { email: customer.email })
    const again = await post('customer', 'verify', { email: customer.email, otp: await latestCode(customer.email!) })
    ctx.clock.advance(16 * 60 * 1000)
    expect((await post('customer', 'complete', { resetToken: again.json().resetToken, password: 'Late-reset-3' })).statusCode).toBe(400)
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
    for (let i = 0; i < 3; i++) expect((await post('customer', 'request', { email: customer.email }, `10.4.0.${i}`)).statusCode).toBe(200)
    const limited = await post('customer', 'request', { email: customer.email }, '10.4.0.99')
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()

    for (let i = 0; i < 30; i++) await post('customer', 'request', { email: `nobody${i}@example.com` }, '10.5.0.1')
    expect((await post('customer', 'request', { email: 'x@example.com' }, '10.5.0.1')).statusCode).toBe(429)
  })
})

import { desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers, pendingRegistrations } from '../../src/db/schema/accounts'
import { outbox } from '../../src/db/schema/platform'
import { purgeSecurityRecords } from '../../src/modules/housekeeping/purge-expired'
import { makeCustomer, mailedRegistrationCode, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Verify-first sign-up (issue 42 item 22, docs/decisions/042-verify-first-sign-up.md): the form
// answers alike whether or not the e-mail has an account; only the code from the mail creates one.
let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

let ipCounter = 0
/** Each test its own address, so the per-IP limits of one do not reach the next. */
const freshIp = () => `10.42.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const register = (payload: Record<string, unknown>, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/customer/register', payload, remoteAddress: ip })
const confirm = (email: string, code: string, ip: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/auth/customer/register/confirm',
    payload: { email, code },
    remoteAddress: ip,
  })
const form = (email: string) => ({
  name: 'Ishaan Gupta',
  email,
  phone: '98450 12345',
  password: 'Str0ng-pass-7',
  acceptTerms: true,
})
const mailsTo = (email: string) => ctx.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(desc(outbox.id))
const customerWith = (email: string) => ctx.db.select().from(customers).where(eq(customers.email, email))
/** A wrong code: the right one plus one, kept to six digits. */
const wrong = (code: string) => String(((Number(code) - 100000 + 1) % 900000) + 100000)

describe('verify-first sign-up', () => {
  it('creates no account and signs nobody in until the mailed code comes back, then both', async () => {
    const ip = freshIp()
    const email = 'ishaan@example.com'
    const res = await register(form(email), ip)
    expect(res.statusCode).toBe(202)
    expect(res.json()).toEqual({ email, message: 'Check your e-mail: we sent a message to finish signing up.' })
    expect(res.cookies).toEqual([])
    expect(await customerWith(email)).toEqual([])
    await expect(signIn(ctx.app, 'customer', email, 'Str0ng-pass-7')).rejects.toThrow()

    const [mail] = await mailsTo(email)
    expect(mail).toMatchObject({ kind: 'registration_code', subject: 'Your Haat sign-up code' })
    expect(mail!.textBody).toContain('valid for 24 hours')
    // Hashed at rest: the code is in the mail only.
    const code = await mailedRegistrationCode(ctx.db, email)
    const [pending] = await ctx.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email))
    expect(JSON.stringify(pending)).not.toContain(code)
    expect(pending!.passwordHash).toMatch(/^\$argon2id\$/)

    const done = await confirm(email, code, ip)
    expect(done.statusCode, done.body).toBe(201)
    expect(done.json().customer).toMatchObject({ name: 'Ishaan Gupta', email, phone: '+919845012345' })
    const cookie = done.cookies.find((c) => c.name === 'haat_customer')!
    const me = await ctx.app.inject({ url: '/api/account', cookies: { haat_customer: cookie.value } })
    expect(me.json().email).toBe(email)
    expect(await customerWith(email)).toHaveLength(1)
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['welcome', 'registration_code'])
    // The sign-up is spent: its code works once.
    expect(await ctx.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email))).toEqual([])
    expect((await confirm(email, code, ip)).statusCode).toBe(400)
  })

  it('answers a taken e-mail exactly as a new one, and mails its owner instead of a code', async () => {
    const owner = await makeCustomer(ctx.db, { email: 'taken@example.com', locale: 'hi-IN' })
    const [taken, fresh] = await Promise.all([
      register(form('Taken@Example.com'), freshIp()),
      register(form('fresh-one@example.com'), freshIp()),
    ])
    expect(taken.statusCode).toBe(202)
    expect(fresh.statusCode).toBe(202)
    expect(Object.keys(taken.headers).sort()).toEqual(Object.keys(fresh.headers).sort())
    expect(taken.json()).toEqual({ ...fresh.json(), email: 'taken@example.com' })
    expect(taken.cookies).toEqual(fresh.cookies)

    const toOwner = await mailsTo(owner.email!)
    expect(toOwner.map((m) => m.kind)).toEqual(['registration_attempt'])
    // In the owner's language, pointing to sign-in and the password reset; no code in it.
    expect(toOwner[0]!.htmlBody).toContain('<html lang="hi-IN">')
    expect(toOwner[0]!.textBody).toContain('http://localhost:3000/login')
    expect(toOwner[0]!.textBody).toContain('http://localhost:3000/forgot-password')
    expect(toOwner[0]!.textBody).not.toMatch(/\b\d{6}\b/)
    expect(await customerWith('taken@example.com')).toHaveLength(1)

    // Confirming is refused alike too: no code was mailed, so any code is just wrong.
    const [againTaken, againFresh] = await Promise.all([
      confirm('taken@example.com', '123456', freshIp()),
      confirm('fresh-one@example.com', wrong(await mailedRegistrationCode(ctx.db, 'fresh-one@example.com')), freshIp()),
    ])
    expect(againTaken.statusCode).toBe(400)
    expect(againTaken.json()).toEqual(againFresh.json())
    expect(againTaken.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'This code is not right. Please check the e-mail and try again.',
      details: [{ path: 'code', message: 'This code is not right. Please check the e-mail and try again.' }],
    })
  })

  it('refuses a wrong code beside the field, keeps the sign-up, and takes the right one after', async () => {
    const ip = freshIp()
    const email = 'wrong-code@example.com'
    await register(form(email), ip)
    const code = await mailedRegistrationCode(ctx.db, email)
    const refused = await confirm(email, wrong(code), ip)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().error.details).toEqual([{ path: 'code', message: expect.stringContaining('not right') }])
    expect(await customerWith(email)).toEqual([])
    expect((await confirm(email, code, ip)).statusCode).toBe(201)
  })

  it('says a malformed code beside the field without counting it', async () => {
    const res = await confirm('anyone@example.com', '12ab', freshIp())
    expect(res.statusCode).toBe(400)
    expect(res.json().error.details).toEqual([{ path: 'code', message: 'Enter the 6-digit code from the e-mail.' }])
  })

  it('voids the sign-up after 5 wrong codes: even the right one is refused, until the form is sent again', async () => {
    const ip = freshIp()
    const email = 'guesser@example.com'
    await register(form(email), ip)
    const code = await mailedRegistrationCode(ctx.db, email)
    const answers: string[] = []
    for (let i = 0; i < 5; i++) answers.push((await confirm(email, wrong(code), ip)).json().error.message)
    expect(answers.slice(0, 4).every((m) => m.includes('not right'))).toBe(true)
    expect(answers[4]).toBe('Too many wrong codes. Please ask for a new code.')
    const right = await confirm(email, code, ip)
    expect(right.statusCode).toBe(400)
    expect(right.json().error.message).toBe('Too many wrong codes. Please ask for a new code.')
    expect(await customerWith(email)).toEqual([])

    // Sending the form again mails a new code, with fresh tries; the old code is gone.
    expect((await register(form(email), ip)).statusCode).toBe(202)
    const newCode = await mailedRegistrationCode(ctx.db, email)
    if (newCode !== code) expect((await confirm(email, code, ip)).statusCode).toBe(400)
    expect((await confirm(email, newCode, ip)).statusCode).toBe(201)
  })

  it('lets a code expire after 24 hours, and the housekeeping forget the sign-up', async () => {
    const ip = freshIp()
    const email = 'slow@example.com'
    await register(form(email), ip)
    const code = await mailedRegistrationCode(ctx.db, email)
    ctx.clock.advance(24 * 3_600_000 + 1)
    const late = await confirm(email, code, ip)
    expect(late.statusCode).toBe(400)
    expect(late.json().error.message).toBe(
      'This code has expired or was replaced by a newer one. Please ask for a new code.',
    )
    expect(await customerWith(email)).toEqual([])
    await purgeSecurityRecords(ctx.db, ctx.clock)
    expect(await ctx.db.select().from(pendingRegistrations).where(eq(pendingRegistrations.email, email))).toEqual([])
  })

  it('sends a new code when the form is sent again, and only the newest works', async () => {
    const ip = freshIp()
    const email = 'resend@example.com'
    await register(form(email), ip)
    const first = await mailedRegistrationCode(ctx.db, email)
    await register({ ...form(email), name: 'Ishaan G.' }, ip)
    const second = await mailedRegistrationCode(ctx.db, email)
    expect((await mailsTo(email)).filter((m) => m.kind === 'registration_code')).toHaveLength(2)
    if (first !== second) expect((await confirm(email, first, ip)).statusCode).toBe(400)
    const done = await confirm(email, second, ip)
    expect(done.statusCode).toBe(201)
    // The newest form is the one that counts.
    expect(done.json().customer.name).toBe('Ishaan G.')
  })

  it('mails an address at most 3 times in 15 minutes, taken or not, and answers both alike past that', async () => {
    await makeCustomer(ctx.db, { email: 'owner-flood@example.com' })
    for (const email of ['owner-flood@example.com', 'new-flood@example.com']) {
      for (let i = 0; i < 3; i++) expect((await register(form(email), freshIp())).statusCode).toBe(202)
    }
    const [taken, fresh] = await Promise.all([
      register(form('owner-flood@example.com'), freshIp()),
      register(form('new-flood@example.com'), freshIp()),
    ])
    expect(taken.statusCode).toBe(429)
    expect(taken.json()).toEqual(fresh.json())
    expect(taken.headers['retry-after']).toBe(fresh.headers['retry-after'])
    expect(await mailsTo('owner-flood@example.com')).toHaveLength(3)
    expect(await mailsTo('new-flood@example.com')).toHaveLength(3)
    ctx.clock.advance(15 * 60_000)
    expect((await register(form('new-flood@example.com'), freshIp())).statusCode).toBe(202)
  })

  it('limits code tries per IP address (60 in 15 minutes)', async () => {
    const ip = freshIp()
    for (let i = 0; i < 60; i++) await confirm(`nobody${i}@example.com`, '123456', ip)
    const res = await confirm('nobody@example.com', '123456', ip)
    expect(res.statusCode).toBe(429)
  })
})

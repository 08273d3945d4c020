import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { customers } from '../../src/db/schema/accounts'
import { auditLog, outbox } from '../../src/db/schema/platform'
import { TEST_PASSWORD, makeCustomer, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

const patch = (cookies: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/account', cookies, payload })
const confirm = (token: string, ip = '10.6.0.1') =>
  ctx.app.inject({ method: 'POST', url: '/api/auth/email-change/confirm', payload: { token }, remoteAddress: ip })
const emailOf = async (id: string) =>
  (await ctx.db.select({ email: customers.email }).from(customers).where(eq(customers.id, id)))[0]!.email
const mails = (to: string, kind: string) =>
  ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.kind, kind)))
    .orderBy(desc(outbox.id))
async function linkToken(to: string) {
  const [mail] = await mails(to, 'email_change')
  return /confirm-email\?token=([\w-]+)/.exec(mail!.textBody)![1]!
}

async function customerSession() {
  const customer = await makeCustomer(ctx.db)
  const cookies = await signIn(ctx.app, 'customer', customer.email!)
  const profile = { name: customer.name, phone: customer.phone }
  return { customer, cookies, profile }
}

describe('changing the sign-in e-mail', () => {
  it('needs the current password: without it or with a wrong one, nothing changes and nothing is mailed', async () => {
    const { customer, cookies, profile } = await customerSession()
    const missing = await patch(cookies, { ...profile, email: 'new-home@example.com' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().error.details).toEqual([
      { path: 'currentPassword', message: 'Enter your current password to change the e-mail.' },
    ])
    const wrong = await patch(cookies, {
      ...profile,
      email: 'new-home@example.com',
      currentPassword: 'Wrong-password-1',
    })
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().error.details[0].path).toBe('currentPassword')
    expect(await emailOf(customer.id)).toBe(customer.email)
    expect(await mails('new-home@example.com', 'email_change')).toHaveLength(0)
  })

  it('with the password, changes only when the link mailed to the new address is opened, and tells the old one', async () => {
    const { customer, cookies, profile } = await customerSession()
    const newEmail = `moved-${customer.email}`
    const requested = await patch(cookies, { ...profile, email: newEmail, currentPassword: TEST_PASSWORD })
    expect(requested.statusCode).toBe(200)
    expect(requested.json()).toMatchObject({ email: customer.email, pendingEmail: newEmail })
    expect((await ctx.app.inject({ url: '/api/account', cookies })).json().pendingEmail).toBe(newEmail)
    expect(await emailOf(customer.id)).toBe(customer.email)
    // The old address hears of the request at once.
    const [requestNotice] = await mails(customer.email!, 'security_notice')
    expect(requestNotice!.subject).toBe('Security notice: a new sign-in e-mail was requested')
    expect(requestNotice!.textBody).toContain(newEmail)

    // Without the link (a made-up or a truncated token) nothing changes.
    expect((await confirm('made-up-token')).statusCode).toBe(400)
    const token = await linkToken(newEmail)
    expect((await confirm(token.slice(0, -1))).statusCode).toBe(400)
    expect(await emailOf(customer.id)).toBe(customer.email)

    const done = await confirm(token)
    expect(done.statusCode).toBe(200)
    expect(done.json()).toEqual({
      kind: 'customer',
      email: newEmail,
      message: `Your sign-in e-mail is now ${newEmail}. Use it the next time you sign in.`,
    })
    expect(await emailOf(customer.id)).toBe(newEmail)
    const [changedNotice] = await mails(customer.email!, 'security_notice')
    expect(changedNotice!.subject).toBe('Security notice: your sign-in e-mail was changed')
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, customer.id), eq(auditLog.action, 'auth.email.changed')))
    expect(audit).toMatchObject({
      actorKind: 'customer',
      details: { email: { from: customer.email, to: newEmail } },
      ip: '10.6.0.1',
    })

    // The link works once; the new e-mail signs in, the old one no longer does.
    expect((await confirm(token)).statusCode).toBe(400)
    await expect(signIn(ctx.app, 'customer', newEmail)).resolves.toBeTruthy()
    await expect(signIn(ctx.app, 'customer', customer.email!)).rejects.toThrow()
  })

  it('changes once when the link is opened twice at the same moment', async () => {
    const { customer, cookies, profile } = await customerSession()
    const newEmail = `twice-${customer.email}`
    await patch(cookies, { ...profile, email: newEmail, currentPassword: TEST_PASSWORD })
    const token = await linkToken(newEmail)
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(token)))
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400, 400, 400, 400])
    const changes = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, customer.id), eq(auditLog.action, 'auth.email.changed')))
    expect(changes).toHaveLength(1)
  })

  it('expires the link after 24 hours, and a newer request voids the older link', async () => {
    const { customer, cookies, profile } = await customerSession()
    await patch(cookies, { ...profile, email: `first-${customer.email}`, currentPassword: TEST_PASSWORD })
    const first = await linkToken(`first-${customer.email}`)
    await patch(cookies, { ...profile, email: `second-${customer.email}`, currentPassword: TEST_PASSWORD })
    expect((await confirm(first)).statusCode).toBe(400)
    const second = await linkToken(`second-${customer.email}`)
    ctx.clock.advance(24 * 3_600_000 + 1)
    const late = await confirm(second)
    expect(late.statusCode).toBe(400)
    expect(late.json().error.message).toBe(
      'This link is not valid or has expired. Please ask for the change again from your account.',
    )
    expect(await emailOf(customer.id)).toBe(customer.email)
  })

  it('refuses an address taken before the request (409) or while the link waited', async () => {
    const other = await makeCustomer(ctx.db)
    const { customer, cookies, profile } = await customerSession()
    const taken = await patch(cookies, {
      ...profile,
      email: other.email!.toUpperCase(),
      currentPassword: TEST_PASSWORD,
    })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().error.details[0].path).toBe('email')

    const wanted = `wanted-${customer.email}`
    await patch(cookies, { ...profile, email: wanted, currentPassword: TEST_PASSWORD })
    const token = await linkToken(wanted)
    await makeCustomer(ctx.db, { email: wanted })
    const late = await confirm(token)
    expect(late.statusCode).toBe(409)
    expect(await emailOf(customer.id)).toBe(customer.email)
  })
})

describe('current-password checks', () => {
  it('are limited to 5 per session and 10 per account in 15 minutes', async () => {
    const { customer, cookies, profile } = await customerSession()
    const tryPassword = (session: Record<string, string>) =>
      patch(session, { ...profile, email: 'guess@example.com', currentPassword: 'Guess-password-1' })
    for (let i = 0; i < 5; i++) expect((await tryPassword(cookies)).statusCode).toBe(401)
    const sixth = await tryPassword(cookies)
    expect(sixth.statusCode).toBe(429)
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0)
    // Another session of the same account gets the rest of the account's 10.
    const second = await signIn(ctx.app, 'customer', customer.email!)
    for (let i = 0; i < 4; i++) expect((await tryPassword(second)).statusCode).toBe(401)
    expect((await tryPassword(second)).statusCode).toBe(429)
    // The password form counts against the same limits.
    const change = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/password',
      cookies: second,
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'Another-pass-9' },
    })
    expect(change.statusCode).toBe(429)
    ctx.clock.advance(15 * 60_000)
    expect(
      (await patch(second, { ...profile, email: `ok-${customer.email}`, currentPassword: TEST_PASSWORD })).statusCode,
    ).toBe(200)
  })
})

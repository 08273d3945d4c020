import { CONTACT_SENT_MESSAGE } from '@haat/shared/content/contact'
import { SITE } from '@haat/shared/site'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { outbox } from '../../src/db/schema/platform'
import { LIMITS } from '../../src/lib/limits'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let ipCounter = 0
/** A fresh address per test, so the per-IP limit of one test never spills into another. */
const nextIp = () => `203.0.113.${++ipCounter}`

const valid = {
  name: 'Asha Kumari',
  email: 'Asha@Example.com',
  subject: 'Where is my order?',
  message: 'I ordered a saree last week.\nIt has not arrived yet.',
}

const send = (payload: unknown, ip: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress: ip })

const contactMail = () => ctx.db.select().from(outbox).where(eq(outbox.kind, 'contact-message')).orderBy(outbox.id)

beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

describe('POST /api/contact', () => {
  it('answers 202 and queues the message to the support inbox', async () => {
    const res = await send(valid, nextIp())
    expect(res.statusCode, res.body).toBe(202)
    expect(res.json()).toEqual({ message: CONTACT_SENT_MESSAGE })
    expect(CONTACT_SENT_MESSAGE).toBe('Email sent successfully!')
    const [mail] = await contactMail()
    expect(mail).toMatchObject({
      to: SITE.supportEmail,
      // Support answers by replying to the mail.
      replyTo: 'asha@example.com',
      status: 'pending',
      subject: 'Contact form: Where is my order?',
    })
    expect(mail!.textBody).toContain('From: Asha Kumari <asha@example.com>')
    expect(mail!.textBody).toContain('I ordered a saree last week.\nIt has not arrived yet.')
    expect(mail!.htmlBody).toContain('I ordered a saree last week.<br>It has not arrived yet.')
  })

  it("escapes the sender's text in the HTML mail and keeps the subject on one line", async () => {
    await ctx.db.delete(outbox)
    const res = await send(
      {
        name: '<b>Mallory</b>',
        email: 'mallory@example.com',
        subject: 'Hi\r\nBcc: victim@example.com',
        message: '<script>alert(1)</script><img src=x onerror=alert(2)> & "quoted"',
      },
      nextIp(),
    )
    expect(res.statusCode).toBe(202)
    const [mail] = await contactMail()
    expect(mail!.subject).toBe('Contact form: Hi Bcc: victim@example.com')
    expect(mail!.htmlBody).not.toContain('<script>alert')
    expect(mail!.htmlBody).not.toContain('<img src=x')
    expect(mail!.htmlBody).not.toContain('<b>Mallory')
    expect(mail!.htmlBody).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt; &amp; &quot;quoted&quot;',
    )
    expect(mail!.htmlBody).toContain('&lt;b&gt;Mallory&lt;/b&gt;')
  })

  it.each([
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(101) }, 'name'],
    [{ email: 'not-an-email' }, 'email'],
    [{ email: '' }, 'email'],
    [{ subject: '' }, 'subject'],
    [{ subject: 's'.repeat(151) }, 'subject'],
    [{ message: ' \n ' }, 'message'],
    [{ message: 'm'.repeat(5001) }, 'message'],
    [{ message: 'nul \u0000' }, 'message'],
    [{ name: undefined }, 'name'],
    [{ email: undefined }, 'email'],
    [{ subject: undefined }, 'subject'],
    [{ message: undefined }, 'message'],
  ])('refuses %j with 400 naming the field', async (patch, path) => {
    const before = (await contactMail()).length
    const res = await send({ ...valid, ...patch }, nextIp())
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION')
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([path])
    expect(await contactMail()).toHaveLength(before)
  })

  it('names every wrong field at once', async () => {
    const res = await send({ name: '', email: 'x', subject: '', message: '' }, nextIp())
    expect(res.statusCode).toBe(400)
    expect(
      res
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['email', 'message', 'name', 'subject'])
  })

  it('allows 5 messages per IP in 15 minutes, then answers 429 with Retry-After', async () => {
    await ctx.db.delete(outbox)
    const ip = nextIp()
    expect(LIMITS.contactPerIp).toEqual({ limit: 5, windowMs: 15 * 60_000 })
    for (let i = 0; i < 5; i++) expect((await send(valid, ip)).statusCode).toBe(202)
    const limited = await send(valid, ip)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    const retryAfter = Number(limited.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    expect(await contactMail()).toHaveLength(5)
    // Someone else on another address is not affected; the first caller may write again later.
    expect((await send(valid, nextIp())).statusCode).toBe(202)
    ctx.clock.advance(15 * 60_000)
    expect((await send(valid, ip)).statusCode).toBe(202)
  })

  it('refuses a cross-site form post', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: valid,
      remoteAddress: nextIp(),
      headers: { origin: 'https://evil.example' },
    })
    expect(res.statusCode).toBe(403)
  })
})

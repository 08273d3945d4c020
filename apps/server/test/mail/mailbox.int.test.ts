import Fastify from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../test-app'
import type { App } from '../../src/app-type'
import { loadConfig } from '../../src/config'
import type { Database } from '../../src/db/client'
import { enqueueMail } from '../../src/modules/mail/mail.service'
import { mailboxRoutes } from '../../src/modules/mail/mailbox.routes'
import { otpMail } from '../../src/modules/mail/templates'

let database: Database
const apps: App[] = []

// buildApp does not register these routes yet, so each test builds a small app around them.
async function appWith(env: Record<string, string>): Promise<App> {
  const app = Fastify().withTypeProvider<ZodTypeProvider>()
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  mailboxRoutes(app, { db: database.db, config: loadConfig(env) })
  await app.ready()
  apps.push(app)
  return app
}

beforeAll(async () => {
  database = await openTestDatabase()
  await enqueueMail(database.db, {
    kind: 'otp',
    to: 'asha@example.com',
    ...otpMail({ code: '482913', accountLabel: 'customer', minutesValid: 10, locale: 'en-IN' }),
  })
  await enqueueMail(database.db, {
    kind: 'contact',
    to: 'support@example.com',
    subject: 'Help <script>alert("subject")</script>',
    text: 'My order <img src=x onerror=alert(1)> & "more"\nSecond line',
    html: '<p>raw <script>alert("html")</script></p>',
  })
  await enqueueMail(database.db, {
    kind: 'welcome',
    to: 'ravi@example.com',
    subject: 'Welcome to Haat',
    text: 'Namaste Ravi',
  })
})
afterAll(async () => {
  for (const app of apps) await app.close()
  await database.close()
})

describe('development mailbox', () => {
  it('lists the outbox as JSON, newest first', async () => {
    const app = await appWith({ NODE_ENV: 'test' })
    const res = await app.inject('/dev/mailbox.json')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const { messages } = res.json<{
      messages: { to: string; kind: string; status: string; text: string; createdAt: string }[]
    }>()
    expect(messages.map((m) => m.kind)).toEqual(['welcome', 'contact', 'otp'])
    expect(messages[2]).toMatchObject({ to: 'asha@example.com', status: 'pending' })
    expect(messages[2]!.text).toContain('482913')
    expect(new Date(messages[0]!.createdAt).getTime()).toBeGreaterThanOrEqual(
      new Date(messages[2]!.createdAt).getTime(),
    )
  })

  it('shows a self-contained page with readable bodies and every value escaped', async () => {
    const app = await appWith({})
    const res = await app.inject('/dev/mailbox')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-store')
    const page = res.body

    expect(page).toContain('exists only in development')
    expect(page.indexOf('Welcome to Haat')).toBeLessThan(page.indexOf('Help &lt;script&gt;'))
    expect(page.indexOf('Help &lt;script&gt;')).toBeLessThan(page.indexOf('Your Haat password reset code'))
    expect(page).toMatch(/<pre>Your Haat password reset code is: 482913\n/)
    expect(page).toContain('To <strong>asha@example.com</strong>')
    expect(page).toContain('My order &lt;img src=x onerror=alert(1)&gt; &amp; &quot;more&quot;\nSecond line')

    // Nothing from a message becomes markup on this page, and nothing loads from elsewhere.
    expect(page).not.toMatch(/<script|<img|onerror=alert\(1\)>/i)
    expect(page).not.toMatch(/<link|src="http|url\(/i)
    // The HTML version sits in an attribute of a frame with every permission withheld.
    expect(page).toContain('<iframe sandbox title=')
    expect(page).toContain('srcdoc="&lt;p&gt;raw &lt;script&gt;')
  })

  it('does not exist in production', async () => {
    const app = await appWith({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example',
      SMTP_URL: 'smtp://127.0.0.1:2525',
    })
    expect((await app.inject('/dev/mailbox')).statusCode).toBe(404)
    expect((await app.inject('/dev/mailbox.json')).statusCode).toBe(404)
  })

  it('does not exist when the server listens beyond this machine, even in development', async () => {
    const app = await appWith({ NODE_ENV: 'development', HOST: '0.0.0.0' })
    expect((await app.inject('/dev/mailbox')).statusCode).toBe(404)
    expect((await app.inject('/dev/mailbox.json')).statusCode).toBe(404)
  })

  it('does not exist when a mail server is configured, even in development', async () => {
    const app = await appWith({ NODE_ENV: 'development', SMTP_URL: 'smtp://127.0.0.1:2525' })
    expect((await app.inject('/dev/mailbox')).statusCode).toBe(404)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMailWorker } from '../../src/modules/mail/mail-worker'
import { startTestSmtpServer, type TestSmtpServer } from '../../src/modules/mail/smtp-test-server'
import { TEST_PASSWORD, makeCustomer, makeVendor, signIn } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// The whole reset as a user lives it: the code travels by real SMTP (a server started here) and
// is read from the mail that arrived, not from the database.
let smtp: TestSmtpServer
let ctx: TestContext
beforeAll(async () => {
  smtp = await startTestSmtpServer()
  ctx = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Haat <no-reply@haat.example>' })
})
afterAll(async () => {
  await ctx.close()
  await smtp.close()
})

const silent = { info: () => {}, warn: () => {}, error: () => {} }

/** Sends what the outbox holds, as the worker in main.ts does, and returns the code in the mail to `email`. */
async function codeDeliveredTo(email: string): Promise<string> {
  const worker = startMailWorker({ db: ctx.db, config: ctx.config, clock: ctx.clock, logger: silent, intervalMs: 0 })
  try {
    await worker.runOnce()
  } finally {
    await worker.stop()
  }
  const mail = smtp.received.findLast((m) => m.to.includes(email))
  expect(mail, `no mail reached ${email}`).toBeDefined()
  expect(mail!.subject).toBe('Your Haat password reset code')
  return /\b(\d{6})\b/.exec(mail!.raw)![1]!
}

const post = (kind: string, step: string, payload: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/auth/${kind}/password-reset/${step}`,
    payload,
    remoteAddress: '10.9.0.1',
  })

describe('password reset with the code read from a real SMTP server', () => {
  it.each(['customer', 'vendor'] as const)(
    'a %s requests a code, receives it by mail, and sets a new password',
    async (kind) => {
      const account = kind === 'customer' ? await makeCustomer(ctx.db) : await makeVendor(ctx.db)
      const email = account.email!
      expect((await post(kind, 'request', { email })).statusCode).toBe(200)

      const code = await codeDeliveredTo(email)
      const verified = await post(kind, 'verify', { email, otp: code })
      expect(verified.statusCode, verified.body).toBe(200)
      const done = await post(kind, 'complete', { resetToken: verified.json().resetToken, password: 'Mailed-pass-42' })
      expect(done.statusCode, done.body).toBe(200)

      await expect(signIn(ctx.app, kind, email, 'Mailed-pass-42')).resolves.toBeTruthy()
      await expect(signIn(ctx.app, kind, email, TEST_PASSWORD)).rejects.toThrow()
    },
  )
})

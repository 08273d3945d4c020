import { eq } from 'drizzle-orm'
import type { SendMailOptions } from 'nodemailer'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest'
import { openTestDatabase } from '../test-app'
import { loadConfig } from '../../src/config'
import type { Database } from '../../src/db/client'
import { outbox } from '../../src/db/schema/platform'
import { manualClock } from '../../src/lib/clock'
import { enqueueMail } from '../../src/modules/mail/mail.service'
import {
  type MailLogger,
  type MailTransport,
  type MailWorker,
  startMailWorker,
} from '../../src/modules/mail/mail-worker'
import { MAX_ATTEMPTS } from '../../src/modules/mail/retry-policy'
import { closedPort, startTestSmtpServer, type TestSmtpServer } from '../../src/modules/mail/smtp-test-server'
import { otpMail } from '../../src/modules/mail/templates'

let database: Database
let clock: ReturnType<typeof manualClock>
let logs: { level: string; obj: object; msg: string }[]
const cleanups: (() => Promise<void>)[] = []

const logger: MailLogger = {
  info: (obj, msg) => logs.push({ level: 'info', obj, msg }),
  warn: (obj, msg) => logs.push({ level: 'warn', obj, msg }),
  error: (obj, msg) => logs.push({ level: 'error', obj, msg }),
}

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})
beforeEach(async () => {
  await database.db.delete(outbox)
  clock = manualClock(new Date('2026-11-22T10:00:00Z'))
  logs = []
})
afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function smtpServer(port?: number): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer(port)
  cleanups.push(() => server.close())
  return server
}

function worker(
  smtpUrl: string | undefined,
  options: { transport?: MailTransport; batchSize?: number; intervalMs?: number } = {},
) {
  const config = loadConfig({ NODE_ENV: 'test', ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}) })
  const w: MailWorker = startMailWorker({ db: database.db, config, clock, logger, intervalMs: 0, ...options })
  cleanups.push(() => w.stop())
  return w
}

async function row(id: number) {
  const [found] = await database.db.select().from(outbox).where(eq(outbox.id, id))
  return found!
}

const enqueueOtp = (to = 'asha@example.com', code = '482913') =>
  enqueueMail(database.db, {
    kind: 'otp',
    to,
    ...otpMail({ code, accountLabel: 'customer', minutesValid: 10, locale: 'en-IN' }),
  })

describe('mail worker against a real SMTP server', () => {
  it('delivers a queued OTP mail and marks it sent, once', async () => {
    const smtp = await smtpServer()
    const id = await enqueueOtp()
    const w = worker(smtp.url)

    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail!.to).toEqual(['asha@example.com'])
    expect(mail!.from).toBe('no-reply@haat.example')
    expect(mail!.subject).toBe('Your Haat password reset code')
    expect(mail!.raw).toContain('482913')
    expect(mail!.raw).toMatch(/Content-Type: text\/plain/)
    expect(mail!.raw).toMatch(/Content-Type: text\/html/)
    expect(mail!.raw).toMatch(new RegExp(`Message-ID: <outbox-${id}\\.`, 'i'))

    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock.now(), lastError: null })
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    // Bodies hold OTPs and addresses are personal data: neither goes into the logs.
    expect(JSON.stringify(logs)).not.toContain('482913')
    expect(JSON.stringify(logs)).not.toContain('asha@example.com')
  })

  it("sends a contact message with the visitor's address as Reply-To", async () => {
    const smtp = await smtpServer()
    await enqueueMail(database.db, {
      kind: 'contact-message',
      to: 'support@haat.example',
      replyTo: 'meena@example.com',
      subject: 'Contact form: hello',
      text: 'Hello',
    })
    const w = worker(smtp.url)
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 })
    expect(smtp.received.at(-1)!.raw).toMatch(/^Reply-To: meena@example\.com\r?$/im)
  })

  it('keeps a message while the server is down and delivers it when the server is back', async () => {
    const port = await closedPort()
    const id = await enqueueOtp('ravi@example.com', '735102')
    const w = worker(`smtp://127.0.0.1:${port}`)

    expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 })
    const failed = await row(id)
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null })
    expect(failed.nextAttemptAt).toEqual(new Date(clock.now().getTime() + 30_000))
    expect(failed.lastError).toMatch(/ECONNREFUSED/)
    expect(failed.lastError!.length).toBeLessThanOrEqual(300)
    expect(JSON.stringify(logs)).not.toContain('735102')

    // Not due again before its backoff ends, even once the server is back.
    const smtp = await smtpServer(port)
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 })
    clock.advance(29_000)
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 })

    clock.advance(1_000)
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 })
    expect(smtp.received).toHaveLength(1)
    expect(smtp.received[0]!.raw).toContain('735102')
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null })
  })

  it('records a whole batch after one refused connection, without losing any of it', async () => {
    const port = await closedPort()
    const ids = [
      await enqueueOtp('a@example.com'),
      await enqueueOtp('b@example.com'),
      await enqueueOtp('c@example.com'),
    ]
    const w = worker(`smtp://127.0.0.1:${port}`)
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 3 })
    for (const id of ids) expect(await row(id)).toMatchObject({ status: 'pending', attempts: 1 })

    const smtp = await smtpServer(port)
    clock.advance(30_000)
    expect(await w.runOnce()).toEqual({ sent: 3, failed: 0 })
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['a@example.com', 'b@example.com', 'c@example.com'])
  })

  it('lets two workers share 10 messages and sends each exactly once', async () => {
    const smtp = await smtpServer()
    for (let n = 1; n <= 10; n++) {
      await enqueueMail(database.db, {
        kind: 'test',
        to: `user${n}@example.com`,
        subject: `Message ${n}`,
        text: `Body ${n}`,
      })
    }
    const first = worker(smtp.url, { batchSize: 3 })
    const second = worker(smtp.url, { batchSize: 3 })

    const totals = [0, 0]
    for (;;) {
      const [a, b] = await Promise.all([first.runOnce(), second.runOnce()])
      totals[0]! += a.sent
      totals[1]! += b.sent
      if (a.sent + b.sent + a.failed + b.failed === 0) break
    }
    expect(totals[0]! + totals[1]!).toBe(10)
    expect(totals[0]).toBeGreaterThan(0)
    expect(totals[1]).toBeGreaterThan(0)
    expect(smtp.received).toHaveLength(10)
    expect(new Set(smtp.received.map((m) => m.subject)).size).toBe(10)
    const rows = await database.db.select().from(outbox)
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
  })

  // PGlite has one connection, so a second transaction cannot hold a lock while the worker runs.
  it.runIf(inject('postgresTemplate') !== null)('passes over a message another worker holds locked', async () => {
    const smtp = await smtpServer()
    const locked = await enqueueOtp('a@example.com')
    await enqueueOtp('b@example.com')
    const w = worker(smtp.url)
    let lockTaken!: () => void
    let releaseLock!: () => void
    const taken = new Promise<void>((resolve) => (lockTaken = resolve))
    const held = new Promise<void>((resolve) => (releaseLock = resolve))
    const otherWorker = database.db.transaction(async (tx) => {
      await tx.select().from(outbox).where(eq(outbox.id, locked)).for('update')
      lockTaken()
      await held
    })
    await taken
    // Without SKIP LOCKED this run would wait for the other transaction.
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 })
    expect(smtp.received.map((m) => m.to[0])).toEqual(['b@example.com'])
    releaseLock()
    await otherWorker
    expect(await w.runOnce()).toEqual({ sent: 1, failed: 0 })
    expect(smtp.received.map((m) => m.to[0])).toEqual(['b@example.com', 'a@example.com'])
  })

  it('sends on its own timer when started with an interval', async () => {
    const smtp = await smtpServer()
    worker(smtp.url, { intervalMs: 20 })
    await enqueueOtp()
    const deadline = Date.now() + 10_000
    while (smtp.received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20))
    expect(smtp.received).toHaveLength(1)
  })
})

describe('mail worker retries and shutdown', () => {
  it('gives up after MAX_ATTEMPTS and keeps the message as failed', async () => {
    const rejecting: MailTransport = {
      sendMail: () =>
        Promise.reject(Object.assign(new Error('550 mailbox unavailable'), { code: 'EENVELOPE', responseCode: 550 })),
    }
    const id = await enqueueOtp('nobody@example.com')
    const w = worker(undefined, { transport: rejecting })
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      expect(await w.runOnce()).toEqual({ sent: 0, failed: 1 })
      clock.advance(60 * 60_000)
    }
    expect(await row(id)).toMatchObject({
      status: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: 'EENVELOPE: 550 mailbox unavailable',
    })
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 })
    expect(logs.filter((l) => l.level === 'error')).toHaveLength(1)
  })

  it('sends nothing without SMTP_URL or a transport: mail waits in the outbox', async () => {
    const id = await enqueueOtp()
    const w = worker(undefined)
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 })
    expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0 })
  })

  it('stop() waits for the message in flight and hands the untried ones back', async () => {
    const ids = [
      await enqueueOtp('a@example.com'),
      await enqueueOtp('b@example.com'),
      await enqueueOtp('c@example.com'),
    ]
    let finishSend!: () => void
    const started: SendMailOptions[] = []
    const slow: MailTransport = {
      sendMail: (message) => {
        started.push(message)
        return new Promise<void>((resolve) => (finishSend = resolve))
      },
    }
    const w = worker(undefined, { transport: slow })
    const run = w.runOnce()
    while (started.length === 0) await new Promise((r) => setTimeout(r, 5))

    let stopped = false
    const stopping = w.stop().then(() => (stopped = true))
    await new Promise((r) => setTimeout(r, 50))
    expect(stopped).toBe(false)
    finishSend()
    await stopping
    expect(await run).toEqual({ sent: 1, failed: 0 })
    expect(started).toHaveLength(1)

    expect(await row(ids[0]!)).toMatchObject({ status: 'sent' })
    for (const id of ids.slice(1)) {
      // Released, not leased: due now for any other worker.
      expect(await row(id)).toMatchObject({ status: 'pending', attempts: 0, nextAttemptAt: clock.now() })
    }
    expect(await w.runOnce()).toEqual({ sent: 0, failed: 0 })
  })
})

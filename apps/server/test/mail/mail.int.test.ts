import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { openTestDatabase } from '../test-app'
import type { Database } from '../../src/db/client'
import { admins } from '../../src/db/schema/accounts'
import { outbox } from '../../src/db/schema/platform'
import { enqueueAdminMail, enqueueMail, listMailbox } from '../../src/modules/mail/mail.service'
import { otpMail } from '../../src/modules/mail/templates'

let database: Database

beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.close()
})
beforeEach(async () => {
  await database.db.delete(outbox)
  await database.db.delete(admins)
})

describe('enqueueMail', () => {
  it('stores a pending message with both bodies, due at once', async () => {
    const content = otpMail({ code: '482913', accountLabel: 'customer', minutesValid: 10, locale: 'en-IN' })
    const id = await enqueueMail(database.db, { kind: 'otp', to: ' asha@example.com ', ...content })
    const [row] = await database.db.select().from(outbox)
    expect(row).toMatchObject({
      id,
      kind: 'otp',
      to: 'asha@example.com',
      subject: 'Your Haat password reset code',
      status: 'pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
    })
    expect(row!.textBody).toContain('482913')
    expect(row!.htmlBody).toContain('482913')
    expect(row!.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('is written with the transaction that caused it: a rollback leaves no message', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, { kind: 'welcome', to: 'ravi@example.com', subject: 'Welcome', text: 'Hi' })
        throw new Error('registration failed after the mail was queued')
      }),
    ).rejects.toThrow('registration failed')
    expect(await database.db.select().from(outbox)).toHaveLength(0)

    await database.db.transaction(async (tx) => {
      await enqueueMail(tx, { kind: 'welcome', to: 'ravi@example.com', subject: 'Welcome', text: 'Hi' })
    })
    expect(await database.db.select().from(outbox)).toHaveLength(1)
  })

  it('keeps a subject on one line', async () => {
    await enqueueMail(database.db, {
      kind: 'contact',
      to: 'support@example.com',
      subject: 'Hi\r\nBcc: x@example.com',
      text: 't',
    })
    const [row] = await database.db.select().from(outbox)
    expect(row!.subject).toBe('Hi Bcc: x@example.com')
    expect(row!.htmlBody).toBeNull()
  })
})

describe('enqueueAdminMail', () => {
  const mail = { kind: 'vendor_application', subject: 'New seller application: X', text: 'Review it' }

  it('goes to ADMIN_NOTIFY_EMAIL when it is set', async () => {
    await database.db.insert(admins).values({ email: 'root@example.com', name: 'Root', passwordHash: 'x' })
    expect(await enqueueAdminMail(database.db, { adminNotifyEmail: 'ops@example.com' }, mail)).toBe(1)
    expect((await database.db.select().from(outbox)).map((r) => r.to)).toEqual(['ops@example.com'])
  })

  it('otherwise sends one message to each admin', async () => {
    await database.db.insert(admins).values([
      { email: 'a1@example.com', name: 'A1', passwordHash: 'x' },
      { email: 'a2@example.com', name: 'A2', passwordHash: 'x' },
    ])
    expect(await enqueueAdminMail(database.db, { adminNotifyEmail: undefined }, mail)).toBe(2)
    expect((await database.db.select().from(outbox)).map((r) => r.to).sort()).toEqual([
      'a1@example.com',
      'a2@example.com',
    ])
  })

  it('queues nothing when there is nobody to tell', async () => {
    expect(await enqueueAdminMail(database.db, { adminNotifyEmail: undefined }, mail)).toBe(0)
  })
})

describe('listMailbox', () => {
  it('lists newest first, at most the limit', async () => {
    for (const n of [1, 2, 3])
      await enqueueMail(database.db, { kind: 'test', to: 'x@example.com', subject: `Message ${n}`, text: `${n}` })
    expect((await listMailbox(database.db, 2)).map((m) => m.subject)).toEqual(['Message 3', 'Message 2'])
  })
})

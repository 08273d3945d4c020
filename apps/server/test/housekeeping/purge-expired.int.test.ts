import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeCategory, makeCustomer, makeProduct, makeVendor } from '../factories'
import { openTestDatabase } from '../test-app'
import type { Database } from '../../src/db/client'
import { emailChanges, knownDevices, loginChallenges, otps, sessions } from '../../src/db/schema/accounts'
import { productImages } from '../../src/db/schema/catalog'
import { media, outbox, webhookEvents } from '../../src/db/schema/platform'
import { manualClock } from '../../src/lib/clock'
import { localDiskStorage } from '../../src/modules/media/storage'
import { purgeExpired, purgeOrphanMedia, purgeSecurityRecords } from '../../src/modules/housekeeping/purge-expired'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('purgeExpired', () => {
  it('deletes expired sessions, day-old expired codes and month-old sent mail, and nothing else', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'))
    const now = clock.now().getTime()
    const at = (ms: number) => new Date(now + ms)
    const db = database.db
    const customer = await makeCustomer(db)
    const session = (tokenHash: string, expiresAt: Date) => ({
      tokenHash,
      kind: 'customer' as const,
      subjectId: customer.id,
      expiresAt,
    })
    await db.insert(sessions).values([session('expired', at(-1000)), session('live', at(HOUR))])
    const code = (email: string, expiresAt: Date) => ({ kind: 'customer' as const, email, codeHash: 'x', expiresAt })
    await db.insert(otps).values([code('old@example.com', at(-2 * DAY)), code('recent@example.com', at(-HOUR))])
    const mail = (to: string, sentAt: Date | null) => ({
      kind: 'otp',
      to,
      subject: 's',
      textBody: 't',
      sentAt,
      status: sentAt ? ('sent' as const) : ('pending' as const),
    })
    await db
      .insert(outbox)
      .values([
        mail('old@example.com', at(-31 * DAY)),
        mail('recent@example.com', at(-DAY)),
        mail('waiting@example.com', null),
      ])

    expect(await purgeExpired(db, clock)).toEqual({ sessions: 1, otps: 1, mails: 1 })
    expect((await db.select().from(sessions)).map((s) => s.tokenHash)).toEqual(['live'])
    expect((await db.select().from(otps)).map((o) => o.email)).toEqual(['recent@example.com'])
    expect((await db.select().from(outbox)).map((m) => m.to).sort()).toEqual([
      'recent@example.com',
      'waiting@example.com',
    ])
    // Nothing left to do: a second run deletes nothing.
    expect(await purgeExpired(db, clock)).toEqual({ sessions: 0, otps: 0, mails: 0 })
  })
})

describe('purgeSecurityRecords', () => {
  it('deletes ended sign-in challenges, stale e-mail changes, expired browsers and month-old webhooks', async () => {
    const clock = manualClock(new Date('2026-11-22T10:00:00Z'))
    const at = (ms: number) => new Date(clock.now().getTime() + ms)
    const db = database.db
    const subject = { kind: 'admin' as const, subjectId: '00000000-0000-4000-8000-000000000001' }
    await db.insert(loginChallenges).values([
      { ...subject, tokenHash: 'ended', expiresAt: at(-1000) },
      { ...subject, tokenHash: 'open', expiresAt: at(HOUR) },
    ])
    await db.insert(emailChanges).values([
      { ...subject, newEmail: 'a@example.com', tokenHash: 'stale', expiresAt: at(-2 * DAY) },
      { ...subject, newEmail: 'b@example.com', tokenHash: 'recent', expiresAt: at(-HOUR) },
    ])
    await db.insert(knownDevices).values([
      { ...subject, tokenHash: 'gone', expiresAt: at(-1000) },
      { ...subject, tokenHash: 'kept', expiresAt: at(DAY) },
    ])
    const event = (eventId: string, processedAt: Date | null) => ({
      eventId,
      provider: 'razorpay',
      event: 'payment.captured',
      payload: {},
      processedAt,
    })
    await db.insert(webhookEvents).values([event('old', at(-31 * DAY)), event('new', at(-DAY)), event('waiting', null)])

    expect(await purgeSecurityRecords(db, clock)).toBe(4)
    expect((await db.select().from(loginChallenges)).map((r) => r.tokenHash)).toEqual(['open'])
    expect((await db.select().from(emailChanges)).map((r) => r.tokenHash)).toEqual(['recent'])
    expect((await db.select().from(knownDevices)).map((r) => r.tokenHash)).toEqual(['kept'])
    expect((await db.select().from(webhookEvents)).map((r) => r.eventId).sort()).toEqual(['new', 'waiting'])
    expect(await purgeSecurityRecords(db, clock)).toBe(0)
  })
})

describe('purgeOrphanMedia', () => {
  it('deletes uploads nothing uses after two days, rows and files; keeps used and recent ones', async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'haat-orphans-'))
    try {
      const storage = localDiskStorage(root)
      const clock = manualClock(new Date('2026-11-22T10:00:00Z'))
      const db = database.db
      const vendor = await makeVendor(db)
      const upload = async (storageKey: string, daysAgo: number) => {
        await storage.put(`${storageKey}-320.webp`, Buffer.from('webp'))
        await storage.put(`${storageKey}-640.webp`, Buffer.from('webp'))
        const [row] = await db
          .insert(media)
          .values({
            ownerKind: 'vendor',
            ownerId: vendor.id,
            storageKey,
            widths: [320, 640],
            width: 640,
            height: 640,
            bytes: 8,
            createdAt: new Date(clock.now().getTime() - daysAgo * DAY),
          })
          .returning()
        return row!
      }
      await upload('abandoned', 3)
      const used = await upload('used', 3)
      await upload('recent', 1)
      const category = await makeCategory(db)
      const product = await makeProduct(db, { vendorId: vendor.id, categoryId: category.id })
      await db.insert(productImages).values({ productId: product.id, position: 99, mediaId: used.id })

      expect(await purgeOrphanMedia(db, storage, clock)).toBe(1)
      const left = (await db.select().from(media)).map((m) => m.storageKey)
      expect(left).toEqual(expect.arrayContaining(['used', 'recent']))
      expect(left).not.toContain('abandoned')
      expect(await storage.get('abandoned-320.webp')).toBeNull()
      expect(await storage.get('abandoned-640.webp')).toBeNull()
      expect(await storage.get('used-640.webp')).not.toBeNull()
      expect(await purgeOrphanMedia(db, storage, clock)).toBe(0)
    } finally {
      await rm(root, { recursive: true, force: true })
    }
  })
})

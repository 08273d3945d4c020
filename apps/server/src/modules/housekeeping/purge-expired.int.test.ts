import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { makeCustomer } from '../../../test/factories'
import { openTestDatabase } from '../../../test/test-app'
import type { Database } from '../../db/client'
import { otps, sessions } from '../../db/schema/accounts'
import { outbox } from '../../db/schema/platform'
import { manualClock } from '../../lib/clock'
import { purgeExpired } from './purge-expired'

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

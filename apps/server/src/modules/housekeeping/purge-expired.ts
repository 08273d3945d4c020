import { and, isNotNull, lt, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
import {
  emailChanges,
  knownDevices,
  loginChallenges,
  otps,
  pendingRegistrations,
  sessions,
} from '../../db/schema/accounts'
import { outbox, webhookEvents } from '../../db/schema/platform'
import type { Clock } from '../../lib/clock'
import { type MediaStorage, variantFileName } from '../media'

const DAY_MS = 86_400_000
/** Reset codes are kept a day past their expiry (support can see a request was made), then go. */
const OTP_KEEP_MS = DAY_MS
/** Sent mails hold names, addresses and codes: a copy is kept 30 days for support, then goes. */
const SENT_MAIL_KEEP_MS = 30 * DAY_MS

/**
 * Deletes what has no use any more: expired sessions, spent or expired reset codes, and old
 * copies of sent mail. Each a single indexed or small-table delete.
 */
export async function purgeExpired(db: Db, clock: Clock): Promise<{ sessions: number; otps: number; mails: number }> {
  const now = clock.now().getTime()
  const [expiredSessions, oldOtps, oldMails] = await Promise.all([
    db
      .delete(sessions)
      .where(lt(sessions.expiresAt, new Date(now)))
      .returning({ id: sessions.tokenHash }),
    db
      .delete(otps)
      .where(lt(otps.expiresAt, new Date(now - OTP_KEEP_MS)))
      .returning({ id: otps.id }),
    db
      .delete(outbox)
      .where(and(isNotNull(outbox.sentAt), lt(outbox.sentAt, new Date(now - SENT_MAIL_KEEP_MS))))
      .returning({ id: outbox.id }),
  ])
  return { sessions: expiredSessions.length, otps: oldOtps.length, mails: oldMails.length }
}

/** Delivered webhook events are kept a month (support can match them with Razorpay's log), then go. */
const WEBHOOK_KEEP_MS = 30 * DAY_MS

/**
 * The security records that only matter while they can still be used: pending second-factor
 * sign-ins, unconfirmed or used e-mail changes (kept a day past expiry), sign-ups never confirmed
 * (a name, a phone and a password hash: gone at expiry), remembered browsers, and processed
 * webhook deliveries older than a month.
 */
export async function purgeSecurityRecords(db: Db, clock: Clock): Promise<number> {
  const now = clock.now().getTime()
  const counts = await Promise.all([
    db
      .delete(loginChallenges)
      .where(lt(loginChallenges.expiresAt, new Date(now)))
      .returning({ id: loginChallenges.tokenHash }),
    db
      .delete(emailChanges)
      .where(lt(emailChanges.expiresAt, new Date(now - DAY_MS)))
      .returning({ id: emailChanges.id }),
    db
      .delete(pendingRegistrations)
      .where(lt(pendingRegistrations.expiresAt, new Date(now)))
      .returning({ id: pendingRegistrations.id }),
    db
      .delete(knownDevices)
      .where(lt(knownDevices.expiresAt, new Date(now)))
      .returning({ id: knownDevices.tokenHash }),
    db
      .delete(webhookEvents)
      .where(and(isNotNull(webhookEvents.processedAt), lt(webhookEvents.processedAt, new Date(now - WEBHOOK_KEEP_MS))))
      .returning({ id: webhookEvents.eventId }),
  ])
  return counts.reduce((sum, rows) => sum + rows.length, 0)
}

/** An upload no product or category uses after two days was abandoned (a form never saved). */
const ORPHAN_MEDIA_AFTER_MS = 2 * DAY_MS

/**
 * Deletes abandoned uploads, rows first and then their files, at most `limit` per run. A product
 * saved with one of them at this very moment fails on product_images' foreign key rather than
 * pointing at a missing file.
 */
export async function purgeOrphanMedia(db: Db, storage: MediaStorage, clock: Clock, limit = 500): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - ORPHAN_MEDIA_AFTER_MS)
  const deleted = await queryRows<{ storage_key: string; widths: number[] }>(
    db,
    sql`delete from media where id in (
        select m.id from media m
        where m.created_at < ${cutoff}
          and not exists (select 1 from product_images pi where pi.media_id = m.id)
          and not exists (select 1 from categories c where c.image_media_id = m.id)
          and not exists (select 1 from returns r where r.photo_media_ids @> array[m.id])
        limit ${limit})
      returning storage_key, widths`,
  )
  for (const row of deleted) {
    await Promise.all(row.widths.map((width) => storage.remove(variantFileName(row.storage_key, width))))
  }
  return deleted.length
}

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void }

/** Runs purgeExpired and purgeOrphanMedia once an hour (and once shortly after start); stop() waits for the run in flight. */
export function startHousekeeping(options: {
  db: Db
  storage: MediaStorage
  clock: Clock
  logger: Logger
  intervalMs?: number
}) {
  const { db, storage, clock, logger, intervalMs = 60 * 60_000 } = options
  let inFlight: Promise<unknown> = Promise.resolve()
  const run = () => {
    inFlight = Promise.all([
      purgeExpired(db, clock),
      purgeOrphanMedia(db, storage, clock),
      purgeSecurityRecords(db, clock),
    ])
      .then(([purged, images, security]) => {
        if (purged.sessions + purged.otps + purged.mails + images + security > 0) {
          logger.info({ ...purged, images, security }, 'purged expired records and abandoned uploads')
        }
      })
      .catch((error: unknown) => logger.error({ err: error }, 'purging expired records failed'))
  }
  // unref: the timers must not keep a finished process alive.
  const first = setTimeout(run, 60_000).unref()
  const timer = setInterval(run, intervalMs).unref()
  return {
    async stop() {
      clearTimeout(first)
      clearInterval(timer)
      await inFlight
    },
  }
}

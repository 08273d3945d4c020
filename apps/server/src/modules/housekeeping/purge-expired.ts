import { and, isNotNull, lt } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { otps, sessions } from '../../db/schema/accounts'
import { outbox } from '../../db/schema/platform'
import type { Clock } from '../../lib/clock'

const DAY_MS = 86_400_000
/** Reset codes are kept a day past their expiry (support can see a request was made), then go. */
export const OTP_KEEP_MS = DAY_MS
/** Sent mails hold names, addresses and codes: a copy is kept 30 days for support, then goes. */
export const SENT_MAIL_KEEP_MS = 30 * DAY_MS

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

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void }

/** Runs purgeExpired once an hour (and once shortly after start); stop() waits for the run in flight. */
export function startHousekeeping(options: { db: Db; clock: Clock; logger: Logger; intervalMs?: number }) {
  const { db, clock, logger, intervalMs = 60 * 60_000 } = options
  let inFlight: Promise<unknown> = Promise.resolve()
  const run = () => {
    inFlight = purgeExpired(db, clock)
      .then((purged) => {
        if (purged.sessions + purged.otps + purged.mails > 0) logger.info(purged, 'purged expired records')
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

import nodemailer, { type SendMailOptions } from 'nodemailer'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { claimDueMail, markMailAttemptFailed, markMailSent, type OutboxRow, releaseMail } from './outbox.repository'
import { describeSendError, retryDelayMs, shouldGiveUp } from './retry-policy'

/** What the worker needs from a nodemailer transport; tests may inject their own. */
export type MailTransport = { sendMail(message: SendMailOptions): Promise<unknown>; close?(): void }

/** Pino's logger (app.log) fits; only ids, kinds and errors are logged, never addresses or bodies. */
export type MailLogger = {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export type MailWorkerOptions = {
  db: Db
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>
  clock: Clock
  logger: MailLogger
  /** Pause between runs; 0 starts no timer (call runOnce yourself, as tests do). */
  intervalMs?: number
  batchSize?: number
  /** Used instead of one built from config.smtpUrl. */
  transport?: MailTransport
}

type MailRunResult = { sent: number; failed: number }

export type MailWorker = {
  /** Claims due messages and tries each once; runs of one worker never overlap. */
  runOnce(): Promise<MailRunResult>
  /** Stops the timer, hands back untried claimed messages, waits for the run in flight. */
  stop(): Promise<void>
}

// Longer than a batch can take (the batch stops at half of it), so no other worker re-sends
// a message this one is still working on; after a crash its messages wait this long at most.
const LEASE_MS = 10 * 60_000

// Nodemailer waits up to 2 minutes to connect and an hour on a silent socket by default; one
// stuck server would hold the whole batch. An operator's own values in the URL win.
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 60_000 }

// These mean the server, not this message, is the problem: the rest of the batch would fail
// the same way, so they are recorded without hammering the server again.
const SERVER_UNAVAILABLE = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'EAUTH', 'ECONNREFUSED'])

function isServerUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown }
  return (typeof code === 'string' && SERVER_UNAVAILABLE.has(code)) || responseCode === 421
}

function smtpTransport(smtpUrl: string): MailTransport {
  const url = new URL(smtpUrl)
  for (const [key, value] of Object.entries(SMTP_TIMEOUTS)) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value))
  }
  return nodemailer.createTransport(url.toString())
}

function smtpSecrets(smtpUrl: string | undefined): string[] {
  if (!smtpUrl || !URL.canParse(smtpUrl)) return []
  const password = new URL(smtpUrl).password
  return password ? [password, decodeURIComponent(password)] : []
}

/**
 * Sends the outbox through SMTP in the background. Safe to run in several processes at once:
 * each message is claimed by one worker (see claimDueMail). Delivery is at least once: a crash
 * after the server took a message but before it was marked sent sends it again, with the same
 * Message-ID so receiving systems can drop the copy.
 */
export function startMailWorker(options: MailWorkerOptions): MailWorker {
  const { db, config, clock, logger, intervalMs = 2000, batchSize = 20 } = options
  const ownTransport = !options.transport && config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined
  const transport = options.transport ?? ownTransport
  const secrets = smtpSecrets(config.smtpUrl)
  const messageIdDomain = /@([^>\s]+)/.exec(config.mailFrom)?.[1] ?? 'haat.invalid'

  let stopping = false
  let timer: NodeJS.Timeout | undefined
  // The chain of runs; never rejects, so stop() can always wait on it.
  let inFlight: Promise<unknown> = Promise.resolve()

  async function recordFailure(row: OutboxRow, attempts: number, lastError: string): Promise<void> {
    const giveUp = shouldGiveUp(attempts)
    await markMailAttemptFailed(db, row.id, {
      attempts,
      lastError,
      giveUp,
      nextAttemptAt: new Date(clock.now().getTime() + retryDelayMs(attempts)),
    })
    const fields = { mailId: row.id, kind: row.kind, attempts, error: lastError }
    if (giveUp) logger.error(fields, 'mail failed for good; kept in the outbox as failed')
    else logger.warn(fields, 'mail not sent; will retry')
  }

  async function runBatch(send: MailTransport): Promise<MailRunResult> {
    const now = clock.now()
    const claimed = await claimDueMail(db, { now, leaseUntil: new Date(now.getTime() + LEASE_MS), limit: batchSize })
    const started = performance.now()
    const result = { sent: 0, failed: 0 }
    let serverError: string | undefined

    for (const [index, row] of claimed.entries()) {
      if (stopping || performance.now() - started > LEASE_MS / 2) {
        await releaseMail(
          db,
          claimed.slice(index).map((r) => r.id),
          clock.now(),
        )
        break
      }
      const attempts = row.attempts + 1
      if (serverError) {
        await recordFailure(row, attempts, serverError)
        result.failed++
        continue
      }
      try {
        await send.sendMail({
          from: config.mailFrom,
          to: row.to,
          subject: row.subject,
          text: row.textBody,
          ...(row.htmlBody ? { html: row.htmlBody } : {}),
          ...(row.replyTo ? { replyTo: row.replyTo } : {}),
          messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@${messageIdDomain}>`,
        })
      } catch (error) {
        const lastError = describeSendError(error, secrets)
        if (isServerUnavailable(error)) serverError = lastError
        await recordFailure(row, attempts, lastError)
        result.failed++
        continue
      }
      await markMailSent(db, row.id, attempts, clock.now())
      logger.info({ mailId: row.id, kind: row.kind, attempts }, 'mail sent')
      result.sent++
    }
    return result
  }

  function runOnce(): Promise<MailRunResult> {
    const run = inFlight.then(() => (stopping || !transport ? { sent: 0, failed: 0 } : runBatch(transport)))
    inFlight = run.catch(() => undefined)
    return run
  }

  function schedule(delayMs: number) {
    // unref: a pending mail run must not keep a finished process (a test, a CLI) alive.
    timer = setTimeout(() => void tick(), delayMs).unref()
  }

  async function tick() {
    timer = undefined
    let drainNow = false
    try {
      const result = await runOnce()
      // A full batch that went out means more may be waiting: carry on without the pause.
      drainNow = result.sent > 0 && result.sent + result.failed >= batchSize
    } catch (error) {
      logger.error({ err: error }, 'mail worker run failed; will try again')
    }
    if (!stopping) schedule(drainNow ? 0 : intervalMs)
  }

  if (!transport) {
    logger.info({}, 'mail: no SMTP_URL set, so mail stays in the outbox (readable at /dev/mailbox)')
  } else if (intervalMs > 0) {
    schedule(0)
  }

  return {
    runOnce,
    async stop() {
      stopping = true
      if (timer) clearTimeout(timer)
      timer = undefined
      await inFlight
      ownTransport?.close?.()
    },
  }
}

import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { DataDirLockedError, openDatabase } from './db/client'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isDatabaseEmpty, seedDemoData } from './db/seed/demo'
import { systemClock } from './lib/clock'
import { startHousekeeping } from './modules/housekeeping/purge-expired'
import { startMailWorker } from './modules/mail/mail-worker'
import { localDiskStorage } from './modules/media/storage'
import { startRepeatingJob } from './lib/repeating-job'
import { startOrderReleaseWorker } from './modules/orders/release-expired'

// apps/server/src or apps/server/dist → apps/web/dist
const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url))

async function main() {
  const config = loadConfig(undefined, webDistDir)
  const logger = config.isProduction
    ? { level: 'info', redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] }
    : {
        level: 'info',
        transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
        redact: ['req.headers.cookie', 'req.headers.authorization'],
      }

  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: path.join(config.dataDir, 'db'),
    statementTimeoutMs: config.statementTimeoutMs,
  })
  await database.migrate()
  const storage = localDiskStorage(path.join(config.dataDir, 'media'))

  let seeded = false
  if (config.seedDemo && (await isDatabaseEmpty(database.db))) {
    const started = Date.now()
    const result = await seedDemoData(database.db, storage)
    seeded = true
    console.log(
      `Loaded demo data: ${result.categories} categories, ${result.products} products (${Date.now() - started} ms).`,
    )
  }

  const app = await buildApp({ config, database, storage, logger })
  await app.listen({ port: config.port, host: config.host })
  const mailWorker = startMailWorker({
    db: database.db,
    config,
    clock: systemClock,
    logger: app.log.child({ module: 'mail' }),
  })
  // Unpaid online orders give their stock back after 30 minutes (checked every minute).
  // Each is first asked of the gateway: one paid after all is confirmed instead.
  const releaseWorker = startOrderReleaseWorker({
    db: database.db,
    clock: systemClock,
    logger: app.log.child({ module: 'orders' }),
    check: app.jobs.releaseCheck,
  })

  // Return requests a seller left unanswered for 2 business days are approved for it (checked every 10 minutes).
  const returnsWorker = startRepeatingJob({
    name: 'approve overdue returns',
    run: app.jobs.approveOverdueReturns,
    logger: app.log.child({ module: 'returns' }),
    intervalMs: 10 * 60_000,
    firstRunMs: 60_000,
  })

  // Yesterday's payments and refunds against Razorpay's, once a day (checked every hour).
  const reconcileWorker = startRepeatingJob({
    name: 'reconcile with the gateway',
    run: app.jobs.reconcileYesterday,
    logger: app.log.child({ module: 'payments' }),
    intervalMs: 60 * 60_000,
    firstRunMs: 5 * 60_000,
  })

  // Last month's statement to every seller, once (checked every hour; the first run of a month sends).
  const statementsWorker = startRepeatingJob({
    name: 'mail seller statements',
    run: app.jobs.mailStatements,
    logger: app.log.child({ module: 'earnings' }),
    intervalMs: 60 * 60_000,
    firstRunMs: 10 * 60_000,
  })

  // RazorpayX payouts not yet sent (RazorpayX did not answer) go again, and those on their way are
  // asked after, every 5 minutes.
  const payoutsWorker = startRepeatingJob({
    name: 'send payouts',
    run: app.jobs.sendPayouts,
    logger: app.log.child({ module: 'earnings' }),
    intervalMs: 5 * 60_000,
    firstRunMs: 2 * 60_000,
  })

  // Expired sessions, spent reset codes, month-old copies of sent mail and abandoned uploads go once an hour.
  const housekeeping = startHousekeeping({
    db: database.db,
    storage,
    clock: systemClock,
    logger: app.log.child({ module: 'housekeeping' }),
  })

  const where =
    database.kind === 'pglite' ? `embedded PostgreSQL in ${path.resolve(config.dataDir, 'db')}` : 'PostgreSQL'
  console.log(`\nHaat is running at ${config.publicUrl}  (database: ${where})`)
  if (!config.smtpUrl && config.devTools)
    console.log(`Outgoing mail (password-reset codes too) is shown at ${config.publicUrl}/dev/mailbox`)
  if (config.seedDemo && (seeded || !config.isProduction)) {
    console.log(`Demo accounts (password ${DEMO_PASSWORD}):`)
    for (const account of DEMO_ACCOUNTS)
      console.log(`  ${account.role.padEnd(8)} ${account.email.padEnd(28)} ${account.note}`)
  }

  // Finish in-flight requests, then close the pool: nothing half-written on a deploy or Ctrl+C.
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    try {
      await Promise.all([
        app.close(),
        mailWorker.stop(),
        releaseWorker.stop(),
        returnsWorker.stop(),
        reconcileWorker.stop(),
        statementsWorker.stop(),
        payoutsWorker.stop(),
        housekeeping.stop(),
      ])
      await database.close()
    } finally {
      clearTimeout(force)
      process.exit(0)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})

import './require-supported-node'
import cluster from 'node:cluster'
import { type Logger, pino } from 'pino'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import type { App } from './app-type'
import { type Config, ConfigError, loadConfig, WORKER_ENV, workerRole } from './config'
import { type Database, DataDirLockedError, openDatabase } from './db/client'
import { isDatabaseEmpty, seedDemoData } from './db/seed/demo'
import { systemClock } from './lib/clock'
import { startHousekeeping } from './modules/housekeeping/purge-expired'
import { startMailWorker } from './modules/mail/mail-worker'
import { configuredMediaStorage, type MediaStorage } from './modules/media'
import { startRepeatingJob } from './lib/repeating-job'
import { startOrderReleaseWorker } from './modules/after-sale/release-expired'
import { announceStart } from './start-banner'

// apps/server/src or apps/server/dist → apps/web/dist, and the server renderer beside it
const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url))
const webServerEntry = fileURLToPath(new URL('../../web/dist-ssr/entry-server.js', import.meta.url))

async function main() {
  const config = loadConfig(undefined, webDistDir, webServerEntry)
  const logger = serverLogger(config)
  try {
    if (cluster.isPrimary && config.webConcurrency > 1) await startWorkers(config, logger)
    else
      await serve(
        config,
        logger,
        cluster.isWorker ? { isWorker: true, ...workerRole() } : { isWorker: false, runsJobs: true },
      )
  } catch (error) {
    // In production a start that fails is a JSON line like every other (locally, below, plain text).
    if (!config.isProduction) throw error
    const expected = error instanceof DataDirLockedError || error instanceof PendingMigrationsError
    logger.fatal(expected ? { reason: (error as Error).message } : { err: error }, 'the server could not start')
    process.exit(1)
  }
}

/**
 * The server's log: JSON lines through pino in production (request lines, jobs, startup and pool
 * errors), readable lines locally; LOG_LEVEL sets how much.
 */
function serverLogger(config: Config): Logger {
  const redact = ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]']
  if (config.isProduction) return pino({ level: config.logLevel, redact })
  return pino({
    level: config.logLevel,
    redact,
    transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
  })
}

function openShopDatabase(config: Config, log: Logger, url = config.databaseUrl): Promise<Database> {
  return openDatabase({
    databaseUrl: url,
    dataDir: path.join(config.dataDir, 'db'),
    statementTimeoutMs: config.statementTimeoutMs,
    preparedStatements: config.preparedStatements,
    poolSize: config.dbPoolSize,
    onPoolError: (error) => log.error({ err: error }, 'database pool: an idle connection failed; it is replaced'),
  })
}

/**
 * Migrations and, on an empty database, the demo data: once, before any request is served, under
 * the start-up lock (servers starting together on one PostgreSQL take turns). A server told not to
 * migrate (MIGRATE_ON_START=0: `npm run db:migrate` is a release step) refuses to start on a
 * database that still lacks some.
 */
async function prepareDatabase(
  config: Config,
  database: Database,
  storage: MediaStorage,
  logger: Logger,
): Promise<boolean> {
  return database.exclusively(async () => {
    if (config.migrateOnStart) await database.migrate()
    else {
      const pending = await database.pendingMigrations()
      if (pending > 0) throw new PendingMigrationsError(pending)
    }
    if (!config.seedDemo || !(await isDatabaseEmpty(database.db))) return false
    const started = Date.now()
    const result = await seedDemoData(database.db, storage)
    const loaded = { categories: result.categories, products: result.products, ms: Date.now() - started }
    if (config.isProduction) logger.info(loaded, 'loaded demo data')
    else
      console.log(`Loaded demo data: ${loaded.categories} categories, ${loaded.products} products (${loaded.ms} ms).`)
    return true
  })
}

class PendingMigrationsError extends Error {
  constructor(pending: number) {
    super(`The database lacks ${pending} migration(s) and MIGRATE_ON_START is off: run \`npm run db:migrate\` first.`)
  }
}

/**
 * WEB_CONCURRENCY above 1: this primary process prepares the database, then runs that many
 * servers on one port (node:cluster hands each connection to one of them), the first of them
 * also running the background jobs; a server that dies is started again in its place.
 */
async function startWorkers(config: Config, logger: Logger) {
  const database = await openShopDatabase(config, logger)
  const seeded = await prepareDatabase(config, database, configuredMediaStorage(config), logger)
  await database.close()
  let stopping = false
  const start = (runsJobs: boolean) => {
    const worker = cluster.fork({
      [WORKER_ENV.runsJobs]: runsJobs ? '1' : '0',
      [WORKER_ENV.seeded]: seeded ? '1' : '0',
    })
    worker.on('exit', (code, signal) => {
      if (stopping) return
      logger.error({ code, signal }, 'a server process exited; starting another')
      setTimeout(() => start(runsJobs), 1_000)
    })
  }
  for (let i = 0; i < config.webConcurrency; i++) start(i === 0)
  const shutdown = () => {
    if (stopping) return
    stopping = true
    // Each server finishes its requests and closes its pool (its own shutdown below), then exits.
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM')
    const force = setTimeout(() => process.exit(1), 15_000).unref()
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) {
        clearTimeout(force)
        process.exit(0)
      }
    })
  }
  process.on('SIGTERM', shutdown)
  process.on('SIGINT', shutdown)
}

/** One server: the API and the web app on the configured port, and, when `runsJobs`, the background jobs. */
async function serve(config: Config, logger: Logger, role: { isWorker: boolean; runsJobs: boolean; seeded?: boolean }) {
  const database = await openShopDatabase(config, logger)
  const storage = configuredMediaStorage(config)
  // A worker's primary prepared the database already.
  const seeded = role.isWorker ? role.seeded === true : await prepareDatabase(config, database, storage, logger)
  // The public catalogue's reads go to the replica when there is one (catalog-source.ts).
  const replica = config.databaseReplicaUrl
    ? await openShopDatabase(config, logger, config.databaseReplicaUrl)
    : undefined

  const app = await buildApp({ config, database, ...(replica ? { replica } : {}), storage, logger })
  await app.listen({ port: config.port, host: config.host })
  const jobs = role.runsJobs ? startJobs(app, database, config, storage) : []

  // Said once, by the server that runs the jobs.
  if (role.runsJobs) announceStart(config, { database: database.kind, seeded }, logger)

  // Finish in-flight requests, then close the pool: nothing half-written on a deploy or Ctrl+C.
  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    try {
      await Promise.all([app.close(), ...jobs.map((job) => job.stop())])
      await Promise.all([database.close(), replica?.close()])
    } finally {
      clearTimeout(force)
      process.exit(0)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
}

/** The background jobs, each on its own timer; run by one server process only. */
function startJobs(app: App, database: Database, config: Config, storage: MediaStorage): { stop(): Promise<void> }[] {
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

  return [mailWorker, releaseWorker, returnsWorker, reconcileWorker, statementsWorker, payoutsWorker, housekeeping]
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof PendingMigrationsError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})

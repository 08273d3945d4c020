import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../src/app'
import type { App } from '../src/app-type'
import { loadConfig } from '../src/config'
import { type Database, type Db, openDatabase } from '../src/db/client'
import { type Clock, manualClock } from '../src/lib/clock'
import type { RateLimiter } from '../src/lib/rate-limiter'
import { localDiskStorage, type MediaStorage } from '../src/modules/media/storage'
import { writeSetting } from '../src/modules/admin/shop-settings.repository'

/** A fresh database for one test file: a copy of the migrated template, on PGlite or PostgreSQL. */
export async function openTestDatabase(
  options: {
    statementTimeoutMs?: number
    preparedStatements?: boolean
    poolSize?: number
    connectionWaitMs?: number
  } = {},
): Promise<Database & { url?: string }> {
  const pgTemplate = inject('postgresTemplate')
  if (!pgTemplate) {
    const tar = await readFile(inject('pgliteTemplatePath'))
    return openDatabase({ pgliteDump: new Blob([tar]) })
  }
  const name = `haat_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: pgTemplate.adminUrl })
  await admin.connect()
  await admin.query(`create database ${name} template ${pgTemplate.template}`)
  const url = new URL(pgTemplate.adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 5, ...options })
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}

/** Each test app's clock, so helpers that compute time-based codes (signIn's TOTP) use the server's time. */
export const appClocks = new WeakMap<App, Clock>()
/** Each test app's database, so signIn can read what was mailed (an administrator's enrolment link). */
export const appDatabases = new WeakMap<App, Db>()

export type TestContext = Awaited<ReturnType<typeof createTestApp>>

/** buildApp over a fresh database, a controllable clock and a throwaway media folder. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    webDistDir?: string
    webServerEntry?: string
    limiter?: (clock: Clock) => RateLimiter
    /** Another media storage than a fresh folder (object storage tests). */
    storage?: MediaStorage
    /** On PostgreSQL: the URL of a replica of the test database (from its URL), for catalogue reads. */
    replicaUrl?: (databaseUrl: string) => Promise<string>
    /**
     * False: orders wait for an admin's Send to Vendor, as in a shop that turned automatic
     * forwarding off (new shops forward at once), for tests of the admin's sending.
     */
    autoForwardOrders?: boolean
  } = {},
) {
  const database = await openTestDatabase()
  const replica =
    options.replicaUrl && database.url
      ? await openDatabase({ databaseUrl: await options.replicaUrl(database.url), poolSize: 5 })
      : undefined
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'haat-media-'))
  const config = loadConfig({ NODE_ENV: 'test', ...env }, options.webDistDir, options.webServerEntry)
  const clock = manualClock(new Date('2026-11-22T10:00:00Z'))
  const storage = options.storage ?? localDiskStorage(mediaDir)
  const app: App = await buildApp({
    config,
    database,
    clock,
    storage,
    ...(replica ? { replica } : {}),
    ...(options.limiter ? { limiter: options.limiter(clock) } : {}),
  })
  appClocks.set(app, clock)
  appDatabases.set(app, database.db)
  if (options.autoForwardOrders === false) await writeSetting(database.db, 'autoForwardOrders', false, clock.now())
  return {
    app,
    database,
    db: database.db,
    clock,
    config,
    storage,
    async close() {
      await app.close()
      await replica?.close()
      await database.close()
      await rm(mediaDir, { recursive: true, force: true })
    },
  }
}

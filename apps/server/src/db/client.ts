import { mkdir, readFile, rm, writeFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { type SQL, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { readMigrationFiles } from 'drizzle-orm/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { PreparingClient } from './prepared-statements'
import * as schema from './schema/index'

type Schema = typeof schema
/** The one database type services see: PGlite and node-postgres both implement it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/**
 * Runs a read on the database picked for it: reads that may come from a replica take one of these
 * (modules/catalog/catalog-source.ts) instead of a Db.
 */
export type ReadOn = <T>(work: (db: Db) => Promise<T>) => Promise<T>
/** A database handle or a transaction: repositories accept either. */
export type DbOrTx = Db | Tx

type ListenHandlers = { onMessage(payload: string): void; onListening(listening: boolean): void }

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** Applies the migrations in db/migrations not applied yet; see `exclusively` for several servers. */
  migrate(): Promise<void>
  /** How many migrations in db/migrations are not applied yet (a server told not to migrate checks). */
  pendingMigrations(): Promise<number>
  /**
   * Runs `work` holding the shop's start-up lock, a PostgreSQL advisory lock on a connection of its
   * own: servers starting together (and `npm run db:migrate`) take turns to migrate and seed, and
   * each one after the first finds the work done. PGlite is one server per data directory (its lock
   * file), so there `work` just runs.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>
  /** The PostgreSQL pool's connections (for /metrics); PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number }
  /** True when a trivial query answers; used by /api/health. */
  ping(): Promise<boolean>
  /**
   * Hears every NOTIFY on `channel`, from any connection of any server, on a connection of its own.
   * `onListening(false)` says notifications may be missed from now on (the connection was lost; it
   * is retried every second), `onListening(true)` that they are heard again. Resolves once
   * listening; the function it gives stops.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>
  close(): Promise<void>
}

// Beside this file in the source tree, beside main.js in the build (build.mjs copies it).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

/** Opens a real PostgreSQL pool when a URL is given, else PGlite in dataDir (or in memory). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined
  dataDir?: string | undefined
  /** For tests: start PGlite from a dumped data directory instead of creating one. */
  pgliteDump?: Blob | File
  poolSize?: number
  /** How long a request waits for a pooled connection before it is answered 503 (default 5 s). */
  connectionWaitMs?: number
  /**
   * PostgreSQL cuts off any statement that runs longer (SQLSTATE 57014, answered 503), so a slow
   * query never holds a request or a connection for ever. 0 turns it off. PGlite cannot cancel a
   * running statement (it has no second thread to do it), so there it is not applied. The server
   * passes config.statementTimeoutMs (5 s unless DB_STATEMENT_TIMEOUT_MS says otherwise).
   */
  statementTimeoutMs?: number
  /**
   * Data queries as named prepared statements, planned once per connection (db/prepared-statements.ts);
   * on unless turned off (DB_PREPARED_STATEMENTS=0, for a pooler that cannot keep them).
   */
  preparedStatements?: boolean
  /** Told when an idle pooled connection fails (the pool replaces it; the server logs it). */
  onPoolError?: (error: Error) => void
}): Promise<Database> {
  const { databaseUrl } = options
  if (databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // An unreachable server or a pool busy for this long fails a request (503) instead of hanging it.
      connectionTimeoutMillis: options.connectionWaitMs ?? 5_000,
      statement_timeout: options.statementTimeoutMs ?? 0,
      ...(options.preparedStatements === false ? {} : { Client: PreparingClient }),
    })
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', (error) => options.onPoolError?.(error))
    const db = drizzlePg({ client: pool, schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      // Migrations run on a connection of their own, without the timeout: building an index on a
      // large table may rightly take minutes.
      migrate: async () => {
        const client = new pg.Client({ connectionString: options.databaseUrl })
        await client.connect()
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder })
        } finally {
          await client.end()
        }
      },
      pendingMigrations: () => pendingMigrations(db),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      exclusively: async (work) => {
        const client = new pg.Client({ connectionString: options.databaseUrl })
        await client.connect()
        try {
          // Waits for another server's turn; held until this connection ends (below).
          await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
          return await work()
        } finally {
          await client.end()
        }
      },
      ping: () => ping(db),
      listen: (channel, handlers) => listenOnPostgres(databaseUrl, channel, handlers),
      close: () => pool.end(),
    }
  }
  const dataDir = options.dataDir
  let releaseLock = async () => {}
  if (dataDir && !dataDir.startsWith('memory://')) {
    await mkdir(dataDir, { recursive: true })
    releaseLock = await lockDataDir(dataDir)
  }
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(options.pgliteDump ? { loadDataDir: options.pgliteDump } : {}),
    extensions: { pg_trgm },
  })
  const pgliteDb = drizzlePglite({ client, schema })
  const db = pgliteDb as unknown as Db
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder })
    },
    pendingMigrations: () => pendingMigrations(db),
    exclusively: (work) => work(),
    ping: () => ping(db),
    listen: async (channel, handlers) => {
      const unlisten = await client.listen(channelName(channel), handlers.onMessage)
      handlers.onListening(true)
      return async () => {
        if (!client.closed) await unlisten()
      }
    },
    close: async () => {
      if (!client.closed) await client.close()
      await releaseLock()
    },
    // Exposed for the test template (dumpDataDir).
    ...({ pglite: client } as object),
  }
}

const channelName = (channel: string) => {
  if (!/^[a-z_]+$/.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  return channel
}

/** LISTEN on a client outside the pool, reconnected a second after it is lost. */
async function listenOnPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  const name = channelName(channel)
  let current: pg.Client | undefined
  let stopped = false
  let retry: NodeJS.Timeout | undefined

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString, connectionTimeoutMillis: 5_000 })
    const lost = () => {
      if (current !== client) return
      current = undefined
      handlers.onListening(false)
      client.end().catch(() => {})
      if (!stopped) retry = setTimeout(() => void connect().catch(() => {}), 1_000)
    }
    client.on('notification', (message) => {
      if (message.channel === name) handlers.onMessage(message.payload ?? '')
    })
    client.on('error', lost)
    client.on('end', lost)
    current = client
    try {
      await client.connect()
      await client.query(`LISTEN ${name}`)
    } catch (error) {
      lost()
      throw error
    }
    if (stopped) {
      await client.end().catch(() => {})
      return
    }
    handlers.onListening(true)
  }

  // A server that cannot listen yet still starts; connect() keeps trying.
  await connect().catch(() => {})
  return async () => {
    stopped = true
    clearTimeout(retry)
    const client = current
    current = undefined
    await client?.end().catch(() => {})
  }
}

/** A trivial query, given up after 3 s: a health check must answer, not wait on a stuck database. */
/** The advisory lock key of start-up work (migrations, the demo data): "haat" in ASCII. */
const STARTUP_LOCK = 0x68616174

/** Drizzle's record of applied migrations: each one's folder time; the newest one decides. */
async function pendingMigrations(db: Db): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder })
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  )
  if (!table?.name) return migrations.length
  const [last] = await queryRows<{ at: string | null }>(
    db,
    sql`select max(created_at)::text as at from drizzle.__drizzle_migrations`,
  )
  const appliedUpTo = Number(last?.at ?? 0)
  return migrations.filter((migration) => migration.folderMillis > appliedUpTo).length
}

async function ping(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), 3_000)
  })
  try {
    const answered = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    )
    return await Promise.race([answered, timeout])
  } finally {
    clearTimeout(timer)
  }
}

export class DataDirLockedError extends Error {}

/**
 * PGlite is one process's database: a second server on the same directory would corrupt it. A
 * lock file holds the owner's pid; one left by a process that is gone is taken over.
 */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  // Beside the directory, not in it: PostgreSQL's data directory is PGlite's own.
  const lockPath = `${dataDir.replace(/\/+$/, '')}.lock`
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      await writeFile(lockPath, String(process.pid), { flag: 'wx' })
      return () => rm(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(await readFile(lockPath, 'utf8').catch(() => ''))
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new DataDirLockedError(
          `The database in ${dataDir} is in use by another Haat server (pid ${owner}). Stop it first, or set DATA_DIR to another directory.`,
        )
      }
      await rm(lockPath, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock the database in ${dataDir}.`)
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

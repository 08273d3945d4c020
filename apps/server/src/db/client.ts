import { mkdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { type SQL, sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index'

export type Schema = typeof schema
/** The one database type services see: PGlite and node-postgres both implement it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** A database handle or a transaction: repositories accept either. */
export type DbOrTx = Db | Tx

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  /** True when a trivial query answers; used by /api/health. */
  ping(): Promise<boolean>
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
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 })
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {})
    const db = drizzlePg({ client: pool, schema }) as unknown as Db
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        await migratePg(drizzlePg({ client: pool, schema }), { migrationsFolder })
      },
      ping: () => ping(db),
      close: () => pool.end(),
    }
  }
  const dataDir = options.dataDir
  if (dataDir && !dataDir.startsWith('memory://')) await mkdir(dataDir, { recursive: true })
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
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close()
    },
    // Exposed for the test template (dumpDataDir).
    ...({ pglite: client } as object),
  }
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`)
    return true
  } catch {
    return false
  }
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

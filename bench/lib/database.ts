import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type Database, openDatabase } from '../../apps/server/src/db/client'

export type BenchDatabase = {
  kind: 'pglite' | 'postgres'
  /** DATA_DIR for the server (its media and, without DATABASE_URL, its embedded database). */
  dataDir: string
  databaseUrl: string | undefined
  /** Opens it from this process (only while the server is stopped: PGlite is one process's). */
  open(): Promise<Database>
  remove(): Promise<void>
}

let created = 0

/**
 * A fresh, migrated database: PGlite in a temporary folder, or, with DATABASE_URL, a throwaway
 * database on that PostgreSQL server (dropped by remove()).
 */
export async function freshDatabase(serverUrl: string | undefined): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'haat-bench-'))
  let databaseUrl: string | undefined
  let drop = async () => {}
  if (serverUrl) {
    const name = `haat_bench_${process.pid}_${++created}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    databaseUrl = url.toString()
    drop = async () => {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    }
  }
  const open = () => openDatabase({ databaseUrl, dataDir: path.join(dataDir, 'db'), poolSize: 2 })
  const database = await open()
  await database.migrate()
  await database.close()
  return {
    kind: databaseUrl ? 'postgres' : 'pglite',
    dataDir,
    databaseUrl,
    open,
    remove: async () => {
      await drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

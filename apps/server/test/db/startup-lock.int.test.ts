import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type Database, openDatabase, queryRows } from '../../src/db/client'
import { openTestDatabase } from '../test-app'

// Several servers on one PostgreSQL start together: the start-up lock (db/client.ts, `exclusively`)
// makes them migrate one after the other, so the migrations run once.
const postgres = inject('postgresTemplate')

describe.skipIf(!postgres)('migrations on a PostgreSQL shared by servers starting together', () => {
  const name = `haat_lock_${process.pid}_${Date.now()}`
  let admin: pg.Client
  let servers: Database[] = []
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: postgres?.adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const url = new URL(postgres?.adminUrl ?? '')
    url.pathname = `/${name}`
    servers = await Promise.all([1, 2, 3].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 1 })))
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('applies each migration once when three servers migrate at the same moment, one after the other', async () => {
    const [first] = servers
    if (!first) throw new Error('no server')
    const total = await first.pendingMigrations()
    expect(total).toBeGreaterThan(0)

    const steps: string[] = []
    const applied = await Promise.all(
      servers.map((server, index) =>
        server.exclusively(async () => {
          steps.push(`start ${index}`)
          const pending = await server.pendingMigrations()
          await server.migrate()
          steps.push(`end ${index}`)
          return pending
        }),
      ),
    )

    // One server found them all pending and applied them; the others, after it, found none.
    expect(applied.toSorted((a, b) => a - b)).toEqual([0, 0, total])
    // Never two at once: every start is followed by its own end.
    for (let i = 0; i < steps.length; i += 2) expect(steps[i + 1]).toBe(steps[i]?.replace('start', 'end'))
    const [row] = await queryRows<{ count: number }>(
      first.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    )
    expect(row?.count).toBe(total)
    for (const server of servers) expect(await server.pendingMigrations()).toBe(0)
  })
})

describe('pending migrations', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(async () => {
    await database.close()
  })

  it('are none on a migrated database', async () => {
    expect(await database.pendingMigrations()).toBe(0)
  })
})

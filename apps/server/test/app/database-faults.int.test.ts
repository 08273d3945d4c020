import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'
import { buildApp } from '../../src/app'
import type { App } from '../../src/app-type'
import { loadConfig } from '../../src/config'
import type { Database } from '../../src/db/client'
import { withDbRetry } from '../../src/lib/db-retry'
import { manualClock } from '../../src/lib/clock'
import { openTestDatabase } from '../test-app'

// A slow query and a lost race end in 503 with Retry-After, never 500 and never a hung request.
// PGlite runs one statement at a time and cannot cancel one, so these need a real PostgreSQL.
const onPostgres = Boolean(inject('postgresTemplate'))

describe.skipIf(!onPostgres)('database faults on PostgreSQL', () => {
  let database: Database
  let app: App
  beforeAll(async () => {
    database = await openTestDatabase({ statementTimeoutMs: 200 })
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      clock: manualClock(new Date('2026-11-22T10:00:00Z')),
    })
    // Routes of the test's own, on the real app with its real error handler.
    app.get('/test/slow', async () => database.db.execute(sql`select pg_sleep(2)`))
    app.get('/test/always-conflicts', async () =>
      withDbRetry(() => database.db.execute(sql`do $$ begin raise exception 'lost' using errcode = '40001'; end $$`), {
        pauseMs: 0,
      }),
    )
    app.get('/test/deadlock', async () => {
      const locks = ['haat_a', 'haat_b']
      await database.db.execute(sql`create table if not exists deadlock_probe (name text primary key)`)
      await database.db.execute(sql`insert into deadlock_probe values ('haat_a'), ('haat_b') on conflict do nothing`)
      // Two transactions lock the same two rows in opposite orders: PostgreSQL aborts one (40P01)
      // after deadlock_timeout (1 s, so this test lifts its 200 ms statement timeout), and the
      // retry runs it again once the winner has committed.
      const lockBoth = (order: string[]) =>
        withDbRetry(
          () =>
            database.db.transaction(async (tx) => {
              runs += 1
              await tx.execute(sql`set local statement_timeout = 0`)
              await tx.execute(sql`select * from deadlock_probe where name = ${order[0]} for update`)
              await tx.execute(sql`select pg_sleep(0.1)`)
              await tx.execute(sql`select * from deadlock_probe where name = ${order[1]} for update`)
            }),
          { pauseMs: 0 },
        )
      let runs = 0
      await Promise.all([lockBoth(locks), lockBoth([...locks].reverse())])
      return { runs }
    })
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('cuts off a statement past statement_timeout and answers 503 with Retry-After', async () => {
    const started = Date.now()
    const res = await app.inject({ method: 'GET', url: '/test/slow' })
    expect(Date.now() - started).toBeLessThan(1500)
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('5')
    expect(res.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'That took too long. Please try again in a moment.' },
    })
  })

  it('runs a deadlock victim again, so both transactions succeed', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/deadlock' })
    expect(res.statusCode).toBe(200)
    // Two transactions, and one more run for the one PostgreSQL chose as the deadlock's victim.
    expect(res.json()).toEqual({ runs: 3 })
  })

  it('answers a conflict that outlived the retries with 503 and Retry-After', async () => {
    const res = await app.inject({ method: 'GET', url: '/test/always-conflicts' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('1')
    expect(res.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The shop is busy. Please try again in a moment.' },
    })
  })
})

describe.skipIf(!onPostgres)('a database pool with no connection free', () => {
  let database: Database
  let app: App
  beforeAll(async () => {
    database = await openTestDatabase({ poolSize: 1, connectionWaitMs: 200 })
    app = await buildApp({
      config: loadConfig({ NODE_ENV: 'test' }),
      database,
      clock: manualClock(new Date('2026-11-22T10:00:00Z')),
    })
    // Holds the only connection for a second, in a transaction that runs no statement meanwhile.
    app.get('/test/hold', async () =>
      database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`)
        await new Promise((resolve) => setTimeout(resolve, 1000))
        return { held: true }
      }),
    )
    app.get('/test/query', async () => database.db.execute(sql`select 1`))
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('answers 503 with Retry-After when no connection frees up in time, not 500', async () => {
    const holding = app.inject({ method: 'GET', url: '/test/hold' })
    await new Promise((resolve) => setTimeout(resolve, 50))
    const res = await app.inject({ method: 'GET', url: '/test/query' })
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('1')
    expect(res.json()).toEqual({
      error: { code: 'UNAVAILABLE', message: 'The shop is busy. Please try again in a moment.' },
    })
    expect((await holding).statusCode).toBe(200)
  })
})

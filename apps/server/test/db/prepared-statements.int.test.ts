import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import type { Database } from '../../src/db/client'
import { queryRows } from '../../src/db/client'
import { openTestDatabase } from '../test-app'

// Data queries become named prepared statements on PostgreSQL (docs/decisions/032-prepared-statements.md);
// PGlite has no pool and runs them as before.
const onPostgres = Boolean(inject('postgresTemplate'))

/** The statements prepared on the connection that runs this query, by their text. */
const preparedTexts = async (db: Database['db']) =>
  (await queryRows<{ statement: string }>(db, sql`select statement from pg_prepared_statements`)).map((row) =>
    row.statement.trim(),
  )

describe.skipIf(!onPostgres)('prepared statements on PostgreSQL', () => {
  let database: Database
  let plain: Database
  beforeAll(async () => {
    database = await openTestDatabase()
    plain = await openTestDatabase({ preparedStatements: false })
  })
  afterAll(async () => {
    await database.close()
    await plain.close()
  })

  it('names each data query once per connection, and answers as before', async () => {
    // One transaction: every query on the same connection.
    await database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        const [row] = await queryRows<{ doubled: number }>(tx, sql`select ${n}::int * 2 as doubled`)
        expect(row?.doubled).toBe(n * 2)
      }
      const texts = await preparedTexts(tx)
      expect(texts.filter((text) => text === 'select $1::int * 2 as doubled')).toHaveLength(1)
      // Commands that are not data queries stay unnamed.
      await tx.execute(sql`set local work_mem = '8MB'`)
      expect((await preparedTexts(tx)).some((text) => text.startsWith('set'))).toBe(false)
    })
  })

  it('a failing prepared query fails as an unnamed one would, and the next one runs', async () => {
    await expect(database.db.execute(sql`select 1 / ${0}::int`)).rejects.toThrow()
    const [row] = await queryRows<{ one: number }>(database.db, sql`select ${1}::int as one`)
    expect(row?.one).toBe(1)
  })

  it('can be turned off', async () => {
    await plain.db.transaction(async (tx) => {
      await queryRows(tx, sql`select ${1}::int as one`)
      expect(await preparedTexts(tx)).toEqual([])
    })
  })
})

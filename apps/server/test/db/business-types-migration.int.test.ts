import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, queryRows } from '../../src/db/client'
import * as schema from '../../src/db/schema/index'
import { sql } from 'drizzle-orm'
import { makeVendor } from '../factories'

// Migration 0026: sellers registered under the SPEC's foreign business types move to India's.
const MIGRATIONS = fileURLToPath(new URL('../../src/db/migrations', import.meta.url))
const TAG = '0026_indian_business_types'

describe('migration 0026, India’s business types', () => {
  let client: PGlite
  let db: Db
  let before: string

  beforeAll(async () => {
    // The migrations folder as it was before 0026, to make a database of that time.
    before = await mkdtemp(path.join(tmpdir(), 'haat-migrations-'))
    await cp(MIGRATIONS, before, { recursive: true })
    const journalPath = path.join(before, 'meta/_journal.json')
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] }
    const at = journal.entries.findIndex((entry) => entry.tag === TAG)
    expect(at).toBeGreaterThan(0)
    journal.entries = journal.entries.slice(0, at)
    await writeFile(journalPath, JSON.stringify(journal))

    client = await PGlite.create({ extensions: { pg_trgm } })
    const orm = drizzle({ client, schema })
    db = orm as unknown as Db
    await migrate(orm, { migrationsFolder: before })
  })
  afterAll(async () => {
    await client?.close()
    await rm(before, { recursive: true, force: true })
  })

  it('gives each seller the nearest Indian type and refuses the old ones afterwards', async () => {
    const old = ['individual', 'llc', 'corporation', 'partnership'] as const
    const ids: Record<string, string> = {}
    // Written as that time's table was: today's schema (and the factories) has columns it did not.
    for (const type of old) {
      const [row] = await queryRows<{ id: string }>(
        db,
        sql`insert into vendors (email, password_hash, business_name, owner_name, phone, business_type, address, city, state, pin, upi_id)
            values (${`${type}@example.com`}, 'x', 'Shop', 'Owner', '+919812345678', ${type}, '1 Road', 'Jaipur', 'Rajasthan', '302001', 'shop@okaxis')
            returning id`,
      )
      ids[type] = row!.id
    }

    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS })

    const rows = await queryRows<{ id: string; business_type: string }>(db, sql`select id, business_type from vendors`)
    const typeOf = (id: string | undefined) => rows.find((row) => row.id === id)?.business_type
    expect(typeOf(ids.individual)).toBe('proprietorship')
    expect(typeOf(ids.llc)).toBe('llp')
    expect(typeOf(ids.corporation)).toBe('private_limited')
    expect(typeOf(ids.partnership)).toBe('partnership')
    await expect(makeVendor(db, { businessType: 'llc' as never })).rejects.toThrow()
    expect((await makeVendor(db, { businessType: 'huf' })).businessType).toBe('huf')
  })
})

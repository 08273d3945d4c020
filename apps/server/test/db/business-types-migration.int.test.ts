import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, queryRows } from '../../src/db/client'
import { makeVendor } from '../factories'
import { openDatabaseBefore } from './database-before'

// Migration 0026: sellers registered under the SPEC's foreign business types move to India's.
describe('migration 0026, India’s business types', () => {
  let database: Awaited<ReturnType<typeof openDatabaseBefore>>
  let db: Db

  beforeAll(async () => {
    database = await openDatabaseBefore('0026_indian_business_types')
    db = database.db
  })
  afterAll(() => database?.close())

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

    await database.migrateRest()

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

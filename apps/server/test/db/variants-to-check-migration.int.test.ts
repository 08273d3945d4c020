import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, queryRows } from '../../src/db/client'
import { openDatabaseBefore } from './database-before'

// Migration 0046 (issue 44): products whose sizes and colours became variants with the others
// switched off are marked for their sellers to check; a product whose variants are all on is not.
describe('migration 0046, the products whose variants sellers check', () => {
  let database: Awaited<ReturnType<typeof openDatabaseBefore>>
  let db: Db

  beforeAll(async () => {
    database = await openDatabaseBefore('0046_variants_to_check')
    db = database.db
  })
  afterAll(() => database?.close())

  it('marks products with a variant switched off, and only those', async () => {
    const [vendor] = await queryRows<{ id: string }>(
      db,
      sql`insert into vendors (email, password_hash, business_name, owner_name, phone, business_type, address, city, state, pin, upi_id, status)
          values ('check@example.com', 'x', 'Check Shop', 'Owner', '+919812345678', 'proprietorship', '1 Road', 'Jaipur', 'Rajasthan', '302001', 'check@okaxis', 'approved')
          returning id`,
    )
    const [category] = await queryRows<{ id: string }>(
      db,
      sql`insert into categories (name, slug) values ('Fashion', 'fashion') returning id`,
    )
    const product = async (slug: string, sizes: string) =>
      (
        await queryRows<{ id: string }>(
          db,
          sql`insert into products (vendor_id, category_id, sku, name, slug, description, price_paise, stock, colors, sizes, approval_status)
              values (${vendor!.id}, ${category!.id}, ${slug.toUpperCase()}, ${slug}, ${slug}, 'Old.', 49900, 6, '{}', ${sizes}::text[], 'approved')
              returning id`,
        )
      )[0]!.id
    const migrated = await product('migrated-kurta', '{M,L}')
    const plain = await product('plain-kurta', '{M,L}')
    // What 0041 did to a product listed before it: the stock on the first variant, the rest off.
    await db.execute(
      sql`update product_variants set is_active = false, stock = 0 where product_id = ${migrated} and size = 'L'`,
    )

    await database.migrateRest()

    const rows = await queryRows<{ id: string; variants_to_check: boolean }>(
      db,
      sql`select id, variants_to_check from products`,
    )
    expect(rows.find((r) => r.id === migrated)?.variants_to_check).toBe(true)
    expect(rows.find((r) => r.id === plain)?.variants_to_check).toBe(false)
  })
})

import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, queryRows } from '../../src/db/client'
import { openDatabaseBefore } from './database-before'

// Migration 0044 (issue 44): a review keeps the options of the variant its author received; those
// written before get their author's latest delivered line of the product, bought before the review.
describe('migration 0044, the variant a review is about', () => {
  let database: Awaited<ReturnType<typeof openDatabaseBefore>>
  let db: Db

  beforeAll(async () => {
    database = await openDatabaseBefore('0044_review_variant')
    db = database.db
  })
  afterAll(() => database?.close())

  it('copies the options of the line received before the review, else the latest, else none', async () => {
    const [vendor] = await queryRows<{ id: string }>(
      db,
      sql`insert into vendors (email, password_hash, business_name, owner_name, phone, business_type, address, city, state, pin, upi_id, status)
          values ('old@example.com', 'x', 'Old Shop', 'Owner', '+919812345678', 'proprietorship', '1 Road', 'Jaipur', 'Rajasthan', '302001', 'old@okaxis', 'approved')
          returning id`,
    )
    const [category] = await queryRows<{ id: string }>(
      db,
      sql`insert into categories (name, slug) values ('Fashion', 'fashion') returning id`,
    )
    const [kurta] = await queryRows<{ id: string }>(
      db,
      sql`insert into products (vendor_id, category_id, sku, name, slug, description, price_paise, stock, colors, sizes, approval_status)
          values (${vendor!.id}, ${category!.id}, 'KURTA', 'Kurta', 'kurta', 'Old.', 49900, null, '{Blue,Red}', '{M,L}', 'approved')
          returning id`,
    )
    const customer = async (email: string) =>
      (
        await queryRows<{ id: string }>(
          db,
          sql`insert into customers (name, email, password_hash) values ('Asha', ${email}, 'x') returning id`,
        )
      )[0]!.id
    let orders = 0
    const bought = async (customerId: string, at: string, status: string, size: string, color: string) => {
      orders += 1
      const [order] = await queryRows<{ id: string }>(
        db,
        sql`insert into orders (order_no, customer_id, idempotency_key, name, email, phone, street, city, state, pin,
              subtotal_paise, total_paise, payment_method, payment_provider, payment_status, status, created_at)
            values (${`HT-OLD0000${orders}`}, ${customerId}, ${`k${orders}`}, 'Asha', 'asha@example.com', '+919876543210',
              '1 Road', 'Pune', 'Maharashtra', '411001', 49900, 49900, 'cod', 'cod', 'pending', ${status}, ${at}::timestamptz)
            returning id`,
      )
      const options = JSON.stringify([
        { name: 'Size', value: size },
        { name: 'Colour', value: color },
      ])
      await db.execute(sql`insert into order_lines (order_id, product_id, vendor_id, product_name, product_slug, sku,
          vendor_name, color, size, options, unit_price_paise, quantity, line_total_paise)
        values (${order!.id}, ${kurta!.id}, ${vendor!.id}, 'Kurta', 'kurta', 'KURTA', 'Old Shop', ${color}, ${size},
          ${options}::jsonb, 49900, 1, 49900)`)
    }
    const review = (customerId: string, at: string) =>
      db.execute(sql`insert into reviews (product_id, customer_id, rating, body, is_verified_purchase, created_at, updated_at)
        values (${kurta!.id}, ${customerId}, 5, 'Nice.', true, ${at}::timestamptz, ${at}::timestamptz)`)

    // Asha received M Blue, reviewed it, then bought L Red: the review is about M Blue.
    const asha = await customer('asha@example.com')
    await bought(asha, '2026-01-01T10:00:00Z', 'delivered', 'M', 'Blue')
    await review(asha, '2026-01-10T10:00:00Z')
    await bought(asha, '2026-02-01T10:00:00Z', 'delivered', 'L', 'Red')
    // Ravi's only delivered line came after his review (an edit, say): that one.
    const ravi = await customer('ravi@example.com')
    await review(ravi, '2026-01-10T10:00:00Z')
    await bought(ravi, '2026-02-01T10:00:00Z', 'delivered', 'L', 'Blue')
    // Meena's order is still on its way: no variant to name.
    const meena = await customer('meena@example.com')
    await bought(meena, '2026-01-01T10:00:00Z', 'shipped', 'M', 'Red')
    await review(meena, '2026-01-10T10:00:00Z')

    await database.migrateRest()

    const rows = await queryRows<{ customer_id: string; options: { name: string; value: string }[] }>(
      db,
      sql`select customer_id, options from reviews`,
    )
    const optionsOf = (id: string) => rows.find((r) => r.customer_id === id)?.options
    expect(optionsOf(asha)).toEqual([
      { name: 'Size', value: 'M' },
      { name: 'Colour', value: 'Blue' },
    ])
    expect(optionsOf(ravi)).toEqual([
      { name: 'Size', value: 'L' },
      { name: 'Colour', value: 'Blue' },
    ])
    expect(optionsOf(meena)).toEqual([])
  })
})

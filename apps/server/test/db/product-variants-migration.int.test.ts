import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Db, queryRows } from '../../src/db/client'
import { openDatabaseBefore } from './database-before'

// Migration 0041 (docs/decisions/044-variants.md): every product becomes variants; carts and old
// orders point at them, and old orders read as they did.
describe('migration 0041, product variants', () => {
  let database: Awaited<ReturnType<typeof openDatabaseBefore>>
  let db: Db

  beforeAll(async () => {
    database = await openDatabaseBefore('0041_product_variants')
    db = database.db
  })
  afterAll(() => database?.close())

  it('gives each product its variants, the stock to the first, and keeps carts and orders readable', async () => {
    // Written as that time's tables were.
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
    const product = (sku: string, extra: ReturnType<typeof sql>) =>
      queryRows<{ id: string }>(
        db,
        sql`insert into products (vendor_id, category_id, sku, name, slug, description, price_paise, mrp_paise, stock,
              colors, sizes, approval_status)
            values (${vendor!.id}, ${category!.id}, ${sku}, ${sku}, ${sku.toLowerCase()}, 'Old.', 49900, 79900, ${extra}, 'approved')
            returning id`,
      )
    const [kurta] = await product('KURTA', sql`7, '{Blue,Red}', '{M,L}'`)
    const [mug] = await product('MUG', sql`null, '{}', '{}'`)
    const [customer] = await queryRows<{ id: string }>(
      db,
      sql`insert into customers (name, email, password_hash) values ('Asha', 'asha@example.com', 'x') returning id`,
    )
    await db.execute(sql`insert into cart_lines (customer_id, product_id, color, size, quantity)
      values (${customer!.id}, ${kurta!.id}, 'Red', 'L', 1), (${customer!.id}, ${kurta!.id}, 'Green', 'M', 1),
        (${customer!.id}, ${mug!.id}, '', '', 2)`)
    const [order] = await queryRows<{ id: string }>(
      db,
      sql`insert into orders (order_no, customer_id, idempotency_key, name, email, phone, street, city, state, pin,
            subtotal_paise, total_paise, payment_method, payment_provider, payment_status)
          values ('HT-OLD00001', ${customer!.id}, 'k1', 'Asha', 'asha@example.com', '+919876543210', '1 Road', 'Pune',
            'Maharashtra', '411001', 99800, 99800, 'cod', 'cod', 'pending')
          returning id`,
    )
    await db.execute(sql`insert into order_lines (order_id, product_id, vendor_id, product_name, product_slug, sku,
        vendor_name, color, size, unit_price_paise, quantity, line_total_paise)
      values (${order!.id}, ${kurta!.id}, ${vendor!.id}, 'Kurta', 'kurta', 'KURTA', 'Old Shop', 'Red', 'M', 49900, 1, 49900),
        (${order!.id}, ${kurta!.id}, ${vendor!.id}, 'Kurta', 'kurta', 'KURTA', 'Old Shop', 'Pink', 'S', 49900, 1, 49900)`)

    await database.migrateRest()

    const variants = await queryRows<{
      sku: string
      option_values: string[]
      stock: number | null
      is_active: boolean
    }>(
      db,
      sql`select sku, option_values, stock, is_active from product_variants where product_id = ${kurta!.id} order by position`,
    )
    expect(variants).toEqual([
      { sku: 'KURTA', option_values: ['M', 'Blue'], stock: 7, is_active: true },
      { sku: 'KURTA-2', option_values: ['M', 'Red'], stock: 0, is_active: false },
      { sku: 'KURTA-3', option_values: ['L', 'Blue'], stock: 0, is_active: false },
      { sku: 'KURTA-4', option_values: ['L', 'Red'], stock: 0, is_active: false },
    ])
    const [kurtaNow] = await queryRows<{
      options: unknown
      stock: number
      price_paise: number
      price_max_paise: number
    }>(db, sql`select options, stock, price_paise, price_max_paise from products where id = ${kurta!.id}`)
    expect(kurtaNow).toEqual({
      options: [
        { name: 'Size', kind: 'size', values: ['M', 'L'] },
        { name: 'Colour', kind: 'colour', values: ['Blue', 'Red'] },
      ],
      stock: 7,
      price_paise: 49_900,
      price_max_paise: 49_900,
    })
    const [mugVariant] = await queryRows<{ sku: string; option_values: string[]; stock: number | null }>(
      db,
      sql`select sku, option_values, stock from product_variants where product_id = ${mug!.id}`,
    )
    expect(mugVariant).toEqual({ sku: 'MUG', option_values: [], stock: null })

    // The cart keeps the lines whose colour and size still exist, each on its variant.
    const cart = await queryRows<{ color: string; size: string; sku: string }>(
      db,
      sql`select cl.color, cl.size, v.sku from cart_lines cl join product_variants v on v.id = cl.variant_id
          where cl.customer_id = ${customer!.id} order by v.sku`,
    )
    expect(cart).toEqual([
      { color: 'Red', size: 'L', sku: 'KURTA-4' },
      { color: '', size: '', sku: 'MUG' },
    ])
    // Old order lines keep their options by name; the one whose variant exists points at it.
    const lines = await queryRows<{ options: unknown; sku: string | null }>(
      db,
      sql`select ol.options, v.sku from order_lines ol left join product_variants v on v.id = ol.variant_id
          where ol.order_id = ${order!.id} order by ol.size`,
    )
    expect(lines).toEqual([
      {
        options: [
          { name: 'Size', value: 'M' },
          { name: 'Colour', value: 'Red' },
        ],
        sku: 'KURTA-2',
      },
      {
        options: [
          { name: 'Size', value: 'S' },
          { name: 'Colour', value: 'Pink' },
        ],
        sku: null,
      },
    ])

    // From now on the product's price and stock summarise its variants, and only they are written.
    await db.execute(sql`update product_variants set stock = 3, is_active = true, price_paise = 59900
      where product_id = ${kurta!.id} and sku = 'KURTA-4'`)
    const [summary] = await queryRows<{ stock: number; price_paise: number; price_max_paise: number }>(
      db,
      sql`select stock, price_paise, price_max_paise from products where id = ${kurta!.id}`,
    )
    expect(summary).toEqual({ stock: 10, price_paise: 49_900, price_max_paise: 59_900 })
    await expect(db.execute(sql`update products set stock = 1 where id = ${kurta!.id}`)).rejects.toThrow()
  })
})

import { sql } from 'drizzle-orm'
import type { Database } from '../../apps/server/src/db/client'
import { hashPassword } from '../../apps/server/src/modules/auth/password'

export const CATEGORIES = 25
export const SUBCATEGORIES_PER_CATEGORY = 5
export const VENDORS = 200
/** Customers whose requests add to the cart, and customers with a cart ready to order. */
export const CART_CUSTOMERS = 2_000
export const ORDER_CUSTOMERS = 4_000
/** The contention scenario: this many buyers for this many units of one product. */
export const CONTENDERS = 200
export const CONTENDED_STOCK = 50
export const PASSWORD = 'Bench-pass-1'

const BRANDS = [
  'Samsung',
  'Apple',
  'Xiaomi',
  'Boat',
  'Tata',
  'Fabindia',
  'Prestige',
  'Bajaj',
  'Philips',
  'Nike',
  'Puma',
  'Adidas',
  'Lakme',
  'Himalaya',
  'Amul',
  'Havells',
  'Godrej',
  'Titan',
  'Raymond',
  'Biba',
]
const NOUNS = [
  'Phone',
  'Laptop',
  'Earbuds',
  'Watch',
  'Kurta',
  'Saree',
  'Shirt',
  'Shoes',
  'Mixer',
  'Kettle',
  'Lamp',
  'Cooker',
  'Bottle',
  'Backpack',
  'Cream',
  'Shampoo',
  'Tea',
  'Rice',
  'Novel',
  'Bat',
  'Football',
  'Puzzle',
  'Speaker',
  'Charger',
  'Dupatta',
]
const ADJECTIVES = [
  'Classic',
  'Premium',
  'Handwoven',
  'Smart',
  'Compact',
  'Organic',
  'Deluxe',
  'Everyday',
  'Festive',
  'Rugged',
]

const textArray = (values: string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`)

/**
 * A deterministic catalogue in a handful of set-based statements (generate_series, never a row at
 * a time): names like "Premium Samsung Phone 42" with slug bench-42, every product approved with
 * ample stock, spread evenly over 200 sellers and 125 subcategories. Sessions are inserted the way
 * the server stores them (SHA-256 of the cookie's token), so the load run signs nobody in.
 */
export async function seedCatalogue(database: Database, products: number): Promise<void> {
  const db = database.db
  const passwordHash = await hashPassword(PASSWORD)
  await db.execute(sql`
    insert into categories (name, slug, position)
    select 'Category ' || i, 'category-' || i, i from generate_series(1, ${CATEGORIES}) i`)
  await db.execute(sql`
    insert into subcategories (category_id, name, slug, position)
    select c.id, c.name || ' · ' || s, 'sub-' || s, s
    from categories c cross join generate_series(1, ${SUBCATEGORIES_PER_CATEGORY}) s`)
  await db.execute(sql`
    insert into vendors (email, password_hash, business_name, owner_name, phone, business_type, address, city, state,
      pin, upi_id, status)
    select 'bench-vendor-' || i || '@example.com', ${passwordHash}, 'Bench Seller ' || i, 'Owner ' || i,
      '+9198' || lpad(i::text, 8, '0'), 'proprietorship', i || ' Market Road', 'Mumbai', 'Maharashtra', '400001',
      'seller' || i || '@okaxis', 'approved'
    from generate_series(1, ${VENDORS}) i`)
  await db.execute(sql`
    with subs as (select id, category_id, row_number() over (order by category_id, position) as n from subcategories),
      sellers as (select id, row_number() over (order by email) as n from vendors)
    insert into products (vendor_id, category_id, subcategory_id, sku, name, slug, description, brand, price_paise,
      mrp_paise, stock, approval_status, created_at, updated_at)
    select sellers.id, subs.category_id, subs.id, 'BENCH-' || i,
      (${textArray(ADJECTIVES)})[1 + i % ${ADJECTIVES.length}] || ' ' || (${textArray(BRANDS)})[1 + i % ${BRANDS.length}]
        || ' ' || (${textArray(NOUNS)})[1 + (i / ${BRANDS.length}) % ${NOUNS.length}] || ' ' || i,
      'bench-' || i,
      'A ' || lower((${textArray(ADJECTIVES)})[1 + i % ${ADJECTIVES.length}]) || ' piece, made in India and sold on Haat.',
      (${textArray(BRANDS)})[1 + i % ${BRANDS.length}],
      10000 + (i::bigint * 7919) % 500000, 0, 1000000, 'approved',
      now() - make_interval(mins => i), now() - make_interval(mins => i)
    from generate_series(1, ${products}) i
      join subs on subs.n = 1 + i % ${CATEGORIES * SUBCATEGORIES_PER_CATEGORY}
      join sellers on sellers.n = 1 + i % ${VENDORS}`)
  // One product for the contention scenario: few units, many buyers.
  await db.execute(sql`
    insert into products (vendor_id, category_id, subcategory_id, sku, name, slug, description, brand, price_paise,
      stock, approval_status)
    select vendor_id, category_id, subcategory_id, 'BENCH-CONTENDED', 'Limited Edition Lamp', 'bench-contended',
      'Only a few made.', 'Bench', 99900, ${CONTENDED_STOCK}, 'approved'
    from products where slug = 'bench-1'`)

  const customers = CART_CUSTOMERS + ORDER_CUSTOMERS + CONTENDERS
  await db.execute(sql`
    insert into customers (name, email, phone, password_hash)
    select 'Customer ' || i, 'bench-customer-' || i || '@example.com', '+9197' || lpad(i::text, 8, '0'), ${passwordHash}
    from generate_series(1, ${customers}) i`)
  await db.execute(sql`
    insert into sessions (token_hash, kind, subject_id, persistent, expires_at)
    select encode(sha256(convert_to('bench-token-' || substring(email from 'bench-customer-([0-9]+)@'), 'UTF8')), 'hex'),
      'customer', id, true, now() + interval '1 day'
    from customers where email like 'bench-customer-%'`)
  // Customers CART_CUSTOMERS+1 … +ORDER_CUSTOMERS each have one line ready to order; the contenders
  // each have one unit of the contended product (its one variant).
  await db.execute(sql`
    insert into cart_lines (customer_id, product_id, variant_id, quantity)
    select c.id, p.id, v.id, 1
    from customers c
      join products p on p.slug = 'bench-' || (1 + (substring(c.email from 'bench-customer-([0-9]+)@')::int % ${products}))
      join product_variants v on v.product_id = p.id
    where substring(c.email from 'bench-customer-([0-9]+)@')::int between ${CART_CUSTOMERS + 1}
      and ${CART_CUSTOMERS + ORDER_CUSTOMERS}`)
  await db.execute(sql`
    insert into cart_lines (customer_id, product_id, variant_id, quantity)
    select c.id, p.id, v.id, 1
    from customers c join products p on p.slug = 'bench-contended' join product_variants v on v.product_id = p.id
    where substring(c.email from 'bench-customer-([0-9]+)@')::int > ${CART_CUSTOMERS + ORDER_CUSTOMERS}`)
  // As a settled shop's database is after autovacuum: statistics, and the search indexes' pending
  // lists merged (a GIN index full of just-inserted rows looks dearer to the planner than a
  // sequential scan, which for a word nothing matches reads every product).
  await db.execute(sql`vacuum analyze`)
}

/**
 * The cookie of bench customer n (1-based), matching the sessions inserted above: under both
 * names, as the production-mode server (https PUBLIC_URL) reads the `__Host-` one.
 */
export const customerCookie = (n: number) => `__Host-haat_customer=bench-token-${n}; haat_customer=bench-token-${n}`

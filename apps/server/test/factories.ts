import { randomBytes } from 'node:crypto'
import type { Db } from '../src/db/client'
import { slugify } from '@haat/shared/slug'
import { admins, customers, vendors } from '../src/db/schema/accounts'
import { categories, products, subcategories } from '../src/db/schema/catalog'
import { hashPassword } from '../src/modules/auth/password'
import type { App } from '../src/app-type'

export const TEST_PASSWORD = 'Correct-Horse-9'
let hashed: Promise<string> | undefined
const passwordHash = () => (hashed ??= hashPassword(TEST_PASSWORD))
const unique = () => randomBytes(4).toString('hex')

export async function makeCustomer(db: Db, overrides: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db
    .insert(customers)
    .values({ name: 'Test Customer', email: `customer-${unique()}@example.com`, phone: '+919876543210', passwordHash: await passwordHash(), ...overrides })
    .returning()
  return row!
}

export async function makeVendor(db: Db, overrides: Partial<typeof vendors.$inferInsert> = {}) {
  const [row] = await db
    .insert(vendors)
    .values({
      email: `vendor-${unique()}@example.com`,
      passwordHash: await passwordHash(),
      businessName: `Shop ${unique()}`,
      ownerName: 'Owner Name',
      phone: '+919812345678',
      businessType: 'individual',
      address: '12 Market Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      pin: '302001',
      upiId: 'shop@okaxis',
      status: 'approved',
      ...overrides,
    })
    .returning()
  return row!
}

export async function makeAdmin(db: Db, overrides: Partial<typeof admins.$inferInsert> = {}) {
  const [row] = await db
    .insert(admins)
    .values({ email: `admin-${unique()}@example.com`, name: 'Test Admin', passwordHash: await passwordHash(), ...overrides })
    .returning()
  return row!
}

/** Signs in through the real login route and returns the cookies to send with later requests. */
export async function signIn(app: App, kind: 'customer' | 'vendor' | 'admin', email: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: `/api/auth/${kind}/login`, payload: { email, password } })
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`)
  const cookie = res.cookies.find((c) => c.name === `haat_${kind}`)
  return { [`haat_${kind}`]: cookie!.value } as Record<string, string>
}

/** A category with subcategories; `subs` is keyed by subcategory slug. */
export async function makeCategory(db: Db, name = `Category ${unique()}`, subNames: string[] = []) {
  const [category] = await db.insert(categories).values({ name, slug: `${slugify(name)}-${unique()}` }).returning()
  const subs = subNames.length
    ? await db
        .insert(subcategories)
        .values(subNames.map((sub, position) => ({ categoryId: category!.id, name: sub, slug: slugify(sub), position })))
        .returning()
    : []
  return { ...category!, subs: Object.fromEntries(subs.map((s) => [s.slug, s])) }
}

export type ProductRow = typeof products.$inferSelect

/** An approved product (₹299 unless told otherwise); vendor and category are required ids. */
export async function makeProduct(
  db: Db,
  values: Partial<typeof products.$inferInsert> & { vendorId: string; categoryId: string },
): Promise<ProductRow> {
  const name = values.name ?? `Product ${unique()}`
  const [row] = await db
    .insert(products)
    .values({
      sku: `SKU-${unique()}`,
      slug: `${slugify(name) || 'product'}-${unique()}`,
      description: 'Sold on Haat.',
      pricePaise: 29_900,
      approvalStatus: 'approved',
      ...values,
      name,
    })
    .returning()
  return row!
}

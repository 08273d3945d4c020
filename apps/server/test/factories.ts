import { randomBytes } from 'node:crypto'
import type { Db } from '../src/db/client'
import { slugify } from '@haat/shared/slug'
import { admins, customers, vendors } from '../src/db/schema/accounts'
import { categories, products, productVariants, subcategories } from '../src/db/schema/catalog'
import { cartLines, orderLines, orders } from '../src/db/schema/commerce'
import { Order } from '@haat/shared/orders/order'
import { and, desc, eq, like } from 'drizzle-orm'
import { hashPassword } from '../src/modules/auth/password'
import type { App } from '../src/app-type'
import { appClocks, appDatabases } from './test-app'
import { outbox } from '../src/db/schema/platform'
import { must } from '../src/lib/must'
import { Secret, TOTP } from 'otpauth'

export const TEST_PASSWORD = 'Correct-Horse-9'
let hashed: Promise<string> | undefined
const passwordHash = () => (hashed ??= hashPassword(TEST_PASSWORD))
const unique = () => randomBytes(4).toString('hex')

export async function makeCustomer(db: Db, overrides: Partial<typeof customers.$inferInsert> = {}) {
  const [row] = await db
    .insert(customers)
    .values({
      name: 'Test Customer',
      email: `customer-${unique()}@example.com`,
      phone: '+919876543210',
      passwordHash: await passwordHash(),
      ...overrides,
    })
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
      businessType: 'proprietorship',
      address: '12 Market Road',
      city: 'Jaipur',
      state: 'Rajasthan',
      pin: '302001',
      upiId: 'shop@okaxis',
      pan: 'ABCDE1234F',
      status: 'approved',
      ...overrides,
    })
    .returning()
  return row!
}

export async function makeAdmin(db: Db, overrides: Partial<typeof admins.$inferInsert> = {}) {
  const [row] = await db
    .insert(admins)
    .values({
      email: `admin-${unique()}@example.com`,
      name: 'Test Admin',
      passwordHash: await passwordHash(),
      ...overrides,
    })
    .returning()
  return row!
}

/**
 * Signs in through the real login routes and returns the cookies to send with later requests.
 * An administrator (or a seller with two-step verification) answers the second factor too: set
 * up on the first sign-in with a code from the server's own clock, remembered for later ones.
 */
/** A new customer, signed in: the start of most customer-side tests. */
export async function customerSession(
  ctx: { app: App; db: Db },
  overrides: Partial<typeof customers.$inferInsert> = {},
) {
  const customer = await makeCustomer(ctx.db, overrides)
  return { customer, cookies: await signIn(ctx.app, 'customer', customer.email!) }
}

export async function signIn(app: App, kind: 'customer' | 'vendor' | 'admin', email: string, password = TEST_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: `/api/auth/${kind}/login`, payload: { email, password } })
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`)
  const pending = (res.json() as { secondFactor?: 'verify' | 'enroll' }).secondFactor
  if (!pending) return sessionCookie(res, kind)
  const challenge = Object.fromEntries(res.cookies.map((c) => [c.name, c.value]))
  if (pending === 'enroll') {
    const setup = await app.inject({
      method: 'POST',
      url: `/api/auth/${kind}/second-factor/enrolment`,
      cookies: challenge,
      payload: { token: await mailedEnrolmentToken(must(appDatabases.get(app), 'the app database'), email) },
    })
    totpSecrets.set(email, (setup.json() as { secret: string }).secret)
  }
  const secret = totpSecrets.get(email)
  if (!secret) throw new Error(`no TOTP secret known for ${email}: enrol it through signIn or totpCode`)
  const done = await app.inject({
    method: 'POST',
    url: `/api/auth/${kind}/second-factor`,
    cookies: challenge,
    payload: { code: nextTotpCode(app, email, secret) },
  })
  if (done.statusCode !== 200) throw new Error(`second factor failed: ${done.statusCode} ${done.body}`)
  return sessionCookie(done, kind)
}

/** The token in the newest enrolment link mailed to this administrator (second-factor.service.ts). */
export async function mailedEnrolmentToken(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ textBody: outbox.textBody })
    .from(outbox)
    .where(and(eq(outbox.to, email), like(outbox.textBody, '%#enrol=%')))
    .orderBy(desc(outbox.id))
    .limit(1)
  const token = /#enrol=([\w-]+)/.exec(mail?.textBody ?? '')?.[1]
  if (!token) throw new Error(`no enrolment link was mailed to ${email}`)
  return token
}

/** The code in the newest sign-up mail to this address (registration.service.ts). */
export async function mailedRegistrationCode(db: Db, email: string): Promise<string> {
  const [mail] = await db
    .select({ textBody: outbox.textBody })
    .from(outbox)
    .where(and(eq(outbox.to, email.toLowerCase()), eq(outbox.kind, 'registration_code')))
    .orderBy(desc(outbox.id))
    .limit(1)
  const code = /\b(\d{6})\b/.exec(mail?.textBody ?? '')?.[1]
  if (!code) throw new Error(`no sign-up code was mailed to ${email}`)
  return code
}

/**
 * Signs up as the register pages do: the form (202), then the code from the mail. Returns the
 * confirmation's reply: a customer's 201 with its session cookie and profile, a seller's 201 with
 * its pending application (no session).
 */
export async function signUp(
  app: App,
  kind: 'customer' | 'vendor',
  payload: Record<string, unknown>,
  options: { ip?: string; cookies?: Record<string, string> } = {},
) {
  const db = appDatabases.get(app)
  if (!db) throw new Error('signUp needs an app made by createTestApp')
  const remoteAddress = options.ip ?? '10.0.0.1'
  const cookies = options.cookies ?? {}
  const started = await app.inject({
    method: 'POST',
    url: `/api/auth/${kind}/register`,
    payload,
    remoteAddress,
    cookies,
  })
  if (started.statusCode !== 202) return started
  const email = String(payload.email)
  return app.inject({
    method: 'POST',
    url: `/api/auth/${kind}/register/confirm`,
    payload: { email, code: await mailedRegistrationCode(db, email) },
    remoteAddress,
    cookies,
  })
}

/** A customer signed up through the form and the mailed code (see signUp). */
export const registerCustomer = (
  app: App,
  payload: Record<string, unknown>,
  options: { ip?: string; cookies?: Record<string, string> } = {},
) => signUp(app, 'customer', payload, options)

/** The session cookie under the name the server gave it (`__Host-` prefixed over https). */
function sessionCookie(res: { cookies: { name: string; value: string }[] }, kind: string) {
  const cookie = res.cookies.find((c) => c.name === `haat_${kind}` || c.name === `__Host-haat_${kind}`)
  if (!cookie) throw new Error(`no ${kind} session cookie in the answer`)
  return { [cookie.name]: cookie.value } as Record<string, string>
}

/** TOTP secrets of accounts enrolled through signIn, by e-mail. */
export const totpSecrets = new Map<string, string>()
const usedSteps = new Map<string, number>()

/**
 * A code for the server's current time; a code works once, so a second sign-in in the same
 * 30 seconds uses the next step's code (accepted within the one-step window).
 */
export function nextTotpCode(app: App, email: string, secret: string): string {
  const now = (appClocks.get(app)?.now() ?? new Date()).getTime()
  const current = Math.floor(now / 30_000)
  const step = Math.max(current - 1, (usedSteps.get(email) ?? -Infinity) + 1)
  if (step > current + 1) throw new Error('more than three sign-ins in 30 seconds of the test clock: advance it')
  usedSteps.set(email, step)
  return TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 })
}

/** A category with subcategories; `subs` is keyed by subcategory slug. */
export async function makeCategory(db: Db, name = `Category ${unique()}`, subNames: string[] = []) {
  const [category] = await db
    .insert(categories)
    .values({ name, slug: `${slugify(name)}-${unique()}` })
    .returning()
  const subs = subNames.length
    ? await db
        .insert(subcategories)
        .values(
          subNames.map((sub, position) => ({ categoryId: category!.id, name: sub, slug: slugify(sub), position })),
        )
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

/** The shipping details of a test checkout (a valid Indian address and mobile number). */
export const TEST_SHIPPING = {
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  street: '14 MG Road',
  city: 'Jaipur',
  state: 'Rajasthan',
  pin: '302001',
}

/**
 * A cash-on-delivery order of one unit of a product, written straight to the database (by a new
 * customer unless one is given): for tests about what an order means for a product (archiving
 * instead of deleting, verified reviews). `order` sets its state (status, payment).
 */
export async function makeOrderOf(
  db: Db,
  productId: string,
  { customerId, order: state = {} }: { customerId?: string; order?: Partial<typeof orders.$inferInsert> } = {},
) {
  const buyer = customerId ?? (await makeCustomer(db)).id
  const [product] = await db.select().from(products).where(eq(products.id, productId))
  if (!product) throw new Error(`No product ${productId}`)
  const [order] = await db
    .insert(orders)
    .values({
      orderNo: `HT${unique().toUpperCase()}`,
      customerId: buyer,
      idempotencyKey: crypto.randomUUID(),
      name: 'Asha',
      email: 'asha@example.com',
      phone: '+919876543210',
      street: '1 MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pin: '411001',
      subtotalPaise: product.pricePaise,
      totalPaise: product.pricePaise,
      paymentMethod: 'cod',
      paymentProvider: 'cod',
      paymentStatus: 'pending',
      ...state,
    })
    .returning()
  if (!order) throw new Error('The order was not written')
  const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, productId)).limit(1)
  await db.insert(orderLines).values({
    orderId: order.id,
    productId,
    variantId: variant?.id ?? null,
    vendorId: product.vendorId,
    productName: product.name,
    productSlug: product.slug,
    sku: product.sku,
    vendorName: 'Shop',
    unitPricePaise: product.pricePaise,
    quantity: 1,
    lineTotalPaise: product.pricePaise,
  })
  return order
}

/**
 * Sets a product's own fields, and its price, MRP and stock on every one of its variants: the
 * product's are their summary (a trigger keeps them, and refuses direct writes).
 */
export async function setProduct(
  db: Db,
  productId: string,
  values: Partial<typeof products.$inferInsert>,
): Promise<void> {
  const { pricePaise, mrpPaise, stock, ...own } = values
  const onVariants = Object.fromEntries(
    Object.entries({ pricePaise, mrpPaise, stock }).filter(([, value]) => value !== undefined),
  )
  if (Object.keys(own).length) await db.update(products).set(own).where(eq(products.id, productId))
  if (Object.keys(onVariants).length)
    await db.update(productVariants).set(onVariants).where(eq(productVariants.productId, productId))
}

type CartLineInput = { customerId: string; productId: string; quantity: number; color?: string; size?: string }

/** The id of a product's variant of this colour and size (none: its only one). */
export async function variantIdOf(db: Db, productId: string, color = '', size = ''): Promise<string> {
  const [variant] = await db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(
      and(eq(productVariants.productId, productId), eq(productVariants.color, color), eq(productVariants.size, size)),
    )
  if (!variant) throw new Error(`No variant ${color}/${size} of ${productId}`)
  return variant.id
}

/** Puts lines straight into carts: each the variant of its product with that colour and size (none: the only one). */
export async function putInCart(db: Db, lines: CartLineInput | CartLineInput[]): Promise<void> {
  for (const line of [lines].flat()) {
    const variantId = await variantIdOf(db, line.productId, line.color, line.size)
    await db.insert(cartLines).values({ ...line, variantId })
  }
}

/** Places an order of the given products and quantities through the real checkout, by a new customer. */
export async function placeOrder(
  app: App,
  db: Db,
  items: { productId: string; quantity: number }[],
  paymentMethod: 'cod' | 'razorpay' = 'cod',
  options: { couponCode?: string } = {},
) {
  const customer = await makeCustomer(db)
  const cookies = await signIn(app, 'customer', customer.email!)
  await putInCart(
    db,
    items.map((item) => ({ customerId: customer.id, ...item })),
  )
  const res = await app.inject({
    method: 'POST',
    url: '/api/orders',
    cookies,
    payload: { shipping: TEST_SHIPPING, paymentMethod, idempotencyKey: crypto.randomUUID(), ...options },
  })
  if (res.statusCode !== 201) throw new Error(`order failed: ${res.statusCode} ${res.body}`)
  return { order: Order.parse(res.json()), customer, customerCookies: cookies }
}

/** Pays an online order through the sandbox gateway, as the customer's browser would (intent, pay, verify). */
export async function payThroughSandbox(app: App, orderNo: string, cookies: Record<string, string>) {
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, cookies, ...(payload ? { payload } : {}) })
  const intent = (await post(`/api/orders/${orderNo}/payment`)).json()
  const fields = (await post(`/api/payments/sandbox/${intent.order_id}/pay`, { outcome: 'success' })).json()
  const verified = await post(`/api/orders/${orderNo}/payment/verify`, fields)
  if (verified.statusCode !== 200) throw new Error(`payment failed: ${verified.statusCode} ${verified.body}`)
}

import { randomBytes } from 'node:crypto'
import { ProductDetail } from '@haat/shared/catalog/product'
import { ReviewList, SavedReview } from '@haat/shared/catalog/review'
import { variantDescription } from '@haat/shared/catalog/variant-label'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, products, productViewsDaily, reviews } from '../../src/db/schema/catalog'
import { orderLines, type orders, vendorOrders } from '../../src/db/schema/commerce'
import { LIMITS } from '../../src/lib/limits'
import {
  type ProductRow,
  makeCustomer,
  makeProduct as makeTestProduct,
  makeVendor,
  signIn,
  makeOrderOf,
} from '../factories'
import { CATALOG_CACHE_TTL_MS } from '../../src/modules/catalog/catalog-cache'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
let vendor: Awaited<ReturnType<typeof makeVendor>>
let categoryId: string
const unique = () => randomBytes(3).toString('hex')
const START = new Date('2026-11-22T10:00:00Z')

type OrderState = Pick<typeof orders.$inferInsert, 'status' | 'paymentStatus' | 'paymentMethod' | 'paymentProvider'>

const makeProduct = (overrides: Partial<typeof products.$inferInsert> = {}) =>
  makeTestProduct(ctx.db, {
    vendorId: vendor.id,
    categoryId,
    name: `Handloom Cotton Saree ${unique()}`,
    description: 'Handwoven in Chanderi.',
    pricePaise: 129_900,
    ...overrides,
  })

/** A signed-in customer; given a product, one who has received it (only they may review it). */
async function customerSession(name = 'Asha Kumari', received?: ProductRow) {
  const customer = await makeCustomer(ctx.db, { name })
  if (received) await placeOrder(customer.id, received, { status: 'delivered' })
  return { customer, cookies: await signIn(ctx.app, 'customer', customer.email!) }
}

/** An order placed directly in the database: what "verified purchase" looks for. */
const placeOrder = (customerId: string, product: ProductRow, state: Partial<OrderState> = {}) =>
  makeOrderOf(ctx.db, product.id, { customerId, order: state })

const putReview = (slug: string, cookies: Record<string, string> | undefined, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/products/${slug}/reviews/mine`,
    payload: payload as object,
    ...(cookies ? { cookies } : {}),
  })

async function listReviews(slug: string, cookies?: Record<string, string>, query = '') {
  const res = await ctx.app.inject({ url: `/api/products/${slug}/reviews${query}`, ...(cookies ? { cookies } : {}) })
  expect(res.statusCode, res.body).toBe(200)
  return ReviewList.parse(res.json())
}

async function aggregates(productId: string) {
  const [row] = await ctx.db
    .select({ count: products.ratingCount, sum: products.ratingSum })
    .from(products)
    .where(eq(products.id, productId))
  return row!
}

beforeAll(async () => {
  ctx = await createTestApp()
  vendor = await makeVendor(ctx.db, { businessName: 'Chanderi Looms' })
  const [category] = await ctx.db
    .insert(categories)
    .values({ name: 'Sarees', slug: `sarees-${unique()}` })
    .returning()
  categoryId = category!.id
}, 60_000)
afterAll(() => ctx.close())

describe('PUT /api/products/{slug}/reviews/mine', () => {
  it('creates a review (201), then edits the same one (200) instead of adding a second', async () => {
    const product = await makeProduct()
    const { customer, cookies } = await customerSession('Asha Kumari Devi', product)
    const created = await putReview(product.slug, cookies, { rating: 4, body: '  Lovely weave, true colours.  ' })
    expect(created.statusCode, created.body).toBe(201)
    const first = SavedReview.parse(created.json())
    expect(first.review).toMatchObject({
      rating: 4,
      body: 'Lovely weave, true colours.',
      authorName: 'Asha D.',
      isVerifiedPurchase: true,
      isMine: true,
      createdAt: START.toISOString(),
    })
    expect(first.productRating).toEqual({ average: 4, count: 1 })

    ctx.clock.advance(60_000)
    const edited = await putReview(product.slug, cookies, { rating: 2, body: 'Colour ran after one wash.' })
    expect(edited.statusCode).toBe(200)
    const second = SavedReview.parse(edited.json())
    expect(second.review.id).toBe(first.review.id)
    expect(second.review).toMatchObject({
      rating: 2,
      body: 'Colour ran after one wash.',
      createdAt: first.review.createdAt,
    })
    expect(second.review.updatedAt).not.toBe(first.review.updatedAt)
    expect(second.productRating).toEqual({ average: 2, count: 1 })

    const rows = await ctx.db.select().from(reviews).where(eq(reviews.productId, product.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ customerId: customer.id, rating: 2 })
  })

  it('says which variant the reviewer received, "Size: M, Colour: Blue", and keeps it through edits', async () => {
    const product = await makeProduct({ sizes: ['M', 'L'], colors: ['Blue'] })
    const customer = await makeCustomer(ctx.db, { name: 'Ravi Kumar' })
    const cookies = await signIn(ctx.app, 'customer', customer.email!)
    const bought = async (size: string, color: string, options: { name: string; value: string }[]) => {
      const order = await placeOrder(customer.id, product, { status: 'delivered' })
      await ctx.db.update(orderLines).set({ size, color, options }).where(eq(orderLines.orderId, order.id))
    }
    const mBlue = [
      { name: 'Size', value: 'M' },
      { name: 'Colour', value: 'Blue' },
    ]
    await bought('M', 'Blue', mBlue)

    const created = await putReview(product.slug, cookies, { rating: 5, body: 'Fits well.' })
    expect(created.statusCode, created.body).toBe(201)
    expect(SavedReview.parse(created.json()).review.options).toEqual(mBlue)
    const listed = await listReviews(product.slug)
    expect(listed.data[0]!.options).toEqual(mBlue)
    expect(variantDescription(listed.data[0]!)).toBe('Size: M, Colour: Blue')

    // A later purchase of another size does not change what the review was written about.
    ctx.clock.advance(60_000)
    await bought('L', 'Blue', [
      { name: 'Size', value: 'L' },
      { name: 'Colour', value: 'Blue' },
    ])
    const edited = await putReview(product.slug, cookies, { rating: 4, body: 'Fits well; washed once.' })
    expect(SavedReview.parse(edited.json()).review.options).toEqual(mBlue)

    // A line copied before lines kept options: its size, then its colour.
    const other = await makeCustomer(ctx.db, { name: 'Meena Shah' })
    const otherOrder = await placeOrder(other.id, product, { status: 'delivered' })
    await ctx.db
      .update(orderLines)
      .set({ size: 'L', color: 'Blue', options: [] })
      .where(eq(orderLines.orderId, otherOrder.id))
    const otherCookies = await signIn(ctx.app, 'customer', other.email!)
    const old = await putReview(product.slug, otherCookies, { rating: 3, body: 'Runs large.' })
    expect(variantDescription(SavedReview.parse(old.json()).review)).toBe('Size: L, Colour: Blue')

    // A product without options: nothing to say.
    const plain = await makeProduct()
    const { cookies: plainCookies } = await customerSession('Asha Kumari', plain)
    const saved = await putReview(plain.slug, plainCookies, { rating: 4, body: 'Good.' })
    expect(SavedReview.parse(saved.json()).review.options).toEqual([])
  })

  it('keeps the product aggregates right through create, edit and delete', async () => {
    const product = await makeProduct()
    const a = await customerSession(undefined, product)
    const b = await customerSession(undefined, product)
    expect(await aggregates(product.id)).toEqual({ count: 0, sum: 0 })

    expect((await putReview(product.slug, a.cookies, { rating: 5, body: 'Superb.' })).statusCode).toBe(201)
    expect(await aggregates(product.id)).toEqual({ count: 1, sum: 5 })
    expect((await putReview(product.slug, b.cookies, { rating: 3, body: 'Fine.' })).statusCode).toBe(201)
    expect(await aggregates(product.id)).toEqual({ count: 2, sum: 8 })
    expect((await putReview(product.slug, a.cookies, { rating: 1, body: 'Changed my mind.' })).statusCode).toBe(200)
    expect(await aggregates(product.id)).toEqual({ count: 2, sum: 4 })

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.slug}/reviews/mine`,
      cookies: a.cookies,
    })
    expect(removed.statusCode).toBe(204)
    expect(await aggregates(product.id)).toEqual({ count: 1, sum: 3 })
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.slug}/reviews/mine`,
      cookies: a.cookies,
    })
    expect(again.statusCode).toBe(404)
    expect(await aggregates(product.id)).toEqual({ count: 1, sum: 3 })

    // The product page counts from the reviews themselves; the two agree.
    const detail = ProductDetail.parse((await ctx.app.inject(`/api/products/${product.slug}`)).json())
    expect(detail.rating).toEqual({ average: 3, count: 1 })
  })

  it('counts every review when several customers submit at once', async () => {
    const product = await makeProduct()
    const sessions = await Promise.all([1, 2, 3, 4, 5].map(() => customerSession(undefined, product)))
    const results = await Promise.all(
      sessions.map((s, i) => putReview(product.slug, s.cookies, { rating: i + 1, body: `Review ${i}` })),
    )
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201])
    expect(await aggregates(product.id)).toEqual({ count: 5, sum: 15 })
  })

  it('keeps one review when the same customer submits twice at once', async () => {
    const product = await makeProduct()
    const { cookies } = await customerSession(undefined, product)
    const results = await Promise.all([
      putReview(product.slug, cookies, { rating: 5, body: 'First tab' }),
      putReview(product.slug, cookies, { rating: 3, body: 'Second tab' }),
    ])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 201])
    const rows = await ctx.db.select().from(reviews).where(eq(reviews.productId, product.id))
    expect(rows).toHaveLength(1)
    expect(await aggregates(product.id)).toEqual({ count: 1, sum: rows[0]!.rating })
  })

  it.each([
    [{ rating: 0, body: 'x' }, 'rating'],
    [{ rating: 6, body: 'x' }, 'rating'],
    [{ rating: 2.5, body: 'x' }, 'rating'],
    [{ rating: '5', body: 'x' }, 'rating'],
    [{ body: 'x' }, 'rating'],
    [{ rating: 5, body: '' }, 'body'],
    [{ rating: 5, body: '   \n ' }, 'body'],
    [{ rating: 5, body: 'x'.repeat(2001) }, 'body'],
    [{ rating: 5, body: 'nul \u0000 byte' }, 'body'],
    [{ rating: 5 }, 'body'],
  ])('refuses %j with 400 naming the field', async (payload, path) => {
    const product = await makeProduct()
    const { cookies } = await customerSession()
    const res = await putReview(product.slug, cookies, payload)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION')
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([path])
    expect(await aggregates(product.id)).toEqual({ count: 0, sum: 0 })
  })

  it('accepts a body of exactly 2000 characters after trimming', async () => {
    const product = await makeProduct()
    const { cookies } = await customerSession(undefined, product)
    const res = await putReview(product.slug, cookies, { rating: 5, body: ` ${'a'.repeat(2000)} ` })
    expect(res.statusCode).toBe(201)
  })

  it('refuses a signed-out caller (401) and a vendor session (403)', async () => {
    const product = await makeProduct()
    const signedOut = await putReview(product.slug, undefined, { rating: 5, body: 'Great' })
    expect(signedOut.statusCode).toBe(401)
    expect(signedOut.json().error.code).toBe('UNAUTHENTICATED')
    const vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
    expect(
      (await putReview(product.slug, vendorCookies, { rating: 5, body: 'My own product is great' })).statusCode,
    ).toBe(403)
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.slug}/reviews/mine`,
      cookies: vendorCookies,
    })
    expect(del.statusCode).toBe(403)
    expect(await ctx.db.select().from(reviews).where(eq(reviews.productId, product.id))).toHaveLength(0)
  })

  it('answers 404 for a product the shop does not show', async () => {
    const { cookies } = await customerSession()
    const hiddenVendor = await makeVendor(ctx.db, { isActive: false })
    const hidden = [
      await makeProduct({ approvalStatus: 'pending' }),
      await makeProduct({ approvalStatus: 'rejected' }),
      await makeProduct({ archivedAt: START }),
      await makeProduct({ vendorId: hiddenVendor.id }),
    ]
    for (const product of hidden) {
      const res = await putReview(product.slug, cookies, { rating: 5, body: 'Great' })
      expect(res.statusCode, product.slug).toBe(404)
      expect((await ctx.app.inject(`/api/products/${product.slug}/reviews`)).statusCode).toBe(404)
    }
    expect((await putReview('no-such-product', cookies, { rating: 5, body: 'Great' })).statusCode).toBe(404)
  })

  it('takes reviews only from customers who received the product, and never from its seller', async () => {
    const product = await makeProduct()
    const refusal = 'Only customers who have received this product can review it.'
    // Ordered but not received: on its way, cancelled, unpaid online, or another product.
    const cases = [
      { status: 'processing' as const },
      { status: 'shipped' as const },
      { status: 'cancelled' as const },
      { paymentMethod: 'razorpay' as const, paymentProvider: 'sandbox' as const, paymentStatus: 'unpaid' as const },
    ]
    for (const state of cases) {
      const s = await customerSession()
      await placeOrder(s.customer.id, product, state)
      const res = await putReview(product.slug, s.cookies, { rating: 5, body: 'Not yet here.' })
      expect(res.statusCode, JSON.stringify(state)).toBe(403)
      expect(res.json().error).toEqual({ code: 'FORBIDDEN', message: refusal })
    }
    const stranger = await customerSession()
    await placeOrder(stranger.customer.id, await makeProduct(), { status: 'delivered' })
    expect((await putReview(product.slug, stranger.cookies, { rating: 1, body: 'Never bought it.' })).statusCode).toBe(
      403,
    )

    // The seller's part of the order delivered (and the delivery confirmed) is enough, even before the whole order is.
    const partly = await customerSession()
    const order = await placeOrder(partly.customer.id, product, { status: 'shipped' })
    const now = new Date()
    const [part] = await ctx.db
      .insert(vendorOrders)
      .values({
        orderId: order.id,
        vendorId: vendor.id,
        status: 'delivered',
        totalPaise: product.pricePaise,
        deliveredAt: now,
        deliveryConfirmedAt: now,
        deliveryConfirmedBy: 'customer',
      })
      .returning()
    await ctx.db.update(orderLines).set({ vendorOrderId: part!.id }).where(eq(orderLines.orderId, order.id))
    const ok = SavedReview.parse(
      (await putReview(product.slug, partly.cookies, { rating: 4, body: 'Arrived well.' })).json(),
    )
    expect(ok.review.isVerifiedPurchase).toBe(true)

    // A seller's own account as a customer (same e-mail or mobile) cannot rate its listings, even after buying.
    for (const same of [{ email: vendor.email.toUpperCase() }, { phone: vendor.phone }]) {
      const self = await makeCustomer(ctx.db, same)
      await placeOrder(self.id, product, { status: 'delivered' })
      const selfCookies = await signIn(ctx.app, 'customer', self.email!)
      const res = await putReview(product.slug, selfCookies, { rating: 5, body: 'Best saree ever.' })
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toBe('You cannot review a product your own store sells.')
    }
    expect(await aggregates(product.id)).toEqual({ count: 1, sum: 4 })
  })

  it('lets an old unverified review stop counting and showing, until its author, having received the product, edits it', async () => {
    const product = await makeProduct()
    const { customer, cookies } = await customerSession()
    // Written before the rule (migration 0007 recounted every product from verified reviews only).
    await ctx.db
      .insert(reviews)
      .values({ productId: product.id, customerId: customer.id, rating: 1, body: 'Old.', isVerifiedPurchase: false })
    const listed = await listReviews(product.slug, cookies)
    expect(listed.meta.total).toBe(0)
    expect(listed.data).toEqual([])
    expect(listed.mine).toMatchObject({ body: 'Old.', isVerifiedPurchase: false })
    // Its author can still take it down; nothing is subtracted that never counted.
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.slug}/reviews/mine`,
      cookies,
    })
    expect(removed.statusCode).toBe(204)
    expect(await aggregates(product.id)).toEqual({ count: 0, sum: 0 })
    await ctx.db
      .insert(reviews)
      .values({ productId: product.id, customerId: customer.id, rating: 1, body: 'Old.', isVerifiedPurchase: false })
    await placeOrder(customer.id, product, { status: 'delivered' })
    const edited = SavedReview.parse(
      (await putReview(product.slug, cookies, { rating: 4, body: 'Received it.' })).json(),
    )
    expect(edited.review.isVerifiedPurchase).toBe(true)
    expect(await aggregates(product.id)).toEqual({ count: 1, sum: 4 })
  })

  it("never touches another customer's review", async () => {
    const product = await makeProduct()
    const a = await customerSession('Ravi Shankar', product)
    const b = await customerSession('Meena Iyer', product)
    await putReview(product.slug, a.cookies, { rating: 5, body: "Ravi's review" })
    await putReview(product.slug, b.cookies, { rating: 2, body: "Meena's review" })
    await putReview(product.slug, b.cookies, { rating: 3, body: "Meena's edit" })
    await ctx.app.inject({ method: 'DELETE', url: `/api/products/${product.slug}/reviews/mine`, cookies: b.cookies })
    const rows = await ctx.db.select().from(reviews).where(eq(reviews.productId, product.id))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ customerId: a.customer.id, rating: 5, body: "Ravi's review" })
    expect(await aggregates(product.id)).toEqual({ count: 1, sum: 5 })
  })

  it('stores and returns markup verbatim, as text', async () => {
    const product = await makeProduct()
    const { cookies } = await customerSession(undefined, product)
    const payload = `<img src=x onerror="alert('xss')"><script>alert(1)</script> & "quotes" \u2028 ok`
    const saved = SavedReview.parse((await putReview(product.slug, cookies, { rating: 1, body: payload })).json())
    expect(saved.review.body).toBe(payload)
    const [row] = await ctx.db.select().from(reviews).where(eq(reviews.id, saved.review.id))
    expect(row!.body).toBe(payload)
    const res = await ctx.app.inject(`/api/products/${product.slug}/reviews`)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(ReviewList.parse(res.json()).data[0]!.body).toBe(payload)
  })

  it('limits how many review writes one customer makes per hour', async () => {
    const product = await makeProduct()
    const { cookies } = await customerSession(undefined, product)
    const { limit } = LIMITS.reviewsPerCustomer
    for (let i = 0; i < limit; i++) {
      const res = await putReview(product.slug, cookies, { rating: (i % 5) + 1, body: `Edit ${i}` })
      expect(res.statusCode).toBe(i === 0 ? 201 : 200)
    }
    const limited = await putReview(product.slug, cookies, { rating: 5, body: 'One more' })
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('RATE_LIMITED')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    // Another customer is not held back.
    const other = await customerSession(undefined, product)
    expect((await putReview(product.slug, other.cookies, { rating: 4, body: 'Mine' })).statusCode).toBe(201)
    ctx.clock.advance(LIMITS.reviewsPerCustomer.windowMs)
    expect((await putReview(product.slug, cookies, { rating: 5, body: 'Later' })).statusCode).toBe(200)
  })
})

describe('GET /api/products/{slug}/reviews', () => {
  it('lists newest first in pages, with short author names and `mine` for the signed-in customer', async () => {
    const product = await makeProduct()
    const authors = ['Priya Nair', 'Arjun Mehta', 'Kavya', 'Rohan Das', 'Sneha Pillai']
    const sessions = []
    for (const name of authors) {
      const s = await customerSession(name, product)
      sessions.push(s)
      await putReview(product.slug, s.cookies, { rating: 4, body: `Review by ${name}` })
      ctx.clock.advance(1000)
    }

    const anonymous = await listReviews(product.slug, undefined, '?pageSize=2')
    expect(anonymous.meta).toEqual({ page: 1, pageSize: 2, total: 5 })
    expect(anonymous.data.map((r) => r.authorName)).toEqual(['Sneha P.', 'Rohan D.'])
    expect(anonymous.mine).toBeNull()
    expect(anonymous.data.every((r) => !r.isMine)).toBe(true)
    const page3 = await listReviews(product.slug, undefined, '?pageSize=2&page=3')
    expect(page3.data.map((r) => r.authorName)).toEqual(['Priya N.'])
    expect((await listReviews(product.slug, undefined, '?pageSize=2&page=4')).data).toEqual([])
    expect((await listReviews(product.slug)).meta).toEqual({ page: 1, pageSize: 10, total: 5 })

    const kavya = sessions[2]!
    const asKavya = await listReviews(product.slug, kavya.cookies, '?pageSize=2')
    expect(asKavya.mine).toMatchObject({ authorName: 'Kavya', body: 'Review by Kavya', isMine: true })
    expect(asKavya.data.some((r) => r.isMine)).toBe(false) // her review is on another page
    const all = await listReviews(product.slug, kavya.cookies)
    expect(all.data.filter((r) => r.isMine).map((r) => r.authorName)).toEqual(['Kavya'])
    // No customer data beyond the short name (and the options of the variant reviewed).
    expect(Object.keys(all.data[0]!).sort()).toEqual(
      [
        'authorName',
        'body',
        'createdAt',
        'id',
        'isMine',
        'isVerifiedPurchase',
        'options',
        'rating',
        'updatedAt',
      ].sort(),
    )
  })

  it('reads an absent, expired or foreign session as signed out instead of failing', async () => {
    const product = await makeProduct()
    const { cookies } = await customerSession(undefined, product)
    await putReview(product.slug, cookies, { rating: 5, body: 'Nice' })
    const bogus = await listReviews(product.slug, { haat_customer: 'not-a-real-token' })
    expect(bogus.mine).toBeNull()
    const vendorCookies = await signIn(ctx.app, 'vendor', vendor.email)
    expect((await listReviews(product.slug, vendorCookies)).mine).toBeNull()
    expect((await listReviews(product.slug, cookies)).mine?.body).toBe('Nice')
  })

  it('answers an empty list for a product nobody reviewed, and 400 for a bad page', async () => {
    const product = await makeProduct()
    expect(await listReviews(product.slug)).toEqual({ data: [], meta: { page: 1, pageSize: 10, total: 0 }, mine: null })
    expect((await ctx.app.inject(`/api/products/${product.slug}/reviews?page=0`)).statusCode).toBe(400)
    expect((await ctx.app.inject(`/api/products/${product.slug}/reviews?pageSize=51`)).statusCode).toBe(400)
  })
})

describe('POST /api/products/{slug}/views', () => {
  const view = (slug: string, ip: string) =>
    ctx.app.inject({ method: 'POST', url: `/api/products/${slug}/views`, remoteAddress: ip })
  const viewsToday = async (slug: string) =>
    ProductDetail.parse((await ctx.app.inject(`/api/products/${slug}`)).json()).viewsToday
  const viewRows = async (productId: string) =>
    ctx.db
      .select({ day: productViewsDaily.day, views: productViewsDaily.views })
      .from(productViewsDaily)
      .where(eq(productViewsDaily.productId, productId))
      .orderBy(productViewsDaily.day)

  it('counts a view (204) in today’s row, once per visitor per 30 minutes', async () => {
    ctx.clock.set(START)
    const product = await makeProduct()
    expect((await view(product.slug, '10.0.0.1')).statusCode).toBe(204)
    expect(await viewRows(product.id)).toEqual([{ day: '2026-11-22', views: 1 }])
    // A reload loop from the same address adds nothing.
    for (let i = 0; i < 5; i++) expect((await view(product.slug, '10.0.0.1')).statusCode).toBe(204)
    expect(await viewRows(product.id)).toEqual([{ day: '2026-11-22', views: 1 }])
    expect((await view(product.slug, '10.0.0.2')).statusCode).toBe(204)
    expect(await viewRows(product.id)).toEqual([{ day: '2026-11-22', views: 2 }])
    ctx.clock.advance(31 * 60_000)
    await view(product.slug, '10.0.0.1')
    expect(await viewRows(product.id)).toEqual([{ day: '2026-11-22', views: 3 }])
  })

  it('shows viewsToday only from 10 views on, at most a minute late', async () => {
    ctx.clock.set(START)
    const product = await makeProduct()
    expect(await viewsToday(product.slug)).toBeNull()
    for (let i = 1; i <= 9; i++) await view(product.slug, `10.1.0.${i}`)
    ctx.clock.advance(CATALOG_CACHE_TTL_MS)
    expect(await viewsToday(product.slug)).toBeNull()
    await view(product.slug, '10.1.0.10')
    // The product page is cached; views change no product, so the count catches up within a minute.
    expect(await viewsToday(product.slug)).toBeNull()
    ctx.clock.advance(CATALOG_CACHE_TTL_MS)
    expect(await viewsToday(product.slug)).toBe(10)
    await view(product.slug, '10.1.0.11')
    ctx.clock.advance(CATALOG_CACHE_TTL_MS)
    expect(await viewsToday(product.slug)).toBe(11)
  })

  it('starts a new day at midnight India time, not UTC', async () => {
    const product = await makeProduct()
    ctx.clock.set(new Date('2026-11-22T18:29:00Z')) // 23:59 IST on the 22nd
    for (let i = 1; i <= 12; i++) await view(product.slug, `10.2.0.${i}`)
    expect(await viewsToday(product.slug)).toBe(12)
    ctx.clock.set(new Date('2026-11-22T18:31:00Z')) // 00:01 IST on the 23rd, still the 22nd in UTC
    expect(await viewsToday(product.slug)).toBeNull()
    await view(product.slug, '10.2.1.1')
    expect(await viewRows(product.id)).toEqual([
      { day: '2026-11-22', views: 12 },
      { day: '2026-11-23', views: 1 },
    ])
    ctx.clock.set(START)
  })

  it('answers 404 for a product the shop does not show, and counts nothing', async () => {
    const pending = await makeProduct({ approvalStatus: 'pending' })
    expect((await view(pending.slug, '10.3.0.1')).statusCode).toBe(404)
    expect((await view('no-such-product', '10.3.0.1')).statusCode).toBe(404)
    expect(await viewRows(pending.id)).toEqual([])
  })
})

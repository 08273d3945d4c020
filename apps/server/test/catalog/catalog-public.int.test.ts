import { randomBytes } from 'node:crypto'
import { ProductDetail, ProductList, ProductCards } from '@haat/shared/catalog/product'
import { slugify } from '@haat/shared/slug'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../src/db/client'
import { categories, productImages, products, reviews, subcategories } from '../../src/db/schema/catalog'
import { media } from '../../src/db/schema/platform'
import { makeCustomer, makeVendor } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

let ctx: TestContext
const unique = () => randomBytes(3).toString('hex')
const DAY = 24 * 60 * 60 * 1000
const listedAt = (daysAgo: number) => new Date(Date.UTC(2026, 10, 20) - daysAgo * DAY)

type ProductRow = typeof products.$inferSelect
type ProductInput = Partial<typeof products.$inferInsert> & { name: string; pricePaise: number; daysAgo: number }

async function makeCategory(name: string, subs: string[]) {
  const [category] = await ctx.db
    .insert(categories)
    .values({ name, slug: slugify(name) })
    .returning()
  const subRows = await ctx.db
    .insert(subcategories)
    .values(subs.map((sub, position) => ({ categoryId: category!.id, name: sub, slug: slugify(sub), position })))
    .returning()
  return { ...category!, subs: Object.fromEntries(subRows.map((s) => [s.slug, s])) }
}

async function makeProduct(input: ProductInput & { vendorId: string; categoryId: string }): Promise<ProductRow> {
  const { daysAgo, ...values } = input
  const [row] = await ctx.db
    .insert(products)
    .values({
      sku: `SKU-${unique()}`,
      slug: `${slugify(input.name)}-${unique()}`,
      description: 'A product sold on Haat.',
      approvalStatus: 'approved',
      createdAt: listedAt(daysAgo),
      ...values,
    })
    .returning()
  return row!
}

/** Images whose rows go in out of order, so the API must sort them by position. */
async function addImages(productId: string, count: number) {
  const rows = await ctx.db
    .insert(media)
    .values(
      Array.from({ length: count }, (_, i) => ({
        ownerKind: 'vendor' as const,
        storageKey: `test-${unique()}-${i}`,
        widths: [320, 640, 1280],
        width: 800,
        height: 800,
        bytes: 1000,
      })),
    )
    .returning()
  const positions = rows.map((row, i) => ({ productId, mediaId: row.id, position: i }))
  await ctx.db.insert(productImages).values([...positions].reverse())
  return rows
}

async function addReviews(productId: string, ratings: number[]) {
  for (const rating of ratings) {
    const customer = await makeCustomer(ctx.db)
    await ctx.db.insert(reviews).values({ productId, customerId: customer.id, rating, body: 'Good.' })
  }
}

/** What the reviews module keeps beside each product for cards and the rating sort; set here without reviews. */
async function setRatingAggregates(productId: string, count: number, sum: number) {
  await ctx.db.update(products).set({ ratingCount: count, ratingSum: sum }).where(eq(products.id, productId))
}

const get = (url: string) => ctx.app.inject({ method: 'GET', url })
async function list(query: string) {
  const res = await get(`/api/products?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return ProductList.parse(res.json())
}
const names = (body: { data: { name: string }[] }) => body.data.map((p) => p.name)

let electronics: Awaited<ReturnType<typeof makeCategory>>
let fashion: Awaited<ReturnType<typeof makeCategory>>
const p: Record<string, ProductRow> = {}
let hidden: ProductRow[] = []
let vendorA: Awaited<ReturnType<typeof makeVendor>>
let vendorB: Awaited<ReturnType<typeof makeVendor>>

beforeAll(async () => {
  ctx = await createTestApp()
  vendorA = await makeVendor(ctx.db, {
    businessName: 'TechBazaar Electronics',
    address: 'Shop 14, Lokhandwala Market',
    city: 'Mumbai',
    state: 'Maharashtra',
    pin: '400053',
  })
  vendorB = await makeVendor(ctx.db, { businessName: 'Jaipur Weaves & Crafts' })
  const pendingVendor = await makeVendor(ctx.db, { status: 'pending' })
  const rejectedVendor = await makeVendor(ctx.db, { status: 'rejected' })
  const inactiveVendor = await makeVendor(ctx.db, { isActive: false })
  electronics = await makeCategory('Electronics', ['Mobiles', 'Audio', 'Accessories'])
  fashion = await makeCategory('Fashion', ["Men's Clothing", "Women's Clothing", 'Accessories'])
  await makeCategory('Books', ['Fiction'])

  const mobiles = { vendorId: vendorA.id, categoryId: electronics.id, subcategoryId: electronics.subs.mobiles!.id }
  const audio = { vendorId: vendorA.id, categoryId: electronics.id, subcategoryId: electronics.subs.audio!.id }
  const men = { vendorId: vendorB.id, categoryId: fashion.id, subcategoryId: fashion.subs['mens-clothing']!.id }
  const women = { vendorId: vendorB.id, categoryId: fashion.id, subcategoryId: fashion.subs['womens-clothing']!.id }

  p.m34 = await makeProduct({
    ...mobiles,
    name: 'Samsung Galaxy M34 5G (Midnight Blue, 128 GB)',
    brand: 'Samsung',
    pricePaise: 1_699_900,
    mrpPaise: 2_499_900,
    stock: 12,
    daysAgo: 10,
    colors: ['Midnight Blue', 'Silver'],
    specifications: [
      { key: 'RAM', value: '6 GB' },
      { key: 'Battery', value: '6000 mAh' },
    ],
    refundDays: 7,
    countryOfOrigin: 'India',
    description: 'A 5G smartphone with a big battery.',
  })
  p.a15 = await makeProduct({
    ...mobiles,
    name: 'Samsung Galaxy A15',
    brand: 'Samsung',
    pricePaise: 1_299_900,
    daysAgo: 8,
    stock: 0,
  })
  p.redmi = await makeProduct({
    ...mobiles,
    name: 'Redmi Note 13',
    brand: 'Xiaomi',
    pricePaise: 1_499_900,
    daysAgo: 6,
    isAvailable: false,
  })
  p.nord = await makeProduct({
    ...mobiles,
    name: 'OnePlus Nord CE 3',
    brand: 'OnePlus',
    pricePaise: 2_199_900,
    daysAgo: 4,
    discountPercent: 10,
  })
  p.rockerz = await makeProduct({
    ...audio,
    name: 'boAt Rockerz 450 Headphones',
    brand: 'boAt',
    pricePaise: 149_900,
    daysAgo: 9,
  })
  p.buds = await makeProduct({ ...audio, name: 'Galaxy Buds FE', brand: 'Samsung', pricePaise: 599_900, daysAgo: 3 })
  p.towel = await makeProduct({
    ...audio,
    name: '100% Cotton Cable_Tidy',
    brand: 'Haat Basics',
    pricePaise: 19_900,
    daysAgo: 12,
  })
  p.kurta = await makeProduct({
    ...men,
    name: "Men's Cotton Kurta, Regular Fit",
    brand: 'Jaipur Weaves',
    pricePaise: 89_900,
    mrpPaise: 129_900,
    daysAgo: 7,
    sizes: ['S', 'M', 'L', 'XXL'],
  })
  p.pyjama = await makeProduct({
    ...men,
    name: 'Linen Kurta Pyjama Set',
    brand: 'Jaipur Weaves',
    pricePaise: 199_900,
    daysAgo: 5,
    discountPercent: 50,
  })
  p.anarkali = await makeProduct({
    ...women,
    name: "Women's Anarkali Kurta with Dupatta",
    brand: 'Jaipur Weaves',
    pricePaise: 249_900,
    daysAgo: 2,
  })
  p.saree = await makeProduct({
    ...women,
    name: 'Banarasi Silk Saree',
    brand: 'Jaipur Weaves',
    pricePaise: 549_900,
    daysAgo: 1,
    description: 'Handwoven in Varanasi; wear it over a kurta? No, a blouse.',
  })
  p.plain = await makeProduct({
    ...men,
    name: 'Plain White Tee',
    brand: null,
    pricePaise: 39_900,
    daysAgo: 11,
    subcategoryId: null,
  })

  // Never shown: each hidden one says "Samsung" so searches would find it if visibility leaked.
  hidden = [
    await makeProduct({
      ...mobiles,
      name: 'Samsung Pending Phone',
      brand: 'Samsung',
      pricePaise: 100,
      daysAgo: 0,
      approvalStatus: 'pending',
    }),
    await makeProduct({
      ...mobiles,
      name: 'Samsung Rejected Phone',
      brand: 'Samsung',
      pricePaise: 100,
      daysAgo: 0,
      approvalStatus: 'rejected',
    }),
    await makeProduct({
      ...mobiles,
      name: 'Samsung Archived Phone',
      brand: 'Samsung',
      pricePaise: 100,
      daysAgo: 0,
      archivedAt: listedAt(0),
    }),
    await makeProduct({
      ...mobiles,
      vendorId: pendingVendor.id,
      name: 'Samsung Pending Vendor Phone',
      brand: 'Samsung',
      pricePaise: 100,
      daysAgo: 0,
    }),
    await makeProduct({
      ...mobiles,
      vendorId: rejectedVendor.id,
      name: 'Samsung Rejected Vendor Phone',
      brand: 'Samsung',
      pricePaise: 100,
      daysAgo: 0,
    }),
    await makeProduct({
      ...mobiles,
      vendorId: inactiveVendor.id,
      name: 'Samsung Inactive Vendor Phone',
      brand: 'Samsung',
      pricePaise: 100,
      daysAgo: 0,
    }),
  ]

  await addImages(p.m34.id, 3)
  await addImages(p.kurta.id, 1)
  await addReviews(p.m34.id, [5, 4, 4])
  await addReviews(p.buds.id, [3])
  await addReviews(hidden[2]!.id, [1, 1]) // archived: must not count towards the seller's rating
  await setRatingAggregates(p.m34.id, 3, 13) // 4.3
  await setRatingAggregates(p.buds.id, 1, 3) // 3.0
  await setRatingAggregates(p.kurta.id, 10, 43) // 4.3, more reviews than the M34
  await setRatingAggregates(p.saree.id, 2, 10) // 5.0
}, 60_000)
afterAll(() => ctx.close())

const VISIBLE = 12

describe('GET /api/products', () => {
  it('lists visible products only, newest first, as product cards', async () => {
    const body = await list('')
    expect(body.meta).toEqual({ page: 1, pageSize: 24, total: VISIBLE, totalCapped: false })
    expect(names(body)).toEqual(
      [p.saree, p.anarkali, p.buds, p.nord, p.pyjama, p.redmi, p.kurta, p.a15, p.rockerz, p.m34, p.plain, p.towel].map(
        (x) => x!.name,
      ),
    )
    const m34 = body.data.find((x) => x.id === p.m34!.id)!
    expect(m34).toMatchObject({
      slug: p.m34!.slug,
      brand: 'Samsung',
      pricePaise: 1_699_900,
      mrpPaise: 2_499_900,
      unitPricePaise: 1_699_900,
      percentOff: 32,
      rating: { average: 4.3, count: 3 },
      inStock: true,
      category: { slug: 'electronics', name: 'Electronics' },
      subcategory: { slug: 'mobiles', name: 'Mobiles' },
      vendor: { id: vendorA.id, businessName: 'TechBazaar Electronics' },
    })
    // The card's image is the first by position, in every width.
    const [first] = await ctx.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, p.m34!.id))
      .orderBy(productImages.position)
    expect(m34.image?.id).toBe(first!.mediaId)
    expect(m34.image?.variants.map((v) => v.width)).toEqual([320, 640, 800])
    expect(m34.image?.variants[0]?.url).toMatch(/^\/media\/test-[a-f0-9]+-0-320\.webp$/)
    const plain = body.data.find((x) => x.id === p.plain!.id)!
    expect(plain).toMatchObject({ image: null, brand: null, subcategory: null, rating: { average: null, count: 0 } })
    const pyjama = body.data.find((x) => x.id === p.pyjama!.id)!
    expect(pyjama).toMatchObject({ pricePaise: 199_900, discountPercent: 50, unitPricePaise: 99_950 })
  })

  it('never shows pending, rejected or archived products, nor those of unapproved or inactive sellers', async () => {
    const all = await list('pageSize=48')
    const search = await list('search=samsung&pageSize=48')
    const category = await list('category=electronics&subcategory=mobiles&pageSize=48')
    for (const body of [all, search, category]) {
      for (const h of hidden) expect(body.data.map((x) => x.id)).not.toContain(h.id)
    }
    expect(category.meta.total).toBe(4)
  })

  it('filters by category and subcategory slugs', async () => {
    const byCategory = await list('category=fashion')
    expect(byCategory.meta.total).toBe(5)
    expect(byCategory.data.every((x) => x.category.slug === 'fashion')).toBe(true)
    const bySub = await list('category=fashion&subcategory=womens-clothing')
    expect(names(bySub)).toEqual([p.saree!.name, p.anarkali!.name])
    // A subcategory slug alone means every subcategory of that name.
    expect((await list('subcategory=audio')).meta.total).toBe(3)
    expect(await list('category=books')).toEqual({
      data: [],
      meta: { page: 1, pageSize: 24, total: 0, totalCapped: false },
    })
  })

  it('answers 404 for an unknown category, or a subcategory of another category', async () => {
    const unknown = await get('/api/products?category=gadgets')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Category not found.' } })
    const wrongParent = await get('/api/products?category=electronics&subcategory=mens-clothing')
    expect(wrongParent.statusCode).toBe(404)
    expect(wrongParent.json().error.code).toBe('NOT_FOUND')
    expect((await get('/api/products?subcategory=nothing-like-this')).statusCode).toBe(404)
  })

  it('filters by the unit price after discount, in paise', async () => {
    const cheap = await list('maxPrice=100000')
    expect(cheap.data.every((x) => x.unitPricePaise <= 100_000)).toBe(true)
    // Listed at ₹1,999 with 50% off: ₹999.50 is what it costs.
    expect(names(cheap)).toContain(p.pyjama!.name)
    const band = await list('minPrice=1000000&maxPrice=1979910')
    expect(names(band).sort()).toEqual([p.a15, p.m34, p.nord, p.redmi].map((x) => x!.name).sort())
    expect((await list('minPrice=1979911&maxPrice=1979911')).meta.total).toBe(0)
    expect((await list('minPrice=500&maxPrice=100')).meta.total).toBe(0)
  })

  it('keeps only what can be bought with inStock=true', async () => {
    const inStock = await list('inStock=true&pageSize=48')
    expect(inStock.meta.total).toBe(VISIBLE - 2)
    expect(names(inStock)).not.toContain(p.a15!.name) // stock 0
    expect(names(inStock)).not.toContain(p.redmi!.name) // switched off
    expect(inStock.data.every((x) => x.inStock)).toBe(true)
    expect((await list('inStock=false')).meta.total).toBe(VISIBLE)
    expect((await list('inStock=1&category=electronics&subcategory=mobiles')).meta.total).toBe(2)
  })

  it('sorts by price, by rating and by newest', async () => {
    const asc = await list('sort=price_asc&pageSize=48')
    const prices = asc.data.map((x) => x.unitPricePaise)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
    const desc = await list('sort=price_desc&pageSize=48')
    expect(desc.data.map((x) => x.unitPricePaise)).toEqual([...prices].reverse())
    expect(desc.data[0]!.name).toBe(p.nord!.name) // ₹21,999 less 10% still tops the list
    const rated = await list('sort=rating&pageSize=48')
    expect(names(rated).slice(0, 4)).toEqual([p.saree, p.kurta, p.m34, p.buds].map((x) => x!.name))
    expect(rated.data.slice(4).every((x) => x.rating.count === 0)).toBe(true)
    expect(names(await list('sort=newest&pageSize=3'))).toEqual([p.saree, p.anarkali, p.buds].map((x) => x!.name))
    // Relevance without a search term means newest.
    expect(names(await list('sort=relevance&pageSize=3'))).toEqual([p.saree, p.anarkali, p.buds].map((x) => x!.name))
  })

  it('pages without overlap and keeps the total past the end', async () => {
    const all = names(await list('pageSize=48'))
    const pages = [await list('pageSize=5&page=1'), await list('pageSize=5&page=2'), await list('pageSize=5&page=3')]
    expect(pages.flatMap(names)).toEqual(all)
    expect(pages[2]!.meta).toEqual({ page: 3, pageSize: 5, total: VISIBLE, totalCapped: false })
    const past = await list('pageSize=5&page=9')
    expect(past).toEqual({ data: [], meta: { page: 9, pageSize: 5, total: VISIBLE, totalCapped: false } })
    expect((await list('pageSize=48')).data).toHaveLength(VISIBLE)
  })

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['pageSize=49', 'pageSize'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=2.5', 'pageSize'],
    ['minPrice=ten', 'minPrice'],
    ['maxPrice=-5', 'maxPrice'],
    ['sort=cheapest', 'sort'],
    ['inStock=yes', 'inStock'],
    [`search=${'a'.repeat(101)}`, 'search'],
  ])('refuses %s with 400 naming the field', async (query, field) => {
    const res = await get(`/api/products?${query}`)
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION')
    expect(res.json().error.details.map((d: { path: string }) => d.path)).toEqual([field])
  })
})

describe('GET /api/products?search=', () => {
  const search = async (term: string, extra = '') => list(`search=${encodeURIComponent(term)}&pageSize=48${extra}`)

  it('matches any part of the name, in any case', async () => {
    const samsung = [p.m34, p.a15].map((x) => x!.name)
    expect(
      names(await search('samsung galaxy'))
        .slice(0, 2)
        .sort(),
    ).toEqual(samsung.sort())
    for (const term of ['SAMSUNG', 'samsung', 'SaMsUnG']) {
      expect(names(await search(term))).toEqual(expect.arrayContaining([...samsung, p.buds!.name]))
    }
    expect(names(await search('alaxy m3'))).toEqual([p.m34!.name])
    expect(names(await search('ROCKERZ'))).toEqual([p.rockerz!.name])
  })

  it('tolerates typos: "samsng" finds Samsung products', async () => {
    const found = names(await search('samsng'))
    expect(found).toEqual(expect.arrayContaining([p.m34!.name, p.a15!.name, p.buds!.name]))
    expect(found).not.toContain(p.redmi!.name)
    expect(names(await search('rockers'))).toContain(p.rockerz!.name)
  })

  it('finds kurtas by the word and its plural, nothing else', async () => {
    const kurtas = [p.kurta, p.pyjama, p.anarkali].map((x) => x!.name)
    const found = names(await search('kurta'))
    expect(found.slice(0, 3).sort()).toEqual([...kurtas].sort())
    // The saree only mentions a kurta in its description: it may come, but after every name match.
    expect(found.filter((n) => !kurtas.includes(n))).toEqual(found.length > 3 ? [p.saree!.name] : [])
    expect(
      names(await search('Kurtas'))
        .slice(0, 3)
        .sort(),
    ).toEqual([...kurtas].sort())
  })

  it('finds by brand and by category name', async () => {
    expect(names(await search('xiaomi'))).toEqual([p.redmi!.name])
    expect((await search('electronics')).meta.total).toBe(7)
  })

  it('does not match unrelated words', async () => {
    for (const term of ['helicopter', 'zzqx', 'skirt', 'laptop', 'qwertyuiop']) {
      expect((await search(term)).meta.total, term).toBe(0)
    }
  })

  it('treats SQL and LIKE metacharacters as text', async () => {
    expect(names(await search('100%'))).toEqual([p.towel!.name])
    expect(names(await search('%'))).toEqual([p.towel!.name])
    expect(names(await search('_'))).toEqual([p.towel!.name])
    expect(names(await search('e_tidy'))).toEqual([p.towel!.name])
    for (const term of [
      `%'_\\"`,
      `'; drop table products;--`,
      `\\`,
      `"`,
      `'`,
      `kurta' or '1'='1`,
      `a & b | !c`,
      `<->`,
      `:*`,
    ]) {
      const res = await get(`/api/products?search=${encodeURIComponent(term)}`)
      expect(res.statusCode, term).toBe(200)
      expect(
        res.json().data.every((x: { name: string }) => !x.name.startsWith('Samsung Pending')),
        term,
      ).toBe(true)
    }
    expect((await search(`%'_\\"`)).meta.total).toBe(0)
    const [row] = await queryRows<{ n: number }>(ctx.db, sql`select count(*)::int as n from products`)
    expect(row!.n).toBe(VISIBLE + hidden.length)
  })

  it('ranks the exact name first, then names containing the term, and combines with filters and sorts', async () => {
    expect(names(await search('Galaxy Buds FE'))[0]).toBe(p.buds!.name)
    const galaxy = names(await search('galaxy'))
    expect(galaxy.sort()).toEqual([p.m34, p.a15, p.buds].map((x) => x!.name).sort())
    expect(names(await search('samsung', '&category=electronics&subcategory=audio'))).toEqual([p.buds!.name])
    const byPrice = await search('samsung', '&sort=price_asc')
    expect(byPrice.data.map((x) => x.unitPricePaise)).toEqual(
      [...byPrice.data.map((x) => x.unitPricePaise)].sort((a, b) => a - b),
    )
    // Spaces alone are no search at all.
    expect((await list('search=%20%20')).meta.total).toBe(VISIBLE)
  })
})

describe('GET /api/products/{slug}', () => {
  it('shows everything the product page needs', async () => {
    const res = await get(`/api/products/${p.m34!.slug}`)
    expect(res.statusCode).toBe(200)
    const body = ProductDetail.parse(res.json())
    expect(body).toMatchObject({
      id: p.m34!.id,
      sku: p.m34!.sku,
      name: p.m34!.name,
      description: 'A 5G smartphone with a big battery.',
      specifications: [
        { key: 'RAM', value: '6 GB' },
        { key: 'Battery', value: '6000 mAh' },
      ],
      colors: ['Midnight Blue', 'Silver'],
      sizes: [],
      refundDays: 7,
      countryOfOrigin: 'India',
      // 12 left is plenty: shoppers see "In stock", not the seller's count.
      stock: null,
      inStock: true,
      unitPricePaise: 1_699_900,
      percentOff: 32,
      rating: { average: 4.3, count: 3 },
      ratingDistribution: [0, 0, 0, 2, 1],
      vendor: {
        id: vendorA.id,
        businessName: 'TechBazaar Electronics',
        address: 'Shop 14, Lokhandwala Market',
        city: 'Mumbai',
        state: 'Maharashtra',
        pin: '400053',
        // 5, 4, 4 on the M34 and 3 on the buds; the archived phone's 1★s do not count.
        rating: { average: 4, count: 4 },
      },
      createdAt: listedAt(10).toISOString(),
    })
    const positions = await ctx.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, p.m34!.id))
      .orderBy(productImages.position)
    expect(body.images.map((i) => i.id)).toEqual(positions.map((i) => i.mediaId))
    expect(body.image?.id).toBe(positions[0]!.mediaId)
    for (const image of body.images) expect(image.variants.map((v) => v.width)).toEqual([320, 640, 800])
  })

  it('says "no ratings" and "new seller" with nulls, not zeros', async () => {
    const body = ProductDetail.parse((await get(`/api/products/${p.anarkali!.slug}`)).json())
    expect(body.rating).toEqual({ average: null, count: 0 })
    expect(body.ratingDistribution).toEqual([0, 0, 0, 0, 0])
    expect(body.vendor.rating).toEqual({ average: null, count: 0 })
    expect(ProductDetail.parse((await get(`/api/products/${p.kurta!.slug}`)).json()).sizes).toEqual([
      'S',
      'M',
      'L',
      'XXL',
    ])
    const soldOut = ProductDetail.parse((await get(`/api/products/${p.a15!.slug}`)).json())
    expect(soldOut).toMatchObject({ stock: 0, inStock: false, images: [], image: null })
  })

  it('answers 404 for anything the shop does not show, in the error shape', async () => {
    for (const product of hidden) {
      const res = await get(`/api/products/${product.slug}`)
      expect(res.statusCode, product.name).toBe(404)
      expect(res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Product not found.' } })
    }
    expect((await get('/api/products/no-such-product')).statusCode).toBe(404)
    expect((await get(`/api/products/${encodeURIComponent("x' or '1'='1")}`)).statusCode).toBe(404)
  })
})

describe('GET /api/products/{slug}/related', () => {
  it('gives 4 others: same subcategory first, then same category, newest first within each', async () => {
    const res = await get(`/api/products/${p.m34!.slug}/related`)
    expect(res.statusCode).toBe(200)
    const body = ProductCards.parse(res.json())
    // Mobiles newest first (the hidden Samsung phones never), then the newest of the rest of Electronics.
    expect(names(body)).toEqual([p.nord, p.redmi, p.a15, p.buds].map((x) => x!.name))
    expect(body.data.map((x) => x.id)).not.toContain(p.m34!.id)
  })

  it('gives fewer when the category has fewer, and never the product itself', async () => {
    const body = ProductCards.parse((await get(`/api/products/${p.plain!.slug}/related`)).json())
    expect(names(body)).toEqual([p.saree, p.anarkali, p.pyjama, p.kurta].map((x) => x!.name))
    const saree = ProductCards.parse((await get(`/api/products/${p.saree!.slug}/related`)).json())
    expect(names(saree)).toEqual([p.anarkali, p.pyjama, p.kurta, p.plain].map((x) => x!.name))
  })

  it('answers 404 for a product the shop does not show', async () => {
    for (const product of hidden) expect((await get(`/api/products/${product.slug}/related`)).statusCode).toBe(404)
    expect((await get('/api/products/no-such-product/related')).json().error.code).toBe('NOT_FOUND')
  })
})

describe('GET /api/product-cards (recently viewed)', () => {
  const cards = (slugs: string) => get(`/api/product-cards?slugs=${encodeURIComponent(slugs)}`)

  it('gives the cards in the order asked, each once, leaving out what the shop does not show', async () => {
    const asked = [p.saree!.slug, hidden[0]!.slug, 'no-such-product', p.m34!.slug, p.saree!.slug, p.kurta!.slug]
    const res = await cards(asked.join(','))
    expect(res.statusCode).toBe(200)
    expect(names(ProductCards.parse(res.json()))).toEqual([p.saree, p.m34, p.kurta].map((x) => x!.name))
    // Another order is another answer, not the cached one.
    const reversed = ProductCards.parse((await cards([p.kurta!.slug, p.saree!.slug].join(','))).json())
    expect(names(reversed)).toEqual([p.kurta, p.saree].map((x) => x!.name))
  })

  it('answers an empty list when none can be shown', async () => {
    expect((await cards(`${hidden[0]!.slug},no-such-product`)).json()).toEqual({ data: [] })
  })

  it('refuses no slugs, too many, or an over-long one with a 400 in the one error shape', async () => {
    const tooMany = Array.from({ length: 13 }, (_, i) => `product-${i}`).join(',')
    for (const [query, message] of [
      ['', 'Name at least one product.'],
      [' , ,', 'Name at least one product.'],
      [tooMany, 'Ask for at most 12 products.'],
      ['x'.repeat(201), 'A product slug is at most 200 characters.'],
    ] as const) {
      const res = await cards(query)
      expect(res.statusCode, query).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION')
      expect(JSON.stringify(res.json()), query).toContain(message)
    }
    expect((await get('/api/product-cards')).statusCode).toBe(400)
    expect((await get(`/api/product-cards?slugs=${'a,'.repeat(5000)}`)).statusCode).toBe(400)
  })

  it('is not fooled by SQL in a slug', async () => {
    const res = await cards(`${p.saree!.slug},x' or '1'='1`)
    expect(names(ProductCards.parse(res.json()))).toEqual([p.saree!.name])
  })
})

describe('the search document', () => {
  it('follows renamed categories and edited products', async () => {
    // Written straight to the database: seen once the change is announced to the catalogue cache.
    const towel = async () => {
      await ctx.app.catalogCaughtUp()
      return list('search=gizmos&pageSize=48')
    }
    expect((await towel()).meta.total).toBe(0)
    await ctx.db.update(subcategories).set({ name: 'Gizmos' }).where(eq(subcategories.id, electronics.subs.audio!.id))
    expect((await towel()).meta.total).toBe(3)
    await ctx.db.update(subcategories).set({ name: 'Audio' }).where(eq(subcategories.id, electronics.subs.audio!.id))
    expect((await towel()).meta.total).toBe(0)
    await ctx.db
      .update(products)
      .set({ description: 'Tames a desk full of gizmos.' })
      .where(eq(products.id, p.towel!.id))
    expect(names(await towel())).toEqual([p.towel!.name])
  })
})

describe('OpenAPI', () => {
  it('documents the public catalogue routes', async () => {
    const spec = (await get('/api/docs/json')).json()
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/products', '/api/products/{slug}', '/api/products/{slug}/related']),
    )
  })
})

import { type FacetValue, ListingFacets, MAX_CHOSEN_VALUES, PRICE_RANGES } from '@haat/shared/catalog/filters'
import { ProductList } from '@haat/shared/catalog/product'
import { percentOff, unitPricePaise } from '@haat/shared/money'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, productVariants } from '../../src/db/schema/catalog'
import { makeCategory, makeProduct, makeVendor } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Filter counts against the list's own totals, for every choice under many combinations of the
// others (docs/decisions/031-listing-filters.md), and both against the same rules worked out here.
let ctx: TestContext

const BRANDS = ['Jaipur Weaves', 'Rangrez', 'Fabindia', null] as const
const COLORS = ['Red', 'Blue', 'Black', 'White']
const SIZES = ['S', 'M', 'L', 'XL']

/** What the test knows of each product it made, to work out the expected counts independently. */
type Made = {
  brand: string | null
  colors: string[]
  sizes: string[]
  sellerId: string
  unitPaise: number
  percentOff: number
  rating: number | null
  inStock: boolean
}
const made: Made[] = []
let sellers: string[] = []
let fashionSlug = ''

/** A listing's filters as the test states them; each maps to URL parameters. */
type Filters = {
  brand?: string[]
  color?: string[]
  size?: string[]
  seller?: string[]
  rating?: number
  discount?: number
  inStock?: boolean
  minPrice?: number
  maxPrice?: number
}

function toQuery(filters: Filters, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ category: fashionSlug, ...extra })
  for (const key of ['brand', 'color', 'size', 'seller'] as const) {
    for (const value of filters[key] ?? []) params.append(key, value)
  }
  for (const key of ['rating', 'discount', 'minPrice', 'maxPrice'] as const) {
    if (filters[key] !== undefined) params.set(key, String(filters[key]))
  }
  if (filters.inStock) params.set('inStock', 'true')
  return params.toString()
}

/** The rules, written plainly: what a shopper should see for these filters. */
function expectedCount(filters: Filters): number {
  return made.filter(
    (p) =>
      (!filters.brand || (p.brand !== null && filters.brand.includes(p.brand))) &&
      // Every combination is a variant with the product's stock (the products_default_variants
      // trigger): a colour or size finds a product that has it and is in stock.
      (!filters.color || (p.inStock && p.colors.some((c) => filters.color!.includes(c)))) &&
      (!filters.size || (p.inStock && p.sizes.some((s) => filters.size!.includes(s)))) &&
      (!filters.seller || filters.seller.includes(p.sellerId)) &&
      (filters.rating === undefined || (p.rating !== null && p.rating >= filters.rating)) &&
      (filters.discount === undefined || p.percentOff >= filters.discount) &&
      (!filters.inStock || p.inStock) &&
      (filters.minPrice === undefined || p.unitPaise >= filters.minPrice) &&
      (filters.maxPrice === undefined || p.unitPaise <= filters.maxPrice),
  ).length
}

async function listTotal(filters: Filters): Promise<number> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${toQuery(filters)}&pageSize=1` })
  expect(res.statusCode).toBe(200)
  return ProductList.parse(res.json()).meta.total
}

async function facetsOf(filters: Filters, extra: Record<string, string> = {}): Promise<ListingFacets> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/product-filters?${toQuery(filters, extra)}` })
  expect(res.statusCode, res.body).toBe(200)
  return ListingFacets.parse(res.json())
}

beforeAll(async () => {
  ctx = await createTestApp()
  const fashion = await makeCategory(ctx.db, 'Fashion')
  fashionSlug = fashion.slug
  const other = await makeCategory(ctx.db, 'Kitchen')
  const vendorA = await makeVendor(ctx.db, { businessName: 'Jaipur Looms' })
  const vendorB = await makeVendor(ctx.db, { businessName: 'Delhi Threads' })
  sellers = [vendorA.id, vendorB.id]

  // 48 products whose brands, colours, sizes, prices, discounts, ratings and stock vary independently.
  for (let i = 0; i < 48; i++) {
    const brand = BRANDS[i % 4] ?? null
    const colors = COLORS.filter((_, c) => (i >> c) % 2 === 1 || c === i % 4)
    const sizes = i % 5 === 0 ? [] : SIZES.slice(i % 3, (i % 3) + 2)
    const pricePaise = [30_000, 50_000, 79_900, 1_49_900, 3_00_000, 12_00_000][i % 6]!
    const discountPercent = [0, 10, 25, 0, 50, 5][i % 6]!
    const mrpPaise = i % 7 === 0 ? 0 : Math.round(pricePaise * (1 + (i % 4) * 0.3))
    const ratingCount = i % 3 === 0 ? 0 : 2
    const ratingSum = ratingCount ? 2 + (i % 9) : 0
    const stock = i % 8 === 0 ? 0 : 5
    const isAvailable = i % 11 !== 0
    const seller = i % 2 === 0 ? vendorA : vendorB
    await makeProduct(ctx.db, {
      vendorId: seller.id,
      categoryId: fashion.id,
      name: `Garment ${i}`,
      brand,
      colors,
      sizes,
      pricePaise,
      discountPercent,
      mrpPaise,
      ratingCount,
      ratingSum,
      stock,
      isAvailable,
    })
    const unitPaise = unitPricePaise(pricePaise, discountPercent)
    made.push({
      brand,
      colors,
      sizes,
      sellerId: seller.id,
      unitPaise,
      percentOff: percentOff(unitPaise, mrpPaise),
      rating: ratingCount ? Math.round((ratingSum / ratingCount) * 10) / 10 : null,
      inStock: isAvailable && stock > 0,
    })
  }
  // Neither counts: another category's product, and a product waiting for approval.
  await makeProduct(ctx.db, { vendorId: vendorA.id, categoryId: other.id, brand: 'Rangrez', colors: ['Red'] })
  await makeProduct(ctx.db, {
    vendorId: vendorA.id,
    categoryId: fashion.id,
    brand: 'Rangrez',
    colors: ['Red'],
    approvalStatus: 'pending',
  })
})

afterAll(async () => {
  await ctx.close()
})

/** Stands for the second seller's id, known once the test has made it. */
const SELLER = 'seller'

/** One choice of each filter (brand in two forms); below, every combination of them is tried. */
const CHOICES: Filters[][] = [
  [{ brand: ['Rangrez'] }, { brand: ['Rangrez', 'Fabindia'] }],
  [{ color: ['Red', 'White'] }],
  [{ size: ['M'] }],
  [{ rating: 4 }],
  [{ discount: 25 }],
  [{ inStock: true }],
  [{ minPrice: 50_000, maxPrice: 1_00_000 }],
  [{ seller: [SELLER] }],
]

/** Every subset of the filters above (2^8 = 256); the brand's form follows the next filter's bit. */
function combinations(): Filters[] {
  return Array.from({ length: 2 ** CHOICES.length }, (_, mask) =>
    Object.assign(
      {},
      ...CHOICES.map((forms, bit) => ((mask >> bit) & 1 ? forms[(mask >> (bit + 1)) % forms.length] : {})),
    ),
  )
}

describe('filter counts', () => {
  it('equal the list total for every choice, under every combination of the other filters', async () => {
    const combos = combinations()
    expect(combos.filter((c) => c.brand?.length === 2).length).toBeGreaterThan(0)
    for (const stated of combos) {
      const filters = stated.seller ? { ...stated, seller: [sellers[1]!] } : stated
      const facets = await facetsOf(filters)
      const label = JSON.stringify(filters)
      expect(facets.total, label).toBe(expectedCount(filters))
      expect(await listTotal(filters), label).toBe(facets.total)

      // Each choice's count is the list's total with that choice in place of its filter's.
      const checks: Array<[Filters, number]> = [
        ...facets.brands.map((v): [Filters, number] => [{ ...filters, brand: [v.value] }, v.count]),
        ...facets.colors.map((v): [Filters, number] => [{ ...filters, color: [v.value] }, v.count]),
        ...facets.sizes.map((v): [Filters, number] => [{ ...filters, size: [v.value] }, v.count]),
        ...facets.sellers.map((v): [Filters, number] => [{ ...filters, seller: [v.value] }, v.count]),
        ...facets.ratings.map((r): [Filters, number] => [{ ...filters, rating: r.atLeast }, r.count]),
        ...facets.discounts.map((d): [Filters, number] => [{ ...filters, discount: d.atLeast }, d.count]),
        ...facets.prices.map((p): [Filters, number] => [
          { ...filters, minPrice: p.minPaise, maxPrice: p.maxPaise ?? undefined },
          p.count,
        ]),
        [{ ...filters, inStock: true }, facets.inStock],
      ]
      for (const [choice, count] of checks) {
        expect(count, `${label} → ${JSON.stringify(choice)}`).toBe(expectedCount(choice))
      }
      // And the list agrees, for a sample of them (every one would be ~7,000 requests).
      for (const [choice, count] of checks.filter((_, i) => i % 9 === 0)) {
        expect(await listTotal(choice), `list ${JSON.stringify(choice)}`).toBe(count)
      }
      // Every value that has products is offered: none is missing from the counts.
      const offers: Array<[FacetValue[], keyof Filters, readonly (string | null)[]]> = [
        [facets.brands, 'brand', BRANDS],
        [facets.colors, 'color', COLORS],
        [facets.sizes, 'size', SIZES],
        [facets.sellers, 'seller', sellers],
      ]
      for (const [offered, key, all] of offers) {
        const values = offered.map((v) => v.value)
        for (const value of all) {
          if (value && expectedCount({ ...filters, [key]: [value] }) > 0)
            expect(values, `${label} ${key}`).toContain(value)
        }
      }
    }
  }, 120_000)

  it('name sellers by their business name, and price ranges in order', async () => {
    const facets = await facetsOf({})
    expect(facets.sellers.map((s) => s.label).sort()).toEqual(['Delhi Threads', 'Jaipur Looms'])
    expect(facets.prices.map(({ minPaise, maxPaise }) => ({ minPaise, maxPaise }))).toEqual(PRICE_RANGES)
    expect(facets.ratings.map((r) => r.atLeast)).toEqual([4, 3])
    expect(facets.discounts.map((d) => d.atLeast)).toEqual([50, 25, 10])
  })

  it('keep a chosen value in the list when other filters leave it no products', async () => {
    // Fabindia's products are the even ones (i % 4 = 2), ₹450 ones are odd (i % 6 = 1): none is both.
    const filters: Filters = { brand: ['Fabindia'], minPrice: 45_000, maxPrice: 45_000 }
    expect(expectedCount(filters)).toBe(0)
    const facets = await facetsOf(filters)
    expect(facets.total).toBe(0)
    expect(facets.brands).toContainEqual({ value: 'Fabindia', label: 'Fabindia', count: 0 })
    expect(facets.brands.filter((b) => b.count === 0)).toHaveLength(1)
  })

  it('follow a search, and its correction', async () => {
    const facets = await facetsOf({}, { search: 'garmennt' })
    expect(facets.total).toBe(48)
    const rangrez = await facetsOf({ brand: ['Rangrez'] }, { search: 'garment' })
    expect(rangrez.total).toBe(expectedCount({ brand: ['Rangrez'] }))
  })

  it('change when a product changes', async () => {
    const before = await facetsOf({})
    const [one] = await ctx.db.select().from(products).where(eq(products.name, 'Garment 1'))
    await ctx.db.update(products).set({ brand: 'Khadi' }).where(eq(products.id, one!.id))
    await ctx.app.catalogCaughtUp()
    const after = await facetsOf({})
    expect(after.brands.find((b) => b.value === 'Khadi')?.count).toBe(1)
    expect(after.brands.find((b) => b.value === 'Rangrez')?.count).toBe(
      (before.brands.find((b) => b.value === 'Rangrez')?.count ?? 0) - 1,
    )
    // A variant's colour alone changes the card too: the counts and the colour's list follow.
    await ctx.db.update(productVariants).set({ color: 'Saffron' }).where(eq(productVariants.productId, one!.id))
    await ctx.app.catalogCaughtUp()
    expect((await facetsOf({})).colors.find((c) => c.value === 'Saffron')?.count).toBe(1)
    expect(await listTotal({ color: ['Saffron'] })).toBe(1)
    // Its variants' values are size, then colour.
    await ctx.db
      .update(productVariants)
      .set({ color: sql`${productVariants.optionValues}[2]` })
      .where(eq(productVariants.productId, one!.id))
    await ctx.db.update(products).set({ brand: 'Rangrez' }).where(eq(products.id, one!.id))
    await ctx.app.catalogCaughtUp()
    expect(await facetsOf({})).toEqual(before)
  })
})

describe('filter parameters', () => {
  it.each([
    ['rating=5', 'rating'],
    ['rating=four', 'rating'],
    ['discount=15', 'discount'],
    ['seller=not-a-seller', 'seller'],
    [`brand=${'x'.repeat(121)}`, 'brand'],
    [Array.from({ length: MAX_CHOSEN_VALUES + 1 }, (_, i) => `color=c${i}`).join('&'), 'color'],
  ])('refuse %s', async (query, field) => {
    for (const path of ['/api/products', '/api/product-filters']) {
      const res = await ctx.app.inject({ method: 'GET', url: `${path}?${query}` })
      expect(res.statusCode, path).toBe(400)
      expect(res.json().error.code).toBe('VALIDATION')
      expect(JSON.stringify(res.json().error.details), path).toContain(field)
    }
  })

  it('take a seller id in any case as the same seller', async () => {
    const upper = sellers[0]!.toUpperCase()
    const facets = await facetsOf({ seller: [upper] })
    expect(facets.total).toBe(expectedCount({ seller: [sellers[0]!] }))
    expect(facets.sellers.filter((s) => s.value === sellers[0])).toHaveLength(1)
  })

  it('answer 404 for an unknown category', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/product-filters?category=no-such-thing' })
    expect(res.statusCode, res.body).toBe(404)
    expect(res.json().error.message).toBe('Category not found.')
  })

  it('take chosen values in any order as the same listing', async () => {
    const a = await ctx.app.inject({
      method: 'GET',
      url: `/api/products?${toQuery({ brand: ['Rangrez', 'Fabindia'] })}`,
    })
    const b = await ctx.app.inject({
      method: 'GET',
      url: `/api/products?${toQuery({ brand: ['Fabindia', 'Rangrez'] })}`,
    })
    expect(a.headers.etag).toBe(b.headers.etag)
    expect(ProductList.parse(a.json()).meta.total).toBe(expectedCount({ brand: ['Rangrez', 'Fabindia'] }))
  })
})

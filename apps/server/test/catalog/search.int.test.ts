import { ProductList, SEARCH_RESULTS_CAP } from '@haat/shared/catalog/product'
import { SearchSuggestions } from '@haat/shared/catalog/suggestions'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../src/db/client'
import { categories, products, subcategories } from '../../src/db/schema/catalog'
import { makeVendor } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// The search's bounds and its typo fallback, over a catalogue made in one statement: 1,100 kettles
// (past the cap), a few with "kettle" only in the description, and some products to correct towards.
let ctx: TestContext
const KETTLES = SEARCH_RESULTS_CAP + 100

const search = async (query: string): Promise<ProductList> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${query}` })
  expect(res.statusCode, query).toBe(200)
  return ProductList.parse(res.json())
}
const names = (list: ProductList) => list.data.map((p) => p.name)

beforeAll(async () => {
  ctx = await createTestApp()
  const vendor = await makeVendor(ctx.db, { status: 'approved' })
  const [kitchen] = await ctx.db.insert(categories).values({ name: 'Kitchen', slug: 'kitchen' }).returning()
  const [appliances] = await ctx.db
    .insert(subcategories)
    .values({ categoryId: kitchen!.id, name: 'Appliances', slug: 'appliances' })
    .returning()
  await ctx.db.execute(sql`
    insert into products (vendor_id, category_id, subcategory_id, sku, name, slug, description, brand, price_paise,
      stock, approval_status, created_at)
    select ${vendor.id}, ${kitchen!.id}, ${appliances!.id}, 'K-' || i, 'Steel Electric Kettle ' || i, 'kettle-' || i,
      'Boils water.', 'Prestige', 100000 + i, 10, 'approved', now() - make_interval(mins => i)
    from generate_series(1, ${KETTLES}) i`)
  await ctx.db.insert(products).values([
    {
      vendorId: vendor.id,
      categoryId: kitchen!.id,
      sku: 'TEA-1',
      name: 'Assam Tea Gift Box',
      slug: 'assam-tea-gift-box',
      description: 'Brew it in a kettle.',
      brand: 'Tata',
      pricePaise: 49_900,
      approvalStatus: 'approved',
    },
    {
      vendorId: vendor.id,
      categoryId: kitchen!.id,
      sku: 'PAN-1',
      name: 'Nonstick Tawa',
      slug: 'nonstick-tawa',
      description: 'For rotis.',
      brand: 'Hawkins',
      pricePaise: 89_900,
      approvalStatus: 'approved',
    },
  ])
})

afterAll(async () => {
  await ctx.close()
})

describe('a broad search', () => {
  it('counts up to the cap and says there are more', async () => {
    const found = await search('search=kettle&pageSize=24')
    expect(found.meta).toMatchObject({ total: SEARCH_RESULTS_CAP, totalCapped: true })
    expect(found.meta.correctedSearch).toBeUndefined()
    expect(found.data).toHaveLength(24)
  })

  it('ranks name matches before products that only mention the word', async () => {
    // 1,100 kettles by name and one tea box whose description says "kettle": the box is no candidate
    // while the names alone fill the cap, and sorts last when a filter leaves room for it.
    const inCategory = await search('search=kettle&category=kitchen&maxPrice=100010&pageSize=48')
    expect(inCategory.meta).toMatchObject({ total: 11, totalCapped: false })
    expect(names(inCategory).at(-1)).toBe('Assam Tea Gift Box')
    expect(
      names(inCategory)
        .slice(0, -1)
        .every((n) => n.startsWith('Steel Electric Kettle')),
    ).toBe(true)
  })

  it('pages through the ranked candidates without overlap, and ends at the cap', async () => {
    const first = await search('search=kettle&pageSize=48&page=1')
    const second = await search('search=kettle&pageSize=48&page=2')
    const seen = new Set([...names(first), ...names(second)])
    expect(seen.size).toBe(96)
    const last = await search(`search=kettle&pageSize=48&page=${Math.ceil(SEARCH_RESULTS_CAP / 48)}`)
    expect(last.data).toHaveLength(SEARCH_RESULTS_CAP % 48)
    const past = await search(`search=kettle&pageSize=48&page=${Math.ceil(SEARCH_RESULTS_CAP / 48) + 1}`)
    expect(past.data).toHaveLength(0)
  })

  it('sorts by price across every match, not only the ranked ones', async () => {
    const cheapest = await search('search=kettle&sort=price_asc&pageSize=2')
    expect(names(cheapest)).toEqual(['Assam Tea Gift Box', 'Steel Electric Kettle 1'])
    const dearest = await search('search=kettle&sort=price_desc&pageSize=1')
    expect(names(dearest)).toEqual([`Steel Electric Kettle ${KETTLES}`])
  })
})

describe('words', () => {
  it('match as prefixes and stems, in any order', async () => {
    expect((await search('search=kett')).meta.total).toBe(SEARCH_RESULTS_CAP)
    expect(names(await search('search=tawas'))).toEqual(['Nonstick Tawa'])
    expect(names(await search('search=hawkins%20non'))).toEqual(['Nonstick Tawa'])
    expect(names(await search('search=electric%20kettle%20777'))[0]).toBe('Steel Electric Kettle 777')
  })

  it('put an exact name first', async () => {
    // "1" is a prefix of 1, 10–19, 100–199 and 1000–1100: the exact name comes before all of them.
    const found = await search('search=Steel%20Electric%20Kettle%201')
    expect(found.meta.total).toBeGreaterThan(200)
    expect(names(found)[0]).toBe('Steel Electric Kettle 1')
  })
})

describe('the typo fallback', () => {
  it('searches the corrected words when the typed ones find nothing, and says so', async () => {
    const found = await search('search=hawkns')
    expect(names(found)).toEqual(['Nonstick Tawa'])
    expect(found.meta.correctedSearch).toBe('hawkins')
    const two = await search('search=nonstik%20tawa')
    expect(names(two)).toEqual(['Nonstick Tawa'])
    expect(two.meta.correctedSearch).toBe('nonstick tawa')
  })

  it('does not correct towards a word that is not close, nor say so when nothing is found', async () => {
    const found = await search('search=hawaii')
    expect(found.meta).toMatchObject({ total: 0, totalCapped: false })
    expect(found.meta.correctedSearch).toBeUndefined()
  })

  it('learns the words of new and renamed products', async () => {
    expect((await search('search=karahi')).meta.total).toBe(0)
    await ctx.db.update(products).set({ name: 'Iron Karahi' }).where(eq(products.slug, 'nonstick-tawa'))
    const found = await search('search=karahee')
    expect(found.meta.correctedSearch).toBe('karahi')
    expect(names(found)).toEqual(['Iron Karahi'])
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from search_words where word in ('iron', 'karahi', 'steel', 'electric', 'kettle')`,
    )
    expect(row!.n).toBe(5)
  })

  it('keeps digits-only and short words out of the vocabulary', async () => {
    const [row] = await queryRows<{ n: number }>(
      ctx.db,
      sql`select count(*)::int as n from search_words where word ~ '^[0-9]+$' or char_length(word) < 3`,
    )
    expect(row!.n).toBe(0)
  })
})

describe('GET /api/search/suggestions', () => {
  const suggest = async (q: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}` })
    expect(res.statusCode, q).toBe(200)
    return SearchSuggestions.parse(res.json())
  }

  it('offers the best products, the brands the words start and matching categories', async () => {
    const kett = await suggest('kett')
    expect(kett.products).toHaveLength(5)
    expect(kett.products.every((p) => p.name.startsWith('Steel Electric Kettle'))).toBe(true)
    expect(kett.products[0]).toMatchObject({ unitPricePaise: expect.any(Number), image: null })
    expect(kett).toMatchObject({ brands: [], categories: [], correctedQuery: null })
    expect((await suggest('pres')).brands).toEqual(['Prestige'])
    expect((await suggest('kitch')).categories).toEqual([
      { name: 'Kitchen', nameHi: null, parentName: null, parentNameHi: null, path: '/category/kitchen' },
    ])
    expect((await suggest('appl')).categories).toEqual([
      {
        name: 'Appliances',
        nameHi: null,
        parentName: 'Kitchen',
        parentNameHi: null,
        path: '/category/kitchen/appliances',
      },
    ])
  })

  it('corrects a misspelt word and says so', async () => {
    const found = await suggest('hawkns')
    expect(found.correctedQuery).toBe('hawkins')
    expect(found.brands).toEqual(['Hawkins'])
    expect(found.products).toHaveLength(1)
  })

  it('offers nothing for a character, nonsense or only punctuation, and refuses a term too long', async () => {
    for (const q of ['k', 'zzqxv', '%%', '   ']) {
      expect(await suggest(q), q).toEqual({ correctedQuery: null, products: [], brands: [], categories: [] })
    }
    const long = await ctx.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${'a'.repeat(101)}` })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.code).toBe('VALIDATION')
  })
})

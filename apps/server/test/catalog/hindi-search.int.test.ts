import { ProductList } from '@haat/shared/catalog/product'
import { SearchSuggestions } from '@haat/shared/catalog/suggestions'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { categories, products } from '../../src/db/schema/catalog'
import { slugify } from '@haat/shared/slug'
import { makeVendor } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Issue 42 item 13: a Hindi (Devanagari) or Hinglish word finds the English-named product, through
// the word's Latin spelling or the synonym list (@haat/shared/catalog/hindi-search).
let ctx: TestContext

/** Common grocery, fashion and electronics words, and the English-named product each must find. */
const WORDS: [query: string, product: string][] = [
  // Groceries
  ['मसाला', 'Garam Masala Blend'],
  ['चावल', 'Basmati Rice'],
  ['chawal', 'Basmati Rice'],
  ['आटा', 'Whole Wheat Flour'],
  ['दाल', 'Red Lentils'],
  ['चीनी', 'Organic Sugar'],
  ['namak', 'Himalayan Rock Salt'],
  ['तेल', 'Cold Pressed Mustard Oil'],
  ['घी', 'Pure Cow Ghee'],
  ['चाय', 'Assam Tea Leaves'],
  ['हल्दी', 'Turmeric Powder'],
  ['पनीर', 'Fresh Paneer'],
  // Fashion
  ['कुर्ता', 'Cotton Kurta'],
  ['साड़ी', 'Banarasi Silk Saree'],
  ['sari', 'Banarasi Silk Saree'],
  ['जूते', 'Running Shoes'],
  ['joote', 'Running Shoes'],
  ['चप्पल', 'Leather Sandals'],
  ['दुपट्टा', 'Chiffon Dupatta'],
  ['घड़ी', 'Analog Wrist Watch'],
  ['ghadi', 'Analog Wrist Watch'],
  ['चश्मा', 'Polarised Sunglasses'],
  ['टोपी', 'Woollen Cap'],
  // Electronics
  ['फ़ोन', 'Galaxy M34 Smartphone'],
  ['मोबाइल', 'Galaxy M34 Smartphone'],
  ['लैपटॉप', 'Thin Laptop 14'],
  ['पंखा', 'Ceiling Fan'],
  ['टीवी', 'Smart LED Television'],
  ['चार्जर', 'Fast Charger 33W'],
  ['हेडफ़ोन', 'Wireless Headphones'],
  ['केतली', 'Electric Kettle'],
  ['फ्रिज', 'Double Door Refrigerator'],
  ['कैमरा', 'Action Camera'],
]

const search = async (query: string): Promise<string[]> => {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products?search=${encodeURIComponent(query)}` })
  expect(res.statusCode, query).toBe(200)
  return ProductList.parse(res.json()).data.map((p) => p.name)
}

beforeAll(async () => {
  ctx = await createTestApp()
  const vendor = await makeVendor(ctx.db, { status: 'approved' })
  const [shop] = await ctx.db
    .insert(categories)
    .values({ name: 'Everything', nameHi: 'सब कुछ', slug: 'everything' })
    .returning()
  const names = [...new Set(WORDS.map(([, product]) => product))]
  await ctx.db.insert(products).values(
    names.map((name, i) => ({
      vendorId: vendor.id,
      categoryId: shop!.id,
      sku: `HI-${i}`,
      name,
      slug: slugify(name),
      description: 'A product.',
      pricePaise: 10_000 + i,
      approvalStatus: 'approved' as const,
    })),
  )
})

afterAll(async () => {
  await ctx.close()
})

describe('a Hindi or Hinglish search', () => {
  it('has at least 30 words to prove', () => {
    expect(WORDS.length).toBeGreaterThanOrEqual(30)
  })

  it.each(WORDS)('"%s" finds "%s"', async (query, product) => {
    expect(product.toLowerCase()).not.toContain(query)
    expect(await search(query)).toContain(product)
  })

  it('still needs every word', async () => {
    expect(await search('कुर्ता cotton')).toEqual(['Cotton Kurta'])
    expect(await search('कुर्ता silk')).not.toContain('Cotton Kurta')
  })

  it('does not let a synonym find unrelated products', async () => {
    expect(await search('जूते')).toEqual(['Running Shoes'])
    expect(await search('चावल')).toEqual(['Basmati Rice'])
  })
})

describe('suggestions for a Hindi word', () => {
  const suggest = async (q: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/search/suggestions?q=${encodeURIComponent(q)}` })
    expect(res.statusCode, q).toBe(200)
    return SearchSuggestions.parse(res.json())
  }

  it('offer the English-named products and a category by its Hindi name', async () => {
    expect((await suggest('मसाला')).products.map((p) => p.name)).toEqual(['Garam Masala Blend'])
    expect((await suggest('सब')).categories).toEqual([
      { name: 'Everything', nameHi: 'सब कुछ', parentName: null, parentNameHi: null, path: '/category/everything' },
    ])
  })
})

import { ListingFacets } from '@haat/shared/catalog/filters'
import { ProductList, type ProductSummary } from '@haat/shared/catalog/product'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productVariants } from '../../src/db/schema/catalog'
import { makeCategory, makeProduct, makeVendor } from '../factories'
import { createTestApp, type TestContext } from '../test-app'

// Listings by variant (docs/decisions/044-variants.md, "Listings"): a colour or size filter finds,
// and counts, a product only when one variant on sale (active, not sold out) has the value, and
// both values on the same variant; the card carries the price range and the active colours.
let ctx: TestContext
let categorySlug = ''
let kurtaId = ''

type VariantSetting = { pricePaise?: number; stock?: number | null; isActive?: boolean }

/** Sets variants of a product made with sizes and colours, keyed "M Blue" (size, then colour). */
async function setVariants(productId: string, settings: Record<string, VariantSetting>) {
  for (const [key, values] of Object.entries(settings)) {
    const [size = '', color = ''] = key.split(' ')
    await ctx.db
      .update(productVariants)
      .set(values)
      .where(
        and(eq(productVariants.productId, productId), eq(productVariants.size, size), eq(productVariants.color, color)),
      )
  }
}

beforeAll(async () => {
  ctx = await createTestApp()
  const category = await makeCategory(ctx.db, 'Ethnic Wear')
  categorySlug = category.slug
  const other = await makeCategory(ctx.db, 'Kitchen')
  const vendor = await makeVendor(ctx.db)
  const make = (values: Omit<Parameters<typeof makeProduct>[1], 'vendorId' | 'categoryId'>, categoryId = category.id) =>
    makeProduct(ctx.db, { vendorId: vendor.id, categoryId, ...values })

  // S/M × Blue/Red: S-Blue in stock, M-Blue sold out, S-Red switched off, M-Red not counted.
  const kurta = await make({ name: 'Block Print Kurta', sizes: ['S', 'M'], colors: ['Blue', 'Red'], stock: 5 })
  kurtaId = kurta.id
  await setVariants(kurta.id, {
    'S Blue': { pricePaise: 49_900, stock: 3 },
    'M Blue': { pricePaise: 59_900, stock: 0 },
    // Dearest, but off: neither its price nor its colour counts.
    'S Red': { pricePaise: 99_900, stock: 5, isActive: false },
    'M Red': { pricePaise: 69_900, stock: null },
  })
  // Sold out in its only variant: no colour or size to find it by, and not in stock.
  await make({ name: 'Cotton Kurta Tee', sizes: ['S'], colors: ['Green'], stock: 0 })
  // In stock, but switched off by the seller: nothing on sale.
  await make({ name: 'Silk Kurta Dupatta', sizes: ['M'], colors: ['Blue'], stock: 4, isAvailable: false })
  // No options, stock not counted: one price, no dots.
  await make({ name: 'Kurta Gift Box', pricePaise: 29_900, stock: null })
  // Another category's M in Blue: never in this listing.
  await make({ name: 'Kurta Apron', sizes: ['M'], colors: ['Blue'], stock: 9 }, other.id)
})

afterAll(() => ctx?.close())

type Query = { color?: string[]; size?: string[]; inStock?: boolean; search?: string }

function toQuery({ color = [], size = [], inStock, search }: Query, pageSize = 24): string {
  const params = new URLSearchParams({ category: categorySlug, pageSize: String(pageSize) })
  for (const value of color) params.append('color', value)
  for (const value of size) params.append('size', value)
  if (inStock) params.set('inStock', 'true')
  if (search) params.set('search', search)
  return params.toString()
}

async function listed(query: Query): Promise<{ names: string[]; total: number; cards: ProductSummary[] }> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/products?${toQuery(query)}` })
  expect(res.statusCode, res.body).toBe(200)
  const list = ProductList.parse(res.json())
  return { names: list.data.map((p) => p.name).sort(), total: list.meta.total, cards: list.data }
}

async function facets(query: Query): Promise<ListingFacets> {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/product-filters?${toQuery(query)}` })
  expect(res.statusCode, res.body).toBe(200)
  return ListingFacets.parse(res.json())
}

const counts = (values: { value: string; count: number }[]) =>
  Object.fromEntries(values.filter((v) => v.count > 0).map((v) => [v.value, v.count]))

const KURTA = 'Block Print Kurta'

describe('colour and size filters', () => {
  it.each<[string, Query, string[]]>([
    ['M in Blue is sold out', { size: ['M'], color: ['Blue'] }, []],
    ['S in Red is switched off', { size: ['S'], color: ['Red'] }, []],
    ['M in Red is not counted: on sale', { size: ['M'], color: ['Red'] }, [KURTA]],
    ['S in Blue has 3', { size: ['S'], color: ['Blue'] }, [KURTA]],
    ['Blue: S has it', { color: ['Blue'] }, [KURTA]],
    ['Red: M has it', { color: ['Red'] }, [KURTA]],
    ['M: in Red', { size: ['M'] }, [KURTA]],
    ['Green: sold out', { color: ['Green'] }, []],
    ['Blue in S or M', { color: ['Blue'], size: ['S', 'M'] }, [KURTA]],
    ['Blue or Red in M', { color: ['Blue', 'Red'], size: ['M'] }, [KURTA]],
  ])('%s', async (_, query, names) => {
    const list = await listed(query)
    expect(list.names).toEqual(names)
    expect(list.total).toBe(names.length)
  })

  it('count each value as the list would show it, with the other filter kept', async () => {
    const all = await facets({})
    expect(all.total).toBe(4)
    // Green's only variant is sold out, the dupatta is switched off: only the kurta's values count.
    expect(counts(all.colors)).toEqual({ Blue: 1, Red: 1 })
    expect(counts(all.sizes)).toEqual({ S: 1, M: 1 })

    // With M chosen, Red has a variant on sale and Blue none; with Blue chosen, only S.
    const inM = await facets({ size: ['M'] })
    expect(counts(inM.colors)).toEqual({ Red: 1 })
    expect(inM.colors.find((c) => c.value === 'Blue')).toBeUndefined()
    expect(counts((await facets({ color: ['Blue'] })).sizes)).toEqual({ S: 1 })
    expect(counts((await facets({ color: ['Red'] })).sizes)).toEqual({ M: 1 })

    // Both chosen and not met by one variant: nothing; each other value says what it would show
    // (a chosen value no product has on sale is left to the page, which keeps it to untick).
    const mBlue = await facets({ size: ['M'], color: ['Blue'] })
    expect(mBlue.total).toBe(0)
    expect(counts(mBlue.colors)).toEqual({ Red: 1 })
    expect(counts(mBlue.sizes)).toEqual({ S: 1 })
    expect(mBlue.inStock).toBe(0)

    // Every count is what the list shows for it.
    const checked: Array<[Query, ListingFacets]> = [
      [{}, all],
      [{ size: ['M'] }, inM],
      [{ size: ['M'], color: ['Blue'] }, mBlue],
    ]
    for (const [filters, facet] of checked) {
      for (const { value, count } of facet.colors) {
        expect((await listed({ ...filters, color: [value] })).total, `colour ${value}`).toBe(count)
      }
      for (const { value, count } of facet.sizes) {
        expect((await listed({ ...filters, size: [value] })).total, `size ${value}`).toBe(count)
      }
    }
  })

  it('agree in a search', async () => {
    const search = 'kurta'
    expect((await listed({ search })).total).toBe(4)
    expect((await listed({ search, size: ['M'], color: ['Blue'] })).names).toEqual([])
    expect((await listed({ search, size: ['M'], color: ['Red'] })).names).toEqual([KURTA])
    const searched = await facets({ search, size: ['M'] })
    expect(counts(searched.colors)).toEqual({ Red: 1 })
    expect(searched.total).toBe(1)
  })
})

describe('in stock', () => {
  it('means some active variant of an available product is not sold out', async () => {
    const list = await listed({ inStock: true })
    expect(list.names).toEqual([KURTA, 'Kurta Gift Box'])
    expect((await facets({})).inStock).toBe(2)
    const cards = (await listed({})).cards
    const inStock = Object.fromEntries(cards.map((card) => [card.name, card.inStock]))
    expect(inStock).toEqual({
      [KURTA]: true,
      'Cotton Kurta Tee': false,
      'Silk Kurta Dupatta': false,
      'Kurta Gift Box': true,
    })
  })
})

describe('the card', () => {
  it('carries the active variants’ price range and colours', async () => {
    const cards = Object.fromEntries((await listed({})).cards.map((card) => [card.name, card]))
    expect(cards[KURTA]).toMatchObject({ pricePaise: 49_900, priceMaxPaise: 69_900, activeColors: ['Blue', 'Red'] })
    // A sold-out colour is still offered (a dot); one price is no range.
    expect(cards['Cotton Kurta Tee']).toMatchObject({ activeColors: ['Green'] })
    expect(cards['Kurta Gift Box']).toMatchObject({ pricePaise: 29_900, priceMaxPaise: 29_900, activeColors: [] })
  })

  it('follows a variant switched off or restocked, though the product row stays the same', async () => {
    // M in Blue back in stock: neither the lowest price nor the stock (M in Red is not counted) moves.
    await setVariants(kurtaId, { 'M Blue': { stock: 4 } })
    await ctx.app.catalogCaughtUp()
    expect((await listed({ size: ['M'], color: ['Blue'] })).names).toEqual([KURTA])
    expect(counts((await facets({ size: ['M'] })).colors)).toEqual({ Blue: 1, Red: 1 })

    // Every Red switched off: no red dot, no Red to filter by, and the range ends at M in Blue.
    await setVariants(kurtaId, { 'M Red': { isActive: false } })
    await ctx.app.catalogCaughtUp()
    const [card] = (await listed({ color: ['Blue'] })).cards
    expect(card).toMatchObject({ name: KURTA, activeColors: ['Blue'], priceMaxPaise: 59_900 })
    expect((await listed({ color: ['Red'] })).total).toBe(0)
    expect(counts((await facets({})).colors)).toEqual({ Blue: 1 })

    await setVariants(kurtaId, { 'M Blue': { stock: 0 }, 'M Red': { isActive: true } })
    await ctx.app.catalogCaughtUp()
    expect((await listed({ size: ['M'], color: ['Blue'] })).total).toBe(0)
  })
})

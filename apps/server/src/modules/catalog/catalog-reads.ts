import { CategoryList } from '@haat/shared/catalog/category'
import { SearchSuggestions } from '@haat/shared/catalog/suggestions'
import { ListingFacets } from '@haat/shared/catalog/filters'
import {
  type ListingQuery,
  type ListProductsQuery,
  ProductDetail,
  ProductList,
  ProductCards,
} from '@haat/shared/catalog/product'
import type { z } from 'zod'
import { compileSerializer } from '../../lib/json-serializer'
import type { Db } from '../../db/client'
import type { CachedAnswer } from '../../lib/cached-answer'
import { searchTerm, type SuggestionsService } from '../search'
import type { CatalogCache } from './catalog-cache'
import type { CatalogSource } from './catalog-source'
import type { categoriesService } from './categories.service'
import type { productsService } from './products.service'

const listJson = compileSerializer(ProductList)
const detailJson = compileSerializer(ProductDetail)
const cardsJson = compileSerializer(ProductCards)
const treeJson = compileSerializer(CategoryList)
const suggestionsJson = compileSerializer(SearchSuggestions)
const facetsJson = compileSerializer(ListingFacets)

/** A repeatable parameter's values in one order, once each: ticking A then B is the same listing as B then A. */
const valueSet = (values: string[] | undefined) => [...new Set(values ?? [])].sort()

/**
 * The part of a cache key that says which products a listing shows: the parsed query in a fixed
 * order, the search tidied and lowercased (the search ignores case), so "?pageSize=24&search=Kettle"
 * and "?search=kettle" share an entry.
 */
function listingKey(query: z.output<typeof ListingQuery>): unknown[] {
  const { category, subcategory, search, minPrice, maxPrice, inStock, rating, discount } = query
  return [
    category || '',
    subcategory || '',
    searchTerm(search)?.toLowerCase() ?? '',
    minPrice ?? '',
    maxPrice ?? '',
    inStock === true ? 1 : '',
    rating ?? '',
    discount ?? '',
    valueSet(query.brand),
    valueSet(query.color),
    valueSet(query.size),
    valueSet(query.seller),
  ]
}

function listKey(query: z.output<typeof ListProductsQuery>): string {
  return `list:${JSON.stringify([...listingKey(query), query.sort ?? '', query.page, query.pageSize])}`
}

/** The services a catalogue read uses, on one database (the primary or the replica). */
export type CatalogServices = {
  categories: ReturnType<typeof categoriesService>
  products: ReturnType<typeof productsService>
  /** Search's (modules/search), whose answers this cache keeps with the catalogue's. */
  suggestions: SuggestionsService
}

/**
 * The public catalogue's reads, answered from the catalogue cache (catalog-cache.ts): the JSON
 * text as sent and its ETag. A miss asks the services, on the database the catalogue source picks
 * (catalog-source.ts: a replica that is current enough, else the primary), and serialises with a
 * compiled schema.
 */
export function catalogReads(deps: {
  cache: CatalogCache
  source: CatalogSource
  services: (db: Db) => CatalogServices
}) {
  const { cache, source } = deps
  const made = new Map<Db, CatalogServices>()
  const on = <T>(work: (services: CatalogServices) => Promise<T>) =>
    source.read((db) => {
      let services = made.get(db)
      if (!services) made.set(db, (services = deps.services(db)))
      return work(services)
    })
  return {
    categories: (): Promise<CachedAnswer> =>
      cache.get('tree', async () => ({
        body: treeJson({ data: await on(({ categories }) => categories.list()) }),
        tags: ['tree'],
      })),

    list: (query: z.output<typeof ListProductsQuery>): Promise<CachedAnswer> =>
      cache.get(listKey(query), async () => {
        const { value, tags } = await on(({ products }) => products.list(query))
        return { body: listJson(value), tags }
      }),

    facets: (query: z.output<typeof ListingQuery>): Promise<CachedAnswer> =>
      cache.get(`facets:${JSON.stringify(listingKey(query))}`, async () => {
        const { value, tags } = await on(({ products }) => products.facets(query))
        return { body: facetsJson(value), tags }
      }),

    product: (slug: string): Promise<CachedAnswer> =>
      cache.get(`product:${slug}`, async () => {
        const { value, tags } = await on(({ products }) => products.get(slug))
        return { body: detailJson(value), tags }
      }),

    suggestions: (q: string): Promise<CachedAnswer> =>
      cache.get(`suggest:${searchTerm(q)?.toLowerCase() ?? ''}`, async () => {
        const { value, tags } = await on(({ suggestions }) => suggestions.suggest(q))
        return { body: suggestionsJson(value), tags }
      }),

    related: (slug: string): Promise<CachedAnswer> =>
      cache.get(`related:${slug}`, async () => {
        const { value, tags } = await on(({ products }) => products.related(slug))
        return { body: cardsJson({ data: value }), tags }
      }),

    cards: (slugs: string[]): Promise<CachedAnswer> =>
      cache.get(`cards:${JSON.stringify(slugs)}`, async () => {
        const { value, tags } = await on(({ products }) => products.cards(slugs))
        return { body: cardsJson({ data: value }), tags }
      }),
  }
}

import {
  DISCOUNT_FILTERS,
  FACET_VALUES_SHOWN,
  type FacetValue,
  type ListingFacets,
  PRICE_RANGES,
  RATING_FILTERS,
} from '@haat/shared/catalog/filters'
import type {
  ListingQuery,
  ListProductsQuery,
  ProductDetail,
  ProductList,
  ProductSummary,
} from '@haat/shared/catalog/product'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { type Clock, systemClock } from '../../lib/clock'
import type { CacheTag } from './catalog-cache'
import { indiaDay, shownViewsToday } from './product-views.service'
import { correctWords, resolveSort, searchTerm, searchWords } from '../search'
import { toProductDetail, toProductSummary } from './products.mapping'
import {
  countProducts,
  findListingFacets,
  findProductDetail,
  findProductsPage,
  findProductSummariesBySlugs,
  findRelatedProducts,
  type ProductFilters,
  type SearchMatch,
} from './products.repository'

/** An answer and the cache tags of what it shows (catalog-cache.ts). */
export type Tagged<T> = { value: T; tags: CacheTag[] }

/** The tags of the cards a list shows. */
const cardTags = (products: { id: string }[]): CacheTag[] => products.map((p) => `card:${p.id}` as const)

/** How many products "You may also like" shows under a product. */
const RELATED_PRODUCTS = 4

/** The repository's filters for a listing's query. */
function listingFilters(query: z.output<typeof ListingQuery>): ProductFilters {
  return {
    categorySlug: query.category || undefined,
    subcategorySlug: query.subcategory || undefined,
    minPricePaise: query.minPrice,
    maxPricePaise: query.maxPrice,
    inStockOnly: query.inStock === true,
    brands: query.brand,
    colors: query.color,
    sizes: query.size,
    sellerIds: query.seller,
    minRating: query.rating,
    minPercentOff: query.discount,
  }
}

/**
 * Runs a listing's query for a search, falling back as the list does (docs/decisions/004-search.md):
 * the words; when they find nothing, the words corrected ("samsng" → "samsung"); then the name
 * containing the text as typed. The list and its filter counts go the same way, so they agree.
 */
async function withSearchFallback<R>(
  db: Db,
  text: string | undefined,
  run: (search?: SearchMatch) => Promise<R>,
  found: (result: R) => boolean,
): Promise<{ result: R; correctedSearch?: string }> {
  if (text === undefined) return { result: await run() }
  const words = searchWords(text)
  if (words.length > 0) {
    const result = await run({ kind: 'words', text, words })
    if (found(result)) return { result }
    const corrected = await correctWords(db, words)
    if (corrected.some((word, i) => word !== words[i])) {
      const correctedText = corrected.join(' ')
      const retried = await run({ kind: 'words', text: correctedText, words: corrected })
      if (found(retried)) return { result: retried, correctedSearch: correctedText }
    }
  }
  return { result: await run({ kind: 'contains', text, words }) }
}

/** The cache tag of a listing: its category's, or every category's. */
const listingTag = (categoryId: string | null): CacheTag => (categoryId ? `listing:${categoryId}` : 'listing:*')

/** The public catalogue: only visible products (approved, not archived, sold by an approved, active vendor). */
export function productsService(db: Db, clock: Clock = systemClock) {
  return {
    /**
     * One page of the shop's product list, filtered, searched and sorted; an unknown category is a
     * 404. A search that finds nothing tries its words corrected ("samsng" → "samsung", said in
     * `correctedSearch`), then the name containing the text as typed (docs/decisions/004-search.md).
     */
    async list(query: z.output<typeof ListProductsQuery>): Promise<Tagged<ProductList>> {
      const text = searchTerm(query.search)
      const filters = listingFilters(query)
      const sort = resolveSort(query.sort, text !== undefined)
      const { page, pageSize } = query
      const run = async (search?: SearchMatch) => {
        // Two queries at most, side by side: the count (which also says whether the slugs exist) and the page.
        const [count, rows] = await Promise.all([
          countProducts(db, { ...filters, search }),
          findProductsPage(db, { ...filters, search }, sort, { limit: pageSize, offset: (page - 1) * pageSize }),
        ])
        if (filters.categorySlug && !count.category_id) throw notFound(/*i18n*/ 'Category not found.')
        if (!count.subcategory_found) throw notFound(/*i18n*/ 'Subcategory not found.')
        return { count, rows }
      }
      const { result, correctedSearch } = await withSearchFallback(db, text, run, (found) => found.count.total > 0)
      const { count, rows } = result
      const data = rows.map(toProductSummary)
      return {
        value: { data, meta: { page, pageSize, total: count.total, totalCapped: count.total_capped, correctedSearch } },
        tags: [listingTag(count.category_id), ...cardTags(data)],
      }
    },

    /**
     * How many products each filter choice would show on a listing (docs/decisions/031-listing-filters.md);
     * an unknown category is a 404, as for the list.
     */
    async facets(query: z.output<typeof ListingQuery>): Promise<Tagged<ListingFacets>> {
      const filters = listingFilters(query)
      const choices = {
        ratings: RATING_FILTERS,
        discounts: DISCOUNT_FILTERS,
        prices: PRICE_RANGES,
        valuesShown: FACET_VALUES_SHOWN,
      }
      const run = async (search?: SearchMatch) => {
        const row = await findListingFacets(db, { ...filters, search }, choices)
        if (filters.categorySlug && !row.category_id) throw notFound(/*i18n*/ 'Category not found.')
        if (!row.subcategory_found) throw notFound(/*i18n*/ 'Subcategory not found.')
        return row
      }
      const { result: row } = await withSearchFallback(db, searchTerm(query.search), run, (found) => found.total > 0)
      const valuesOf = (facet: string): FacetValue[] =>
        row.values.filter((v) => v.facet === facet).map(({ value, label, count }) => ({ value, label, count }))
      return {
        value: {
          total: row.total,
          brands: valuesOf('brand'),
          colors: valuesOf('color'),
          sizes: valuesOf('size'),
          sellers: valuesOf('seller'),
          prices: PRICE_RANGES.map((range, i) => ({ ...range, count: row.prices[i] ?? 0 })),
          ratings: RATING_FILTERS.map((atLeast, i) => ({ atLeast, count: row.ratings[i] ?? 0 })),
          discounts: DISCOUNT_FILTERS.map((atLeast, i) => ({ atLeast, count: row.discounts[i] ?? 0 })),
          inStock: row.in_stock,
        },
        // The whole shop's counts read every product (a third of a second at 1,00,000) and any change
        // anywhere would drop them: they are kept for the cache's minute instead, and may be that old.
        tags: filters.categorySlug || query.search ? [listingTag(row.category_id)] : [],
      }
    },

    /** The product page; anything the shop may not show (pending, rejected, archived, hidden seller) is a 404. */
    async get(slug: string): Promise<Tagged<ProductDetail>> {
      const row = await findProductDetail(db, slug, indiaDay(clock.now()))
      if (!row) throw notFound(/*i18n*/ 'Product not found.')
      return {
        value: { ...toProductDetail(row), viewsToday: shownViewsToday(row.views_today ?? 0) },
        tags: [`page:${row.id}`, `seller:${row.vendor_id}`],
      }
    },

    /** Other products from the same subcategory, then the same category; 404 when the product is not visible. */
    async related(slug: string): Promise<Tagged<ProductSummary[]>> {
      const related = await findRelatedProducts(db, slug, RELATED_PRODUCTS)
      if (!related) throw notFound(/*i18n*/ 'Product not found.')
      const products = related.rows.map(toProductSummary)
      const { target } = related
      return { value: products, tags: [`page:${target.id}`, `listing:${target.categoryId}`, ...cardTags(products)] }
    },

    /**
     * Up to `limit` visible products matching every word as a prefix, ranked as a search ranks
     * them: what search's suggestions show (app.ts hands it to modules/search, below the catalogue).
     */
    async matching(words: string[], limit: number): Promise<ProductSummary[]> {
      const search: SearchMatch = { kind: 'words', text: words.join(' '), words }
      const rows = await findProductsPage(db, { search }, 'relevance', { limit, offset: 0 })
      return rows.map(toProductSummary)
    },

    /** The cards of the products a browser lists (recently viewed), in its order; hidden ones left out. */
    async cards(slugs: string[]): Promise<Tagged<ProductSummary[]>> {
      const products = (await findProductSummariesBySlugs(db, slugs)).map(toProductSummary)
      // A product shown again later (approved, its seller back) appears once the entry expires (the TTL).
      return { value: products, tags: cardTags(products) }
    },
  }
}

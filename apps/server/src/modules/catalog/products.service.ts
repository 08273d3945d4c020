import type { ListProductsQuery, ProductDetail, ProductList, ProductSummary } from '@haat/shared/catalog/product'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { type Clock, systemClock } from '../../lib/clock'
import type { CacheTag } from './catalog-cache'
import { indiaDay, shownViewsToday } from './product-views.service'
import { resolveSort, searchTerm, searchWords } from './product-search'
import { toProductDetail, toProductSummary } from './products.mapping'
import {
  correctWords,
  countProducts,
  findProductDetail,
  findProductsPage,
  findRelatedProducts,
  type ProductFilters,
  type SearchMatch,
} from './products.repository'

/** An answer and the cache tags of what it shows (catalog-cache.ts). */
export type Tagged<T> = { value: T; tags: CacheTag[] }

/** The tags of the cards a list shows. */
export const cardTags = (products: { id: string }[]): CacheTag[] => products.map((p) => `card:${p.id}` as const)

/** How many products "You may also like" shows under a product. */
const RELATED_PRODUCTS = 4

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
      const filters: ProductFilters = {
        categorySlug: query.category || undefined,
        subcategorySlug: query.subcategory || undefined,
        minPricePaise: query.minPrice,
        maxPricePaise: query.maxPrice,
        inStockOnly: query.inStock === true,
      }
      const sort = resolveSort(query.sort, text !== undefined)
      const { page, pageSize } = query
      const run = async (search?: SearchMatch) => {
        // Two queries at most, side by side: the count (which also says whether the slugs exist) and the page.
        const [count, rows] = await Promise.all([
          countProducts(db, { ...filters, search }),
          findProductsPage(db, { ...filters, search }, sort, { limit: pageSize, offset: (page - 1) * pageSize }),
        ])
        if (filters.categorySlug && !count.category_id) throw notFound('Category not found.')
        if (!count.subcategory_found) throw notFound('Subcategory not found.')
        return { count, rows }
      }
      const answer = ({ count, rows }: Awaited<ReturnType<typeof run>>, correctedSearch?: string) => {
        const data = rows.map(toProductSummary)
        const scope: CacheTag = count.category_id ? `listing:${count.category_id}` : 'listing:*'
        return {
          value: {
            data,
            meta: { page, pageSize, total: count.total, totalCapped: count.total_capped, correctedSearch },
          },
          tags: [scope, ...cardTags(data)],
        }
      }

      if (text === undefined) return answer(await run())
      const words = searchWords(text)
      if (words.length > 0) {
        const found = await run({ kind: 'words', text, words })
        if (found.count.total > 0) return answer(found)
        const corrected = await correctWords(db, words)
        if (corrected.some((word, i) => word !== words[i])) {
          const correctedText = corrected.join(' ')
          const retried = await run({ kind: 'words', text: correctedText, words: corrected })
          if (retried.count.total > 0) return answer(retried, correctedText)
        }
      }
      return answer(await run({ kind: 'contains', text, words }))
    },

    /** The product page; anything the shop may not show (pending, rejected, archived, hidden seller) is a 404. */
    async get(slug: string): Promise<Tagged<ProductDetail>> {
      const row = await findProductDetail(db, slug, indiaDay(clock.now()))
      if (!row) throw notFound('Product not found.')
      return {
        value: { ...toProductDetail(row), viewsToday: shownViewsToday(row.views_today ?? 0) },
        tags: [`page:${row.id}`, `seller:${row.vendor_id}`],
      }
    },

    /** Other products from the same subcategory, then the same category; 404 when the product is not visible. */
    async related(slug: string): Promise<Tagged<ProductSummary[]>> {
      const related = await findRelatedProducts(db, slug, RELATED_PRODUCTS)
      if (!related) throw notFound('Product not found.')
      const products = related.rows.map(toProductSummary)
      const { target } = related
      return { value: products, tags: [`page:${target.id}`, `listing:${target.categoryId}`, ...cardTags(products)] }
    },
  }
}

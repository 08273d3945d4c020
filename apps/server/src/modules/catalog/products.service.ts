import type { ListProductsQuery, ProductDetail, ProductList, ProductSummary } from '@haat/shared/catalog/product'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { type Clock, systemClock } from '../../lib/clock'
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
    async list(query: z.output<typeof ListProductsQuery>): Promise<ProductList> {
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
        if (!count.category_found) throw notFound('Category not found.')
        if (!count.subcategory_found) throw notFound('Subcategory not found.')
        return { count, rows }
      }
      const answer = ({ count, rows }: Awaited<ReturnType<typeof run>>, correctedSearch?: string): ProductList => ({
        data: rows.map(toProductSummary),
        meta: { page, pageSize, total: count.total, totalCapped: count.total_capped, correctedSearch },
      })

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
    async get(slug: string): Promise<ProductDetail> {
      const row = await findProductDetail(db, slug, indiaDay(clock.now()))
      if (!row) throw notFound('Product not found.')
      return { ...toProductDetail(row), viewsToday: shownViewsToday(row.views_today ?? 0) }
    },

    /** Other products from the same subcategory, then the same category; 404 when the product is not visible. */
    async related(slug: string): Promise<ProductSummary[]> {
      const rows = await findRelatedProducts(db, slug, RELATED_PRODUCTS)
      if (!rows) throw notFound('Product not found.')
      return rows.map(toProductSummary)
    },
  }
}

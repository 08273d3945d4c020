import type { ListProductsQuery, ProductDetail, ProductList, ProductSummary } from '@haat/shared/catalog/product'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { type Clock, systemClock } from '../../lib/clock'
import { indiaDay, shownViewsToday } from './product-views.service'
import { resolveSort, searchTerm } from './product-search'
import { toProductDetail, toProductSummary } from './products.mapping'
import {
  countProducts,
  findProductDetail,
  findProductsPage,
  findRelatedProducts,
  type ProductFilters,
} from './products.repository'

/** How many products "You may also like" shows under a product. */
const RELATED_PRODUCTS = 4

/** The public catalogue: only visible products (approved, not archived, sold by an approved, active vendor). */
export function productsService(db: Db, clock: Clock = systemClock) {
  return {
    /** One page of the shop's product list, filtered, searched and sorted; an unknown category is a 404. */
    async list(query: z.output<typeof ListProductsQuery>): Promise<ProductList> {
      const search = searchTerm(query.search)
      const filters: ProductFilters = {
        categorySlug: query.category || undefined,
        subcategorySlug: query.subcategory || undefined,
        search,
        minPricePaise: query.minPrice,
        maxPricePaise: query.maxPrice,
        inStockOnly: query.inStock === true,
      }
      const sort = resolveSort(query.sort, search !== undefined)
      const { page, pageSize } = query
      // Two queries at most, side by side: the count (which also says whether the slugs exist) and the page.
      const [count, rows] = await Promise.all([
        countProducts(db, filters),
        findProductsPage(db, filters, sort, { limit: pageSize, offset: (page - 1) * pageSize }),
      ])
      if (!count.category_found) throw notFound('Category not found.')
      if (!count.subcategory_found) throw notFound('Subcategory not found.')
      return { data: rows.map(toProductSummary), meta: { page, pageSize, total: count.total } }
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

import type { PRODUCT_SORTS } from '@haat/shared/catalog/product'

/** A sort of GET /api/products (the shared contract's PRODUCT_SORTS). */
export type ProductSort = (typeof PRODUCT_SORTS)[number]

/**
 * The query of GET /api/products as the shop sends it: money in paise, only what is set.
 * (ListProductsQuery in @haat/shared is the server's parser; this is its typed input.)
 */
export interface ProductListFilter {
  category?: string
  subcategory?: string
  search?: string
  minPrice?: number
  maxPrice?: number
  inStock?: boolean
  brand?: string[]
  color?: string[]
  size?: string[]
  seller?: string[]
  rating?: number
  discount?: number
  sort?: ProductSort
  page?: number
  pageSize?: number
}

/**
 * Another page, sort or filter of the same listing keeps the old grid and counts on screen while
 * the next load; another category or search starts afresh, never from unrelated products.
 */
export function isSameListing(a: ProductListFilter, b: ProductListFilter): boolean {
  return a.category === b.category && a.subcategory === b.subcategory && a.search === b.search
}

/** Query keys of the public catalogue. */
export const catalogKeys = {
  all: ['catalog'] as const,
  products: () => [...catalogKeys.all, 'products'] as const,
  productLists: () => [...catalogKeys.products(), 'list'] as const,
  productList: (filter: ProductListFilter) => [...catalogKeys.productLists(), filter] as const,
  productDetails: () => [...catalogKeys.products(), 'detail'] as const,
  product: (slug: string) => [...catalogKeys.productDetails(), slug] as const,
  /** A listing's filter counts: the list's filter without its sort and page. */
  facets: (filter: ProductListFilter) => [...catalogKeys.products(), 'facets', filter] as const,
  related: (slug: string) => [...catalogKeys.products(), 'related', slug] as const,
  cards: (slugs: readonly string[]) => [...catalogKeys.products(), 'cards', slugs] as const,
  suggestions: (q: string) => [...catalogKeys.all, 'suggestions', q] as const,
  /** Every loaded page of a product's reviews, whoever asked. */
  reviews: (slug: string) => [...catalogKeys.all, 'reviews', slug] as const,
  /** The answer depends on who asks (`mine`, `isMine`): another customer, or none, is another entry. */
  reviewsFor: (slug: string, customerId: string | null) => [...catalogKeys.reviews(slug), { customerId }] as const,
}

import type { PRODUCT_SORTS } from '@haat/shared/catalog/product'

export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** The search term to use, or undefined when the shopper typed nothing but spaces. */
export function searchTerm(raw: string | undefined): string | undefined {
  const term = raw?.replace(/\s+/g, ' ').trim()
  return term ? term : undefined
}

/** Relevance only means something for a search; without one the default is the newest first. */
export function resolveSort(sort: ProductSort | undefined, hasSearch: boolean): ProductSort {
  if (!sort) return hasSearch ? 'relevance' : 'newest'
  return sort === 'relevance' && !hasSearch ? 'newest' : sort
}

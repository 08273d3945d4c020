import { rupeesToPaise } from '@haat/shared/money'
import type { ProductListFilter, ProductSort } from '../api/catalog-keys'

/** Products per page of a listing: divides evenly into rows of 2, 3 and 4 (at most MAX_PAGE_SIZE, 48). */
export const LISTING_PAGE_SIZE = 24

const SORTS: readonly ProductSort[] = ['relevance', 'newest', 'price_asc', 'price_desc', 'rating']

/** The sort choices, in the order shown; Relevance only means something for a search. */
export function sortOptions(isSearching: boolean): Array<{ value: ProductSort; label: string }> {
  return [
    ...(isSearching ? [{ value: 'relevance' as const, label: 'Relevance' }] : []),
    { value: 'newest', label: 'Newest' },
    { value: 'price_asc', label: 'Price: low to high' },
    { value: 'price_desc', label: 'Price: high to low' },
    { value: 'rating', label: 'Rating' },
  ]
}

/** A listing's state, read from its URL (?search=&sort=&minPrice=&maxPrice=&inStock=true&page=). */
export interface ListingParams {
  search: string
  sort: ProductSort
  /** True when the URL names no sort (or one that does not apply): the URL then leaves it out. */
  isDefaultSort: boolean
  /** Rupees as the URL has them ("499.50"), for the price boxes; "" when not set. */
  minRupees: string
  maxRupees: string
  minPaise: number | undefined
  maxPaise: number | undefined
  inStock: boolean
  page: number
}

/** Rupees typed by a person ("₹1,499.50", " 500 ") to paise; null when not an amount. */
export function parseRupees(text: string): number | null {
  return rupeesToPaise(text.replace(/[₹,\s]/g, ''))
}

/** Paise to the shortest rupee text for a URL or a box: 49950 → "499.5", 50000 → "500". */
export function paiseToRupeeText(paise: number): string {
  return String(paise / 100)
}

export function readListingParams(params: URLSearchParams): ListingParams {
  const search = (params.get('search') ?? '').trim().slice(0, 100)
  const defaultSort: ProductSort = search ? 'relevance' : 'newest'
  const rawSort = params.get('sort')
  const named = SORTS.find((sort) => sort === rawSort)
  const sort = named && (named !== 'relevance' || search) ? named : defaultSort
  const minPaise = parseRupees(params.get('minPrice') ?? '') ?? undefined
  const maxPaise = parseRupees(params.get('maxPrice') ?? '') ?? undefined
  return {
    search,
    sort,
    isDefaultSort: sort === defaultSort,
    minRupees: minPaise === undefined ? '' : paiseToRupeeText(minPaise),
    maxRupees: maxPaise === undefined ? '' : paiseToRupeeText(maxPaise),
    minPaise,
    maxPaise,
    inStock: params.get('inStock') === 'true',
    page: Math.min(10_000, Math.max(1, Math.floor(Number(params.get('page'))) || 1)),
  }
}

/** The GET /api/products query for a listing: the page's own category or subcategory, plus the URL's state. */
export function toProductListFilter(
  listing: ListingParams,
  scope: { category?: string; subcategory?: string } = {},
): ProductListFilter {
  const filter: ProductListFilter = { ...scope, sort: listing.sort, page: listing.page, pageSize: LISTING_PAGE_SIZE }
  if (listing.search) filter.search = listing.search
  if (listing.minPaise !== undefined) filter.minPrice = listing.minPaise
  if (listing.maxPaise !== undefined) filter.maxPrice = listing.maxPaise
  if (listing.inStock) filter.inStock = true
  return filter
}

/** How many filters narrow the listing (a price range, in stock only); the search and sort are not filters. */
export function activeFilterCount(listing: ListingParams): number {
  const hasPrice = listing.minPaise !== undefined || listing.maxPaise !== undefined
  return (hasPrice ? 1 : 0) + (listing.inStock ? 1 : 0)
}

export function hasActiveFilters(listing: ListingParams): boolean {
  return activeFilterCount(listing) > 0
}

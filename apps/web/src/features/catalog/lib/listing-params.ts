import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { DISCOUNT_FILTERS, MAX_CHOSEN_VALUES, RATING_FILTERS } from '@haat/shared/catalog/filter-choices'
import { rupeesToPaise } from '@haat/shared/money'
import type { ProductListFilter, ProductSort } from '../api/catalog-keys'

/** Products per page of a listing: divides evenly into rows of 2, 3 and 4 (at most MAX_PAGE_SIZE, 48). */
export const LISTING_PAGE_SIZE = 24

const SORTS: readonly ProductSort[] = ['relevance', 'rating', 'newest', 'price_asc', 'price_desc']

/**
 * The sort a listing has when its URL names none: Relevance for a search; without one the best
 * rated first (then the most rated), the nearest the products API has to popularity, so a shopper
 * first sees what others liked rather than whatever was listed last.
 */
export function defaultSort(isSearching: boolean): ProductSort {
  return isSearching ? 'relevance' : 'rating'
}

/** The sort choices, the default first, in the order shown (labels to render with `t`); Relevance only means something for a search. */
export function sortOptions(isSearching: boolean): Array<{ value: ProductSort; label: MessageDescriptor }> {
  return [
    ...(isSearching ? [{ value: 'relevance' as const, label: msg`Relevance` }] : []),
    { value: 'rating', label: msg`Rating` },
    { value: 'newest', label: msg`Newest` },
    { value: 'price_asc', label: msg`Price: low to high` },
    { value: 'price_desc', label: msg`Price: high to low` },
  ]
}

/** The filters whose values a shopper ticks, several at once; each a repeatable URL parameter. */
export const VALUE_FILTERS = ['brand', 'color', 'size', 'seller'] as const
export type ValueFilter = (typeof VALUE_FILTERS)[number]

/**
 * A listing's state, read from its URL (?search=&sort=&minPrice=&maxPrice=&inStock=true&brand=A&brand=B
 * &color=&size=&seller=&rating=4&discount=25&page=).
 */
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
  /** The ticked values of each value filter, in the URL's order. */
  chosen: Record<ValueFilter, string[]>
  /** "4★ & above": 4 or 3. */
  rating: number | undefined
  /** "25% or more off": 50, 25 or 10. */
  discount: number | undefined
  page: number
}

/** The values of a repeatable parameter, once each, as many as the server takes. */
function readValues(params: URLSearchParams, name: string): string[] {
  const values = params.getAll(name).map((value) => value.trim().slice(0, 120))
  return [...new Set(values.filter(Boolean))].slice(0, MAX_CHOSEN_VALUES)
}

function readChoice(text: string | null, choices: readonly number[]): number | undefined {
  return choices.find((choice) => String(choice) === text)
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
  const fallback = defaultSort(search !== '')
  const rawSort = params.get('sort')
  const named = SORTS.find((sort) => sort === rawSort)
  const sort = named && (named !== 'relevance' || search) ? named : fallback
  const minPaise = parseRupees(params.get('minPrice') ?? '') ?? undefined
  const maxPaise = parseRupees(params.get('maxPrice') ?? '') ?? undefined
  return {
    search,
    sort,
    isDefaultSort: sort === fallback,
    minRupees: minPaise === undefined ? '' : paiseToRupeeText(minPaise),
    maxRupees: maxPaise === undefined ? '' : paiseToRupeeText(maxPaise),
    minPaise,
    maxPaise,
    inStock: params.get('inStock') === 'true',
    chosen: {
      brand: readValues(params, 'brand'),
      color: readValues(params, 'color'),
      size: readValues(params, 'size'),
      seller: readValues(params, 'seller'),
    },
    rating: readChoice(params.get('rating'), RATING_FILTERS),
    discount: readChoice(params.get('discount'), DISCOUNT_FILTERS),
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
  for (const name of VALUE_FILTERS) if (listing.chosen[name].length > 0) filter[name] = listing.chosen[name]
  if (listing.rating !== undefined) filter.rating = listing.rating
  if (listing.discount !== undefined) filter.discount = listing.discount
  return filter
}

/** The GET /api/product-filters query of a listing: its filter without the sort and page. */
export function toFacetsFilter(filter: ProductListFilter): ProductListFilter {
  const { sort: _sort, page: _page, pageSize: _pageSize, ...facetsFilter } = filter
  return facetsFilter
}

/**
 * How many choices narrow the listing (a price range, each ticked value, a rating, a discount, in
 * stock only); the search and sort are not filters.
 */
export function activeFilterCount(listing: ListingParams): number {
  const hasPrice = listing.minPaise !== undefined || listing.maxPaise !== undefined
  const values = VALUE_FILTERS.reduce((sum, name) => sum + listing.chosen[name].length, 0)
  const single = [hasPrice, listing.inStock, listing.rating !== undefined, listing.discount !== undefined]
  return values + single.filter(Boolean).length
}

export function hasActiveFilters(listing: ListingParams): boolean {
  return activeFilterCount(listing) > 0
}

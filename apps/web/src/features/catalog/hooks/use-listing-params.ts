import { useMemo } from 'react'
import { useUrlParams } from '../../../lib/use-url-params'
import type { ProductSort } from '../api/catalog-keys'
import { defaultSort, readListingParams, VALUE_FILTERS, type ValueFilter } from '../lib/listing-params'

/** Every filter's parameters, all cleared: the search and sort stay. */
const NO_FILTERS = Object.fromEntries(
  ['minPrice', 'maxPrice', 'inStock', 'rating', 'discount', 'page', ...VALUE_FILTERS].map((name) => [name, undefined]),
)

/**
 * A product listing's sort, filters and page, kept in the URL so Back and Forward move between
 * pages and filters, and a shared link shows the same list. Any change but the page goes to page 1.
 */
export function useListingParams() {
  const [params, update] = useUrlParams()
  const listing = useMemo(() => readListingParams(params), [params])

  const isSearching = listing.search !== ''
  const actions = useMemo(
    () => ({
      setSort: (sort: ProductSort) => {
        update({ sort: sort === defaultSort(isSearching) ? undefined : sort, page: undefined })
      },
      /** Rupee texts as typed and checked; "" clears that end of the range. */
      setPriceRange: (minRupees: string, maxRupees: string) =>
        update({ minPrice: minRupees || undefined, maxPrice: maxRupees || undefined, page: undefined }),
      setInStock: (inStock: boolean) => update({ inStock: inStock ? 'true' : undefined, page: undefined }),
      /** Ticks or unticks one value of a brand, colour, size or seller filter. */
      setValue: (name: ValueFilter, value: string, isChosen: boolean) => {
        const others = listing.chosen[name].filter((chosen) => chosen !== value)
        update({ [name]: isChosen ? [...others, value] : others, page: undefined })
      },
      /** "4★ & above" and the like: one at a time, undefined clears it. */
      setRating: (rating: number | undefined) => update({ rating: rating?.toString(), page: undefined }),
      setDiscount: (discount: number | undefined) => update({ discount: discount?.toString(), page: undefined }),
      setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }),
      clearFilters: () => update(NO_FILTERS),
    }),
    [update, isSearching, listing.chosen],
  )

  /** The query string for a link to another scope (a subcategory) keeping sort and filters, on page 1. */
  const searchWithoutPage = useMemo(() => {
    const next = new URLSearchParams(params)
    next.delete('page')
    const text = next.toString()
    return text ? `?${text}` : ''
  }, [params])

  return { ...listing, ...actions, searchWithoutPage }
}

export type ListingState = ReturnType<typeof useListingParams>

import { useMemo } from 'react'
import { useUrlParams } from '../../../lib/use-url-params'
import type { ProductSort } from '../api/catalog-keys'
import { readListingParams } from '../lib/listing-params'

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
        const isDefault = sort === (isSearching ? 'relevance' : 'newest')
        update({ sort: isDefault ? undefined : sort, page: undefined })
      },
      /** Rupee texts as typed and checked; "" clears that end of the range. */
      setPriceRange: (minRupees: string, maxRupees: string) =>
        update({ minPrice: minRupees || undefined, maxPrice: maxRupees || undefined, page: undefined }),
      setInStock: (inStock: boolean) => update({ inStock: inStock ? 'true' : undefined, page: undefined }),
      setPage: (page: number) => update({ page: page > 1 ? String(page) : undefined }),
      clearFilters: () => update({ minPrice: undefined, maxPrice: undefined, inStock: undefined, page: undefined }),
    }),
    [update, isSearching],
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

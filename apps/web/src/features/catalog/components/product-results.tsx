import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from 'react-router'
import { SearchX } from 'lucide-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ListingFacets } from '@haat/shared/catalog/filters'
import type { ProductList } from '@haat/shared/catalog/product'
import { Button, buttonClasses } from '../../../components/ui/button'
import { Pagination } from '../../../components/ui/pagination'
import { StatusPanel } from '../../../components/ui/status-panel'
import type { ListingState } from '../hooks/use-listing-params'
import { hasActiveFilters, LISTING_PAGE_SIZE } from '../lib/listing-params'
import { AppliedFilters } from './applied-filters'
import { ProductGrid } from './product-grid'
import { ProductGridSkeleton } from './product-grid-skeleton'
import { SortSelect } from './sort-select'
import { LoadError } from '../../../components/query-boundary'

// The widest listing row has 4 cards: they are in the first screenful on every layout.
const FIRST_ROW = 4

interface ProductResultsProps {
  products: UseQueryResult<ProductList>
  listing: ListingState
  /** The filter counts, for the applied filters' names; undefined while they load. */
  facets: ListingFacets | undefined
}

/** A listing's count, sort, applied filters, grid and pages, with its loading, empty and error states. */
export function ProductResults({ products, listing, facets }: ProductResultsProps) {
  const { data, isPending, isError, isPlaceholderData, isFetching, refetch } = products
  const total = data?.meta.total
  const { t } = useLingui()

  // "1,000+ products" when the server stopped counting; the number with Indian grouping in both languages.
  const cappedCount = (count: number) => {
    const shown = count.toLocaleString('en-IN')
    return t`${shown}+ products`
  }
  const productCount = (count: number) => t`${plural(count, { one: '# product', other: '# products' })}`

  let body
  if (isPending) {
    body = <ProductGridSkeleton count={8} layout="listing" />
  } else if (isError && !data) {
    body = (
      <LoadError as="h3" title={t`We couldn't load products.`} onRetry={() => void refetch()} isRetrying={isFetching} />
    )
  } else if (data.data.length === 0) {
    const isPastEnd = data.meta.total > 0
    body = (
      <StatusPanel
        as="h3"
        icon={<SearchX className="size-8" />}
        title={isPastEnd ? t`There are no products on this page.` : t`No products found.`}
        action={
          <>
            {isPastEnd ? (
              <Button variant="secondary" onClick={() => listing.setPage(1)}>
                <Trans>Go to the first page</Trans>
              </Button>
            ) : hasActiveFilters(listing) ? (
              <Button variant="secondary" onClick={listing.clearFilters}>
                <Trans>Clear filters</Trans>
              </Button>
            ) : null}
            <Link
              to="/"
              className={buttonClasses({ variant: isPastEnd || hasActiveFilters(listing) ? 'ghost' : 'secondary' })}
            >
              <Trans>Back to home</Trans>
            </Link>
          </>
        }
      >
        {isPastEnd ? null : (
          <p>
            {listing.search
              ? t`Try other words, or fewer filters.`
              : hasActiveFilters(listing)
                ? t`Try a wider price range, or include products that are out of stock.`
                : t`Sellers are adding products. Please check back soon.`}
          </p>
        )}
      </StatusPanel>
    )
  } else {
    body = (
      <>
        <ProductGrid
          products={data.data}
          layout="listing"
          priorityCount={listing.page === 1 ? FIRST_ROW : 0}
          isStale={isPlaceholderData}
        />
        <Pagination
          page={listing.page}
          pageSize={LISTING_PAGE_SIZE}
          total={data.meta.total}
          onPageChange={listing.setPage}
          itemLabel={t`products`}
          showPageNumbers
          className="mt-8"
        />
      </>
    )
  }

  return (
    <section aria-labelledby="listing-results" className="min-w-0 flex-1">
      <h2 id="listing-results" className="sr-only">
        <Trans>Products</Trans>
      </h2>
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        {/* Announced when a filter or page changes the count. */}
        <p role="status" className="pb-3 text-sm text-stone-600">
          {total === undefined ? '' : data?.meta.totalCapped ? cappedCount(total) : productCount(total)}
        </p>
        <SortSelect
          value={listing.sort}
          isSearching={listing.search !== ''}
          onChange={listing.setSort}
          className="w-52 sm:w-56"
        />
      </div>
      <AppliedFilters listing={listing} facets={facets} />
      {body}
    </section>
  )
}

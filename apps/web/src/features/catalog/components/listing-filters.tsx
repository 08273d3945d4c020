import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type ReactNode } from 'react'
import { SlidersHorizontal } from 'lucide-react'
import type { UseQueryResult } from '@tanstack/react-query'
import type { ListingFacets } from '@haat/shared/catalog/filters'
import { Button } from '../../../components/ui/button'
import { Dialog } from '../../../components/ui/dialog'
import { cn } from '../../../lib/cn'
import type { ListingState } from '../hooks/use-listing-params'
import { activeFilterCount } from '../lib/listing-params'
import { FilterSections } from './filter-sections'

interface ListingFiltersProps {
  listing: ListingState
  facets: UseQueryResult<ListingFacets>
  /** The list's own count, for the sheet's "Show 12 products"; undefined while it loads. */
  total: number | undefined
  /** Above the filters: the category's subcategory links. */
  children?: ReactNode
  className?: string
}

/**
 * The filters with their counts: a sidebar from 1024 px; on phones and tablets a "Filters" button
 * opens them in a sheet with a close button. Every tick applies at once (the list behind the sheet
 * follows), "Clear all" stays in view, and the sheet's button says how many products the shopper will see.
 */
export function ListingFilters({ listing, facets, total, children, className }: ListingFiltersProps) {
  const headingId = useId()
  const [isSheetOpen, setIsSheetOpen] = useState(false)
  const filterCount = activeFilterCount(listing)
  const { t } = useLingui()

  // In the sidebar's heading and the sheet's footer, so it is in view however long the filters are.
  const clearAll =
    filterCount > 0 ? (
      <Button variant="ghost" size="sm" onClick={listing.clearFilters} className="shrink-0">
        <Trans>Clear all</Trans>
      </Button>
    ) : null

  const panel = (
    <div className="space-y-6">
      {children}
      {facets.isError && !facets.data ? (
        <p className="text-sm text-stone-600">
          <Trans>
            We couldn't load the filter counts.{' '}
            <button
              type="button"
              onClick={() => void facets.refetch()}
              className="font-medium text-brand-800 underline"
            >
              Load them again
            </button>
          </Trans>
        </p>
      ) : null}
      <div className={cn('space-y-6', facets.isPlaceholderData && 'opacity-70')} aria-busy={facets.isFetching}>
        <FilterSections listing={listing} facets={facets.data} />
      </div>
    </div>
  )

  return (
    <aside aria-labelledby={headingId} className={cn('lg:w-64 lg:shrink-0', className)}>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => setIsSheetOpen(true)}
        className="w-full lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        <span id={headingId}>
          <Trans>Filters</Trans>
        </span>
        {filterCount > 0 ? (
          <span className="rounded-full bg-brand-700 px-2 text-xs leading-5 text-white">
            <Trans>
              {filterCount}
              <span className="sr-only"> applied</span>
            </Trans>
          </span>
        ) : null}
      </Button>
      <div className="hidden lg:block">
        <div className="mb-4 flex min-h-9 items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-stone-900">
            <Trans>Filters</Trans>
          </h2>
          {clearAll}
        </div>
        {panel}
      </div>
      <Dialog
        open={isSheetOpen}
        variant="sheet"
        title={t`Filters`}
        closeLabel={t`Close filters`}
        onClose={() => setIsSheetOpen(false)}
        footer={
          <div className="flex w-full items-center gap-2">
            {clearAll}
            <Button data-autofocus onClick={() => setIsSheetOpen(false)} className="flex-1">
              {total === undefined ? (
                <Trans>Show products</Trans>
              ) : (
                <Plural value={total} one="Show # product" other="Show # products" />
              )}
            </Button>
          </div>
        }
      >
        {panel}
      </Dialog>
    </aside>
  )
}

import { useId, useState, type ReactNode } from 'react'
import { SlidersHorizontal } from 'lucide-react'
import { Button } from '../../../components/ui/button'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { cn } from '../../../lib/cn'
import type { ListingState } from '../hooks/use-listing-params'
import { activeFilterCount } from '../lib/listing-params'
import { PriceRangeForm } from './price-range-form'

interface ListingFiltersProps {
  listing: ListingState
  /** Above the price: the category's subcategory links. */
  children?: ReactNode
  className?: string
}

/**
 * The filter column: a sidebar from 1024 px; on phones and tablets a "Filters" button opens it
 * above the grid.
 */
export function ListingFilters({ listing, children, className }: ListingFiltersProps) {
  const panelId = useId()
  const [isOpen, setIsOpen] = useState(false)
  const filterCount = activeFilterCount(listing)

  return (
    <aside aria-labelledby={`${panelId}-heading`} className={cn('lg:w-64 lg:shrink-0', className)}>
      <Button
        variant="secondary"
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => setIsOpen((open) => !open)}
        className="w-full lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="size-4" />
        {isOpen ? 'Hide filters' : 'Show filters'}
        {filterCount > 0 ? (
          <span className="rounded-full bg-brand-700 px-2 text-xs leading-5 text-white">
            {filterCount}
            <span className="sr-only"> applied</span>
          </span>
        ) : null}
      </Button>
      <div
        id={panelId}
        className={cn(
          'mt-3 space-y-6 rounded-2xl border border-stone-200 p-4 lg:mt-0 lg:block lg:border-0 lg:p-0',
          isOpen ? 'block' : 'hidden',
        )}
      >
        <h2 id={`${panelId}-heading`} className="text-base font-semibold text-stone-900">
          Filters
        </h2>
        {children}
        <PriceRangeForm minRupees={listing.minRupees} maxRupees={listing.maxRupees} onApply={listing.setPriceRange} />
        <CheckboxField
          label="In stock only"
          checked={listing.inStock}
          onChange={(event) => listing.setInStock(event.target.checked)}
        />
        {filterCount > 0 ? (
          <Button variant="ghost" size="sm" onClick={listing.clearFilters} className="w-full">
            Clear filters
          </Button>
        ) : null}
      </div>
    </aside>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { X } from 'lucide-react'
import type { ListingFacets } from '@haat/shared/catalog/filters'
import type { ListingState } from '../hooks/use-listing-params'
import { priceRangeLabel } from '../lib/filter-labels'
import { VALUE_FILTERS, type ValueFilter } from '../lib/listing-params'
import { useShownColour } from '../../../lib/use-shown-names'

interface Chip {
  key: string
  /** What kind of filter: "Brand". */
  kind: string
  /** Its value as the filters name it: "Samsung", "4★ & above". */
  value: string
  remove: () => void
}

interface AppliedFiltersProps {
  listing: ListingState
  /** For sellers' names; undefined while the counts load. */
  facets: ListingFacets | undefined
}

/**
 * The filters in force, above the results, each a chip that removes it ("Remove filter: Brand
 * Samsung"), then "Clear all". Each change goes through the URL like a tick in the filters.
 */
export function AppliedFilters({ listing, facets }: AppliedFiltersProps) {
  const { t, i18n } = useLingui()
  const shownColour = useShownColour()
  const chips: Chip[] = []
  if (listing.minPaise !== undefined || listing.maxPaise !== undefined) {
    chips.push({
      key: 'price',
      kind: t`Price`,
      value: priceRangeLabel(i18n, listing.minPaise ?? 0, listing.maxPaise ?? null),
      remove: () => listing.setPriceRange('', ''),
    })
  }
  const kinds: Record<ValueFilter, string> = { brand: t`Brand`, color: t`Colour`, size: t`Size`, seller: t`Seller` }
  const sellerName = (id: string) =>
    facets?.sellers.find((seller) => seller.value === id)?.label ?? (facets ? t`A seller not listed here` : '')
  for (const name of VALUE_FILTERS) {
    for (const value of listing.chosen[name]) {
      chips.push({
        key: `${name}:${value}`,
        kind: kinds[name],
        value: name === 'seller' ? sellerName(value) : name === 'color' ? shownColour(value) : value,
        remove: () => listing.setValue(name, value, false),
      })
    }
  }
  if (listing.rating !== undefined) {
    const atLeast = listing.rating
    const value = t`${atLeast}★ & above`
    chips.push({ key: 'rating', kind: t`Customer rating`, value, remove: () => listing.setRating(undefined) })
  }
  if (listing.discount !== undefined) {
    const atLeast = listing.discount
    const value = t`${atLeast}% or more`
    chips.push({ key: 'discount', kind: t`Discount`, value, remove: () => listing.setDiscount(undefined) })
  }
  if (listing.inStock) {
    chips.push({
      key: 'inStock',
      kind: t`Availability`,
      value: t`In stock only`,
      remove: () => listing.setInStock(false),
    })
  }
  if (chips.length === 0) return null

  return (
    <div className="mb-4 flex flex-wrap items-center gap-2">
      <ul aria-label={t`Applied filters`} className="flex flex-wrap gap-2">
        {chips.map(({ key, kind, value, remove }) => {
          const name = `${kind} ${value}`.trim()
          return (
            <li key={key}>
              <button
                type="button"
                aria-label={t`Remove filter: ${name}`}
                onClick={remove}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 py-1 pr-2 pl-3 text-left text-sm text-stone-900 hover:bg-brand-100"
              >
                <span>
                  <span className="text-stone-600">{kind}</span> {value}
                </span>
                <X aria-hidden="true" className="size-4 shrink-0 text-stone-600" />
              </button>
            </li>
          )
        })}
      </ul>
      <button
        type="button"
        onClick={listing.clearFilters}
        className="min-h-9 px-2 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
      >
        <Trans>Clear all</Trans>
      </button>
    </div>
  )
}

import { useId, useState, type ReactNode } from 'react'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { FacetValue, ListingFacets } from '@haat/shared/catalog/filters'
import { DISCOUNT_FILTERS, PRICE_RANGES, RATING_FILTERS } from '@haat/shared/catalog/filter-choices'
import { labelClasses } from '../../../components/ui/field-classes'
import { cn } from '../../../lib/cn'
import type { ListingState } from '../hooks/use-listing-params'
import { priceRangeLabel } from '../lib/filter-labels'
import { paiseToRupeeText, type ValueFilter } from '../lib/listing-params'
import { PriceRangeForm } from './price-range-form'
import { useShownColour } from '../../../lib/use-shown-names'

/** Values shown before "Show 6 more brands": the rest wait behind a button so the panel stays short. */
const VALUES_BEFORE_MORE = 6

/** A rating or discount choice before its count has loaded. */
const withoutCount = (atLeast: number): { atLeast: number; count: number | undefined } => ({
  atLeast,
  count: undefined,
})

/** One choice: a checkbox, its label and how many products it would show ("Rangrez (12)", one text for every reader). */
function Choice(props: {
  label: string
  count: number | undefined
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  const id = useId()
  const { label, count, checked, onChange } = props
  // A choice that would show nothing is offered only while it is ticked, so it can be unticked.
  const isEmpty = count === 0 && !checked
  return (
    <li className="flex min-h-10 items-center gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={isEmpty}
        onChange={(event) => onChange(event.target.checked)}
        className="size-5 shrink-0 rounded border-stone-300 accent-brand-700 disabled:opacity-40"
      />
      <label htmlFor={id} className={cn('flex-1 text-sm text-stone-700', isEmpty && 'text-stone-400')}>
        {count === undefined ? label : `${label} (${count.toLocaleString('en-IN')})`}
      </label>
    </li>
  )
}

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset>
      <legend className={cn(labelClasses, 'mb-1')}>{legend}</legend>
      <ul>{children}</ul>
    </fieldset>
  )
}

/**
 * A brand, colour, size or seller list: the most common first, the rest behind "Show 6 more brands"
 * (the server offers the 40 commonest; a shopper who needs another searches for it).
 */
function ValueSection(props: {
  legend: string
  name: ValueFilter
  /** "Show 6 more brands", for the number of values hidden. */
  moreLabel: (hidden: number) => string
  values: FacetValue[]
  listing: ListingState
}) {
  const { legend, name, moreLabel, values, listing } = props
  const { t } = useLingui()
  const shownColour = useShownColour()
  const [showAll, setShowAll] = useState(false)
  const chosen = listing.chosen[name]
  // A ticked value the counts do not list (no longer sold here) stays, so it can be unticked.
  const missing = chosen.filter((value) => !values.some((v) => v.value === value))
  // A seller is known by name only from the counts: one no longer listed here is named as such.
  const labelOf = (value: string) => (name === 'seller' ? t`A seller not listed here` : value)
  const all = [...values, ...missing.map((value) => ({ value, label: labelOf(value), count: 0 }))].map((v) =>
    name === 'color' ? { ...v, label: shownColour(v.label) } : v,
  )
  if (all.length === 0) return null
  const shown = showAll ? all : all.slice(0, VALUES_BEFORE_MORE)
  const hidden = all.length - VALUES_BEFORE_MORE
  return (
    <Section legend={legend}>
      {shown.map((v) => (
        <Choice
          key={v.value}
          label={v.label}
          count={v.count}
          checked={chosen.includes(v.value)}
          onChange={(checked) => listing.setValue(name, v.value, checked)}
        />
      ))}
      {all.length > VALUES_BEFORE_MORE ? (
        <li>
          <button
            type="button"
            aria-expanded={showAll}
            onClick={() => setShowAll((open) => !open)}
            className="min-h-10 text-sm font-medium text-brand-800 hover:underline"
          >
            {showAll ? t`Show fewer` : moreLabel(hidden)}
          </button>
        </li>
      ) : null}
    </Section>
  )
}

interface FilterSectionsProps {
  listing: ListingState
  /** The counts; undefined while they load or when they could not be loaded (the filters still work). */
  facets: ListingFacets | undefined
}

/** Every filter with its counts: price, rating, discount, brand, colour, size, seller and stock. */
export function FilterSections({ listing, facets }: FilterSectionsProps) {
  const { t, i18n } = useLingui()
  const isRange = (minPaise: number, maxPaise: number | null) =>
    (listing.minPaise ?? 0) === minPaise && listing.maxPaise === (maxPaise ?? undefined)
  return (
    <>
      <Section legend={t`Price`}>
        {PRICE_RANGES.map(({ minPaise, maxPaise }, i) => {
          const checked = isRange(minPaise, maxPaise)
          return (
            <Choice
              key={minPaise}
              label={priceRangeLabel(i18n, minPaise, maxPaise)}
              count={facets?.prices[i]?.count}
              checked={checked}
              onChange={(tick) =>
                tick
                  ? listing.setPriceRange(
                      minPaise === 0 ? '' : paiseToRupeeText(minPaise),
                      maxPaise === null ? '' : paiseToRupeeText(maxPaise),
                    )
                  : listing.setPriceRange('', '')
              }
            />
          )
        })}
      </Section>
      <PriceRangeForm
        minRupees={listing.minRupees}
        maxRupees={listing.maxRupees}
        onApply={listing.setPriceRange}
        legend={t`Or your own range`}
      />
      <Section legend={t`Customer rating`}>
        {(facets?.ratings ?? RATING_FILTERS.map(withoutCount)).map(({ atLeast, count }) => (
          <Choice
            key={atLeast}
            label={t`${atLeast}★ & above`}
            count={count}
            checked={listing.rating === atLeast}
            onChange={(tick) => listing.setRating(tick ? atLeast : undefined)}
          />
        ))}
      </Section>
      <Section legend={t`Discount`}>
        {(facets?.discounts ?? DISCOUNT_FILTERS.map(withoutCount)).map(({ atLeast, count }) => (
          <Choice
            key={atLeast}
            label={t`${atLeast}% or more`}
            count={count}
            checked={listing.discount === atLeast}
            onChange={(tick) => listing.setDiscount(tick ? atLeast : undefined)}
          />
        ))}
      </Section>
      {facets ? (
        <>
          <ValueSection
            legend={t`Brand`}
            name="brand"
            moreLabel={(hidden) => t`${plural(hidden, { one: 'Show # more brand', other: 'Show # more brands' })}`}
            values={facets.brands}
            listing={listing}
          />
          <ValueSection
            legend={t`Colour`}
            name="color"
            moreLabel={(hidden) => t`${plural(hidden, { one: 'Show # more colour', other: 'Show # more colours' })}`}
            values={facets.colors}
            listing={listing}
          />
          <ValueSection
            legend={t`Size`}
            name="size"
            moreLabel={(hidden) => t`${plural(hidden, { one: 'Show # more size', other: 'Show # more sizes' })}`}
            values={facets.sizes}
            listing={listing}
          />
          <ValueSection
            legend={t`Seller`}
            name="seller"
            moreLabel={(hidden) => t`${plural(hidden, { one: 'Show # more seller', other: 'Show # more sellers' })}`}
            values={facets.sellers}
            listing={listing}
          />
        </>
      ) : null}
      <Section legend={t`Availability`}>
        <Choice
          label={t`In stock only`}
          count={facets?.inStock}
          checked={listing.inStock}
          onChange={(tick) => listing.setInStock(tick)}
        />
      </Section>
    </>
  )
}

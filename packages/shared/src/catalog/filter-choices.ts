/**
 * The choices the listing's filters offer (docs/decisions/031-listing-filters.md). Apart from
 * filters.ts so the storefront can import them without zod.
 */

/** Price ranges offered with counts, in paise; both ends are included, as minPrice and maxPrice are. */
export const PRICE_RANGES: ReadonlyArray<{ minPaise: number; maxPaise: number | null }> = [
  { minPaise: 0, maxPaise: 50_000 },
  { minPaise: 50_000, maxPaise: 1_00_000 },
  { minPaise: 1_00_000, maxPaise: 2_50_000 },
  { minPaise: 2_50_000, maxPaise: 5_00_000 },
  { minPaise: 5_00_000, maxPaise: 10_00_000 },
  { minPaise: 10_00_000, maxPaise: null },
]

/** "4★ & above": the average as the card shows it (one decimal). */
export const RATING_FILTERS = [4, 3] as const
/** "25% or more off": the card's percent off the MRP. */
export const DISCOUNT_FILTERS = [50, 25, 10] as const

/** How many values of a brand, colour, size or seller list are counted and offered (the chosen ones always are). */
export const FACET_VALUES_SHOWN = 40
/** How many values one of those filters may choose at once. */
export const MAX_CHOSEN_VALUES = 20

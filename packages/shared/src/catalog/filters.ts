import { z } from 'zod'
import { DISCOUNT_FILTERS, MAX_CHOSEN_VALUES, RATING_FILTERS } from './filter-choices'
import { fill } from '../texts'

export * from './filter-choices'

/**
 * The listing's filters (docs/decisions/031-listing-filters.md): what GET /api/products and
 * GET /api/product-filters take beside the category, search and price, and the counts shown
 * beside each choice.
 */

/**
 * A repeatable parameter (`?brand=A&brand=B`): one value or several, each trimmed; empty ones
 * dropped. Its texts are whole sentences: a value too long, too many values ({count}).
 */
const chosenValues = (tooLong: string, tooMany: string) =>
  z.preprocess(
    (value) => (value === undefined ? undefined : (Array.isArray(value) ? value : [value]).filter((v) => v !== '')),
    z
      .array(z.string().trim().min(1).max(120, tooLong))
      .max(MAX_CHOSEN_VALUES, fill(tooMany, { count: MAX_CHOSEN_VALUES }))
      .optional(),
  )

const choiceOf = <T extends readonly number[]>(choices: T, message: string) =>
  z
    .string()
    .refine((text) => choices.some((choice) => String(choice) === text), message)
    .transform((text) => Number(text) as T[number])

/**
 * The filters' query parameters, shared by the list and its counts. A colour or size finds a
 * product with a variant on sale in it, and both a variant with both (docs/decisions/044-variants.md).
 */
export const ListingFilterQuery = z.object({
  brand: chosenValues(/*i18n*/ 'A brand is at most 120 characters.', /*i18n*/ 'Choose at most {count} brands.'),
  color: chosenValues(/*i18n*/ 'A colour is at most 120 characters.', /*i18n*/ 'Choose at most {count} colours.'),
  size: chosenValues(/*i18n*/ 'A size is at most 120 characters.', /*i18n*/ 'Choose at most {count} sizes.'),
  seller: z.preprocess(
    (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
    z
      // Lowercase, as PostgreSQL writes ids: the same seller whichever case the link used.
      .array(z.uuid(/*i18n*/ 'Choose a seller from the list.').transform((id) => id.toLowerCase()))
      .max(MAX_CHOSEN_VALUES, fill(/*i18n*/ 'Choose at most {count} sellers.', { count: MAX_CHOSEN_VALUES }))
      .optional(),
  ),
  rating: choiceOf(RATING_FILTERS, /*i18n*/ 'Choose a rating of 4 or 3.').optional(),
  discount: choiceOf(DISCOUNT_FILTERS, /*i18n*/ 'Choose a discount of 10, 25 or 50.').optional(),
})

/** One value of a brand, colour, size or seller filter and how many products it would show. */
export const FacetValue = z.object({
  value: z.string(),
  /** What the shopper reads: the value itself, or the seller's name. */
  label: z.string(),
  count: z.number().int(),
})
export type FacetValue = z.infer<typeof FacetValue>

const AtLeast = z.object({ atLeast: z.number().int(), count: z.number().int() })

/**
 * GET /api/product-filters: for each filter, how many products each choice would show with every
 * other filter kept as it is (a brand's count ignores the brands chosen, so choosing a second
 * brand adds its count), and `total`, the list's own count.
 */
export const ListingFacets = z.object({
  total: z.number().int(),
  brands: z.array(FacetValue),
  colors: z.array(FacetValue),
  sizes: z.array(FacetValue),
  sellers: z.array(FacetValue),
  prices: z.array(
    z.object({ minPaise: z.number().int(), maxPaise: z.number().int().nullable(), count: z.number().int() }),
  ),
  ratings: z.array(AtLeast),
  discounts: z.array(AtLeast),
  inStock: z.number().int(),
})
export type ListingFacets = z.infer<typeof ListingFacets>

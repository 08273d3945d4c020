import { z } from 'zod'
import { ImageSet } from './product'

export { SUGGEST_MIN_CHARS } from './suggest-limits'

/** GET /api/search/suggestions?q=: what the header's search box offers as the shopper types. */
export const SuggestionsQuery = z.object({
  q: z.string().trim().max(100, /*i18n*/ 'Search terms are at most 100 characters.'),
})
export type SuggestionsQuery = z.input<typeof SuggestionsQuery>

export const ProductSuggestion = z.object({
  slug: z.string(),
  name: z.string(),
  unitPricePaise: z.number().int(),
  image: ImageSet.nullable(),
})
export type ProductSuggestion = z.infer<typeof ProductSuggestion>

export const CategorySuggestion = z.object({
  name: z.string(),
  /** Its Hindi name, when an admin gave one (shownName in ./shown-name). */
  nameHi: z.string().nullable(),
  /** The category's name when this is one of its subcategories. */
  parentName: z.string().nullable(),
  parentNameHi: z.string().nullable(),
  /** "/category/sarees" or "/category/sarees/banarasi". */
  path: z.string(),
})
export type CategorySuggestion = z.infer<typeof CategorySuggestion>

export const SearchSuggestions = z.object({
  /** The words suggested for when the typed ones matched nothing ("samsng" → "samsung"). */
  correctedQuery: z.string().nullable(),
  products: z.array(ProductSuggestion),
  brands: z.array(z.string()),
  categories: z.array(CategorySuggestion),
})
export type SearchSuggestions = z.infer<typeof SearchSuggestions>

import type { ProductSummary } from '@haat/shared/catalog/product'
import { SUGGEST_MIN_CHARS, type SearchSuggestions } from '@haat/shared/catalog/suggestions'
import type { Db } from '../../db/client'
import { searchTerm, searchWords } from './product-search'
import { correctWords } from './search-words.repository'
import { findCategorySuggestions } from './suggestions.repository'

/**
 * What suggestions ask of the catalogue, which search sits below (app.ts hands it the products
 * service's `matching`): up to `limit` visible products matching every word as a prefix, ranked
 * as a search ranks them.
 */
type ProductMatches = (words: string[], limit: number) => Promise<ProductSummary[]>

/**
 * The catalogue cache's tags (modules/catalog/catalog-cache.ts) a suggestion depends on: any
 * product's listing, the category tree, and the cards it shows.
 */
type SuggestionTag = 'listing:*' | 'tree' | `card:${string}`

export type SuggestionsService = ReturnType<typeof suggestionsService>

const PRODUCTS = 5
const BRANDS = 3
const CATEGORIES = 4
/** Products looked at for the brands to suggest: the best matches, ranked as a search ranks them. */
const CANDIDATES = 24

/**
 * Suggestions as the shopper types: the best-matching products (ranked as a search ranks them,
 * words as prefixes), the brands among them that the words start, and matching categories. When
 * nothing matches, the words corrected ("samsng" → "samsung") are tried and said.
 */
export function suggestionsService(db: Db, matchingProducts: ProductMatches) {
  const find = (words: string[]) =>
    Promise.all([matchingProducts(words, CANDIDATES), findCategorySuggestions(db, words, CATEGORIES)])

  return {
    async suggest(q: string): Promise<{ value: SearchSuggestions; tags: SuggestionTag[] }> {
      const text = searchTerm(q)
      let words = text && text.length >= SUGGEST_MIN_CHARS ? searchWords(text) : []
      const tags: SuggestionTag[] = ['listing:*', 'tree']
      if (words.length === 0) return { value: { correctedQuery: null, products: [], brands: [], categories: [] }, tags }

      let [matches, categories] = await find(words)
      let correctedQuery: string | null = null
      if (matches.length === 0 && categories.length === 0) {
        const corrected = await correctWords(db, words)
        if (corrected.some((word, i) => word !== words[i])) {
          ;[matches, categories] = await find(corrected)
          if (matches.length > 0 || categories.length > 0) {
            correctedQuery = corrected.join(' ')
            words = corrected
          }
        }
      }
      const brandStarts = (brand: string) =>
        searchWords(brand).some((part) => words.some((word) => part.startsWith(word)))
      const brands = [...new Set(matches.map((match) => match.brand).filter((b): b is string => !!b && brandStarts(b)))]
      const products = matches.slice(0, PRODUCTS)
      return {
        value: {
          correctedQuery,
          products: products.map(({ slug, name, unitPricePaise, image }) => ({ slug, name, unitPricePaise, image })),
          brands: brands.slice(0, BRANDS),
          categories: categories.map((row) => ({
            name: row.name,
            nameHi: row.name_hi,
            parentName: row.parent_name,
            parentNameHi: row.parent_name_hi,
            path: row.path,
          })),
        },
        tags: [...tags, ...products.map((product) => `card:${product.id}` as const)],
      }
    },
  }
}

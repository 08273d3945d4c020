import { SUGGEST_MIN_CHARS, type SearchSuggestions } from '@haat/shared/catalog/suggestions'
import type { Db } from '../../db/client'
import type { CacheTag } from './catalog-cache'
import { searchTerm, searchWords } from './product-search'
import { toProductSummary } from './products.mapping'
import { correctWords, findProductsPage } from './products.repository'
import { cardTags, type Tagged } from './products.service'
import { findCategorySuggestions } from './suggestions.repository'

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
export function suggestionsService(db: Db) {
  const find = (words: string[]) =>
    Promise.all([
      findProductsPage(db, { search: { kind: 'words', text: words.join(' '), words } }, 'relevance', {
        limit: CANDIDATES,
        offset: 0,
      }),
      findCategorySuggestions(db, words, CATEGORIES),
    ])

  return {
    async suggest(q: string): Promise<Tagged<SearchSuggestions>> {
      const text = searchTerm(q)
      let words = text && text.length >= SUGGEST_MIN_CHARS ? searchWords(text) : []
      const tags: CacheTag[] = ['listing:*', 'tree']
      if (words.length === 0) return { value: { correctedQuery: null, products: [], brands: [], categories: [] }, tags }

      let [rows, categories] = await find(words)
      let correctedQuery: string | null = null
      if (rows.length === 0 && categories.length === 0) {
        const corrected = await correctWords(db, words)
        if (corrected.some((word, i) => word !== words[i])) {
          ;[rows, categories] = await find(corrected)
          if (rows.length > 0 || categories.length > 0) {
            correctedQuery = corrected.join(' ')
            words = corrected
          }
        }
      }
      const brandStarts = (brand: string) =>
        searchWords(brand).some((part) => words.some((word) => part.startsWith(word)))
      const brands = [...new Set(rows.map((row) => row.brand).filter((b): b is string => !!b && brandStarts(b)))]
      const products = rows.slice(0, PRODUCTS).map(toProductSummary)
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
        tags: [...tags, ...cardTags(products)],
      }
    },
  }
}

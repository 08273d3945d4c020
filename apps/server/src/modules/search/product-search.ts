import { searchAlternatives } from '@haat/shared/catalog/hindi-search'
import type { PRODUCT_SORTS } from '@haat/shared/catalog/product'

export type ProductSort = (typeof PRODUCT_SORTS)[number]

/** The search term to use, or undefined when the shopper typed nothing but spaces. */
export function searchTerm(raw: string | undefined): string | undefined {
  const term = raw?.replace(/\s+/g, ' ').trim()
  return term ? term : undefined
}

/** Relevance only means something for a search; without one the default is the newest first. */
export function resolveSort(sort: ProductSort | undefined, hasSearch: boolean): ProductSort {
  if (!sort) return hasSearch ? 'relevance' : 'newest'
  return sort === 'relevance' && !hasSearch ? 'newest' : sort
}

/** At most this many words of a search are used; the rest of a pasted paragraph is ignored. */
const MAX_SEARCH_WORDS = 8

/**
 * A search's words: lowercased runs of letters, combining marks (Devanagari vowel signs) and digits.
 * Everything else separates words, so nothing of tsquery's syntax (`&`, `|`, `!`, `:*`, quotes) survives.
 */
export function searchWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS)
}

/**
 * A to_tsquery text requiring every word as a prefix: "kett steel" → "kett:* & steel:*". A Hindi or
 * Hinglish word may be met by any of its ways of writing (@haat/shared/catalog/hindi-search):
 * "मसाला" → "(मसाला:* | masala:* | spice:*)". Alternatives are letters only, so still no syntax.
 */
export function prefixQuery(words: string[]): string {
  return words
    .map((word) => {
      const alternatives = searchAlternatives(word).map((alternative) => `${alternative}:*`)
      return alternatives.length === 1 ? alternatives.join('') : `(${alternatives.join(' | ')})`
    })
    .join(' & ')
}

/**
 * How a search matches (docs/decisions/004-search.md):
 * - `words`: every word, as a prefix ("kett" finds "kettle"), stemmed ("kurtas" finds "kurta"), in
 *   the full-text document (name, brand, category and subcategory names, description);
 * - `contains`: the name contains the text, any case: the last resort, for what words cannot
 *   express ("alaxy m3", "100%").
 * `text` is what the shopper typed (spaces tidied); `words` its words (product-search.ts searchWords).
 */
export type SearchMatch = { kind: 'words' | 'contains'; text: string; words: string[] }

/** A words search for `text` (what the shop tries first). */
export const wordsSearch = (text: string): SearchMatch => ({ kind: 'words', text, words: searchWords(text) })

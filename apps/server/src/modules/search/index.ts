// The search module's public face: how a shopper's words match products, which the catalogue's
// listing query builds on (the words, the tsquery, the sorts), their spelling corrected, and the
// shape of the suggestions service, whose answers the catalogue cache keeps.
export { prefixQuery, type ProductSort, resolveSort, type SearchMatch, searchTerm, searchWords } from './product-search'
export { correctWords } from './search-words.repository'
export type { SuggestionsService } from './suggestions.service'

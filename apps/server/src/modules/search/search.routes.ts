import { SearchSuggestions, SuggestionsQuery } from '@haat/shared/catalog/suggestions'
import type { App } from '../../app-type'
import { type CachedAnswer, sendCached } from '../../lib/cached-answer'

// Under the catalogue's tag in the API document, as before search was a module of its own.
const tags = ['Catalog']

/**
 * The search box's routes. Their answers are the catalogue cache's (app.ts hands the catalogue's
 * cached reads, modules/catalog/catalog-reads.ts), dropped when what they show changes.
 */
export function searchRoutes(app: App, reads: { suggestions: (q: string) => Promise<CachedAnswer> }) {
  app.get(
    '/api/search/suggestions',
    {
      schema: {
        summary: 'Search suggestions as the visitor types',
        tags,
        querystring: SuggestionsQuery,
        response: { 200: SearchSuggestions },
      },
    },
    async (req, reply) => sendCached(req, reply, await reads.suggestions(req.query.q)),
  )
}

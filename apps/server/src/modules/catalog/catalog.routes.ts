import { CategoryList } from '@haat/shared/catalog/category'
import { ListProductsQuery, ProductDetail, ProductList, RelatedProducts } from '@haat/shared/catalog/product'
import { SearchSuggestions, SuggestionsQuery } from '@haat/shared/catalog/suggestions'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { CachedAnswer } from './catalog-cache'
import type { catalogReads } from './catalog-reads'

// Any text: an unknown or malformed slug is simply not found (404), not a validation error.
const ProductSlugParams = z.object({ slug: z.string().min(1).max(200) })

/**
 * Browsers revalidate every use (the ETag makes that a 304 without a body); a CDN or shared cache
 * may serve an answer for 30 s without asking (docs/performance.md): checkout prices from the
 * database, so a stale card never changes what anyone pays.
 */
const PUBLIC_CATALOGUE = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30'

/** Sends a cached answer as is (already JSON: no serializer runs), or 304 when the browser has it. */
function sendCached(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  void reply.header('cache-control', PUBLIC_CATALOGUE).header('etag', answer.etag)
  const known = req.headers['if-none-match']
  if (known && known.split(/\s*,\s*/).some((tag) => tag === answer.etag || tag === `W/${answer.etag}`)) {
    return reply.code(304).send()
  }
  return reply.type('application/json; charset=utf-8').send(answer.body)
}

export function catalogRoutes(app: App, reads: ReturnType<typeof catalogReads>) {
  app.get('/api/categories', { schema: { tags: ['catalog'], response: { 200: CategoryList } } }, async (req, reply) =>
    sendCached(req, reply, await reads.categories()),
  )

  app.get(
    '/api/products',
    { schema: { tags: ['catalog'], querystring: ListProductsQuery, response: { 200: ProductList } } },
    async (req, reply) => sendCached(req, reply, await reads.list(req.query)),
  )

  app.get(
    '/api/search/suggestions',
    { schema: { tags: ['catalog'], querystring: SuggestionsQuery, response: { 200: SearchSuggestions } } },
    async (req, reply) => sendCached(req, reply, await reads.suggestions(req.query.q)),
  )

  app.get(
    '/api/products/:slug',
    { schema: { tags: ['catalog'], params: ProductSlugParams, response: { 200: ProductDetail } } },
    async (req, reply) => sendCached(req, reply, await reads.product(req.params.slug)),
  )

  app.get(
    '/api/products/:slug/related',
    { schema: { tags: ['catalog'], params: ProductSlugParams, response: { 200: RelatedProducts } } },
    async (req, reply) => sendCached(req, reply, await reads.related(req.params.slug)),
  )
}

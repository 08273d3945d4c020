import { CategoryList } from '@haat/shared/catalog/category'
import { ListingFacets } from '@haat/shared/catalog/filters'
import {
  ListingQuery,
  ListProductsQuery,
  ProductDetail,
  ProductList,
  ProductCards,
  ProductCardsQuery,
} from '@haat/shared/catalog/product'
import { SearchSuggestions, SuggestionsQuery } from '@haat/shared/catalog/suggestions'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { App } from '../../app-type'
import { acceptedEncoding, COMPRESS_FROM_BYTES, compress, type Encoding } from '../../lib/compression'
import type { CachedAnswer } from './catalog-cache'
import type { catalogReads } from './catalog-reads'

const tags = ['Catalog']

// Any text: an unknown or malformed slug is simply not found (404), not a validation error.
const ProductSlugParams = z.object({ slug: z.string().min(1).max(200) })

/**
 * Browsers revalidate every use (the ETag makes that a 304 without a body); a CDN or shared cache
 * may serve an answer for 30 s without asking (docs/decisions/030-catalogue-cache.md): checkout
 * prices from the database, so a stale card never changes what anyone pays. No
 * stale-while-revalidate: browsers honour it too, and would show a product a seller just hid.
 */
const PUBLIC_CATALOGUE = 'public, max-age=0, must-revalidate, s-maxage=30'

/** Compressed once per cached answer: a hit costs no compression (brotli quality 5, as fast as gzip's default). */
function compressedBody(answer: CachedAnswer, encoding: Encoding): Buffer {
  const compressed = (answer.compressed ??= {})
  return (compressed[encoding] ??= compress(answer.body, encoding))
}

/** Sends a cached answer as is (already JSON: no serializer runs), or 304 when the browser has it. */
function sendCached(req: FastifyRequest, reply: FastifyReply, answer: CachedAnswer) {
  void reply.header('cache-control', PUBLIC_CATALOGUE).header('etag', answer.etag).header('vary', 'accept-encoding')
  const known = req.headers['if-none-match']
  // Compared weakly, as If-None-Match is (RFC 9110 §13.1.2): W/"x" and "x" are the same answer.
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  if (known && known.split(',').some((tag) => opaque(tag) === opaque(answer.etag))) {
    return reply.code(304).send()
  }
  void reply.type('application/json; charset=utf-8')
  const encoding =
    answer.body.length >= COMPRESS_FROM_BYTES ? acceptedEncoding(req.headers['accept-encoding']) : undefined
  if (!encoding) return reply.send(answer.body)
  // Already compressed: @fastify/compress leaves an answer with a Content-Encoding alone.
  return reply.header('content-encoding', encoding).send(compressedBody(answer, encoding))
}

export function catalogRoutes(app: App, reads: ReturnType<typeof catalogReads>) {
  app.get(
    '/api/categories',
    { schema: { summary: 'The category tree', tags, response: { 200: CategoryList } } },
    async (req, reply) => sendCached(req, reply, await reads.categories()),
  )

  app.get(
    '/api/products',
    {
      schema: {
        summary: 'List or search products',
        tags,
        querystring: ListProductsQuery,
        response: { 200: ProductList },
      },
    },
    async (req, reply) => sendCached(req, reply, await reads.list(req.query)),
  )

  app.get(
    '/api/product-filters',
    {
      schema: {
        summary: 'The filters (facets) for a product list or search',
        tags,
        querystring: ListingQuery,
        response: { 200: ListingFacets },
      },
    },
    async (req, reply) => sendCached(req, reply, await reads.facets(req.query)),
  )

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

  app.get(
    '/api/product-cards',
    {
      schema: {
        summary: 'Product cards for a list of slugs',
        tags,
        querystring: ProductCardsQuery,
        response: { 200: ProductCards },
      },
    },
    async (req, reply) => sendCached(req, reply, await reads.cards(req.query.slugs)),
  )

  app.get(
    '/api/products/:slug',
    { schema: { summary: "One product's page", tags, params: ProductSlugParams, response: { 200: ProductDetail } } },
    async (req, reply) => sendCached(req, reply, await reads.product(req.params.slug)),
  )

  app.get(
    '/api/products/:slug/related',
    {
      schema: { summary: 'Products related to one', tags, params: ProductSlugParams, response: { 200: ProductCards } },
    },
    async (req, reply) => sendCached(req, reply, await reads.related(req.params.slug)),
  )
}

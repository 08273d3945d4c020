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
import { z } from 'zod'
import type { App } from '../../app-type'
import { sendCached } from '../../lib/cached-answer'
import type { catalogReads } from './catalog-reads'

const tags = ['Catalog']

// Any text: an unknown or malformed slug is simply not found (404), not a validation error.
const ProductSlugParams = z.object({ slug: z.string().min(1).max(200) })

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

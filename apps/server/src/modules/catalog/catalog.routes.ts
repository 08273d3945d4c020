import { CategoryList } from '@haat/shared/catalog/category'
import { ListProductsQuery, ProductDetail, ProductList, RelatedProducts } from '@haat/shared/catalog/product'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { categoriesService } from './categories.service'
import type { productsService } from './products.service'

// Any text: an unknown or malformed slug is simply not found (404), not a validation error.
const ProductSlugParams = z.object({ slug: z.string().min(1).max(200) })

export function catalogRoutes(
  app: App,
  services: { categories: ReturnType<typeof categoriesService>; products: ReturnType<typeof productsService> },
) {
  const { categories, products } = services

  app.get(
    '/api/categories',
    { schema: { tags: ['catalog'], response: { 200: CategoryList } } },
    async (_req, reply) => {
      // Revalidated on every use: an admin's new category must show at once; the app caches it itself.
      void reply.header('cache-control', 'no-cache')
      return { data: await categories.list() }
    },
  )

  app.get(
    '/api/products',
    { schema: { tags: ['catalog'], querystring: ListProductsQuery, response: { 200: ProductList } } },
    async (req) => products.list(req.query),
  )

  app.get(
    '/api/products/:slug',
    { schema: { tags: ['catalog'], params: ProductSlugParams, response: { 200: ProductDetail } } },
    async (req) => products.get(req.params.slug),
  )

  app.get(
    '/api/products/:slug/related',
    { schema: { tags: ['catalog'], params: ProductSlugParams, response: { 200: RelatedProducts } } },
    async (req) => ({ data: await products.related(req.params.slug) }),
  )
}

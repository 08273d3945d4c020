import { z } from 'zod'
import type { App } from '../../app-type'
import type { productViewsService } from './product-views.service'

const ProductSlugParams = z.object({ slug: z.string().min(1).max(200) })

export function productViewsRoutes(app: App, views: ReturnType<typeof productViewsService>) {
  // Sent by the product page once it is shown; a separate call so crawlers, prefetches and
  // cached GETs of the product never count as views.
  app.post(
    '/api/products/:slug/views',
    { schema: { summary: 'Count a product view', tags: ['Catalog'], params: ProductSlugParams } },
    async (req, reply) => {
      await views.record(req.params.slug, req.ip)
      return reply.code(204).send()
    },
  )
}

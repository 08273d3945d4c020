import { z } from 'zod'
import type { App } from '../../app-type'
import type { sitemapService } from './sitemap.service'

const ProductsSitemapParams = z.object({ page: z.coerce.number().int().min(1).max(100_000) })

/** Crawlers may keep these an hour; they change as products do, and crawlers come back. */
const CRAWLER_CACHE = 'public, max-age=3600'

export function sitemapRoutes(app: App, sitemaps: ReturnType<typeof sitemapService>) {
  const xml = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': CRAWLER_CACHE }
  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) =>
    reply
      .headers({ 'content-type': 'text/plain; charset=utf-8', 'cache-control': CRAWLER_CACHE })
      .send(sitemaps.robots()),
  )
  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply.headers(xml).send(await sitemaps.index()),
  )
  app.get('/sitemap-pages.xml', { schema: { hide: true } }, async (_req, reply) =>
    reply.headers(xml).send(await sitemaps.pages()),
  )
  app.get(
    '/sitemap-products-:page(^\\d+).xml',
    { schema: { hide: true, params: ProductsSitemapParams } },
    async (req, reply) => reply.headers(xml).send(await sitemaps.products(req.params.page)),
  )
}

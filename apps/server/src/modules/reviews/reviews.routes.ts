import { ListReviewsQuery, ReviewBody, ReviewList, SavedReview } from '@haat/shared/catalog/review'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { SessionsService } from '../auth'
import type { reviewsService } from './reviews.service'

const tags = ['Reviews']
const ProductSlugParams = z.object({ slug: z.string().min(1).max(200) })

export function reviewsRoutes(
  app: App,
  deps: { reviews: ReturnType<typeof reviewsService>; sessions: SessionsService },
) {
  const { reviews, sessions } = deps
  const guard = { onRequest: app.requireCustomer }
  // Reading reviews needs no account; a customer's cookie, when present and live, only marks their own.
  const optionalCustomer = async (req: FastifyRequest) => {
    req.customerId = (await sessions.resolve('customer', req.sessionToken('customer'))) ?? ''
  }

  app.get(
    '/api/products/:slug/reviews',
    {
      onRequest: optionalCustomer,
      schema: {
        summary: "A product's reviews",
        tags,
        security: [{ customerSession: [] }, {}],
        params: ProductSlugParams,
        querystring: ListReviewsQuery,
        response: { 200: ReviewList },
      },
    },
    async (req, reply) => {
      // The answer depends on who asks (`mine`, `isMine`): no shared cache may keep it.
      void reply.header('cache-control', 'private, no-cache')
      return reviews.list(req.params.slug, req.query, req.customerId || null)
    },
  )

  app.put(
    '/api/products/:slug/reviews/mine',
    {
      ...guard,
      schema: {
        summary: "Write or edit the customer's review of a product",
        tags,
        params: ProductSlugParams,
        body: ReviewBody,
        response: { 200: SavedReview, 201: SavedReview },
      },
    },
    async (req, reply) => {
      const { created, ...saved } = await reviews.save(req.params.slug, req.customerId, req.body)
      return reply.code(created ? 201 : 200).send(saved)
    },
  )

  app.delete(
    '/api/products/:slug/reviews/mine',
    { ...guard, schema: { summary: "Delete the customer's review of a product", tags, params: ProductSlugParams } },
    async (req, reply) => {
      await reviews.remove(req.params.slug, req.customerId)
      return reply.code(204).send()
    },
  )
}

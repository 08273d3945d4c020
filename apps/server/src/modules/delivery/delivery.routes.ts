import { DeliveryEstimate, DeliveryEstimateQuery, SellerDelivery } from '@haat/shared/delivery/delivery'
import type { App } from '../../app-type'
import type { DeliveryService } from './delivery.service'

const tags = ['delivery']

/** GET /api/delivery/estimate (anyone: the product page's "Deliver to"); GET and PUT /api/vendor/delivery (the seller's own). */
export function deliveryRoutes(app: App, delivery: DeliveryService) {
  app.get(
    '/api/delivery/estimate',
    { schema: { tags, querystring: DeliveryEstimateQuery, response: { 200: DeliveryEstimate } } },
    async (req, reply) => {
      // The date moves at the dispatch cut-off and at midnight: a few minutes in the browser is safe.
      void reply.header('cache-control', 'public, max-age=300')
      return delivery.estimate(req.query.productId, req.query.pin)
    },
  )

  const approved = { onRequest: app.requireVendor({ approved: true }) }
  app.get('/api/vendor/delivery', { ...approved, schema: { tags, response: { 200: SellerDelivery } } }, async (req) =>
    delivery.ownSettings(req.vendorId),
  )
  app.put(
    '/api/vendor/delivery',
    { ...approved, schema: { tags, body: SellerDelivery, response: { 200: SellerDelivery } } },
    async (req) => delivery.saveSettings(req.vendorId, req.body),
  )
}

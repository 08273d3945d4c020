import {
  CartDelivery,
  CartDeliveryQuery,
  DeliveryEstimate,
  DeliveryEstimateQuery,
  DeliveryEstimates,
  DeliveryEstimatesQuery,
  SellerDelivery,
} from '@haat/shared/delivery/delivery'
import type { App } from '../../app-type'
import type { DeliveryService } from './delivery.service'

const tags = ['Delivery']

/**
 * GET /api/delivery/estimate (anyone: the product page's "Deliver to"), GET /api/delivery/estimates
 * (anyone: the cart's lines), GET /api/cart/delivery (the
 * customer's cart at checkout), GET and PUT /api/vendor/delivery (the seller's own settings).
 */
export function deliveryRoutes(app: App, delivery: DeliveryService) {
  app.get(
    '/api/delivery/estimate',
    {
      schema: {
        summary: 'A delivery estimate for one product to a PIN code',
        tags,
        querystring: DeliveryEstimateQuery,
        response: { 200: DeliveryEstimate },
      },
    },
    async (req, reply) => {
      // The date moves at the dispatch cut-off and at midnight: a few minutes in the browser is safe.
      void reply.header('cache-control', 'public, max-age=300')
      return delivery.estimate(req.query.productId, req.query.pin)
    },
  )

  app.get(
    '/api/delivery/estimates',
    {
      schema: {
        summary: 'Delivery estimates for several products to a PIN code',
        tags,
        querystring: DeliveryEstimatesQuery,
        response: { 200: DeliveryEstimates },
      },
    },
    async (req, reply) => {
      void reply.header('cache-control', 'public, max-age=300')
      return delivery.estimates(req.query.productIds, req.query.pin)
    },
  )

  app.get(
    '/api/cart/delivery',
    {
      onRequest: app.requireCustomer,
      schema: {
        summary: "Delivery estimates for the cart's lines",
        tags,
        querystring: CartDeliveryQuery,
        response: { 200: CartDelivery },
      },
    },
    async (req) => delivery.forCart(req.customerId, req.query),
  )

  const approved = { onRequest: app.requireVendor({ approved: true }) }
  app.get(
    '/api/vendor/delivery',
    {
      ...approved,
      schema: { summary: "The seller's dispatch time and delivery settings", tags, response: { 200: SellerDelivery } },
    },
    async (req) => delivery.ownSettings(req.vendorId),
  )
  app.put(
    '/api/vendor/delivery',
    {
      ...approved,
      schema: {
        summary: "Change the seller's delivery settings",
        tags,
        body: SellerDelivery,
        response: { 200: SellerDelivery },
      },
    },
    async (req) => delivery.saveSettings(req.vendorId, req.body),
  )
}

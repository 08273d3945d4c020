import { Order, PlaceOrderBody } from '@haat/shared/orders/order'
import type { App } from '../../app-type'
import type { CheckoutService } from './checkout.service'

/** POST /api/orders: checkout. The same idempotency key answers 200 with the order it placed. */
export function checkoutRoutes(app: App, checkout: CheckoutService) {
  app.post(
    '/api/orders',
    {
      onRequest: app.requireCustomer,
      schema: {
        summary: 'Place an order from the cart',
        tags: ['Checkout'],
        body: PlaceOrderBody,
        response: { 200: Order, 201: Order },
      },
    },
    async (req, reply) => {
      const { created, order } = await checkout.placeOrder(req.customerId, req.body, req.ip)
      return reply.code(created ? 201 : 200).send(order)
    },
  )
}

import {
  AddCartLineBody,
  Cart,
  CartLineParams,
  MergeCartBody,
  PreviewCartBody,
  UpdateCartLineBody,
} from '@haat/shared/cart/cart'
import type { App } from '../../app-type'
import type { CartService } from './cart.service'

const tags = ['cart']

/** /api/cart: the signed-in customer's cart; /api/cart/preview prices a guest's browser cart. */
export function cartRoutes(app: App, cart: CartService) {
  const guard = { onRequest: app.requireCustomer }
  const cartResponse = { response: { 200: Cart } }

  app.get('/api/cart', { ...guard, schema: { tags, ...cartResponse } }, async (req) => cart.get(req.customerId))

  app.post(
    '/api/cart/lines',
    { ...guard, schema: { tags, body: AddCartLineBody, response: { 200: Cart, 201: Cart } } },
    async (req, reply) => {
      const { created, cart: body } = await cart.addLine(req.customerId, req.body)
      return reply.code(created ? 201 : 200).send(body)
    },
  )
  app.patch(
    '/api/cart/lines/:id',
    { ...guard, schema: { tags, params: CartLineParams, body: UpdateCartLineBody, ...cartResponse } },
    async (req) => cart.updateLine(req.customerId, req.params.id, req.body.quantity),
  )
  app.post(
    '/api/cart/lines/:id/accept-price',
    { ...guard, schema: { tags, params: CartLineParams, ...cartResponse } },
    async (req) => cart.acceptPrice(req.customerId, req.params.id),
  )
  app.delete(
    '/api/cart/lines/:id',
    { ...guard, schema: { tags, params: CartLineParams, ...cartResponse } },
    async (req) => cart.removeLine(req.customerId, req.params.id),
  )
  app.delete('/api/cart', { ...guard, schema: { tags, ...cartResponse } }, async (req) => cart.clear(req.customerId))
  app.post('/api/cart/merge', { ...guard, schema: { tags, body: MergeCartBody, ...cartResponse } }, async (req) =>
    cart.merge(req.customerId, req.body),
  )

  // No session: a guest's cart lives in the browser; this only prices it and stores nothing.
  app.post('/api/cart/preview', { schema: { tags, body: PreviewCartBody, ...cartResponse } }, async (req) =>
    cart.preview(req.body.lines),
  )
}

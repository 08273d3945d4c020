import {
  AddCartLineBody,
  Cart,
  CartLineParams,
  MergeCartBody,
  PreviewCartBody,
  UpdateCartLineBody,
} from '@haat/shared/cart/cart'
import type { App } from '../../app-type'
import { saidInLanguage } from '../../lib/server-i18n'
import type { CartService } from './cart.service'

const tags = ['Cart']

/** Routes answering with the cart: its lines' messages and its notices in the visitor's language. */
export const cartInLanguage = saidInLanguage<Cart>((body, say) => ({
  ...body,
  lines: body.lines.map((line) => (line.message ? { ...line, message: say(line.message) } : line)),
  notices: body.notices.map(say),
}))

/** /api/cart: the signed-in customer's cart; /api/cart/preview prices a guest's browser cart. */
export function cartRoutes(app: App, cart: CartService) {
  const said = cartInLanguage
  const guard = { onRequest: app.requireCustomer, ...said }
  const cartResponse = { response: { 200: Cart } }

  app.get('/api/cart', { ...guard, schema: { summary: "The customer's cart", tags, ...cartResponse } }, async (req) =>
    cart.get(req.customerId),
  )

  app.post(
    '/api/cart/lines',
    {
      ...guard,
      schema: { summary: 'Add a product to the cart', tags, body: AddCartLineBody, response: { 200: Cart, 201: Cart } },
    },
    async (req, reply) => {
      const { created, cart: body } = await cart.addLine(req.customerId, req.body)
      return reply.code(created ? 201 : 200).send(body)
    },
  )
  app.patch(
    '/api/cart/lines/:id',
    {
      ...guard,
      schema: {
        summary: "Change a cart line's quantity",
        tags,
        params: CartLineParams,
        body: UpdateCartLineBody,
        ...cartResponse,
      },
    },
    async (req) => cart.updateLine(req.customerId, req.params.id, req.body.quantity),
  )
  app.post(
    '/api/cart/lines/:id/accept-price',
    {
      ...guard,
      schema: { summary: "Accept a cart line's changed price", tags, params: CartLineParams, ...cartResponse },
    },
    async (req) => cart.acceptPrice(req.customerId, req.params.id),
  )
  app.delete(
    '/api/cart/lines/:id',
    { ...guard, schema: { summary: 'Remove a cart line', tags, params: CartLineParams, ...cartResponse } },
    async (req) => cart.removeLine(req.customerId, req.params.id),
  )
  app.delete('/api/cart', { ...guard, schema: { summary: 'Empty the cart', tags, ...cartResponse } }, async (req) =>
    cart.clear(req.customerId),
  )
  app.post(
    '/api/cart/merge',
    {
      ...guard,
      schema: {
        summary: "Merge a guest's browser cart into the customer's",
        tags,
        body: MergeCartBody,
        ...cartResponse,
      },
    },
    async (req) => cart.merge(req.customerId, req.body),
  )

  // No session: a guest's cart lives in the browser; this only prices it and stores nothing.
  app.post(
    '/api/cart/preview',
    { ...said, schema: { summary: "Price a guest's browser cart", tags, body: PreviewCartBody, ...cartResponse } },
    async (req) => cart.preview(req.body.lines),
  )
}

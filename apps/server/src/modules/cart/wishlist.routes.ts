import { Cart } from '@haat/shared/cart/cart'
import { AddWishlistItemBody, MergeWishlistBody, Wishlist, WishlistProductParams } from '@haat/shared/cart/wishlist'
import type { App } from '../../app-type'
import { saidInLanguage } from '../../lib/server-i18n'
import { cartInLanguage } from './cart.routes'
import type { WishlistService } from './wishlist.service'

const tags = ['Cart']

/** /api/wishlist: the signed-in customer's saved products (guests keep theirs in the browser until sign-in). */
export function wishlistRoutes(app: App, wishlist: WishlistService) {
  // The notices of a change (a full wishlist) in the visitor's language.
  const said = saidInLanguage<Wishlist>((body, say) => ({ ...body, notices: body.notices.map(say) }))
  const guard = { onRequest: app.requireCustomer }

  app.get(
    '/api/wishlist',
    { ...guard, ...said, schema: { summary: "The customer's wishlist", tags, response: { 200: Wishlist } } },
    async (req) => wishlist.get(req.customerId),
  )
  app.post(
    '/api/wishlist',
    {
      ...guard,
      ...said,
      schema: {
        summary: 'Add a product to the wishlist',
        tags,
        body: AddWishlistItemBody,
        response: { 200: Wishlist, 201: Wishlist },
      },
    },
    async (req, reply) => {
      const { created, wishlist: body } = await wishlist.add(req.customerId, req.body)
      return reply.code(created ? 201 : 200).send(body)
    },
  )
  app.delete(
    '/api/wishlist/:productId',
    { ...guard, schema: { summary: 'Remove a product from the wishlist', tags, params: WishlistProductParams } },
    async (req, reply) => {
      await wishlist.remove(req.customerId, req.params.productId)
      return reply.code(204).send()
    },
  )
  app.post(
    '/api/wishlist/merge',
    {
      ...guard,
      ...said,
      schema: {
        summary: "Merge a guest's browser wishlist into the customer's",
        tags,
        body: MergeWishlistBody,
        response: { 200: Wishlist },
      },
    },
    async (req) => wishlist.merge(req.customerId, req.body),
  )
  app.post(
    '/api/wishlist/:productId/move-to-cart',
    {
      ...guard,
      ...cartInLanguage,
      schema: {
        summary: 'Move a wishlist product to the cart',
        tags,
        params: WishlistProductParams,
        response: { 200: Cart },
      },
    },
    async (req) => wishlist.moveToCart(req.customerId, req.params.productId),
  )
}

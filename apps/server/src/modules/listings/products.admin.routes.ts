import {
  ManagedProductDetail,
  ManagedProductList,
  ManagedProductRow,
  ManagedProductsQuery,
  RejectBody,
} from '@haat/shared/catalog/product-input'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { ProductAdminService } from './products.admin.service'

const tags = ['Listings']
const IdParam = z.object({ id: z.uuid('Not a valid product id.') })

export function productAdminRoutes(app: App, products: ProductAdminService) {
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/products',
    {
      ...guard,
      schema: {
        summary: 'Products to review, and all products',
        tags,
        querystring: ManagedProductsQuery,
        response: { 200: ManagedProductList },
      },
    },
    async (req) => products.list(req.query),
  )
  /** Everything the seller entered, for the admin deciding on it (approving blind is no review). */
  app.get(
    '/api/admin/products/:id',
    {
      ...guard,
      schema: { summary: 'One product, for review', tags, params: IdParam, response: { 200: ManagedProductDetail } },
    },
    async (req) => products.get(req.params.id),
  )
  app.post(
    '/api/admin/products/:id/approve',
    { ...guard, schema: { summary: 'Approve a product', tags, params: IdParam, response: { 200: ManagedProductRow } } },
    async (req) => products.approve(req.adminId, req.params.id),
  )
  app.post(
    '/api/admin/products/:id/reject',
    // The reason is optional, and so is the body.
    {
      ...guard,
      schema: {
        summary: 'Reject a product with a reason',
        tags,
        params: IdParam,
        body: RejectBody.nullish(),
        response: { 200: ManagedProductRow },
      },
    },
    async (req) => products.reject(req.adminId, req.params.id, req.body?.reason),
  )
  app.delete(
    '/api/admin/products/:id',
    { ...guard, schema: { summary: 'Delete a product (archived if it was ever ordered)', tags, params: IdParam } },
    async (req, reply) => {
      await products.remove(req.adminId, req.params.id)
      return reply.code(204).send()
    },
  )
}

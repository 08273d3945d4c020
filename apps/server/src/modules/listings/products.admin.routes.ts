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

const tags = ['admin']
const IdParam = z.object({ id: z.uuid('Not a valid product id.') })

export function productAdminRoutes(app: App, products: ProductAdminService) {
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/products',
    { ...guard, schema: { tags, querystring: ManagedProductsQuery, response: { 200: ManagedProductList } } },
    async (req) => products.list(req.query),
  )
  /** Everything the seller entered, for the admin deciding on it (approving blind is no review). */
  app.get(
    '/api/admin/products/:id',
    { ...guard, schema: { tags, params: IdParam, response: { 200: ManagedProductDetail } } },
    async (req) => products.get(req.params.id),
  )
  app.post(
    '/api/admin/products/:id/approve',
    { ...guard, schema: { tags, params: IdParam, response: { 200: ManagedProductRow } } },
    async (req) => products.approve(req.adminId, req.params.id),
  )
  app.post(
    '/api/admin/products/:id/reject',
    // The reason is optional, and so is the body.
    { ...guard, schema: { tags, params: IdParam, body: RejectBody.nullish(), response: { 200: ManagedProductRow } } },
    async (req) => products.reject(req.adminId, req.params.id, req.body?.reason),
  )
  app.delete('/api/admin/products/:id', { ...guard, schema: { tags, params: IdParam } }, async (req, reply) => {
    await products.remove(req.adminId, req.params.id)
    return reply.code(204).send()
  })
}

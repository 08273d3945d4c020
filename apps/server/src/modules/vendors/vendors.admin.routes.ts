import { AdminVendorList, AdminVendorRow, AdminVendorsQuery, RejectVendorBody } from '@haat/shared/admin/people'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { VendorsAdminService } from './vendors.admin.service'

const tags = ['Vendors']
const IdParam = z.object({ id: z.uuid('Not a valid vendor id.') })

export function vendorsAdminRoutes(app: App, vendors: VendorsAdminService) {
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/vendors',
    {
      ...guard,
      schema: {
        summary: 'Sellers and their applications',
        tags,
        querystring: AdminVendorsQuery,
        response: { 200: AdminVendorList },
      },
    },
    async (req) => vendors.list(req.query),
  )
  app.post(
    '/api/admin/vendors/:id/approve',
    { ...guard, schema: { summary: 'Approve a seller', tags, params: IdParam, response: { 200: AdminVendorRow } } },
    async (req) => vendors.approve(req.adminId, req.params.id),
  )
  app.post(
    '/api/admin/vendors/:id/reject',
    // The reason is optional, and so is the body.
    {
      ...guard,
      schema: {
        summary: "Reject a seller's application",
        tags,
        params: IdParam,
        body: RejectVendorBody.nullish(),
        response: { 200: AdminVendorRow },
      },
    },
    async (req) => vendors.reject(req.adminId, req.params.id, req.body?.reason),
  )
  app.delete(
    '/api/admin/vendors/:id',
    { ...guard, schema: { summary: 'Delete a seller (its orders remain)', tags, params: IdParam } },
    async (req, reply) => {
      await vendors.remove(req.adminId, req.params.id)
      return reply.code(204).send()
    },
  )
}

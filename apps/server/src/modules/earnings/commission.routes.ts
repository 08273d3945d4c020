import { CategoryCommissionBody, CommissionSettings, SellerCommissionBody } from '@haat/shared/earnings/commission'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { CommissionService } from './commission.service'

const tags = ['Earnings']
const CategoryParams = z.object({ id: z.uuid('Not a valid category id.') })
const VendorParams = z.object({ id: z.uuid('Not a valid vendor id.') })

/** The admin's commission settings: per category, per seller, and (through shop settings) the fee. */
export function commissionRoutes(app: App, commission: CommissionService) {
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/commission',
    {
      ...guard,
      schema: { summary: 'Commission rates by category and seller', tags, response: { 200: CommissionSettings } },
    },
    async () => commission.get(),
  )
  app.put(
    '/api/admin/categories/:id/commission',
    {
      ...guard,
      schema: {
        summary: "Set a category's commission rate",
        tags,
        params: CategoryParams,
        body: CategoryCommissionBody,
      },
    },
    async (req, reply) => {
      await commission.setCategory(req.adminId, req.params.id, req.body.commissionBp)
      return reply.code(204).send()
    },
  )
  app.put(
    '/api/admin/vendors/:id/commission',
    {
      ...guard,
      schema: { summary: "Set a seller's commission rate", tags, params: VendorParams, body: SellerCommissionBody },
    },
    async (req, reply) => {
      await commission.setSeller(req.adminId, req.params.id, req.body.commissionBp)
      return reply.code(204).send()
    },
  )
}

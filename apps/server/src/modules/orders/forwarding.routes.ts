import { ForwardParams, ForwardResult, OrderVendorList } from '@haat/shared/orders/vendor-order'
import type { App } from '../../app-type'
import { OrderNoParams } from '@haat/shared/orders/order'
import type { ForwardingService } from './forwarding.service'

const tags = ['admin orders']

/** The admin's Send to Vendor, per vendor of an order. */
export function forwardingRoutes(app: App, forwarding: ForwardingService) {
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/orders/:orderNo/vendors',
    { ...guard, schema: { tags, params: OrderNoParams, response: { 200: OrderVendorList } } },
    async (req) => forwarding.vendorsOf(req.params.orderNo),
  )
  app.post(
    '/api/admin/orders/:orderNo/vendors/:vendorId/forward',
    { ...guard, schema: { tags, params: ForwardParams, response: { 200: ForwardResult, 201: ForwardResult } } },
    async (req, reply) => {
      const { created, result } = await forwarding.forward(req.adminId, req.params.orderNo, req.params.vendorId)
      return reply.code(created ? 201 : 200).send(result)
    },
  )
}

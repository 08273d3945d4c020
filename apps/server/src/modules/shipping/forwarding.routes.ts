import {
  ForwardParams,
  ForwardResult,
  OrderVendorList,
  ShipVendorOrderBody,
  VendorOrderIdParams,
} from '@haat/shared/orders/vendor-order'
import type { App } from '../../app-type'
import { OrderNoParams } from '@haat/shared/orders/order'
import type { ForwardingService } from './forwarding.service'
import type { VendorOrdersService } from './vendor-orders.service'

const tags = ['Shipping']

/** The admin's Send to Vendor, per vendor of an order, and Ship Order for a part not yet shipped. */
export function forwardingRoutes(app: App, forwarding: ForwardingService, vendorOrders: VendorOrdersService) {
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/orders/:orderNo/vendors',
    {
      ...guard,
      schema: {
        summary: "An order's sellers and whether each was sent its part",
        tags,
        params: OrderNoParams,
        response: { 200: OrderVendorList },
      },
    },
    async (req) => forwarding.vendorsOf(req.params.orderNo),
  )
  app.post(
    '/api/admin/orders/:orderNo/vendors/:vendorId/forward',
    {
      ...guard,
      schema: {
        summary: 'Send one seller its part of an order',
        tags,
        params: ForwardParams,
        response: { 200: ForwardResult, 201: ForwardResult },
      },
    },
    async (req, reply) => {
      const { created, result } = await forwarding.forward(req.adminId, req.params.orderNo, req.params.vendorId)
      return reply.code(created ? 201 : 200).send(result)
    },
  )
  /** Send to all sellers: every seller of the order not sent its part yet; answers with the sellers as they stand. */
  app.post(
    '/api/admin/orders/:orderNo/forward',
    {
      ...guard,
      schema: {
        summary: 'Send every seller its part of an order',
        tags,
        params: OrderNoParams,
        response: { 200: OrderVendorList },
      },
    },
    async (req) => {
      await forwarding.forwardToAllVendors(req.params.orderNo, req.adminId)
      return forwarding.vendorsOf(req.params.orderNo)
    },
  )
  app.post(
    '/api/admin/vendor-orders/:id/ship',
    {
      ...guard,
      schema: {
        summary: "Record a shipment on a seller's behalf",
        tags,
        params: VendorOrderIdParams,
        body: ShipVendorOrderBody,
      },
    },
    async (req, reply) => {
      await vendorOrders.shipAsAdmin(req.adminId, req.params.id, req.body)
      return reply.code(204).send()
    },
  )
}

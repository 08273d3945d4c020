import {
  CorrectShipmentBody,
  UpdateVendorOrderStatusBody,
  VendorDashboard,
  VendorOrderDetail,
  VendorOrderIdParams,
  VendorOrderList,
  VendorOrdersQuery,
} from '@haat/shared/orders/vendor-order'
import type { App } from '../../app-type'
import type { VendorOrdersService } from './vendor-orders.service'

const tags = ['Shipping']

/** The approved vendor's own orders and dashboard; the vendor id always comes from the session. */
export function vendorOrdersRoutes(app: App, vendorOrders: VendorOrdersService) {
  const guard = { onRequest: app.requireVendor({ approved: true }) }

  app.get(
    '/api/vendor/orders',
    {
      ...guard,
      schema: {
        summary: "The seller's orders",
        tags,
        querystring: VendorOrdersQuery,
        response: { 200: VendorOrderList },
      },
    },
    async (req) => vendorOrders.list(req.vendorId, req.query),
  )
  app.get(
    '/api/vendor/orders/:id',
    {
      ...guard,
      schema: {
        summary: "One of the seller's orders",
        tags,
        params: VendorOrderIdParams,
        response: { 200: VendorOrderDetail },
      },
    },
    async (req) => vendorOrders.get(req.vendorId, req.params.id),
  )
  app.post(
    '/api/vendor/orders/:id/status',
    {
      ...guard,
      schema: {
        summary: "Move a seller's order on (packed, shipped, delivered)",
        tags,
        params: VendorOrderIdParams,
        body: UpdateVendorOrderStatusBody,
        response: { 200: VendorOrderDetail },
      },
    },
    async (req) => vendorOrders.setStatus(req.vendorId, req.params.id, req.body),
  )
  app.get(
    '/api/vendor/orders/:id/packing-slip',
    { ...guard, schema: { summary: "A seller's order's packing slip (PDF)", tags, params: VendorOrderIdParams } },
    async (req, reply) => {
      const { orderNo, pdf } = await vendorOrders.packingSlip(req.vendorId, req.params.id)
      // Inline: it opens in the browser's viewer, one click from printing.
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="packing-slip-${orderNo}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf)
    },
  )
  app.put(
    '/api/vendor/orders/:id/shipment',
    {
      ...guard,
      schema: {
        summary: "Correct a shipment's courier or tracking number",
        tags,
        params: VendorOrderIdParams,
        body: CorrectShipmentBody,
        response: { 200: VendorOrderDetail },
      },
    },
    async (req) => vendorOrders.correctShipment(req.vendorId, req.params.id, req.body),
  )
  app.delete(
    '/api/vendor/orders/:id',
    {
      ...guard,
      schema: { summary: "Hide a finished order from the seller's list", tags, params: VendorOrderIdParams },
    },
    async (req, reply) => {
      await vendorOrders.hide(req.vendorId, req.params.id)
      return reply.code(204).send()
    },
  )
  app.get(
    '/api/vendor/dashboard',
    { ...guard, schema: { summary: "The seller's dashboard figures", tags, response: { 200: VendorDashboard } } },
    async (req) => vendorOrders.dashboard(req.vendorId),
  )
}

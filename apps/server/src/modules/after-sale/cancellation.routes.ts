import { AdminCancelBody, CustomerCancelBody, SellerCancelBody } from '@haat/shared/orders/cancellation'
import { Order, OrderNoParams } from '@haat/shared/orders/order'
import { VendorOrderDetail, VendorOrderIdParams } from '@haat/shared/orders/vendor-order'
import type { App } from '../../app-type'
import type { CancellationService } from './cancellation.service'
import type { VendorOrdersService } from '../shipping'

const tags = ['After-sale']

/** Cancelling lines: the customer its order's, the seller its part's, an admin any order's. */
export function cancellationRoutes(
  app: App,
  deps: { cancellation: CancellationService; vendorOrders: VendorOrdersService },
) {
  const { cancellation, vendorOrders } = deps

  app.post(
    '/api/orders/:orderNo/cancel',
    {
      onRequest: app.requireCustomer,
      schema: {
        summary: "Cancel lines of the customer's order before dispatch",
        tags,
        params: OrderNoParams,
        body: CustomerCancelBody,
        response: { 200: Order },
      },
    },
    async (req) => cancellation.cancelAsCustomer(req.customerId, req.params.orderNo, req.body),
  )

  app.post(
    '/api/vendor/orders/:id/cancel',
    {
      onRequest: app.requireVendor({ approved: true }),
      schema: {
        summary: "Cancel lines of a seller's order",
        tags,
        params: VendorOrderIdParams,
        body: SellerCancelBody,
        response: { 200: VendorOrderDetail },
      },
    },
    async (req) => {
      await cancellation.cancelAsSeller(req.vendorId, req.params.id, req.body)
      return vendorOrders.get(req.vendorId, req.params.id)
    },
  )

  app.post(
    '/api/admin/orders/:orderNo/cancel',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: 'Cancel lines of any order',
        tags,
        params: OrderNoParams,
        body: AdminCancelBody,
        response: { 200: Order },
      },
    },
    async (req) => cancellation.cancelAsAdmin(req.adminId, req.params.orderNo, req.body),
  )
}

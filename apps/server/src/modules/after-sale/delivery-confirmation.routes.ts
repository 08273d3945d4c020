import { ConfirmDeliveryBody, DeliveryDisputeBody } from '@haat/shared/orders/delivery-confirmation'
import { Order, OrderNoParams } from '@haat/shared/orders/order'
import type { App } from '../../app-type'
import type { DeliveryConfirmationService } from './delivery-confirmation.service'

const tags = ['After-sale']

/** Confirming a seller's Delivered: the customer's two answers, and an admin's decision. */
export function deliveryConfirmationRoutes(app: App, deliveries: DeliveryConfirmationService) {
  const customer = { onRequest: app.requireCustomer }
  app.post(
    '/api/orders/:orderNo/delivery/confirm',
    {
      ...customer,
      schema: {
        summary: "Confirm that a seller's delivered items arrived",
        tags,
        params: OrderNoParams,
        body: ConfirmDeliveryBody,
        response: { 200: Order },
      },
    },
    async (req) => deliveries.confirmAsCustomer(req.customerId, req.params.orderNo, req.body.vendorId),
  )
  app.post(
    '/api/orders/:orderNo/delivery/not-received',
    {
      ...customer,
      schema: {
        summary: "Say a seller's delivered items never arrived (stops the holding period)",
        tags,
        params: OrderNoParams,
        body: DeliveryDisputeBody,
        response: { 200: Order },
      },
    },
    async (req) => deliveries.reportNotReceived(req.customerId, req.params.orderNo, req.body),
  )
  app.post(
    '/api/admin/orders/:orderNo/delivery/confirm',
    {
      onRequest: app.requireAdmin,
      schema: {
        summary: "Confirm a seller's delivery as Haat (settles a customer's not-received)",
        tags,
        params: OrderNoParams,
        body: ConfirmDeliveryBody,
        response: { 200: Order },
      },
    },
    async (req) => deliveries.confirmAsAdmin(req.adminId, req.params.orderNo, req.body.vendorId),
  )
}

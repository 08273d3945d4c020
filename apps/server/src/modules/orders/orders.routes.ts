import {
  ListOrdersQuery,
  Order,
  OrderDocumentParams,
  OrderList,
  OrderNoParams,
  PlaceOrderBody,
} from '@haat/shared/orders/order'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app-type'
import { AppError } from '../../lib/app-error'
import type { CheckoutService } from './checkout.service'
import type { OrderViewer, OrdersService } from './orders.service'

const tags = ['orders']

/** /api/orders: checkout, the customer's orders, and one order for whoever may see it. */
export function ordersRoutes(app: App, deps: { checkout: CheckoutService; orders: OrdersService }) {
  const { checkout, orders } = deps
  const guard = { onRequest: app.requireCustomer }

  /** Every session the request carries (customer, admin, vendor); 401 when it carries none. */
  const resolveViewer = async (req: FastifyRequest): Promise<OrderViewer> => {
    const viewer: OrderViewer = {}
    const attempts: [keyof OrderViewer, (r: FastifyRequest) => Promise<void>, () => string][] = [
      ['customerId', app.requireCustomer, () => req.customerId],
      ['adminId', app.requireAdmin, () => req.adminId],
      ['vendorId', app.requireVendor(), () => req.vendorId],
    ]
    for (const [key, check, read] of attempts) {
      try {
        await check(req)
        viewer[key] = read()
      } catch (error) {
        if (!(error instanceof AppError)) throw error
      }
    }
    if (!viewer.customerId && !viewer.adminId && !viewer.vendorId) {
      throw new AppError('UNAUTHENTICATED', /*i18n*/ 'Please sign in to continue.')
    }
    return viewer
  }

  app.post(
    '/api/orders',
    { ...guard, schema: { tags, body: PlaceOrderBody, response: { 200: Order, 201: Order } } },
    async (req, reply) => {
      const { created, order } = await checkout.placeOrder(req.customerId, req.body, req.ip)
      return reply.code(created ? 201 : 200).send(order)
    },
  )

  app.get(
    '/api/orders',
    { ...guard, schema: { tags, querystring: ListOrdersQuery, response: { 200: OrderList } } },
    async (req) => orders.list(req.customerId, req.query),
  )

  app.get('/api/orders/:orderNo', { schema: { tags, params: OrderNoParams, response: { 200: Order } } }, async (req) =>
    orders.get(await resolveViewer(req), req.params.orderNo),
  )

  /** A tax invoice, bill of supply or credit note of the order, as its PDF. */
  app.get(
    '/api/orders/:orderNo/documents/:id',
    { schema: { tags, params: OrderDocumentParams } },
    async (req, reply) => {
      const { number, pdf } = await orders.documentPdf(await resolveViewer(req), req.params.orderNo, req.params.id)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number.replaceAll('/', '-')}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf)
    },
  )
}

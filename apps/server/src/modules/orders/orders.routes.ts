import { ListOrdersQuery, Order, OrderList, OrderNoParams } from '@haat/shared/orders/order'
import type { FastifyRequest } from 'fastify'
import type { App } from '../../app-type'
import { AppError } from '../../lib/app-error'
import type { OrderViewer, OrdersService } from './orders.service'

const tags = ['Orders']
/** Who may read an order (orderViewer), as the document's security schemes. */
export const anyViewer: Record<string, string[]>[] = [
  { customerSession: [] },
  { vendorSession: [] },
  { adminSession: [] },
]

/** Every session the request carries (customer, admin, vendor); 401 when it carries none. */
export async function orderViewer(app: App, req: FastifyRequest): Promise<OrderViewer> {
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

/** /api/orders: the customer's orders, and one order for whoever may see it. */
export function ordersRoutes(app: App, orders: OrdersService) {
  const guard = { onRequest: app.requireCustomer }

  app.get(
    '/api/orders',
    {
      ...guard,
      schema: { summary: "The customer's orders", tags, querystring: ListOrdersQuery, response: { 200: OrderList } },
    },
    async (req) => orders.list(req.customerId, req.query),
  )

  app.get(
    '/api/orders/:orderNo',
    {
      schema: {
        summary: 'One order, for its customer, its sellers or an administrator',
        tags,
        security: anyViewer,
        params: OrderNoParams,
        response: { 200: Order },
      },
    },
    async (req) => orders.get(await orderViewer(app, req), req.params.orderNo),
  )
}

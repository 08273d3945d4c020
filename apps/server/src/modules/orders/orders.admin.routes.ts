import { AdminOrderList, AdminOrdersQuery, CorrectCashBody } from '@haat/shared/admin/orders'
import { Order, OrderNoParams } from '@haat/shared/orders/order'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { OrdersAdminService } from './orders.admin.service'

const tags = ['Orders']
const OrderNoParam = z.object({ orderNo: z.string().trim().min(1).max(40) })

export function ordersAdminRoutes(app: App, orders: OrdersAdminService) {
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/orders',
    {
      ...guard,
      schema: { summary: 'All orders', tags, querystring: AdminOrdersQuery, response: { 200: AdminOrderList } },
    },
    async (req) => orders.list(req.query),
  )
  app.post(
    '/api/admin/orders/:orderNo/cash',
    {
      ...guard,
      schema: {
        summary: 'Correct the cash collected for a cash-on-delivery order',
        tags,
        params: OrderNoParams,
        body: CorrectCashBody,
        response: { 200: Order },
      },
    },
    async (req) => orders.correctCash(req.adminId, req.params.orderNo, req.body),
  )
  app.delete(
    '/api/admin/orders/:orderNo',
    { ...guard, schema: { summary: 'Hide an order from the admin lists', tags, params: OrderNoParam } },
    async (req, reply) => {
      await orders.hide(req.adminId, req.params.orderNo)
      return reply.code(204).send()
    },
  )
}

import type { Order, OrderList } from '@haat/shared/orders/order'
import type { Db, DbOrTx } from '../../db/client'
import { notFound } from '../../lib/app-error'
import { type Viewer, toOrder, toOrderSummary } from './orders.mapping'
import {
  findOrderByNo,
  findOrderLines,
  findTrackingEvents,
  hasVendorLines,
  listCustomerOrders,
  type OrderRow,
} from './orders.repository'

/** Who is asking: any of the sessions the request carries (a browser may hold several). */
export type OrderViewer = { customerId?: string | undefined; adminId?: string | undefined; vendorId?: string | undefined }

export const ORDER_NOT_FOUND = 'Order not found.'

/** An order with its lines and tracking, as the viewer may see it. */
export async function readOrder(db: DbOrTx, order: OrderRow, viewer: Viewer, vendorId?: string): Promise<Order> {
  const lines = await findOrderLines(db, order.id, viewer === 'vendor' ? vendorId : undefined)
  const events = await findTrackingEvents(db, order.id)
  return toOrder(order, lines, events, viewer)
}

/** Reading orders: the customer's list, and one order for whoever may see it (DECISIONS.md 13). */
export function ordersService(deps: { db: Db }) {
  const { db } = deps
  return {
    /** The customer who placed it, an admin, or a vendor with lines in it; anyone else gets 404. */
    async get(viewer: OrderViewer, orderNo: string): Promise<Order> {
      const order = await findOrderByNo(db, orderNo)
      if (!order) throw notFound(ORDER_NOT_FOUND)
      if (viewer.customerId && order.customerId === viewer.customerId && !order.hiddenAt) {
        return readOrder(db, order, 'customer')
      }
      if (viewer.adminId) return readOrder(db, order, 'admin')
      if (viewer.vendorId && !order.hiddenAt && (await hasVendorLines(db, order.id, viewer.vendorId))) {
        return readOrder(db, order, 'vendor', viewer.vendorId)
      }
      throw notFound(ORDER_NOT_FOUND)
    },

    /** The customer's own orders, newest first. */
    async list(customerId: string, query: { page: number; pageSize: number }): Promise<OrderList> {
      const { rows, total } = await listCustomerOrders(db, customerId, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      })
      return { data: rows.map(toOrderSummary), meta: { page: query.page, pageSize: query.pageSize, total } }
    },
  }
}
export type OrdersService = ReturnType<typeof ordersService>

import type { Order, OrderList } from '@haat/shared/orders/order'
import type { Db, DbOrTx } from '../../db/client'
import { notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { recordAudit } from '../audit'
import { findVendorOrderOf } from './vendor-orders.repository'
import { findOrderRefunds } from './refunds.repository'
import { readReturns } from './returns.mapping'
import { findOrderReturns } from './returns.repository'
import { type Viewer, toOrder, toOrderSummary } from './orders.mapping'
import {
  findOrderByNo,
  findOrderLines,
  findOrderTaxDocuments,
  findTrackingEvents,
  listCustomerOrders,
  type OrderRow,
} from './orders.repository'

/** Who is asking: any of the sessions the request carries (a browser may hold several). */
export type OrderViewer = {
  customerId?: string | undefined
  adminId?: string | undefined
  vendorId?: string | undefined
}

export const ORDER_NOT_FOUND = /*i18n*/ 'Order not found.'

/**
 * An order with its lines and tracking, as the viewer may see it. A vendor sees its own part
 * only: its lines and its vendor order's events, never another seller's courier or tracking number.
 */
export async function readOrder(
  db: DbOrTx,
  order: OrderRow,
  viewer: Viewer,
  part?: { vendorId: string; vendorOrderId: string },
  now = new Date(),
): Promise<Order> {
  const lines = await findOrderLines(db, order.id, part?.vendorId)
  const events = await findTrackingEvents(db, order.id, part?.vendorOrderId)
  // The customer's money is between the customer, Haat and the gateway: a seller sees none of it.
  const refunds = viewer === 'vendor' ? [] : await findOrderRefunds(db, order.id)
  const returns = await readReturns(db, order, await findOrderReturns(db, order.id, part?.vendorId), viewer)
  const documents = (await findOrderTaxDocuments(db, order.id)).filter(
    (d) => !part || d.vendorOrderId === part.vendorOrderId,
  )
  return toOrder(order, lines, events, viewer, { refunds, returns, documents, now })
}

/** Reading orders: the customer's list, and one order for whoever may see it (docs/decisions/015-who-sees-an-order.md). */
export function ordersService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps

  /**
   * The order and how this viewer sees it: the customer who placed it, an admin, or a vendor the
   * order was forwarded to (its own part). Anyone else gets the same 404 as for a missing order,
   * and a signed-in caller reaching for another account's order is recorded.
   */
  async function visibleOrder(viewer: OrderViewer, orderNo: string) {
    const order = await findOrderByNo(db, orderNo)
    if (!order) throw notFound(ORDER_NOT_FOUND)
    if (viewer.customerId && order.customerId === viewer.customerId && !order.hiddenAt) {
      return { order, as: 'customer' as const, part: undefined }
    }
    if (viewer.adminId) return { order, as: 'admin' as const, part: undefined }
    if (viewer.vendorId && !order.hiddenAt) {
      const vendorOrder = await findVendorOrderOf(db, order.id, viewer.vendorId)
      if (vendorOrder) {
        return { order, as: 'vendor' as const, part: { vendorId: viewer.vendorId, vendorOrderId: vendorOrder.id } }
      }
    }
    const actor = viewer.vendorId
      ? ({ kind: 'vendor', id: viewer.vendorId } as const)
      : viewer.customerId
        ? ({ kind: 'customer', id: viewer.customerId } as const)
        : null
    if (actor) {
      await recordAudit(db, {
        actor,
        action: 'order.access_denied',
        entity: 'order',
        entityId: order.id,
        details: { orderNo },
      })
    }
    throw notFound(ORDER_NOT_FOUND)
  }

  return {
    visibleOrder,

    /**
     * The customer who placed it, an admin, or a vendor the order was forwarded to (its own part);
     * anyone else gets the same 404 as for a missing order, and a signed-in caller reaching for
     * another account's order is recorded.
     */
    async get(viewer: OrderViewer, orderNo: string): Promise<Order> {
      const { order, as, part } = await visibleOrder(viewer, orderNo)
      return readOrder(db, order, as, part, clock.now())
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

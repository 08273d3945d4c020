import type { AdminOrderList, AdminOrdersQuery } from '@haat/shared/admin/orders'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { recordAudit } from '../audit'
import { hideOrder, listOrders } from './orders.admin.repository'

type Query = z.output<typeof AdminOrdersQuery>

/** The admin's view of all orders, and hiding one (never erasing it). */
export function ordersAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    async list(query: Query): Promise<AdminOrderList> {
      const { rows, total } = await listOrders(
        db,
        { status: query.status, payment: query.payment, search: query.search || undefined },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      )
      return {
        data: rows.map(({ order, itemCount }) => ({
          orderNo: order.orderNo,
          createdAt: order.createdAt.toISOString(),
          customerName: order.name,
          customerEmail: order.email,
          status: order.status,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          totalPaise: order.totalPaise,
          itemCount,
        })),
        meta: { page: query.page, pageSize: query.pageSize, total },
      }
    },

    async hide(adminId: string, orderNo: string) {
      await db.transaction(async (tx) => {
        const id = await hideOrder(tx, orderNo, clock.now())
        if (!id) throw notFound('Order not found.')
        await recordAudit(tx, {
          actor: { kind: 'admin', id: adminId },
          action: 'order.hide',
          entity: 'order',
          entityId: id,
          details: { orderNo },
        })
      })
    },
  }
}
export type OrdersAdminService = ReturnType<typeof ordersAdminService>

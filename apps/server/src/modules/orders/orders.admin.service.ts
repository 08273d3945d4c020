import type { AdminOrderList, AdminOrdersQuery, CorrectCashBody } from '@haat/shared/admin/orders'
import type { Order } from '@haat/shared/orders/order'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import { must } from '../../lib/must'
import type { Clock } from '../../lib/clock'
import { recordAudit } from '../audit'
import { hideOrder, listOrders } from './orders.admin.repository'
import { findOrderByNo, lockOrder, moveOrder } from './orders.repository'
import { ORDER_NOT_FOUND, readOrder } from './orders.service'

type Query = z.output<typeof AdminOrdersQuery>

/** The admin's view of all orders, and hiding one (never erasing it). */
export function ordersAdminService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  return {
    async list(query: Query): Promise<AdminOrderList> {
      const { rows, total } = await listOrders(
        db,
        {
          status: query.status,
          payment: query.payment,
          search: query.search || undefined,
          waitingToSend: query.forwarding === 'waiting',
        },
        { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
      )
      return {
        data: rows.map(({ order, itemCount, possibleSelfPurchase, deliveryDisputed }) => ({
          orderNo: order.orderNo,
          createdAt: order.createdAt.toISOString(),
          customerName: order.name,
          customerEmail: order.email,
          status: order.status,
          paymentMethod: order.paymentMethod,
          paymentStatus: order.paymentStatus,
          totalPaise: order.totalPaise,
          itemCount,
          possibleSelfPurchase,
          deliveryDisputed,
        })),
        meta: { page: query.page, pageSize: query.pageSize, total },
      }
    },

    /** Corrects a cash-on-delivery order's collection either way, with the admin's reason on record. */
    async correctCash(adminId: string, orderNo: string, body: z.output<typeof CorrectCashBody>): Promise<Order> {
      await db.transaction(async (tx) => {
        const found = await findOrderByNo(tx, orderNo)
        const order = found ? await lockOrder(tx, { id: found.id }) : undefined
        if (!order) throw notFound(ORDER_NOT_FOUND)
        if (order.paymentMethod !== 'cod')
          throw new AppError('CONFLICT', 'This order was not paid in cash on delivery.')
        const next = body.collected ? 'confirmed' : 'pending'
        if (order.paymentStatus === next) {
          throw new AppError(
            'CONFLICT',
            body.collected ? 'The cash is already recorded as collected.' : 'The cash is not recorded as collected.',
          )
        }
        const now = clock.now()
        await moveOrder(tx, order, { paymentStatus: next, paidAt: body.collected ? now : null, updatedAt: now })
        await recordAudit(tx, {
          actor: { kind: 'admin', id: adminId },
          action: 'payment.cod_corrected',
          entity: 'order',
          entityId: order.id,
          details: { orderNo, paymentStatus: { from: order.paymentStatus, to: next }, note: body.note },
        })
      })
      return readOrder(db, must(await findOrderByNo(db, orderNo), 'the corrected order'), 'admin')
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

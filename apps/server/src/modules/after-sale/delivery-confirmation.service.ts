import { toLocale } from '@haat/shared/i18n'
import {
  type DeliveryDisputeBody,
  type StoredConfirmedBy,
  deliveryConfirmation,
} from '@haat/shared/orders/delivery-confirmation'
import type { Order } from '@haat/shared/orders/order'
import { TRACKING_NOTES, TRACKING_STATUS } from '@haat/shared/orders/tracking-notes'
import { fill } from '@haat/shared/texts'
import type { Config } from '../../config'
import type { Db, DbOrTx } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { must } from '../../lib/must'
import { recordAudit } from '../audit'
import { schedulePayoutFromConfirmation } from '../earnings'
import { enqueueAdminMail, enqueueMail } from '../mail'
import {
  ORDER_NOT_FOUND,
  type OrderRow,
  type VendorOrderRow,
  findOrderById,
  findOrderByNo,
  findVendorContact,
  findVendorOrderById,
  findVendorOrderOf,
  insertTrackingEvent,
  lockOrder,
  readOrder,
  updateVendorOrder,
} from '../orders'
import { verifyReviewsOfPart } from '../reviews'
import { notReceivedSellerMail } from './delivery-mails'

const TEXT = {
  notDelivered: /*i18n*/ 'The seller has not marked these items delivered yet.',
  alreadyConfirmed: /*i18n*/ 'This delivery is already confirmed.',
  alreadyReported: /*i18n*/ 'You already told us these items have not arrived; Haat is looking into it.',
  partNotFound: /*i18n*/ 'This order has no items from that seller.',
} as const

type Actor = { kind: 'customer' | 'admin'; id: string } | { kind: 'courier'; id: null }

const CONFIRMED_NOTES: Record<StoredConfirmedBy, string> = {
  customer: TRACKING_NOTES.customerConfirmedDelivery,
  courier: TRACKING_NOTES.courierConfirmedDelivery,
  admin: TRACKING_NOTES.haatConfirmedDelivery,
}

/**
 * Confirming a seller's Delivered (docs/decisions/043-delivery-confirmation.md): the customer's
 * "I've received it", the courier's delivered scan, an admin's decision; and the customer's "I
 * haven't received it", which stops the holding period and goes to the seller and the admins.
 */
export function deliveryConfirmationService(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'publicUrl' | 'adminNotifyEmail'>
}) {
  const { db, clock, config } = deps

  /** The order (locked) and its seller's delivered part (locked), in the cancelling order: order first. */
  async function lockPart(tx: DbOrTx, order: OrderRow, vendorId: string) {
    const locked = must(await lockOrder(tx, { id: order.id }), 'the order')
    const found = await findVendorOrderOf(tx, locked.id, vendorId)
    if (!found) throw notFound(TEXT.partNotFound)
    const part = must(await findVendorOrderById(tx, found.id, true), 'the vendor order')
    if (part.status !== 'delivered' || !part.deliveredAt) throw new AppError('CONFLICT', TEXT.notDelivered)
    return { order: locked, part }
  }

  const stateOf = (part: VendorOrderRow, now: Date) =>
    deliveryConfirmation(
      {
        deliveredAt: part.deliveredAt,
        confirmedAt: part.deliveryConfirmedAt,
        confirmedBy: part.deliveryConfirmedBy,
        disputedAt: part.deliveryDisputedAt,
      },
      now,
    )?.state

  async function confirm(tx: DbOrTx, order: OrderRow, part: VendorOrderRow, actor: Actor): Promise<void> {
    const now = clock.now()
    // Confirmed already (by someone, or by the holding period): nothing moves, a second click is harmless.
    if (stateOf(part, now) === 'confirmed') return
    const by: StoredConfirmedBy = actor.kind
    await updateVendorOrder(tx, part.id, { deliveryConfirmedAt: now, deliveryConfirmedBy: by, updatedAt: now })
    // The return windows, and with them the payout, count from now.
    await schedulePayoutFromConfirmation(tx, { vendorOrderId: part.id, confirmedAt: now })
    // Reviews the customer wrote while the delivery was only the seller's word now count.
    await verifyReviewsOfPart(tx, order.customerId, part.id)
    const seller = (await findVendorContact(tx, part.vendorId))?.businessName ?? 'The seller'
    await insertTrackingEvent(tx, {
      orderId: order.id,
      vendorOrderId: part.id,
      status: TRACKING_STATUS.deliveryConfirmed,
      note: fill(CONFIRMED_NOTES[by], { seller }),
      actorKind: actor.kind === 'courier' ? null : actor.kind,
      actorId: actor.id,
      createdAt: now,
    })
    await recordAudit(tx, {
      actor: actor.kind === 'courier' ? { kind: 'system', id: null } : actor,
      action: 'vendor_order.delivery_confirmed',
      entity: 'vendor_order',
      entityId: part.id,
      details: {
        orderNo: order.orderNo,
        by,
        ...(part.deliveryDisputedAt ? { disputedAt: part.deliveryDisputedAt.toISOString() } : {}),
      },
    })
  }

  async function ownOrder(customerId: string, orderNo: string): Promise<OrderRow> {
    const order = await findOrderByNo(db, orderNo)
    if (!order || order.customerId !== customerId || order.hiddenAt) throw notFound(ORDER_NOT_FOUND)
    return order
  }

  async function reread(orderId: string, viewer: 'customer' | 'admin'): Promise<Order> {
    const order = must(await findOrderById(db, orderId), 'the order')
    return readOrder(db, order, viewer, undefined, clock.now())
  }

  return {
    /** The customer's "I've received it" for one seller's part. */
    async confirmAsCustomer(customerId: string, orderNo: string, vendorId: string): Promise<Order> {
      const found = await ownOrder(customerId, orderNo)
      await db.transaction(async (tx) => {
        const { order, part } = await lockPart(tx, found, vendorId)
        await confirm(tx, order, part, { kind: 'customer', id: customerId })
      })
      return reread(found.id, 'customer')
    },

    /** An admin settles a "not received" (or confirms any delivered part) after looking into it. */
    async confirmAsAdmin(adminId: string, orderNo: string, vendorId: string): Promise<Order> {
      const found = await findOrderByNo(db, orderNo)
      if (!found) throw notFound(ORDER_NOT_FOUND)
      await db.transaction(async (tx) => {
        const { order, part } = await lockPart(tx, found, vendorId)
        await confirm(tx, order, part, { kind: 'admin', id: adminId })
      })
      return reread(found.id, 'admin')
    },

    /**
     * The courier's delivered scan. No courier sends Haat its tracking yet: a courier webhook
     * (verified like the payment gateway's) calls this with the part its tracking number names.
     */
    async confirmByCourier(vendorOrderId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await findVendorOrderById(tx, vendorOrderId)
        const order = found ? await findOrderById(tx, found.orderId) : undefined
        if (!found || !order) throw notFound(ORDER_NOT_FOUND)
        const locked = await lockPart(tx, order, found.vendorId)
        await confirm(tx, locked.order, locked.part, { kind: 'courier', id: null })
      })
    },

    /**
     * The customer's "I haven't received it": the holding period stops (nothing is confirmed
     * until the customer, the courier or an admin confirms), the seller and the admins are told,
     * and it is on the order's record. Only before the delivery is confirmed.
     */
    async reportNotReceived(customerId: string, orderNo: string, body: DeliveryDisputeBody): Promise<Order> {
      const found = await ownOrder(customerId, orderNo)
      await db.transaction(async (tx) => {
        const { order, part } = await lockPart(tx, found, body.vendorId)
        const now = clock.now()
        const state = stateOf(part, now)
        if (state === 'confirmed') throw new AppError('CONFLICT', TEXT.alreadyConfirmed)
        if (state === 'disputed') throw new AppError('CONFLICT', TEXT.alreadyReported)
        const note = body.note?.trim() || null
        await updateVendorOrder(tx, part.id, { deliveryDisputedAt: now, deliveryDisputeNote: note, updatedAt: now })
        const vendor = must(await findVendorContact(tx, part.vendorId), 'the seller')
        await insertTrackingEvent(tx, {
          orderId: order.id,
          vendorOrderId: part.id,
          status: TRACKING_STATUS.notReceived,
          note: note
            ? fill(TRACKING_NOTES.customerNotReceivedWithNote, { seller: vendor.businessName, note })
            : fill(TRACKING_NOTES.customerNotReceived, { seller: vendor.businessName }),
          actorKind: 'customer',
          actorId: customerId,
          createdAt: now,
        })
        await recordAudit(tx, {
          actor: { kind: 'customer', id: customerId },
          action: 'vendor_order.delivery_disputed',
          entity: 'vendor_order',
          entityId: part.id,
          details: { orderNo: order.orderNo, vendorId: part.vendorId, note },
        })
        const mail = notReceivedSellerMail({
          businessName: vendor.businessName,
          orderNo: order.orderNo,
          note,
          vendorOrderUrl: `${config.publicUrl}/vendor/orders/${part.id}`,
          locale: toLocale(vendor.locale),
        })
        await enqueueMail(tx, { kind: 'delivery_disputed', to: vendor.email, ...mail })
        await enqueueAdminMail(tx, config, {
          kind: 'delivery_disputed_admin',
          subject: `Order ${order.orderNo}: the customer says ${vendor.businessName}'s items have not arrived`,
          text: [
            `${order.name} says the items ${vendor.businessName} marked delivered on order ${order.orderNo} have not arrived.`,
            ...(note ? [`Their words: "${note}"`] : []),
            `The seller's payout and the verified reviews wait. When the delivery is shown, confirm it on the order page:`,
            `${config.publicUrl}/admin/orders/${order.orderNo}`,
          ].join('\n'),
        })
      })
      return reread(found.id, 'customer')
    },
  }
}
export type DeliveryConfirmationService = ReturnType<typeof deliveryConfirmationService>

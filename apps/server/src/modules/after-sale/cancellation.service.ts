import { nameWithVariant } from '@haat/shared/catalog/variant-label'
import { type CancelReason, cancelReasonLabel } from '@haat/shared/orders/cancel-reasons'
import type { Order } from '@haat/shared/orders/order'
import { paidForUnits } from '@haat/shared/coupons/coupon'
import { TRACKING_NOTES, TRACKING_STATUS } from '@haat/shared/orders/tracking-notes'
import { fill } from '@haat/shared/texts'
import { toLocale } from '@haat/shared/i18n'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { must } from '../../lib/must'
import { recordAudit } from '../audit'
import { enqueueMail } from '../mail'
import { type CancelledBy, customerCancellationMail, sellerCancellationMail } from './cancellation-mails'
import {
  type CancellableLineRow,
  findLinesWithParts,
  findSellerContacts,
  markLinesCancelled,
  restockLines,
  settleCancelledParts,
  paidLine,
} from './cancellation.repository'
import {
  type Canceller,
  ORDER_NOT_FOUND,
  cancelRefusal,
  findCustomerLocale,
  findOrderByNo,
  findOwnVendorOrder,
  insertTrackingEvent,
  lockOrder,
  readOrder,
  refreshOrderStatus,
  requestRefund,
} from '../orders'
import { issueCreditNote } from '../invoicing'

export type CancelActor = { kind: Canceller; id: string }
export type CancelRequest = { lineIds?: string[] | undefined; reason: CancelReason; note?: string | undefined }

const ITEM_NOT_FOUND = /*i18n*/ 'Item not found in this order.'

/** The event's sentence by who cancelled, without and with the few words typed with the reason. */
const CANCELLED_NOTES: Record<CancelActor['kind'], { plain: string; withNote: string }> = {
  customer: { plain: TRACKING_NOTES.cancelledByCustomer, withNote: TRACKING_NOTES.cancelledByCustomerWithNote },
  vendor: { plain: TRACKING_NOTES.cancelledBySeller, withNote: TRACKING_NOTES.cancelledBySellerWithNote },
  admin: { plain: TRACKING_NOTES.cancelledByHaat, withNote: TRACKING_NOTES.cancelledByHaatWithNote },
}

/** "2 × Cotton Kurta (M, Blue)". */
const itemName = (l: Pick<CancellableLineRow, 'quantity' | 'product_name' | 'color' | 'size' | 'options'>) =>
  `${l.quantity} × ${nameWithVariant(l.product_name, l)}`

/**
 * Cancelling lines of an order, by the customer, the seller (its own forwarded lines) or an admin.
 * Everything happens under the order's row lock: stock comes back once per line however many
 * requests race, each part's total and status follow, the order's status is derived again, and
 * the customer and the sellers are told through the outbox.
 */
export function cancellationService(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'publicUrl'>
  /** Called after a cancellation that started a refund has committed (sends it to the gateway at once). */
  onRefundRequested?: (() => void) | undefined
}) {
  const { db, clock, config, onRefundRequested } = deps

  async function cancel(
    actor: CancelActor,
    target: { orderNo: string } | { vendorOrderId: string },
    body: CancelRequest,
  ) {
    let refundRequested = false
    const order = await db.transaction(async (tx) => {
      refundRequested = false // a run aborted and run again starts over
      const orderId =
        'orderNo' in target
          ? (await findOrderByNo(tx, target.orderNo))?.id
          : (await findOwnVendorOrder(tx, actor.id, target.vendorOrderId))?.orderId
      const order = orderId ? await lockOrder(tx, { id: orderId }) : undefined
      if (!order || (actor.kind === 'customer' && (order.customerId !== actor.id || order.hiddenAt))) {
        throw notFound(ORDER_NOT_FOUND)
      }
      const all = await findLinesWithParts(tx, order.id)
      // A seller sees, and cancels, only its own forwarded lines.
      const visible =
        actor.kind === 'vendor'
          ? all.filter((l) => l.vendor_id === actor.id && l.vendor_order_id !== null && !l.vo_hidden)
          : all
      const refusal = (l: CancellableLineRow) =>
        cancelRefusal(actor.kind, { cancelled: l.cancelled_quantity > 0, partStatus: l.vo_status ?? 'pending' })

      let chosen: CancellableLineRow[]
      if (body.lineIds) {
        chosen = body.lineIds.map((id) => {
          const line = visible.find((l) => l.id === id)
          if (!line) throw notFound(ITEM_NOT_FOUND)
          const why = refusal(line)
          if (why) throw new AppError('CONFLICT', why)
          return line
        })
      } else {
        chosen = visible.filter((l) => refusal(l) === null)
        if (chosen.length === 0) throw new AppError('CONFLICT', /*i18n*/ 'Nothing in this order can be cancelled now.')
      }
      // An unpaid online order is paid in full or not at all: it is cancelled whole.
      const unpaidOnline =
        order.paymentMethod === 'razorpay' && (order.paymentStatus === 'unpaid' || order.paymentStatus === 'failed')
      const standing = all.filter((l) => l.cancelled_quantity === 0)
      if (unpaidOnline && standing.some((l) => !chosen.some((c) => c.id === l.id))) {
        throw new AppError('CONFLICT', /*i18n*/ 'An order not paid yet can only be cancelled whole.')
      }
      const now = clock.now()
      const note = body.note?.trim() || null
      const done = await markLinesCancelled(
        tx,
        { lineIds: [...new Set(chosen.map((l) => l.id))] },
        { at: now, byKind: actor.kind, byId: actor.id, reason: body.reason, note },
      )
      // Under the order's lock this cannot happen; if it ever does, nothing is written.
      if (done.length !== new Set(chosen.map((l) => l.id)).size) {
        throw new AppError('CONFLICT', /*i18n*/ 'This item is already cancelled.')
      }
      const lines = all.filter((l) => done.some((d) => d.id === l.id))
      await restockLines(tx, lines)
      const partIds = [...new Set(lines.flatMap((l) => (l.vendor_order_id ? [l.vendor_order_id] : [])))]
      await settleCancelledParts(tx, partIds, now)
      // A part cancelled after it shipped (only an admin may) was invoiced: its credit note follows.
      for (const partId of partIds) {
        const shipped = lines.filter((l) => l.vendor_order_id === partId && l.vo_status === 'shipped')
        if (shipped.length === 0) continue
        await issueCreditNote(tx, {
          vendorOrderId: partId,
          lines: shipped.map((l) => ({ lineId: l.id, quantity: l.quantity })),
          deliveryPaise: shipped.reduce((sum, l) => sum + l.delivery_fee_paise, 0),
          reason: 'cancellation',
          now,
        })
      }

      const reason = cancelReasonLabel(body.reason)
      const sellerNames = [...new Set(lines.map((l) => l.vendor_name))]
      const byWords = (
        {
          customer: { customer: 'you', seller: 'customer' },
          vendor: { customer: { sellers: sellerNames.join(', ') }, seller: 'you' },
          admin: { customer: 'haat', seller: 'haat' },
        } satisfies Record<CancelActor['kind'], { customer: CancelledBy; seller: CancelledBy }>
      )[actor.kind]
      const cancelledNote = CANCELLED_NOTES[actor.kind]
      const parts = new Map<string | null, CancellableLineRow[]>()
      for (const l of lines) parts.set(l.vendor_order_id, [...(parts.get(l.vendor_order_id) ?? []), l])
      for (const [vendorOrderId, partLines] of parts) {
        const items = partLines.map(itemName).join(', ')
        await insertTrackingEvent(tx, {
          orderId: order.id,
          vendorOrderId,
          status: TRACKING_STATUS.itemsCancelled,
          note: note
            ? fill(cancelledNote.withNote, { items, reason, note })
            : fill(cancelledNote.plain, { items, reason }),
          actorKind: actor.kind,
          actorId: actor.id,
          createdAt: now,
        })
      }
      const status = await refreshOrderStatus(tx, order, now)
      const wholeOrder = status === 'cancelled'
      if (wholeOrder) {
        await insertTrackingEvent(tx, {
          orderId: order.id,
          status: TRACKING_STATUS.cancelled,
          note: TRACKING_NOTES.wholeOrderCancelled,
          actorKind: actor.kind,
          actorId: actor.id,
          createdAt: now,
        })
      }
      await recordAudit(tx, {
        actor,
        action: 'order.cancel_lines',
        entity: 'order',
        entityId: order.id,
        details: {
          orderNo: order.orderNo,
          reason: body.reason,
          note,
          lines: lines.map((l) => ({ id: l.id, product: l.product_name, quantity: l.quantity })),
          status: { from: order.status, to: status },
        },
      })

      // Paid online: what was paid for the lines goes back at once (all that is left, once nothing stands).
      let refund: { amountPaise: number } | null = null
      const left = order.capturedPaise - order.refundedPaise
      const owed = wholeOrder
        ? left
        : Math.min(
            left,
            // Lines are cancelled whole: what was paid for each, less its share of a coupon's discount,
            // and its share of the delivery fee (it will not be delivered).
            lines.reduce((sum, l) => sum + paidForUnits(paidLine(l), 0, l.quantity) + l.delivery_fee_paise, 0),
          )
      if (order.paymentStatus === 'confirmed' && owed > 0) {
        await requestRefund(tx, {
          order,
          amountPaise: owed,
          reason: 'cancelled',
          lineIds: lines.map((l) => l.id),
          actor,
          now,
          publicUrl: config.publicUrl,
          // The cancellation mail below says it: one mail, not two in the same second.
          customerToldByCaller: true,
        })
        refund = { amountPaise: owed }
        refundRequested = true
      }

      const mail = { orderNo: order.orderNo, reason: body.reason, note, wholeOrder }
      if (order.email) {
        const content = customerCancellationMail({
          ...mail,
          customerName: order.name,
          cancelledBy: byWords.customer,
          itemNames: lines.map(itemName),
          refund,
          locale: await findCustomerLocale(tx, order.customerId),
          url: `${config.publicUrl}/orders/${order.orderNo}`,
        })
        await enqueueMail(tx, { kind: 'order_cancelled', to: order.email, ...content })
      }
      // Sellers hear of lines already sent to them; one not yet forwarded never reached them.
      const forwarded = lines.filter((l) => l.vendor_order_id !== null)
      const contacts = await findSellerContacts(tx, [...new Set(forwarded.map((l) => l.vendor_id))])
      for (const seller of contacts) {
        const own = forwarded.filter((l) => l.vendor_id === seller.id)
        const content = sellerCancellationMail({
          ...mail,
          businessName: seller.business_name,
          cancelledBy: byWords.seller,
          itemNames: own.map(itemName),
          url: `${config.publicUrl}/vendor/orders/${own[0]?.vendor_order_id ?? ''}`,
          // Each seller's language came with its contact, in the one query for them all.
          locale: toLocale(seller.locale),
        })
        await enqueueMail(tx, { kind: 'order_cancelled_seller', to: seller.email, ...content })
      }
      return order
    })
    if (refundRequested) onRefundRequested?.()
    return order
  }

  return {
    /** The customer cancels lines of its own order (all it still may, when none are named). */
    async cancelAsCustomer(customerId: string, orderNo: string, body: CancelRequest): Promise<Order> {
      const order = await cancel({ kind: 'customer', id: customerId }, { orderNo }, body)
      return readOrder(db, must(await findOrderByNo(db, order.orderNo), 'the cancelled order'), 'customer')
    },

    /** An admin cancels any line not delivered. */
    async cancelAsAdmin(adminId: string, orderNo: string, body: CancelRequest): Promise<Order> {
      const order = await cancel({ kind: 'admin', id: adminId }, { orderNo }, body)
      return readOrder(db, must(await findOrderByNo(db, order.orderNo), 'the cancelled order'), 'admin')
    },

    /** The seller cancels lines of its own vendor order before shipping it; the caller reads the part back. */
    async cancelAsSeller(vendorId: string, vendorOrderId: string, body: CancelRequest): Promise<void> {
      await cancel({ kind: 'vendor', id: vendorId }, { vendorOrderId }, body)
    },
  }
}
export type CancellationService = ReturnType<typeof cancellationService>

import { nameWithVariant, type VariantOfLine } from '@haat/shared/catalog/variant-label'
import { toLocale } from '@haat/shared/i18n'
import { paidForUnits } from '@haat/shared/coupons/coupon'
import { formatPaise } from '@haat/shared/money'
import type { MessageDescriptor } from '@lingui/core'
import type { Order } from '@haat/shared/orders/order'
import {
  addBusinessDays,
  RETURN_RESPONSE_BUSINESS_DAYS,
  returnDeadline,
  type ReturnReason,
  returnReasonLabel,
} from '@haat/shared/orders/return-rules'
import type {
  CreateReturnBody,
  OverrideReturnBody,
  ReceiveReturnBody,
  RejectReturnBody,
  ResolveReturnBody,
  ReturnList,
  ReturnPickupBody,
  ReturnRequest,
} from '@haat/shared/orders/returns'
import { RETURN_REQUESTED_NOTES, TRACKING_NOTES, TRACKING_STATUS } from '@haat/shared/orders/tracking-notes'
import { fill } from '@haat/shared/texts'
import { deliveryConfirmation } from '@haat/shared/orders/delivery-confirmation'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Db, DbOrTx } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { isCheckViolation } from '../../lib/db-errors'
import { must } from '../../lib/must'
import { recordAudit } from '../audit'
import { releaseRedemptionIfNothingKept } from '../coupons'
import { postReturn } from '../earnings'
import { enqueueAdminMail, enqueueMail } from '../mail'
import { findOwnedMediaIds } from '../media'
import { findLinesWithParts, findSellerContacts, paidLine, restockLines } from './cancellation.repository'
import { RETURN_TEXT, returnMail, type Said } from './return-mails'
import { shortDate } from '../../lib/india-dates'
import {
  ORDER_NOT_FOUND,
  type OrderRow,
  type ReturnLineRow,
  type ReturnRow,
  changeReturnedQuantities,
  findCustomerLocale,
  findOrderById,
  findOrderByNo,
  findOverdueReturnIds,
  findReturn,
  findReturnLines,
  insertReturn,
  insertReturnLines,
  insertTrackingEvent,
  listReturns,
  lockOrder,
  lockReturn,
  readOrder,
  readReturns,
  requestRefund,
  updateReturn,
} from '../orders'
import { issueCreditNote } from '../invoicing'

const RETURN_NOT_FOUND = /*i18n*/ 'Return not found.'
const ITEM_NOT_FOUND = /*i18n*/ 'Item not found in this order.'
const RETURN_WHILE_DISPUTED =
  /*i18n*/ 'You said {name} has not arrived; Haat is looking into it, so it cannot be returned yet.'

const dateText = (at: Date) => shortDate.format(at)

/** "2 × Cotton Kurta (M, Blue)". */
const itemName = (l: { quantity: number; product_name: string } & VariantOfLine) =>
  `${l.quantity} × ${nameWithVariant(l.product_name, l)}`

/** Who acts on a return: its seller, an admin, or the job approving what the seller left unanswered. */
type Actor = { kind: 'vendor'; id: string } | { kind: 'admin'; id: string } | { kind: 'system'; id: null }
const SYSTEM_ACTOR: Actor = { kind: 'system', id: null }

/** What a step on a return works with: the locked rows, the time, and whether it started an online refund. */
type StepContext = {
  order: OrderRow
  ret: ReturnRow
  lines: ReturnLineRow[]
  now: Date
  flags: { refundRequested: boolean }
}

/**
 * Returns (docs/decisions/027-returns.md): the customer asks within each line's window, the seller
 * approves or rejects within 2 business days (or the request is approved for it), records the
 * pickup and the receipt; items received in good condition come back to stock and are refunded
 * (online to the source, cash on delivery to the customer's UPI id), items received damaged go
 * to an admin. Every step takes the order's lock, then the return's, and is an event on the order
 * page, an audit entry and a mail.
 */
export function returnsService(deps: {
  db: Db
  clock: Clock
  config: Pick<Config, 'publicUrl' | 'adminNotifyEmail'>
  /** Called after a step that started an online refund has committed (sends it to the gateway at once). */
  onRefundRequested?: (() => void) | undefined
}) {
  const { db, clock, config, onRefundRequested } = deps
  const orderUrl = (orderNo: string) => `${config.publicUrl}/orders/${orderNo}`
  const sellerUrl = (id: string) => `${config.publicUrl}/vendor/returns/${id}`

  /** Mails the customer about a step of its return. */
  async function mailCustomer(
    tx: DbOrTx,
    order: OrderRow,
    lines: ReturnLineRow[],
    subject: MessageDescriptor,
    what: Said,
    next: Said[],
  ) {
    if (!order.email) return
    const content = returnMail({
      subject: [subject, { orderNo: order.orderNo }],
      greeting: order.name,
      what,
      itemNames: lines.map((l) => itemName({ ...l })),
      next,
      button: { to: 'order', url: orderUrl(order.orderNo) },
      locale: await findCustomerLocale(tx, order.customerId),
    })
    await enqueueMail(tx, { kind: 'return_update', to: order.email, ...content })
  }

  async function mailSeller(
    tx: DbOrTx,
    ret: ReturnRow,
    lines: ReturnLineRow[],
    subject: Said,
    what: Said,
    next: Said[],
  ) {
    const [seller] = await findSellerContacts(tx, [ret.vendorId])
    if (!seller) return
    const content = returnMail({
      subject,
      greeting: seller.business_name,
      what,
      itemNames: lines.map((l) => itemName({ ...l })),
      next,
      button: { to: 'return', url: sellerUrl(ret.id) },
      locale: toLocale(seller.locale),
    })
    await enqueueMail(tx, { kind: 'return_update_seller', to: seller.email, ...content })
  }

  /**
   * The return, when the actor may see it: a seller only its own. Another seller's gets the same
   * 404 as a missing one, and the attempt is on record (someone is trying ids).
   */
  async function findVisibleReturn(actor: Actor, id: string): Promise<ReturnRow> {
    const found = await findReturn(db, id)
    if (found && (actor.kind !== 'vendor' || found.vendorId === actor.id)) return found
    if (found && actor.kind === 'vendor') {
      await recordAudit(db, {
        actor,
        action: 'return.access_denied',
        entity: 'return',
        entityId: id,
        details: { ownerVendorId: found.vendorId },
      })
    }
    throw notFound(RETURN_NOT_FOUND)
  }

  /**
   * Runs one step on a return under the order's lock and then the return's (the order cancelling
   * and shipping lock in), after checking who may act on it. `step` gets the rows read under the locks.
   */
  async function onReturn<T>(actor: Actor, id: string, step: (tx: DbOrTx, ctx: StepContext) => Promise<T>): Promise<T> {
    const found = await findVisibleReturn(actor, id)
    const flags = { refundRequested: false }
    const result = await db.transaction(async (tx) => {
      flags.refundRequested = false // a run aborted and run again starts over
      const order = must(await lockOrder(tx, { id: found.orderId }), 'the return order')
      const ret = must(await lockReturn(tx, id), 'the return')
      const lines = await findReturnLines(tx, [id])
      return step(tx, { order, ret, lines, now: clock.now(), flags })
    })
    if (flags.refundRequested) onRefundRequested?.()
    return result
  }

  /** The event the customer sees on the order page and the seller with its part. */
  const event = (tx: DbOrTx, ctx: StepContext, actor: Actor, status: string, note: string) =>
    insertTrackingEvent(tx, {
      orderId: ctx.order.id,
      vendorOrderId: ctx.ret.vendorOrderId,
      returnId: ctx.ret.id,
      status,
      note,
      actorKind: actor.kind === 'system' ? null : actor.kind,
      actorId: actor.id,
      createdAt: ctx.now,
    })

  const audit = (tx: DbOrTx, actor: Actor, action: string, ret: ReturnRow, details: Record<string, unknown>) =>
    recordAudit(tx, { actor, action, entity: 'return', entityId: ret.id, details })

  function refuseUnless(ret: ReturnRow, allowed: ReturnRow['status'][], message: string) {
    if (!allowed.includes(ret.status)) throw new AppError('CONFLICT', message)
  }

  /** Approves a requested (or, for an admin, rejected) return; `note` is an admin's. */
  async function approve(tx: DbOrTx, ctx: StepContext, actor: Actor, note: string | null) {
    const { order, ret, lines, now } = ctx
    const fromRejected = ret.status === 'rejected'
    if (fromRejected) {
      // The quantities went back when it was rejected; they may have been asked for again since.
      try {
        await changeReturnedQuantities(tx, lines.map(toQuantity), 1)
      } catch (error) {
        if (isCheckViolation(error, 'order_lines_returned_within')) {
          throw new AppError('CONFLICT', 'Some of these items are in another return now.')
        }
        throw error
      }
    }
    await updateReturn(tx, ret.id, {
      status: 'approved',
      decidedAt: now,
      decidedByKind: actor.kind,
      decidedById: actor.id,
      ...(actor.kind === 'admin' ? { resolutionNote: note, resolvedAt: now, resolvedByAdminId: actor.id } : {}),
      updatedAt: now,
    })
    const said =
      actor.kind === 'admin' && note
        ? fill(TRACKING_NOTES.returnApprovedByHaatWithNote, { note })
        : {
            vendor: TRACKING_NOTES.returnApprovedBySeller,
            admin: TRACKING_NOTES.returnApprovedByHaat,
            system: TRACKING_NOTES.returnApprovedOnItsOwn,
          }[actor.kind]
    await event(tx, ctx, actor, TRACKING_STATUS.returnApproved, said)
    await audit(tx, actor, fromRejected ? 'return.override' : 'return.approve', ret, {
      orderNo: order.orderNo,
      status: { from: ret.status, to: 'approved' },
      ...(note ? { note } : {}),
    })
    const approved = RETURN_TEXT.approved
    await mailCustomer(
      tx,
      order,
      lines,
      approved.subject,
      [approved.what[actor.kind]],
      [[approved.pickup], [approved.refunded, { amount: formatPaise(ret.amountPaise) }]],
    )
    if (actor.kind !== 'vendor') {
      const toSeller = RETURN_TEXT.approvedSeller
      await mailSeller(
        tx,
        ret,
        lines,
        [toSeller.subject, { orderNo: order.orderNo }],
        [toSeller.what[actor.kind]],
        [[toSeller.arrange]],
      )
    }
  }

  const toQuantity = (l: ReturnLineRow) => ({ orderLineId: l.order_line_id, quantity: l.quantity })
  const toCredit = (l: ReturnLineRow) => ({ lineId: l.order_line_id, quantity: l.quantity })

  /**
   * Items back with the seller in good condition (or an admin decided for the customer): the
   * seller's credit note is issued, its ledger gives the sale back, and the money goes back.
   */
  async function refund(tx: DbOrTx, ctx: StepContext, actor: Actor): Promise<string | null> {
    const { order, ret, lines, now } = ctx
    await issueCreditNote(tx, { vendorOrderId: ret.vendorOrderId, lines: lines.map(toCredit), reason: 'return', now })
    await postReturn(tx, { vendorOrderId: ret.vendorOrderId, returnId: ret.id, now })
    // Everything bought came back (or was cancelled): the coupon's use is given back.
    await releaseRedemptionIfNothingKept(tx, order.id, now)
    const online = order.paymentMethod === 'razorpay'
    const amount = online ? Math.min(ret.amountPaise, order.capturedPaise - order.refundedPaise) : ret.amountPaise
    if (amount <= 0 || (online && order.paymentStatus !== 'confirmed')) return null
    const sentence = await requestRefund(tx, {
      order,
      amountPaise: amount,
      reason: 'returned',
      lineIds: lines.map((l) => l.order_line_id),
      forReturn: { id: ret.id, upiId: ret.upiId },
      actor,
      now,
      publicUrl: config.publicUrl,
    })
    if (online) ctx.flags.refundRequested = true
    else {
      await enqueueAdminMail(tx, config, {
        kind: 'upi_refund_due_admin',
        subject: `A UPI refund of ${formatPaise(amount)} is waiting to be sent`,
        text: [
          `Order ${order.orderNo} (cash on delivery): items were returned and ${formatPaise(amount)} is owed to ${order.name}.`,
          `Send it to the UPI ID ${ret.upiId ?? ''}, then record the transfer reference on the Refunds page:`,
          `${config.publicUrl}/admin/refunds?status=requested`,
        ].join('\n'),
      })
    }
    return sentence
  }

  return {
    /**
     * The customer asks to return items of a delivered order, one request per seller. Each line
     * must be delivered, returnable, inside its window and not already returned or cancelled.
     */
    async request(customerId: string, orderNo: string, body: z.output<typeof CreateReturnBody>): Promise<Order> {
      const order = await db.transaction(async (tx) => {
        const found = await findOrderByNo(tx, orderNo)
        const order = found ? await lockOrder(tx, { id: found.id }) : undefined
        if (!order || order.customerId !== customerId || order.hiddenAt) throw notFound(ORDER_NOT_FOUND)
        const now = clock.now()
        const all = await findLinesWithParts(tx, order.id)
        const chosen = body.lines.map((wanted) => {
          const line = all.find((l) => l.id === wanted.lineId)
          if (!line) throw notFound(ITEM_NOT_FOUND)
          const name = line.product_name
          if (line.vo_status !== 'delivered' || !line.vo_delivered_at || !line.vendor_order_id) {
            throw new AppError('CONFLICT', fill(/*i18n*/ '{name} has not been delivered yet.', { name }))
          }
          if (line.return_days <= 0) {
            throw new AppError('CONFLICT', fill(/*i18n*/ '{name} is not returnable.', { name }))
          }
          // The window counts from the confirmed delivery (docs/decisions/043-delivery-confirmation.md):
          // open with no end while it awaits confirmation, shut while the customer says it never came.
          const confirmation = deliveryConfirmation(
            {
              deliveredAt: new Date(line.vo_delivered_at),
              confirmedAt: line.vo_delivery_confirmed_at ? new Date(line.vo_delivery_confirmed_at) : null,
              confirmedBy: line.vo_delivery_confirmed_by,
              disputedAt: line.vo_delivery_disputed_at ? new Date(line.vo_delivery_disputed_at) : null,
            },
            now,
          )
          if (confirmation?.state === 'disputed') {
            throw new AppError('CONFLICT', fill(RETURN_WHILE_DISPUTED, { name }))
          }
          const deadline = confirmation?.confirmedAt ? returnDeadline(confirmation.confirmedAt, line.return_days) : null
          if (deadline && now > deadline) {
            throw new AppError(
              'CONFLICT',
              fill(/*i18n*/ 'The return window for {name} closed on {date}.', { name, date: dateText(deadline) }),
            )
          }
          const left = line.quantity - line.cancelled_quantity - line.returned_quantity
          if (wanted.quantity > left) {
            throw new AppError(
              'CONFLICT',
              left === 0
                ? fill(/*i18n*/ '{name} is already being returned.', { name })
                : fill(/*i18n*/ 'Only {count} of {name} can be returned.', { count: left, name }),
            )
          }
          return { line, quantity: wanted.quantity, vendorOrderId: line.vendor_order_id }
        })
        const upiId = order.paymentMethod === 'cod' ? (body.upiId ?? null) : null
        if (order.paymentMethod === 'cod' && !upiId) {
          const message = /*i18n*/ 'Enter the UPI ID the refund should go to.'
          throw new AppError('VALIDATION', message, { details: [{ path: 'upiId', message }] })
        }
        const photoIds = [...new Set(body.photoIds)]
        const owned = await findOwnedMediaIds(tx, { kind: 'customer', id: customerId }, photoIds)
        if (owned.length !== photoIds.length) {
          const message = /*i18n*/ 'Add photos by uploading them here.'
          throw new AppError('VALIDATION', message, { details: [{ path: 'photoIds', message }] })
        }
        const comment = body.comment?.trim() || null
        const respondBy = addBusinessDays(now, RETURN_RESPONSE_BUSINESS_DAYS)
        const bySeller = new Map<string, typeof chosen>()
        for (const c of chosen) bySeller.set(c.vendorOrderId, [...(bySeller.get(c.vendorOrderId) ?? []), c])
        const itemNames: string[] = []
        for (const [vendorOrderId, group] of bySeller) {
          const first = must(group[0], 'a line of the return')
          const ret = await insertReturn(tx, {
            orderId: order.id,
            vendorOrderId,
            vendorId: first.line.vendor_id,
            reason: body.reason,
            comment,
            photoMediaIds: photoIds,
            upiId,
            // What was paid for these units: their price less their share of a coupon's discount.
            amountPaise: group.reduce(
              (sum, c) => sum + paidForUnits(paidLine(c.line), c.line.returned_quantity, c.quantity),
              0,
            ),
            respondBy,
            createdAt: now,
            updatedAt: now,
          })
          const quantities = group.map((c) => ({ orderLineId: c.line.id, quantity: c.quantity }))
          await insertReturnLines(
            tx,
            quantities.map((q) => ({ returnId: ret.id, ...q })),
          )
          try {
            await changeReturnedQuantities(tx, quantities, 1)
          } catch (error) {
            // Under the order's lock this cannot happen; if it ever does, nothing is written.
            if (isCheckViolation(error, 'order_lines_returned_within')) {
              throw new AppError('CONFLICT', /*i18n*/ 'These items are already being returned.')
            }
            throw error
          }
          const names = group.map((c) => itemName({ ...c.line, quantity: c.quantity }))
          itemNames.push(...names)
          const items = names.join(', ')
          await insertTrackingEvent(tx, {
            orderId: order.id,
            vendorOrderId,
            returnId: ret.id,
            status: TRACKING_STATUS.returnRequested,
            note: comment
              ? fill(TRACKING_NOTES.returnRequestedWithComment, {
                  items,
                  reason: returnReasonLabel(body.reason),
                  comment,
                })
              : fill(RETURN_REQUESTED_NOTES[body.reason], { items }),
            actorKind: 'customer',
            actorId: customerId,
            createdAt: now,
          })
          await recordAudit(tx, {
            actor: { kind: 'customer', id: customerId },
            action: 'return.request',
            entity: 'return',
            entityId: ret.id,
            details: { orderNo: order.orderNo, reason: body.reason, lines: quantities, amountPaise: ret.amountPaise },
          })
          const [seller] = await findSellerContacts(tx, [ret.vendorId])
          if (seller) {
            const text = RETURN_TEXT.requestedSeller
            const content = returnMail({
              subject: [text.subject, { orderNo: order.orderNo }],
              greeting: seller.business_name,
              what: [text.what, { reason: [RETURN_TEXT.reasons[body.reason]] }],
              itemNames: names,
              next: [...(comment ? [[text.says, { comment }] as const] : []), [text.answerBy, { date: respondBy }]],
              button: { to: 'return', url: sellerUrl(ret.id) },
              locale: toLocale(seller.locale),
            })
            await enqueueMail(tx, { kind: 'return_requested_seller', to: seller.email, ...content })
          }
        }
        if (order.email) {
          const text = RETURN_TEXT.requested
          const content = returnMail({
            subject: [text.subject, { orderNo: order.orderNo }],
            greeting: order.name,
            what: [text.what],
            itemNames,
            next: [
              [text.answerBy, { date: respondBy }],
              order.paymentMethod === 'cod' ? [text.refundToUpi, { upiId: upiId ?? '' }] : [text.refundToSource],
            ],
            button: { to: 'order', url: orderUrl(order.orderNo) },
            locale: await findCustomerLocale(tx, customerId),
          })
          await enqueueMail(tx, { kind: 'return_requested', to: order.email, ...content })
        }
        return order
      })
      return readOrder(
        db,
        must(await findOrderByNo(db, order.orderNo), 'the order'),
        'customer',
        undefined,
        clock.now(),
      )
    },

    async approveAsSeller(vendorId: string, id: string): Promise<void> {
      const actor: Actor = { kind: 'vendor', id: vendorId }
      await onReturn(actor, id, async (tx, ctx) => {
        refuseUnless(ctx.ret, ['requested'], /*i18n*/ 'Only a requested return can be approved.')
        await approve(tx, ctx, actor, null)
      })
    },

    async rejectAsSeller(vendorId: string, id: string, body: z.output<typeof RejectReturnBody>): Promise<void> {
      const actor: Actor = { kind: 'vendor', id: vendorId }
      await onReturn(actor, id, async (tx, ctx) => {
        const { order, ret, lines, now } = ctx
        refuseUnless(ret, ['requested'], /*i18n*/ 'Only a requested return can be rejected.')
        await changeReturnedQuantities(tx, lines.map(toQuantity), -1)
        await updateReturn(tx, ret.id, {
          status: 'rejected',
          decidedAt: now,
          decidedByKind: 'vendor',
          decidedById: vendorId,
          rejectReason: body.reason,
          updatedAt: now,
        })
        await event(
          tx,
          ctx,
          actor,
          TRACKING_STATUS.returnRejected,
          fill(TRACKING_NOTES.returnRejected, { reason: body.reason }),
        )
        await audit(tx, actor, 'return.reject', ret, { orderNo: order.orderNo, reason: body.reason })
        const text = RETURN_TEXT.rejected
        await mailCustomer(
          tx,
          order,
          lines,
          text.subject,
          [text.what],
          [[text.reason, { reason: body.reason }], [text.appeal]],
        )
      })
    },

    async recordPickup(vendorId: string, id: string, body: z.output<typeof ReturnPickupBody>): Promise<void> {
      const actor: Actor = { kind: 'vendor', id: vendorId }
      await onReturn(actor, id, async (tx, ctx) => {
        const { order, ret, lines, now } = ctx
        refuseUnless(ret, ['approved'], /*i18n*/ 'A pickup can be recorded only for an approved return.')
        await updateReturn(tx, ret.id, {
          status: 'picked_up',
          courierName: body.courierName,
          trackingNumber: body.trackingNumber,
          pickedUpAt: now,
          updatedAt: now,
        })
        const note = fill(TRACKING_NOTES.returnPickedUp, { courier: body.courierName, tracking: body.trackingNumber })
        await event(tx, ctx, actor, TRACKING_STATUS.returnPickedUp, note)
        await audit(tx, actor, 'return.pickup', ret, { orderNo: order.orderNo, ...body })
        const text = RETURN_TEXT.pickedUp
        await mailCustomer(
          tx,
          order,
          lines,
          text.subject,
          [text.what],
          [
            [text.by, { courier: body.courierName, trackingNumber: body.trackingNumber }],
            [text.refunded, { amount: formatPaise(ret.amountPaise) }],
          ],
        )
      })
    },

    /**
     * The seller has the items back. In good condition: they go back to stock and the customer is
     * refunded. Damaged: nothing is refunded or restocked until an admin decides.
     */
    async receive(vendorId: string, id: string, body: z.output<typeof ReceiveReturnBody>): Promise<void> {
      const actor: Actor = { kind: 'vendor', id: vendorId }
      await onReturn(actor, id, async (tx, ctx) => {
        const { order, ret, lines, now } = ctx
        refuseUnless(ret, ['approved', 'picked_up'], /*i18n*/ 'Only an approved return can be received.')
        const note = body.note?.trim() || null
        if (body.condition === 'damaged') {
          await updateReturn(tx, ret.id, { status: 'disputed', receivedAt: now, damageNote: note, updatedAt: now })
          await event(tx, ctx, actor, TRACKING_STATUS.returnUnderReview, TRACKING_NOTES.returnReceivedDamaged)
          await audit(tx, actor, 'return.receive_damaged', ret, { orderNo: order.orderNo, note })
          const text = RETURN_TEXT.underReview
          await mailCustomer(tx, order, lines, text.subject, [text.what], [[text.damaged]])
          await enqueueAdminMail(tx, config, {
            kind: 'return_disputed_admin',
            subject: `A return for order ${order.orderNo} came back damaged`,
            text: [
              `The seller received the return ${ret.id} of order ${order.orderNo} and reports damage: ${note ?? ''}`,
              '',
              `Decide whether to refund the customer: ${config.publicUrl}/admin/returns/${ret.id}`,
            ].join('\n'),
          })
          return
        }
        await updateReturn(tx, ret.id, { status: 'received', receivedAt: now, updatedAt: now })
        await restockLines(
          tx,
          lines.map((l) => ({ variant_id: l.variant_id, quantity: l.quantity })),
        )
        await event(tx, ctx, actor, TRACKING_STATUS.returnReceived, TRACKING_NOTES.returnReceived)
        await audit(tx, actor, 'return.receive', ret, { orderNo: order.orderNo, amountPaise: ret.amountPaise })
        await refund(tx, ctx, actor)
      })
    },

    /** An admin approves a return its seller rejected. */
    async override(adminId: string, id: string, body: z.output<typeof OverrideReturnBody>): Promise<void> {
      const actor: Actor = { kind: 'admin', id: adminId }
      await onReturn(actor, id, async (tx, ctx) => {
        refuseUnless(ctx.ret, ['rejected'], 'Only a rejected return can be approved by an admin.')
        await approve(tx, ctx, actor, body.note)
      })
    },

    /** An admin decides a return received damaged: refund the customer (nothing restocked), or decline. */
    async resolve(adminId: string, id: string, body: z.output<typeof ResolveReturnBody>): Promise<void> {
      const actor: Actor = { kind: 'admin', id: adminId }
      await onReturn(actor, id, async (tx, ctx) => {
        const { order, ret, lines, now } = ctx
        refuseUnless(ret, ['disputed'], 'Only a return under review can be resolved.')
        const refunded = body.decision === 'refund'
        await updateReturn(tx, ret.id, {
          status: refunded ? 'received' : 'declined',
          resolvedAt: now,
          resolvedByAdminId: adminId,
          resolutionNote: body.note,
          updatedAt: now,
        })
        await event(
          tx,
          ctx,
          actor,
          refunded ? TRACKING_STATUS.returnAccepted : TRACKING_STATUS.refundDeclined,
          fill(TRACKING_NOTES.returnReviewed, { note: body.note }),
        )
        await audit(tx, actor, 'return.resolve', ret, {
          orderNo: order.orderNo,
          decision: body.decision,
          note: body.note,
        })
        if (refunded) await refund(tx, ctx, actor)
        else {
          const text = RETURN_TEXT.declined
          await mailCustomer(
            tx,
            order,
            lines,
            text.subject,
            [text.what],
            [[text.cannot, { note: body.note }], [text.reply]],
          )
        }
        const toSeller = RETURN_TEXT.reviewedSeller
        await mailSeller(
          tx,
          ret,
          lines,
          [toSeller.subject, { orderNo: order.orderNo }],
          [toSeller.what],
          [[refunded ? toSeller.refunded : toSeller.declined, { note: body.note }]],
        )
      })
    },

    /** Approves every request whose seller did not answer in time (the job). Returns how many. */
    async approveOverdue(): Promise<number> {
      const ids = await findOverdueReturnIds(db, clock.now(), 50)
      let approved = 0
      for (const id of ids) {
        await onReturn(SYSTEM_ACTOR, id, async (tx, ctx) => {
          // Answered (or approved by another process) since it was listed.
          if (ctx.ret.status !== 'requested' || ctx.ret.respondBy > ctx.now) return
          await approve(tx, ctx, SYSTEM_ACTOR, null)
          approved++
        })
      }
      return approved
    },

    async get(
      viewer: { kind: 'vendor'; id: string } | { kind: 'admin'; id: string },
      id: string,
    ): Promise<ReturnRequest> {
      const ret = await findVisibleReturn(viewer, id)
      const order = must(await findOrderById(db, ret.orderId), 'the return order')
      const [read] = await readReturns(db, order, [ret], viewer.kind)
      return must(read, 'the return')
    },

    async list(
      filter: { vendorId?: string | undefined },
      query: { status?: ReturnRow['status'] | undefined; page: number; pageSize: number },
    ): Promise<ReturnList> {
      const { rows, total } = await listReturns(db, {
        vendorId: filter.vendorId,
        status: query.status,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      })
      return {
        data: rows.map((r) => ({
          id: r.id,
          orderNo: r.order_no,
          status: r.status,
          vendorName: r.vendor_name,
          customerName: r.customer_name,
          reason: r.reason as ReturnReason,
          itemNames: r.item_names,
          itemCount: r.item_count,
          amountPaise: r.amount_paise,
          requestedAt: new Date(r.created_at).toISOString(),
          respondBy: new Date(r.respond_by).toISOString(),
        })),
        meta: { page: query.page, pageSize: query.pageSize, total },
      }
    },
  }
}
export type ReturnsService = ReturnType<typeof returnsService>

import { lineOptions } from '@haat/shared/catalog/variant-label'
import { discountOnKept } from '@haat/shared/coupons/coupon'
import { must } from '../../lib/must'
import type {
  CorrectShipmentBody,
  ShipVendorOrderBody,
  UpdateVendorOrderStatusBody,
  VendorDashboard,
  VendorOrderDetail,
  VendorOrderList,
  VendorOrdersQuery,
  VendorOrderSummary,
} from '@haat/shared/orders/vendor-order'
import { isFinishedVendorOrder } from '@haat/shared/orders/vendor-order'
import { CANCELLATION_RATE_DAYS, cancellationRate } from '@haat/shared/orders/cancel-reasons'
import { TRACKING_NOTES, TRACKING_STATUS } from '@haat/shared/orders/tracking-notes'
import { fill } from '@haat/shared/texts'
import type { z } from 'zod'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { type Clock, istDay } from '../../lib/clock'
import { toDeliveryConfirmation } from '@haat/shared/orders/delivery-confirmation'
import { AppError, notFound } from '../../lib/app-error'
import { recordAudit } from '../audit'
import { postSale } from '../earnings'
import { enqueueMail } from '../mail'
import { vendorOrderShippedMail } from './vendor-order-mails'
import { renderPackingSlipPdf } from './packing-slip-pdf'
import { VENDOR_STATUS_STEP, canTransitionVendorOrder } from './vendor-order-status'
import {
  type VendorOrderSummaryRow,
  cancelRefusal,
  dashboardFigures,
  findCustomerLocale,
  findLinesOfVendorOrder,
  findOrderTaxDocuments,
  findOrderById,
  findOwnVendorOrder,
  findVendorContact,
  findVendorOrderById,
  findVendorOrderEvents,
  insertTrackingEvent,
  listVendorOrders,
  moveOrder,
  recentVendorOrders,
  refreshOrderStatus,
  toCancellation,
  toTaxDocumentRef,
  updateVendorOrder,
} from '../orders'
import { issueInvoice } from '../invoicing'

const VENDOR_ORDER_NOT_FOUND = /*i18n*/ 'Order not found.'
const CASH_NOT_CONFIRMED = /*i18n*/ 'Confirm that the courier collected the cash before marking it delivered.'

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString()

function toSummary(row: VendorOrderSummaryRow): VendorOrderSummary {
  return {
    id: row.id,
    orderNo: row.order_no,
    productNames: row.product_names,
    totalPaise: row.total_paise,
    status: row.status,
    createdAt: toIso(row.created_at),
    promisedBy: row.promised_by,
  }
}

/** A vendor's own vendor orders: list, detail, status moves, hiding, and the dashboard. */
export function vendorOrdersService(deps: { db: Db; clock: Clock; config: Pick<Config, 'publicUrl'> }) {
  const { db, clock, config } = deps

  /**
   * One step forward; each step is a tracking event the customer sees, Shipped also mails the
   * customer, and the order follows once all its vendors' parts have shipped (or been delivered).
   * A vendor moves only its own parts, one step at a time; an admin may record a shipment for a
   * part that is pending or processing.
   */
  async function moveStatus(
    actor: { kind: 'vendor' | 'admin'; id: string },
    id: string,
    body: z.output<typeof UpdateVendorOrderStatusBody>,
  ): Promise<void> {
    await db.transaction(async (tx) => {
      const found =
        actor.kind === 'vendor' ? await findOwnVendorOrder(tx, actor.id, id) : await findVendorOrderById(tx, id)
      if (!found) throw notFound(VENDOR_ORDER_NOT_FOUND)
      // The order's lock first, then the part's: the order a cancellation takes them in, so the two never deadlock.
      const order = await findOrderById(tx, found.orderId, true)
      if (!order) throw notFound(VENDOR_ORDER_NOT_FOUND)
      const vendorOrder = must(await findVendorOrderById(tx, id, true), 'the vendor order')
      if (order.status === 'cancelled') throw new AppError('CONFLICT', /*i18n*/ 'This order was cancelled.')
      const allowed =
        actor.kind === 'admin'
          ? body.status === 'shipped' && (vendorOrder.status === 'pending' || vendorOrder.status === 'processing')
          : canTransitionVendorOrder(vendorOrder.status, body.status)
      if (!allowed) {
        throw new AppError(
          'CONFLICT',
          fill(/*i18n*/ 'An order that is {from} cannot be marked {to}.', {
            from: vendorOrder.status,
            to: body.status,
          }),
        )
      }
      const now = clock.now()
      const vendor = await findVendorContact(tx, vendorOrder.vendorId)
      const businessName = vendor?.businessName ?? 'The seller'
      let note: string
      if (body.status === 'shipped') {
        // ShipBody requires both for 'shipped'.
        const courierName = must(body.courierName, 'the courier')
        const trackingNumber = must(body.trackingNumber, 'the tracking number')
        await updateVendorOrder(tx, id, {
          status: 'shipped',
          courierName,
          trackingNumber,
          shippedAt: now,
          updatedAt: now,
        })
        // The seller's tax invoice is issued as the goods leave (docs/money.md).
        const invoiceNo = await issueInvoice(tx, { order, vendorOrderId: id, vendorId: vendorOrder.vendorId, now })
        const shipped = { seller: businessName, courier: courierName, tracking: trackingNumber }
        note = invoiceNo
          ? fill(TRACKING_NOTES.sellerShippedWithInvoice, { ...shipped, invoice: invoiceNo })
          : fill(TRACKING_NOTES.sellerShipped, shipped)
        const lines = await findLinesOfVendorOrder(tx, id)
        const content = vendorOrderShippedMail({
          customerName: order.name,
          orderNo: order.orderNo,
          businessName,
          itemNames: lines
            .filter((l) => l.cancelledQuantity < l.quantity)
            .map((l) => `${l.quantity} × ${l.productName}`),
          courierName,
          trackingNumber,
          orderUrl: `${config.publicUrl}/orders/${order.orderNo}`,
          locale: await findCustomerLocale(tx, order.customerId),
        })
        // An erased customer's order has no e-mail left to write to.
        if (order.email) await enqueueMail(tx, { kind: 'order_shipped', to: order.email, ...content })
      } else {
        // Cash on delivery: the courier collected the cash when it handed the parcel over, and the
        // seller says so; without that word the part is not delivered (its payout rests on it).
        const collectsCash = body.status === 'delivered' && order.paymentMethod === 'cod'
        if (collectsCash && body.cashCollected !== true) {
          throw new AppError('VALIDATION', CASH_NOT_CONFIRMED, {
            details: [{ path: 'cashCollected', message: CASH_NOT_CONFIRMED }],
          })
        }
        await updateVendorOrder(tx, id, {
          status: body.status,
          ...(body.status === 'delivered' ? { deliveredAt: now } : {}),
          ...(collectsCash ? { cashCollectedAt: now } : {}),
          updatedAt: now,
        })
        const seller = { seller: businessName }
        note =
          body.status === 'processing'
            ? fill(TRACKING_NOTES.sellerProcessing, seller)
            : fill(collectsCash ? TRACKING_NOTES.sellerDeliveredCashCollected : TRACKING_NOTES.sellerDelivered, seller)
        // Delivered: the sale is the seller's, and the ledger records what it earns (docs/money.md).
        if (body.status === 'delivered') await postSale(tx, { vendorOrderId: id, now })
      }
      await insertTrackingEvent(tx, {
        orderId: order.id,
        vendorOrderId: id,
        status: VENDOR_STATUS_STEP[body.status],
        note,
        actorKind: actor.kind,
        actorId: actor.id,
        createdAt: now,
      })
      // Every move is on record, by the seller or by an admin recording a shipment for it.
      await recordAudit(tx, {
        actor,
        action: actor.kind === 'admin' ? 'vendor_order.ship' : 'vendor_order.status',
        entity: 'vendor_order',
        entityId: id,
        details: {
          orderNo: order.orderNo,
          status: { from: vendorOrder.status, to: body.status },
          ...(body.status === 'shipped' ? { courierName: body.courierName, trackingNumber: body.trackingNumber } : {}),
        },
      })
      const status = await refreshOrderStatus(tx, order, now)
      // The whole cash-on-delivery order handed over: its payment is in.
      if (status === 'delivered' && order.paymentMethod === 'cod' && order.paymentStatus === 'pending') {
        await moveOrder(tx, { ...order, status }, { paymentStatus: 'confirmed', paidAt: now, updatedAt: now })
        await recordAudit(tx, {
          actor,
          action: 'payment.cod_collected',
          entity: 'order',
          entityId: order.id,
          details: { orderNo: order.orderNo, amountPaise: order.totalPaise },
        })
      }
    })
  }

  async function get(vendorId: string, id: string): Promise<VendorOrderDetail> {
    const vendorOrder = await findOwnVendorOrder(db, vendorId, id)
    if (!vendorOrder) {
      // Another seller's part: the same 404, and on record (someone is trying ids).
      const foreign = await findVendorOrderById(db, id)
      if (foreign) {
        await recordAudit(db, {
          actor: { kind: 'vendor', id: vendorId },
          action: 'vendor_order.access_denied',
          entity: 'vendor_order',
          entityId: id,
          details: { ownerVendorId: foreign.vendorId },
        })
      }
      throw notFound(VENDOR_ORDER_NOT_FOUND)
    }
    const [order, lines, events, documents] = await Promise.all([
      findOrderById(db, vendorOrder.orderId),
      findLinesOfVendorOrder(db, vendorOrder.id),
      findVendorOrderEvents(db, vendorOrder.id),
      findOrderTaxDocuments(db, vendorOrder.orderId),
    ])
    if (!order) throw notFound(VENDOR_ORDER_NOT_FOUND)
    return {
      id: vendorOrder.id,
      orderNo: order.orderNo,
      status: vendorOrder.status,
      createdAt: vendorOrder.createdAt.toISOString(),
      promisedBy: vendorOrder.promisedBy,
      courierName: vendorOrder.courierName,
      trackingNumber: vendorOrder.trackingNumber,
      shippedAt: vendorOrder.shippedAt?.toISOString() ?? null,
      deliveredAt: vendorOrder.deliveredAt?.toISOString() ?? null,
      delivery: toDeliveryConfirmation(
        {
          deliveredAt: vendorOrder.deliveredAt,
          confirmedAt: vendorOrder.deliveryConfirmedAt,
          confirmedBy: vendorOrder.deliveryConfirmedBy,
          disputedAt: vendorOrder.deliveryDisputedAt,
        },
        clock.now(),
      ),
      payment:
        order.paymentMethod === 'cod'
          ? { method: 'cod', cashToCollectPaise: vendorOrder.totalPaise }
          : { method: 'prepaid', cashToCollectPaise: null },
      customer: {
        name: order.name,
        phone: order.phone,
        address: { street: order.street, city: order.city, state: order.state, pin: order.pin, country: order.country },
        notes: order.notes,
      },
      lines: lines.map((l) => ({
        id: l.id,
        productId: l.productId,
        name: l.productName,
        sku: l.sku,
        color: l.color || null,
        size: l.size || null,
        options: lineOptions(l),
        unitPricePaise: l.unitPricePaise,
        quantity: l.quantity,
        lineTotalPaise: l.lineTotalPaise,
        cancellation: toCancellation(l),
        canCancel:
          cancelRefusal('vendor', { cancelled: l.cancelledQuantity > 0, partStatus: vendorOrder.status }) === null,
      })),
      itemCount: lines.reduce((sum, l) => sum + l.quantity - l.cancelledQuantity, 0),
      sellerCoupon: sellerCouponOf(order.couponCode, lines),
      deliveryFeePaise: lines.reduce((sum, l) => sum + (l.cancelledQuantity < l.quantity ? l.deliveryFeePaise : 0), 0),
      totalPaise: vendorOrder.totalPaise,
      history: events.map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString() })),
      documents: documents.filter((d) => d.vendorOrderId === vendorOrder.id).map(toTaxDocumentRef),
    }
  }

  /** The seller's own coupon on its lines, as its share of those still standing. */
  function sellerCouponOf(
    code: string | null,
    lines: { quantity: number; cancelledQuantity: number; sellerDiscountPaise: number }[],
  ) {
    const discountPaise = lines.reduce(
      (sum, l) => sum + discountOnKept(l, l.sellerDiscountPaise, l.cancelledQuantity),
      0,
    )
    return code && lines.some((l) => l.sellerDiscountPaise > 0) ? { code, discountPaise } : null
  }

  return {
    async list(vendorId: string, query: z.output<typeof VendorOrdersQuery>): Promise<VendorOrderList> {
      const { rows, total } = await listVendorOrders(db, vendorId, {
        status: query.status,
        sort: query.sort,
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      })
      return { data: rows.map(toSummary), meta: { page: query.page, pageSize: query.pageSize, total } }
    },

    get,

    /** The vendor moves its own part one step forward. */
    async setStatus(vendorId: string, id: string, body: UpdateVendorOrderStatusBody): Promise<VendorOrderDetail> {
      await moveStatus({ kind: 'vendor', id: vendorId }, id, body)
      return get(vendorId, id)
    },

    /** The packing slip's PDF for a part still to be sent or on its way (renderPackingSlipPdf). */
    async packingSlip(vendorId: string, id: string): Promise<{ orderNo: string; pdf: Buffer }> {
      const detail = await get(vendorId, id)
      if (detail.status === 'cancelled') {
        throw new AppError('CONFLICT', /*i18n*/ 'This order was cancelled: there is nothing to pack.')
      }
      const from = must(await findVendorContact(db, vendorId), 'the vendor')
      return { orderNo: detail.orderNo, pdf: await renderPackingSlipPdf(detail, from, clock.now()) }
    },

    /**
     * A mistyped courier or tracking number, corrected while the part is on its way: the
     * customer's tracking shows the new one, and the change is on record.
     */
    async correctShipment(
      vendorId: string,
      id: string,
      body: z.output<typeof CorrectShipmentBody>,
    ): Promise<VendorOrderDetail> {
      await db.transaction(async (tx) => {
        const found = await findOwnVendorOrder(tx, vendorId, id)
        if (!found) throw notFound(VENDOR_ORDER_NOT_FOUND)
        const vendorOrder = must(await findVendorOrderById(tx, id, true), 'the vendor order')
        if (vendorOrder.status !== 'shipped') {
          throw new AppError(
            'CONFLICT',
            /*i18n*/ 'The tracking number can be corrected only while the order is shipped.',
          )
        }
        if (vendorOrder.courierName === body.courierName && vendorOrder.trackingNumber === body.trackingNumber) return
        const now = clock.now()
        await updateVendorOrder(tx, id, {
          courierName: body.courierName,
          trackingNumber: body.trackingNumber,
          updatedAt: now,
        })
        const vendor = await findVendorContact(tx, vendorId)
        await insertTrackingEvent(tx, {
          orderId: vendorOrder.orderId,
          vendorOrderId: id,
          status: TRACKING_STATUS.trackingCorrected,
          note: fill(TRACKING_NOTES.sellerCorrectedTracking, {
            seller: vendor?.businessName ?? 'The seller',
            courier: body.courierName,
            tracking: body.trackingNumber,
          }),
          actorKind: 'vendor',
          actorId: vendorId,
          createdAt: now,
        })
        await recordAudit(tx, {
          actor: { kind: 'vendor', id: vendorId },
          action: 'vendor_order.shipment_corrected',
          entity: 'vendor_order',
          entityId: id,
          details: {
            from: { courierName: vendorOrder.courierName, trackingNumber: vendorOrder.trackingNumber },
            to: body,
          },
        })
      })
      return get(vendorId, id)
    },

    /**
     * The admin's Ship Order on the order page: records courier and tracking number for a part
     * that has not shipped (pending or processing), as the vendor would, and audits it.
     */
    async shipAsAdmin(adminId: string, id: string, body: z.output<typeof ShipVendorOrderBody>): Promise<void> {
      await moveStatus({ kind: 'admin', id: adminId }, id, { status: 'shipped', ...body })
    },

    /**
     * Hides the vendor order from the vendor's lists; the record stays (docs/decisions/017-orders-are-records.md). Only a
     * finished one (delivered or cancelled): an open order hidden by mistake would never ship.
     */
    async hide(vendorId: string, id: string): Promise<void> {
      const vendorOrder = await findOwnVendorOrder(db, vendorId, id)
      if (!vendorOrder) throw notFound(VENDOR_ORDER_NOT_FOUND)
      if (!isFinishedVendorOrder(vendorOrder.status)) {
        throw new AppError(
          'CONFLICT',
          /*i18n*/ 'Only delivered or cancelled orders can be hidden; this one still needs fulfilling.',
        )
      }
      const now = clock.now()
      await updateVendorOrder(db, id, { hiddenAt: now, updatedAt: now })
    },

    /** Two queries: the figures, and the five newest orders. */
    async dashboard(vendorId: string): Promise<VendorDashboard> {
      const [figures, recent] = await Promise.all([
        dashboardFigures(
          db,
          vendorId,
          istDay(clock.now()),
          new Date(clock.now().getTime() - CANCELLATION_RATE_DAYS * 86_400_000),
        ),
        recentVendorOrders(db, vendorId),
      ])
      return {
        productCount: figures.product_count,
        salesPaise: Number(figures.sales_paise),
        orderCount: figures.order_count,
        pendingCount: figures.pending_count,
        returnsAwaitingCount: figures.returns_awaiting_count,
        cancellationRate: cancellationRate(figures.cancelled_count, figures.sent_count),
        recentOrders: recent.map(toSummary),
        dailySales: figures.daily.map((d) => ({ day: d.day, salesPaise: Number(d.sales_paise) })),
      }
    },
  }
}
export type VendorOrdersService = ReturnType<typeof vendorOrdersService>

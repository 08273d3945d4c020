import { EMPTY_DECLARATIONS } from '@haat/shared/catalog/declarations'
import { lineOptions } from '@haat/shared/catalog/variant-label'
import { paidForUnits } from '@haat/shared/coupons/coupon'
import { type LineCancellation } from '@haat/shared/orders/cancellation'
import { cancelReasonLabel } from '@haat/shared/orders/cancel-reasons'
import { courierTrackingUrl } from '@haat/shared/orders/couriers'
import type { Order, OrderLine, OrderSummary, Shipment } from '@haat/shared/orders/order'
import type { TaxDocumentRef } from '@haat/shared/tax/documents'
import { returnDeadline } from '@haat/shared/orders/return-rules'
import {
  type DeliveryFacts,
  deliveryConfirmation,
  toDeliveryConfirmation,
} from '@haat/shared/orders/delivery-confirmation'
import type { ReturnRequest } from '@haat/shared/orders/returns'
import type { VendorOrderStatus } from '@haat/shared/orders/vendor-order'
import type { ImageSet } from '@haat/shared/catalog/product'
import { toImageSet } from '../media'
import { must } from '../../lib/must'
import { canPayOnline, cancelRefusal } from './order-status'
import type { OrderLineRow, OrderRow, OrderSummaryRow } from './orders.repository'
import { toRefund } from './refunds'
import type { RefundRow } from './refunds.repository'
import { buildTracking } from './tracking'

type ImageColumns = Pick<OrderLineRow, 'image_id' | 'image_key' | 'image_widths' | 'image_width' | 'image_height'>

export function toImage(row: ImageColumns): ImageSet | null {
  return row.image_id && row.image_key && row.image_widths && row.image_width && row.image_height
    ? toImageSet({
        id: row.image_id,
        storageKey: row.image_key,
        widths: row.image_widths,
        width: row.image_width,
        height: row.image_height,
      })
    : null
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** The seller's part the line belongs to: its vendor order's status, pending until forwarded. */
const partStatusOf = (row: OrderLineRow): VendorOrderStatus => row.vo_status ?? 'pending'

/** What decides whether the line's part has a confirmed delivery. */
const deliveryFactsOf = (row: OrderLineRow): DeliveryFacts => ({
  deliveredAt: row.vo_delivered_at ? new Date(row.vo_delivered_at) : null,
  confirmedAt: row.vo_delivery_confirmed_at ? new Date(row.vo_delivery_confirmed_at) : null,
  confirmedBy: row.vo_delivery_confirmed_by,
  disputedAt: row.vo_delivery_disputed_at ? new Date(row.vo_delivery_disputed_at) : null,
})

/** A line's cancellation as the API shows it; null while the line stands. */
export function toCancellation(line: {
  cancelledQuantity: number
  cancelledAt: Date | string | null
  cancelledByKind: 'customer' | 'vendor' | 'admin' | 'system' | null
  cancelReason: string | null
  cancelNote: string | null
}): LineCancellation | null {
  if (line.cancelledQuantity === 0 || !line.cancelledAt) return null
  return {
    at: iso(line.cancelledAt),
    by: line.cancelledByKind ?? 'system',
    reason: line.cancelReason ?? 'other',
    reasonLabel: cancelReasonLabel(line.cancelReason),
    note: line.cancelNote,
  }
}

function toOrderLine(row: OrderLineRow, viewer: Viewer, now: Date): OrderLine {
  const cancelled = row.cancelled_quantity > 0
  // The window counts from the confirmed delivery; before it the line may be returned (no end
  // yet), and not while the customer says it never came.
  const confirmation = partStatusOf(row) === 'delivered' ? deliveryConfirmation(deliveryFactsOf(row), now) : null
  const returnBy = confirmation?.confirmedAt ? returnDeadline(confirmation.confirmedAt, row.return_days) : null
  const windowOpen = confirmation?.state === 'reported' ? row.return_days > 0 : returnBy !== null && now <= returnBy
  const left = row.quantity - row.cancelled_quantity - row.returned_quantity
  return {
    id: row.id,
    productId: row.product_id,
    productSlug: row.product_slug,
    name: row.product_name,
    sku: row.sku,
    image: toImage(row),
    vendor: { id: row.vendor_id, businessName: row.vendor_name },
    color: row.color || null,
    size: row.size || null,
    options: lineOptions(row),
    unitPricePaise: row.unit_price_paise,
    mrpPaise: row.mrp_paise,
    quantity: row.quantity,
    lineTotalPaise: row.line_total_paise,
    // What cancelling the whole line gives back when paid online (after-sale/cancellation.service.ts).
    paidPaise:
      viewer === 'vendor'
        ? null
        : paidForUnits(
            { unitPricePaise: row.unit_price_paise, quantity: row.quantity, discountPaise: row.discount_paise },
            0,
            row.quantity,
          ) + row.delivery_fee_paise,
    returnDays: row.return_days,
    declarations: row.declarations ? { ...EMPTY_DECLARATIONS, ...row.declarations } : null,
    cancellation: toCancellation({
      cancelledQuantity: row.cancelled_quantity,
      cancelledAt: row.cancelled_at,
      cancelledByKind: row.cancelled_by_kind,
      cancelReason: row.cancel_reason,
      cancelNote: row.cancel_note,
    }),
    canCancel: cancelRefusal(viewer, { cancelled, partStatus: partStatusOf(row) }) === null,
    returnedQuantity: row.returned_quantity,
    returnBy: returnBy?.toISOString() ?? null,
    returnableQuantity: viewer === 'customer' && windowOpen ? Math.max(left, 0) : 0,
  }
}

type EventRow = { status: string; note: string | null; at: Date; vendorOrderId?: string | null }

const toEvent = (e: EventRow) => ({ status: e.status, note: e.note, at: iso(e.at) })

export type TaxDocumentRow = {
  id: string
  kind: TaxDocumentRef['kind']
  number: string
  vendorOrderId: string
  issuedAt: Date
  totalPaise: number
}

/** One shipment per seller, by the seller's name. */
function toShipments(lineRows: OrderLineRow[], events: EventRow[], documents: TaxDocumentRow[], now: Date): Shipment[] {
  const byVendor = new Map<string, OrderLineRow[]>()
  for (const row of lineRows) byVendor.set(row.vendor_id, [...(byVendor.get(row.vendor_id) ?? []), row])
  const parts = [...byVendor.values()].sort((a, b) =>
    must(a[0], 'a line').vendor_name.localeCompare(must(b[0], 'a line').vendor_name),
  )
  return parts.map((rows) => {
    const first = must(rows[0], 'a line of the part')
    const voId = first.vendor_order_id
    const allCancelled = rows.every((r) => r.cancelled_quantity === r.quantity)
    return {
      vendor: { id: first.vendor_id, businessName: first.vendor_name },
      status: allCancelled ? 'cancelled' : partStatusOf(first),
      courierName: first.vo_courier_name,
      trackingNumber: first.vo_tracking_number,
      trackingUrl: courierTrackingUrl(first.vo_courier_name, first.vo_tracking_number),
      shippedAt: first.vo_shipped_at ? iso(first.vo_shipped_at) : null,
      deliveredAt: first.vo_delivered_at ? iso(first.vo_delivered_at) : null,
      deliveryBy: first.promised_by,
      cashCollectedAt: first.vo_cash_collected_at ? iso(first.vo_cash_collected_at) : null,
      lineIds: rows.map((r) => r.id),
      events: voId ? events.filter((e) => e.vendorOrderId === voId).map(toEvent) : [],
      documents: documents.filter((d) => d.vendorOrderId === voId).map(toTaxDocumentRef),
      delivery: partStatusOf(first) === 'delivered' ? toDeliveryConfirmation(deliveryFactsOf(first), now) : null,
    }
  })
}

export const toTaxDocumentRef = (d: TaxDocumentRow): TaxDocumentRef => ({
  id: d.id,
  kind: d.kind,
  number: d.number,
  issuedAt: iso(d.issuedAt),
  totalPaise: d.totalPaise,
})

export type Viewer = Order['viewer']

/** The order as its viewer may see it: a vendor gets only its own lines and their sum. */
export function toOrder(
  order: OrderRow,
  lineRows: OrderLineRow[],
  events: EventRow[],
  viewer: Viewer,
  extra: { refunds?: RefundRow[]; returns?: ReturnRequest[]; documents?: TaxDocumentRow[]; now?: Date } = {},
): Order {
  const { refunds = [], returns = [], documents = [], now = new Date() } = extra
  const shipments = toShipments(lineRows, events, documents, now)
  // The parts in view (a seller sees its own): the timeline claims no more than they all reached.
  const tracking = buildTracking(
    events,
    shipments.map((s) => s.status),
  )
  const lines = lineRows.map((row) => toOrderLine(row, viewer, now))
  const vendorSubtotal = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0)
  const amounts =
    viewer === 'vendor'
      ? {
          subtotalPaise: vendorSubtotal,
          shippingPaise: 0,
          taxPaise: 0,
          // Haat funds coupons: the seller is paid its lines' full price.
          discountPaise: 0,
          couponCode: null,
          totalPaise: vendorSubtotal,
        }
      : {
          subtotalPaise: order.subtotalPaise,
          shippingPaise: order.shippingPaise,
          taxPaise: order.taxPaise,
          discountPaise: order.discountPaise,
          couponCode: order.couponCode,
          totalPaise: order.totalPaise,
        }
  return {
    orderNo: order.orderNo,
    createdAt: iso(order.createdAt),
    status: order.status,
    trackingStatus: tracking.trackingStatus,
    trackingSteps: tracking.steps,
    events: events.map(toEvent),
    shipping: {
      name: order.name,
      // A seller ships to the address and may call the phone; the e-mail stays with Haat.
      email: viewer === 'vendor' ? null : order.email,
      phone: order.phone,
      street: order.street,
      city: order.city,
      state: order.state,
      pin: order.pin,
      country: order.country,
      notes: order.notes,
    },
    payment: {
      method: order.paymentMethod,
      provider: order.paymentProvider,
      status: order.paymentStatus,
      paidAt: order.paidAt ? iso(order.paidAt) : null,
      canPay: viewer === 'customer' && canPayOnline(order),
      capturedPaise: viewer === 'vendor' ? 0 : order.capturedPaise,
      refundedPaise: viewer === 'vendor' ? 0 : order.refundedPaise,
    },
    refunds: refunds.map(toRefund),
    lines,
    shipments,
    canCancel: order.status !== 'cancelled' && lines.some((l) => l.canCancel),
    returns,
    canReturn: lines.some((l) => l.returnableQuantity > 0),
    ...amounts,
    viewer,
  }
}

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  const tracking = buildTracking(
    row.tracking.map((t) => ({ status: t.status, at: new Date(t.at) })),
    row.part_statuses,
  )
  return {
    orderNo: row.order_no,
    createdAt: iso(row.created_at),
    status: row.status,
    trackingStatus: tracking.trackingStatus,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    totalPaise: row.total_paise,
    itemCount: row.item_count,
    itemNames: row.item_names,
    image: toImage(row),
    canCancel: row.can_cancel,
  }
}

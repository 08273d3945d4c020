import type { Order, OrderLine, OrderSummary } from '@haat/shared/orders/order'
import type { ImageSet } from '@haat/shared/catalog/product'
import { toImageSet } from '../media'
import { canPayOnline } from './order-status'
import type { OrderLineRow, OrderRow, OrderSummaryRow } from './orders.repository'
import { buildTracking } from './tracking'

type ImageColumns = Pick<OrderLineRow, 'image_id' | 'image_key' | 'image_widths' | 'image_width' | 'image_height'>

function toImage(row: ImageColumns): ImageSet | null {
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

function toOrderLine(row: OrderLineRow): OrderLine {
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
    unitPricePaise: row.unit_price_paise,
    mrpPaise: row.mrp_paise,
    quantity: row.quantity,
    lineTotalPaise: row.line_total_paise,
  }
}

export type Viewer = Order['viewer']

/** The order as its viewer may see it: a vendor gets only its own lines and their sum. */
export function toOrder(
  order: OrderRow,
  lineRows: OrderLineRow[],
  events: { status: string; note: string | null; at: Date }[],
  viewer: Viewer,
): Order {
  const tracking = buildTracking(events)
  const lines = lineRows.map(toOrderLine)
  const vendorSubtotal = lines.reduce((sum, l) => sum + l.lineTotalPaise, 0)
  const amounts =
    viewer === 'vendor'
      ? { subtotalPaise: vendorSubtotal, shippingPaise: 0, taxPaise: 0, totalPaise: vendorSubtotal }
      : {
          subtotalPaise: order.subtotalPaise,
          shippingPaise: order.shippingPaise,
          taxPaise: order.taxPaise,
          totalPaise: order.totalPaise,
        }
  return {
    orderNo: order.orderNo,
    createdAt: iso(order.createdAt),
    status: order.status,
    trackingStatus: tracking.trackingStatus,
    trackingSteps: tracking.steps,
    events: events.map((e) => ({ status: e.status, note: e.note, at: iso(e.at) })),
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
    },
    lines,
    ...amounts,
    viewer,
  }
}

export function toOrderSummary(row: OrderSummaryRow): OrderSummary {
  const tracking = buildTracking(row.tracking.map((t) => ({ status: t.status, at: new Date(t.at) })))
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
  }
}

import { lineOptions } from '@haat/shared/catalog/variant-label'
import { courierTrackingUrl } from '@haat/shared/orders/couriers'
import type { ReturnReason } from '@haat/shared/orders/return-rules'
import type { ReturnRequest } from '@haat/shared/orders/returns'
import type { DbOrTx } from '../../db/client'
import { findMediaByIds, toImageSet } from '../media'
import { toImage, type Viewer } from './orders.mapping'
import type { OrderRow } from './orders.repository'
import { toRefund } from './refunds'
import {
  findReturnEvents,
  findReturnLines,
  findReturnRefunds,
  type ReturnLineRow,
  type ReturnRow,
} from './returns.repository'

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null)

/**
 * Returns as their viewer may see them, read in four queries however many there are. A seller
 * sees neither the customer's UPI id nor the refund: the money is between the customer and Haat.
 */
export async function readReturns(
  db: DbOrTx,
  order: Pick<OrderRow, 'orderNo' | 'paymentMethod'>,
  rows: ReturnRow[],
  viewer: Viewer,
): Promise<ReturnRequest[]> {
  const ids = rows.map((r) => r.id)
  const [lines, events, refunds, photos] = await Promise.all([
    findReturnLines(db, ids),
    findReturnEvents(db, ids),
    viewer === 'vendor' ? Promise.resolve([]) : findReturnRefunds(db, ids),
    findMediaByIds(db, [...new Set(rows.flatMap((r) => r.photoMediaIds))]),
  ])
  const photoById = new Map(photos.map((m) => [m.id, toImageSet(m)]))
  return rows.map((row) => {
    const own: ReturnLineRow[] = lines.filter((l) => l.return_id === row.id)
    const refund = refunds.find((r) => r.returnId === row.id)
    return {
      id: row.id,
      orderNo: order.orderNo,
      status: row.status,
      vendor: { id: row.vendorId, businessName: own[0]?.vendor_name ?? '' },
      reason: row.reason as ReturnReason,
      comment: row.comment,
      photos: row.photoMediaIds.flatMap((id) => photoById.get(id) ?? []),
      lines: own.map((l) => ({
        lineId: l.order_line_id,
        name: l.product_name,
        sku: l.sku,
        color: l.color || null,
        size: l.size || null,
        options: lineOptions(l),
        quantity: l.quantity,
        unitPricePaise: l.unit_price_paise,
        image: toImage(l),
      })),
      amountPaise: row.amountPaise,
      paymentMethod: order.paymentMethod,
      upiId: viewer === 'vendor' ? null : row.upiId,
      requestedAt: row.createdAt.toISOString(),
      respondBy: row.respondBy.toISOString(),
      decidedAt: iso(row.decidedAt),
      decidedBy: row.decidedByKind,
      rejectReason: row.rejectReason,
      courierName: row.courierName,
      trackingNumber: row.trackingNumber,
      trackingUrl: courierTrackingUrl(row.courierName, row.trackingNumber),
      pickedUpAt: iso(row.pickedUpAt),
      receivedAt: iso(row.receivedAt),
      damageNote: row.damageNote,
      resolutionNote: row.resolutionNote,
      refund: refund ? toRefund(refund) : null,
      events: events
        .filter((e) => e.returnId === row.id)
        .map((e) => ({ status: e.status, note: e.note, at: e.at.toISOString() })),
    }
  })
}

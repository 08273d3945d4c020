import { nameWithVariant } from '@haat/shared/catalog/variant-label'
import { formatPaise } from '@haat/shared/money'
import type { VendorOrderDetail } from '@haat/shared/orders/vendor-order'
import { PAGE, TABLE_FONT_SIZE, drawParticulars, drawTable, startPdf, widthToFit } from '../../lib/pdf'
import { shortDate } from '../../lib/india-dates'

/** Where the parcel leaves from: the seller's business address. */
export interface PackingSlipSender {
  businessName: string
  phone: string
  address: string
  city: string
  state: string
  pin: string
}

/**
 * The seller's packing slip: one A4 page that goes in (or on) the parcel, with what to pack, where
 * it goes, and in capitals whether the courier collects cash. No prices but the cash to collect:
 * a gift's receiver should not read them, and the tax invoice carries them.
 */
export async function renderPackingSlipPdf(detail: VendorOrderDetail, from: PackingSlipSender, now: Date) {
  const { pdf, bytes } = startPdf({ Title: `Packing slip ${detail.orderNo}`, Author: 'Haat', CreationDate: now })
  const left = PAGE.margin
  const half = PAGE.width / 2

  pdf.font('bold').fontSize(16).text('Packing slip', left, PAGE.margin, { width: PAGE.width, align: 'center' })
  pdf.moveDown(0.3)
  const cash = detail.payment.cashToCollectPaise
  pdf
    .font('bold')
    .fontSize(14)
    .text(cash === null ? 'PREPAID: collect nothing' : `COD: collect ${formatPaise(cash)} in cash`, {
      width: PAGE.width,
      align: 'center',
    })
  pdf.moveDown(0.8)

  const top = pdf.y
  const { customer } = detail
  const shipTo = [
    customer.name,
    customer.address.street,
    `${customer.address.city}, ${customer.address.state} ${customer.address.pin}`,
    `Phone: ${customer.phone}`,
  ].join('\n')
  pdf
    .font('bold')
    .fontSize(10)
    .text('Ship to', left, top, { width: half - 10 })
  pdf
    .font('regular')
    .fontSize(11)
    .text(shipTo, { width: half - 10 })
  const shipToBottom = pdf.y
  const particulars: [string, string][] = [
    ['Order no.', detail.orderNo],
    ['Placed', shortDate.format(new Date(detail.createdAt))],
    ...(detail.courierName ? ([['Courier', detail.courierName]] as [string, string][]) : []),
    ...(detail.trackingNumber ? ([['Tracking no.', detail.trackingNumber]] as [string, string][]) : []),
  ]
  const y = drawParticulars(pdf, particulars, {
    x: left + half,
    y: top,
    width: half,
    labelWidth: 90,
    valueSize: 10,
    gap: 3,
  })
  pdf.y = Math.max(shipToBottom, y) + 14

  // Only what is still to be sent: a cancelled line is not packed.
  const lines = detail.lines.filter((l) => !l.cancellation)
  const rows = lines.map((l) => ({
    texts: [l.sku, nameWithVariant(l.name, l), String(l.quantity)],
  }))
  const skuWidth = widthToFit(pdf, [{ text: 'SKU' }, ...rows.map((r) => ({ text: r.texts[0] ?? '' }))])
  const qtyWidth = widthToFit(pdf, [{ text: 'Qty' }, ...rows.map((r) => ({ text: r.texts[2] ?? '' }))])
  drawTable(
    pdf,
    [
      { title: 'SKU', width: skuWidth, align: 'left' },
      { title: 'Item', width: PAGE.width - skuWidth - qtyWidth, align: 'left' },
      { title: 'Qty', width: qtyWidth, align: 'right' },
    ],
    [...rows, { texts: ['', 'Items in this parcel', String(detail.itemCount)], bold: true }],
    80,
    TABLE_FONT_SIZE + 1.5,
  )

  pdf.moveDown(1.2)
  pdf.font('bold').fontSize(9).text('From (return address)', left)
  pdf
    .font('regular')
    .fontSize(9)
    .text(
      [from.businessName, from.address, `${from.city}, ${from.state} ${from.pin}`, `Phone: ${from.phone}`].join('\n'),
    )
  pdf.end()
  return bytes
}

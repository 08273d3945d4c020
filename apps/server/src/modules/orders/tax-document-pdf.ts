import { formatPaise } from '@haat/shared/money'
import { formatRate } from '@haat/shared/tax/gst'
import { type Column, PAGE, drawTable, startPdf } from '../../lib/pdf'
import type { TaxDocumentContent, TaxDocumentKind } from './tax-documents'
import { shortDate } from '../../lib/india-dates'

type Line = TaxDocumentContent['lines'][number]

/**
 * Tax invoices, bills of supply and credit notes as A4 PDFs; a customer's or product's Hindi name
 * prints as written (lib/pdf.ts). The PDF is made once, when the document is issued, and stored
 * with it (docs/money.md).
 */

const TITLES: Record<TaxDocumentKind, string> = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  credit_note: 'Credit Note',
}

const dateOf = (iso: string) => shortDate.format(new Date(iso))

/** Rupees without the sign, for table cells ("1,180.00"); the header says the column is in ₹. */
const rupees = (paise: number) => formatPaise(paise).replace('₹', '')

export function renderTaxDocumentPdf(doc: {
  kind: TaxDocumentKind
  number: string
  issuedAt: Date
  content: TaxDocumentContent
}): Promise<Buffer> {
  const { kind, number, issuedAt, content } = doc
  const { pdf, bytes } = startPdf({
    Title: `${TITLES[kind]} ${number}`,
    Author: content.seller.name,
    CreationDate: issuedAt,
  })
  const left = PAGE.margin
  const half = PAGE.width / 2

  pdf.font('bold').fontSize(16).text(TITLES[kind], left, PAGE.margin, { width: PAGE.width, align: 'center' })
  if (kind === 'bill_of_supply') {
    pdf.font('regular').fontSize(8).text('Supplier not registered under GST: no GST is charged.', { align: 'center' })
  }
  if (kind === 'credit_note' && content.original) {
    pdf
      .font('regular')
      .fontSize(8)
      .text(`Issued for a ${content.original.reason} against ${content.original.number}`, { align: 'center' })
  }
  pdf.moveDown(0.8)

  // Seller on the left, the document's particulars on the right.
  const top = pdf.y
  const seller = [
    content.seller.address,
    content.seller.gstin ? `GSTIN: ${content.seller.gstin}` : null,
    content.seller.pan ? `PAN: ${content.seller.pan}` : null,
    `State: ${content.seller.state}${content.seller.stateCode ? ` (code ${content.seller.stateCode})` : ''}`,
  ].filter((s): s is string => s !== null)
  pdf
    .font('bold')
    .fontSize(11)
    .text(content.seller.name, left, top, { width: half - 10 })
  pdf
    .font('regular')
    .fontSize(9)
    .text(seller.join('\n'), { width: half - 10 })
  const sellerBottom = pdf.y
  const particulars: [string, string][] = [
    [kind === 'credit_note' ? 'Credit note no.' : 'Invoice no.', number],
    ['Date', dateOf(issuedAt.toISOString())],
    ['Order no.', content.orderNo],
    ...(content.original
      ? ([
          ['Original invoice', content.original.number],
          ['Invoice date', dateOf(content.original.issuedAt)],
        ] as [string, string][])
      : []),
    ['Reverse charge', content.reverseCharge],
  ]
  let y = top
  for (const [label, value] of particulars) {
    pdf
      .font('regular')
      .fontSize(9)
      .text(label, left + half, y, { width: 100 })
    pdf.font('bold').text(value, left + half + 100, y, { width: half - 100 })
    y = pdf.y + 2
  }
  pdf.y = Math.max(sellerBottom, y) + 12

  // The customer: the delivery address is also the billing address for a consumer.
  const buyerTop = pdf.y
  pdf
    .font('bold')
    .fontSize(9)
    .text('Bill to / Ship to', left, buyerTop, { width: half - 10 })
  pdf.font('regular').text(`${content.buyer.name}\n${content.buyer.address}`, { width: half - 10 })
  const buyerBottom = pdf.y
  pdf.font('bold').text('Place of supply', left + half, buyerTop, { width: half })
  pdf.font('regular').text(`${content.placeOfSupply.state} (code ${content.placeOfSupply.code})`, { width: half })
  pdf.y = Math.max(buyerBottom, pdf.y) + 14

  const taxed = kind !== 'bill_of_supply'
  // A seller's own coupon: each line's discount, before its taxable value (which is net of it).
  const discounted = content.lines.some((l) => (l.discountPaise ?? 0) > 0)
  const discountWidth = discounted ? 56 : 0
  const columns: Column<Line>[] = [
    { title: 'Description', width: (taxed ? 150 : 260) - discountWidth, align: 'left', cell: (l) => l.description },
    { title: 'HSN', width: 52, align: 'left', cell: (l) => l.hsn ?? '' },
    { title: 'Qty', width: 28, align: 'right', cell: (l) => String(l.quantity) },
    ...(discounted
      ? ([
          { title: 'Discount (₹)', width: discountWidth, align: 'right', cell: (l) => rupees(l.discountPaise ?? 0) },
        ] as Column<Line>[])
      : []),
    ...(taxed
      ? ([
          { title: 'Taxable value (₹)', width: 70, align: 'right', cell: (l) => rupees(l.taxablePaise) },
          { title: 'Rate', width: 34, align: 'right', cell: (l) => formatRate(l.rateBp) },
          ...(content.intraState
            ? ([
                { title: 'CGST (₹)', width: 56, align: 'right', cell: (l) => rupees(l.cgstPaise) },
                { title: 'SGST (₹)', width: 56, align: 'right', cell: (l) => rupees(l.sgstPaise) },
              ] as Column<Line>[])
            : ([
                { title: 'IGST (₹)', width: 112, align: 'right', cell: (l) => rupees(l.igstPaise) },
              ] as Column<Line>[])),
        ] as Column<Line>[])
      : ([
          { title: 'Unit price (₹)', width: 90, align: 'right', cell: (l) => rupees(l.unitPricePaise) },
        ] as Column<Line>[])),
    { title: 'Total (₹)', width: 0, align: 'right', cell: (l) => rupees(l.amountPaise) },
  ]
  const t = content.totals
  const totals = columns.map((c) => {
    if (c.title === 'Description') return 'Total'
    if (c.title.startsWith('Discount')) return rupees(content.lines.reduce((sum, l) => sum + (l.discountPaise ?? 0), 0))
    if (c.title.startsWith('Taxable')) return rupees(t.taxablePaise)
    if (c.title.startsWith('CGST')) return rupees(t.cgstPaise)
    if (c.title.startsWith('SGST')) return rupees(t.sgstPaise)
    if (c.title.startsWith('IGST')) return rupees(t.igstPaise)
    if (c.title.startsWith('Total')) return rupees(t.amountPaise)
    return ''
  })
  drawTable(pdf, columns, [
    ...content.lines.map((line) => ({ texts: columns.map((c) => c.cell(line)) })),
    { texts: totals, bold: true },
  ])

  pdf.moveDown(0.6)
  pdf
    .font('bold')
    .fontSize(9)
    .text(`${kind === 'credit_note' ? 'Amount credited' : 'Amount'}: ${formatPaise(t.amountPaise)}`, left)
  pdf.font('regular').text(content.amountInWords)
  if (taxed) pdf.text(`Of which GST: ${formatPaise(t.cgstPaise + t.sgstPaise + t.igstPaise)}. Prices include GST.`)
  if (content.paidByHaat) {
    const { couponCode, paise } = content.paidByHaat
    pdf.text(
      `Coupon ${couponCode}: ${formatPaise(paise)} of this amount is paid by Haat; the customer paid ${formatPaise(t.amountPaise - paise)}.`,
    )
  }
  pdf.moveDown(1.5)
  pdf.font('regular').fontSize(8).fillColor('#444444')
  pdf.text(
    `For ${content.seller.name}: issued electronically through Haat on the seller's behalf; no signature is required.`,
  )
  pdf.end()
  return bytes
}

import { formatPaiseExact as formatPaise } from '@haat/shared/money'
import { formatRate } from '@haat/shared/tax/gst'
import { type Column, PAGE, TABLE_FONT_SIZE, drawParticulars, drawTable, startPdf, widthToFit } from '../../lib/pdf'
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

type TableColumn = Omit<Column<Line>, 'width'> & { total?: string }

/** The items when the condition holds, else none: for columns that are there only sometimes. */
const when = <T>(condition: boolean, ...items: T[]): T[] => (condition ? items : [])

/** The narrowest the description may be before the table's type gets smaller. */
const MIN_DESCRIPTION_WIDTH = 100
const FONT_SIZES = [TABLE_FONT_SIZE, 8, 7.5, 7]
/** The most a figure's column is widened by when the description leaves room. */
const MAX_EXTRA_SPACE = 12

/**
 * Widths for the table: each figure's column as wide as its widest figure (never broken over two
 * lines), the description the rest. When that leaves the description too narrow (many columns,
 * large amounts), the type gets smaller.
 */
function fitColumns(pdf: PDFKit.PDFDocument, columns: TableColumn[], rows: { texts: string[] }[]) {
  let fitted = { fontSize: TABLE_FONT_SIZE, widths: [] as number[] }
  for (const fontSize of FONT_SIZES) {
    const widths = columns.map((c, i) =>
      i === 0
        ? 0
        : widthToFit(pdf, [{ text: c.title, wraps: true }, ...rows.map((r) => ({ text: r.texts[i] ?? '' }))], fontSize),
    )
    widths[0] = PAGE.width - widths.reduce((a, b) => a + b, 0)
    fitted = { fontSize, widths }
    if (widths[0] >= MIN_DESCRIPTION_WIDTH) break
  }
  // Room the description does not need spaces the figures apart, a little each.
  const { fontSize, widths } = fitted
  const needed = Math.max(
    MIN_DESCRIPTION_WIDTH,
    widthToFit(pdf, [{ text: 'Description' }, ...rows.map((r) => ({ text: r.texts[0] ?? '' }))], fontSize),
  )
  const others = widths.length - 1
  const extra = others > 0 ? Math.min(MAX_EXTRA_SPACE, Math.max(0, ((widths[0] ?? 0) - needed) / others)) : 0
  return { fontSize, widths: widths.map((w, i) => (i === 0 ? w - extra * others : w + extra)) }
}

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
  const y = drawParticulars(pdf, particulars, { x: left + half, y: top, width: half, labelWidth: 100 })
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
  const t = content.totals
  const sum = (paise: (l: Line) => number) => content.lines.reduce((total, l) => total + paise(l), 0)
  const gross = (l: Line) => l.unitPricePaise * l.quantity
  // A seller's own coupon: each line's discount, off its gross, before its taxable value (net of it).
  const discounted = content.lines.some((l) => (l.discountPaise ?? 0) > 0)
  // Rule 46: each tax's rate beside its amount; CGST and SGST each are half the GST rate.
  const taxColumns = (tax: 'cgst' | 'sgst' | 'igst'): TableColumn[] => {
    const name = tax.toUpperCase()
    const share = tax === 'igst' ? 1 : 2
    return [
      { title: `${name} rate`, align: 'right', cell: (l) => formatRate(l.rateBp / share) },
      { title: `${name} (₹)`, align: 'right', cell: (l) => rupees(l[`${tax}Paise`]), total: rupees(t[`${tax}Paise`]) },
    ]
  }
  const columns: TableColumn[] = [
    { title: 'Description', align: 'left', cell: (l) => l.description, total: 'Total' },
    { title: 'HSN', align: 'left', cell: (l) => l.hsn ?? '' },
    { title: 'Qty', align: 'right', cell: (l) => String(l.quantity) },
    { title: 'Unit price (₹)', align: 'right', cell: (l) => rupees(l.unitPricePaise) },
    { title: 'Gross (₹)', align: 'right', cell: (l) => rupees(gross(l)), total: rupees(sum(gross)) },
    ...when<TableColumn>(discounted, {
      title: 'Discount (₹)',
      align: 'right',
      cell: (l) => rupees(l.discountPaise ?? 0),
      total: rupees(sum((l) => l.discountPaise ?? 0)),
    }),
    ...when<TableColumn>(
      taxed,
      {
        title: 'Taxable value (₹)',
        align: 'right',
        cell: (l) => rupees(l.taxablePaise),
        total: rupees(t.taxablePaise),
      },
      ...(content.intraState ? [...taxColumns('cgst'), ...taxColumns('sgst')] : taxColumns('igst')),
    ),
    { title: 'Total (₹)', align: 'right', cell: (l) => rupees(l.amountPaise), total: rupees(t.amountPaise) },
  ]
  const rows = [
    ...content.lines.map((line) => ({ texts: columns.map((c) => c.cell(line)) })),
    { texts: columns.map((c) => c.total ?? ''), bold: true },
  ]
  const { fontSize, widths } = fitColumns(pdf, columns, rows)
  drawTable(
    pdf,
    columns.map((c, i) => ({ ...c, width: widths[i] ?? 0 })),
    rows,
    80,
    fontSize,
  )

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

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { formatPaise } from '@haat/shared/money'
import { formatRate } from '@haat/shared/tax/gst'
import PDFDocument from 'pdfkit'
import type { TaxDocumentContent, TaxDocumentKind } from './tax-documents'

/**
 * Tax invoices, bills of supply and credit notes as A4 PDFs (pdfkit). One font, Noto Sans
 * Devanagari, draws Latin, ₹ and Hindi (fontkit shapes Devanagari), so a customer's or product's
 * Hindi name prints as written. The PDF is made once, when the document is issued, and stored
 * with it (docs/money.md).
 */

const require = createRequire(import.meta.url)
const fontFile = (weight: string) =>
  require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`)

let fonts: { regular: Buffer; bold: Buffer } | undefined
/** Read once per process: about 220 KB each. */
const loadFonts = () =>
  (fonts ??= { regular: readFileSync(fontFile('400Regular')), bold: readFileSync(fontFile('700Bold')) })

const TITLES: Record<TaxDocumentKind, string> = {
  tax_invoice: 'Tax Invoice',
  bill_of_supply: 'Bill of Supply',
  credit_note: 'Credit Note',
}

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  })

/** Rupees without the sign, for table cells ("1,180.00"); the header says the column is in ₹. */
const rupees = (paise: number) => formatPaise(paise).replace('₹', '')

type Column = {
  title: string
  width: number
  align: 'left' | 'right'
  cell: (l: TaxDocumentContent['lines'][number]) => string
}

const PAGE = { margin: 40, width: 595.28 - 80 }

export function renderTaxDocumentPdf(doc: {
  kind: TaxDocumentKind
  number: string
  issuedAt: Date
  content: TaxDocumentContent
}): Promise<Buffer> {
  const { kind, number, issuedAt, content } = doc
  const { regular, bold } = loadFonts()
  const pdf = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    // A fixed creation date keeps the file a function of the document alone.
    info: { Title: `${TITLES[kind]} ${number}`, Author: content.seller.name, CreationDate: issuedAt },
  })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  pdf.registerFont('regular', regular)
  pdf.registerFont('bold', bold)
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
  const columns: Column[] = [
    { title: 'Description', width: taxed ? 150 : 260, align: 'left', cell: (l) => l.description },
    { title: 'HSN', width: 52, align: 'left', cell: (l) => l.hsn ?? '' },
    { title: 'Qty', width: 28, align: 'right', cell: (l) => String(l.quantity) },
    ...(taxed
      ? ([
          { title: 'Taxable value (₹)', width: 70, align: 'right', cell: (l) => rupees(l.taxablePaise) },
          { title: 'Rate', width: 34, align: 'right', cell: (l) => formatRate(l.rateBp) },
          ...(content.intraState
            ? ([
                { title: 'CGST (₹)', width: 56, align: 'right', cell: (l) => rupees(l.cgstPaise) },
                { title: 'SGST (₹)', width: 56, align: 'right', cell: (l) => rupees(l.sgstPaise) },
              ] as Column[])
            : ([{ title: 'IGST (₹)', width: 112, align: 'right', cell: (l) => rupees(l.igstPaise) }] as Column[])),
        ] as Column[])
      : ([{ title: 'Unit price (₹)', width: 90, align: 'right', cell: (l) => rupees(l.unitPricePaise) }] as Column[])),
    { title: 'Total (₹)', width: 0, align: 'right', cell: (l) => rupees(l.amountPaise) },
  ]
  // The last column takes what is left of the width.
  const last = columns[columns.length - 1]
  if (last) last.width = PAGE.width - columns.slice(0, -1).reduce((sum, c) => sum + c.width, 0)

  const row = (cells: string[], font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(8.5)
    const rowTop = pdf.y
    const heights = cells.map((text, i) => pdf.heightOfString(text, { width: (columns[i]?.width ?? 0) - 6 }))
    if (rowTop + Math.max(...heights) > pdf.page.height - PAGE.margin - 80) {
      pdf.addPage()
      return row(cells, font)
    }
    let x = left
    cells.forEach((text, i) => {
      const column = columns[i]
      if (!column) return
      pdf.text(text, x + 3, rowTop, { width: column.width - 6, align: column.align })
      x += column.width
    })
    pdf.y = rowTop + Math.max(...heights) + 4
    pdf
      .moveTo(left, pdf.y - 2)
      .lineTo(left + PAGE.width, pdf.y - 2)
      .lineWidth(0.4)
      .strokeColor('#999999')
      .stroke()
  }
  row(
    columns.map((c) => c.title),
    'bold',
  )
  for (const line of content.lines)
    row(
      columns.map((c) => c.cell(line)),
      'regular',
    )
  const t = content.totals
  row(
    columns.map((c) => {
      if (c.title === 'Description') return 'Total'
      if (c.title.startsWith('Taxable')) return rupees(t.taxablePaise)
      if (c.title.startsWith('CGST')) return rupees(t.cgstPaise)
      if (c.title.startsWith('SGST')) return rupees(t.sgstPaise)
      if (c.title.startsWith('IGST')) return rupees(t.igstPaise)
      if (c.title.startsWith('Total')) return rupees(t.amountPaise)
      return ''
    }),
    'bold',
  )

  pdf.moveDown(0.6)
  pdf
    .font('bold')
    .fontSize(9)
    .text(`${kind === 'credit_note' ? 'Amount credited' : 'Amount'}: ${formatPaise(t.amountPaise)}`, left)
  pdf.font('regular').text(content.amountInWords)
  if (taxed) pdf.text(`Of which GST: ${formatPaise(t.cgstPaise + t.sgstPaise + t.igstPaise)}. Prices include GST.`)
  pdf.moveDown(1.5)
  pdf.font('regular').fontSize(8).fillColor('#444444')
  pdf.text(
    `For ${content.seller.name}: issued electronically through Haat on the seller's behalf; no signature is required.`,
  )
  pdf.end()
  return done
}

import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import PDFDocument from 'pdfkit'

/**
 * A4 PDFs made on the server (pdfkit). One font, Noto Sans Devanagari, draws Latin, ₹ and Hindi
 * (fontkit shapes Devanagari), registered as 'regular' and 'bold'.
 */

const require = createRequire(import.meta.url)
const fontFile = (weight: string) =>
  require.resolve(`@expo-google-fonts/noto-sans-devanagari/${weight}/NotoSansDevanagari_${weight}.ttf`)

let fonts: { regular: Buffer; bold: Buffer } | undefined
/** Read once per process: about 220 KB each. */
const loadFonts = () =>
  (fonts ??= { regular: readFileSync(fontFile('400Regular')), bold: readFileSync(fontFile('700Bold')) })

/** Margins, and the width between them on a portrait page. */
export const PAGE = { margin: 40, width: 595.28 - 80 }

/** A new A4 document with the fonts registered, and its bytes once `end()` is called. */
export function startPdf(
  info: { Title: string; Author: string; CreationDate: Date },
  layout: 'portrait' | 'landscape' = 'portrait',
) {
  const { regular, bold } = loadFonts()
  // A fixed creation date keeps the file a function of its content alone.
  const pdf = new PDFDocument({ size: 'A4', layout, margin: PAGE.margin, info })
  const chunks: Buffer[] = []
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk))
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)))
    pdf.on('error', reject)
  })
  pdf.registerFont('regular', regular)
  pdf.registerFont('bold', bold)
  return { pdf, bytes }
}

/**
 * Label and value rows in a column beside other text (an invoice's number and date, a packing
 * slip's order and tracking number): the label in regular type, the value in bold. Returns the y
 * below the last row.
 */
export function drawParticulars(
  pdf: PDFKit.PDFDocument,
  rows: [label: string, value: string][],
  at: { x: number; y: number; width: number; labelWidth: number; valueSize?: number; gap?: number },
): number {
  let y = at.y
  for (const [label, value] of rows) {
    pdf.font('regular').fontSize(9).text(label, at.x, y, { width: at.labelWidth })
    pdf
      .font('bold')
      .fontSize(at.valueSize ?? 9)
      .text(value, at.x + at.labelWidth, y, { width: at.width - at.labelWidth })
    y = pdf.y + (at.gap ?? 2)
  }
  return y
}

/** drawTable's type size unless told otherwise. */
export const TABLE_FONT_SIZE = 8.5

/**
 * A cell's width within which `texts` fit, in bold: each on one line, or one that `wraps` (a
 * column's title) on two at most, split between words where that makes it narrowest.
 */
export function widthToFit(
  pdf: PDFKit.PDFDocument,
  texts: { text: string; wraps?: boolean }[],
  fontSize = TABLE_FONT_SIZE,
): number {
  pdf.font('bold').fontSize(fontSize)
  const twoLines = (text: string) => {
    const words = text.split(' ')
    return Math.min(
      ...words.map((_, i) =>
        Math.max(pdf.widthOfString(words.slice(0, i + 1).join(' ')), pdf.widthOfString(words.slice(i + 1).join(' '))),
      ),
    )
  }
  const widths = texts.map(({ text, wraps }) => (wraps ? twoLines(text) : pdf.widthOfString(text)))
  // drawTable keeps 3 points clear on each side of a cell; 1 more so rounding never wraps it.
  return Math.ceil(Math.max(0, ...widths)) + 7
}

export type Column<T> = { title: string; width: number; align: 'left' | 'right'; cell: (row: T) => string }

/**
 * Draws rows under a header row, each cell wrapped to its column, a rule under each row, and a new
 * page when a row would not fit (`reserve` points are kept free at the bottom). The last column
 * takes the width the others leave.
 */
export function drawTable(
  pdf: PDFKit.PDFDocument,
  columns: { title: string; width: number; align: 'left' | 'right' }[],
  rows: { texts: string[]; bold?: boolean }[],
  reserve = 80,
  fontSize = TABLE_FONT_SIZE,
) {
  const width = pdf.page.width - 2 * PAGE.margin
  const last = columns[columns.length - 1]
  if (last) last.width = width - columns.slice(0, -1).reduce((sum, c) => sum + c.width, 0)
  const draw = (texts: string[], font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(fontSize)
    const heights = texts.map((text, i) => pdf.heightOfString(text, { width: (columns[i]?.width ?? 0) - 6 }))
    if (pdf.y + Math.max(...heights) > pdf.page.height - PAGE.margin - reserve) pdf.addPage()
    const top = pdf.y
    let x = PAGE.margin
    texts.forEach((text, i) => {
      const column = columns[i]
      if (!column) return
      pdf.text(text, x + 3, top, { width: column.width - 6, align: column.align })
      x += column.width
    })
    pdf.y = top + Math.max(...heights) + 4
    pdf
      .moveTo(PAGE.margin, pdf.y - 2)
      .lineTo(PAGE.margin + width, pdf.y - 2)
      .lineWidth(0.4)
      .strokeColor('#999999')
      .stroke()
  }
  draw(
    columns.map((c) => c.title),
    'bold',
  )
  for (const row of rows) draw(row.texts, row.bold ? 'bold' : 'regular')
}

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
) {
  const width = pdf.page.width - 2 * PAGE.margin
  const last = columns[columns.length - 1]
  if (last) last.width = width - columns.slice(0, -1).reduce((sum, c) => sum + c.width, 0)
  const draw = (texts: string[], font: 'regular' | 'bold') => {
    pdf.font(font).fontSize(8.5)
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

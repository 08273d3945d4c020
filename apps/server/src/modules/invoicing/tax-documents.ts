import { type ProductDeclarations, formatNetQuantity } from '@haat/shared/catalog/declarations'
import type { LineOption } from '@haat/shared/catalog/line-option'
import { nameWithVariant } from '@haat/shared/catalog/variant-label'
import { discountOnKept } from '@haat/shared/coupons/coupon'
import type { IndianState } from '@haat/shared/india'
import {
  GST_STATE_CODES,
  type LineTax,
  amountInWords,
  creditedAmountTax,
  creditedLineTax,
  lineTax,
  sumTaxes,
  supplierState,
} from '@haat/shared/tax/gst'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { taxDocuments, taxDocumentSeries } from '../../db/schema/commerce'
import { must } from '../../lib/must'
import { renderTaxDocumentPdf } from './tax-document-pdf'
import type { OrderRow } from '../orders'

export type TaxDocumentKind = 'tax_invoice' | 'bill_of_supply' | 'credit_note'

type TaxDocumentLine = LineTax & {
  lineId: string
  description: string
  hsn: string | null
  quantity: number
  unitPricePaise: number
  /** The seller's own coupon's share of these units: the amount (and so the taxable value) is net of it. */
  discountPaise?: number
}

/** What a tax document says, as printed on its PDF; stored with it and never changed. */
export type TaxDocumentContent = {
  seller: { name: string; address: string; gstin: string | null; pan: string | null; state: string; stateCode: string }
  buyer: { name: string; address: string }
  orderNo: string
  placeOfSupply: { state: string; code: string }
  intraState: boolean
  reverseCharge: 'No'
  lines: TaxDocumentLine[]
  totals: ReturnType<typeof sumTaxes>
  amountInWords: string
  /**
   * Haat's coupon on the invoice's units: Haat pays that part of the amount for the customer, so
   * the seller's taxable value is unchanged (docs/decisions/037-coupons.md). Invoices only.
   */
  paidByHaat?: { couponCode: string; paise: number }
  /** A credit note's invoice, and why it was issued. */
  original?: { number: string; issuedAt: string; reason: 'cancellation' | 'return' }
}

const IST_OFFSET_MS = 330 * 60_000

/** The lineId of an invoice's delivery charges (the order lines' delivery fee shares, together). */
const DELIVERY_LINE = 'delivery'

/** The Indian financial year (April to March) of an instant, as "26-27". */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS)
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1
  const two = (year: number) => String(year % 100).padStart(2, '0')
  return `${two(start)}-${two(start + 1)}`
}

/**
 * Three letters for a seller's series: the initials of its name's words, then the following
 * letters of its words ("Jaipur Weaves & Crafts" → "JWC", "TechBazaar Electronics" → "TEE").
 */
export function seriesPrefix(businessName: string): string {
  const words = businessName.toUpperCase().match(/[A-Z0-9]+/g) ?? []
  let prefix = words.map((w) => w[0]).join('')
  for (const word of words) if (prefix.length < 3) prefix += word.slice(1, 1 + 3 - prefix.length)
  // A name of fewer than three letters and digits is padded, so every series has three.
  return prefix.padEnd(3, 'X').slice(0, 3)
}

/**
 * "TBZ/26-27/000123" for invoices (999,999 a year per seller) and "TBZC/26-27/00012" for credit
 * notes (99,999): 16 characters at most, as Rule 46 allows.
 */
const documentNumber = (prefix: string, fy: string, series: 'invoice' | 'credit_note', n: number) =>
  series === 'invoice'
    ? `${prefix}/${fy}/${String(n).padStart(6, '0')}`
    : `${prefix}C/${fy}/${String(n).padStart(5, '0')}`

/** Takes the series' next number, in the caller's transaction: rolled back with it, never skipped. */
async function nextNumber(tx: DbOrTx, vendorId: string, fy: string, series: 'invoice' | 'credit_note') {
  const [row] = await tx
    .insert(taxDocumentSeries)
    .values({ vendorId, financialYear: fy, series, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [taxDocumentSeries.vendorId, taxDocumentSeries.financialYear, taxDocumentSeries.series],
      set: { lastNumber: sql`${taxDocumentSeries.lastNumber} + 1` },
    })
    .returning({ n: taxDocumentSeries.lastNumber })
  return must(row, 'the series number').n
}

type InvoiceLineRow = {
  id: string
  product_name: string
  color: string
  size: string
  options: LineOption[]
  hsn_code: string | null
  gst_rate_bp: number | null
  declarations: Partial<ProductDeclarations> | null
  unit_price_paise: number
  quantity: number
  cancelled_quantity: number
  discount_paise: number
  seller_discount_paise: number
  delivery_fee_paise: number
}

/**
 * What the line's product declared that its invoice repeats (docs/decisions/045-listing-declarations.md):
 * the net quantity, who made it (or imported it) and its best before, as bought.
 */
function declaredOnInvoice(declarations: Partial<ProductDeclarations> | null): string[] {
  if (!declarations) return []
  const { netQuantity, manufacturer, importer, bestBefore } = declarations
  return [
    netQuantity ? `Net quantity: ${formatNetQuantity(netQuantity)}` : null,
    manufacturer ? `Manufacturer: ${manufacturer.name}, ${manufacturer.address}` : null,
    importer ? `Importer: ${importer.name}, ${importer.address}` : null,
    bestBefore ? `Best before: ${bestBefore}` : null,
  ].filter((text) => text !== null)
}

type SellerRow = {
  business_name: string
  address: string
  city: string
  state: string
  pin: string
  gstin: string | null
  pan: string | null
}

/**
 * Issues the seller's tax invoice (a bill of supply when it has no GSTIN) for a part as it ships:
 * its standing lines, each with its HSN code and GST rate from checkout, tax taken out of what the
 * customer paid (lineTax), CGST + SGST when the seller's state is the place of supply, else IGST.
 * Returns its number, or null when a line has no HSN code or rate (products older than them).
 */
export async function issueInvoice(
  tx: DbOrTx,
  part: { order: OrderRow; vendorOrderId: string; vendorId: string; now: Date },
): Promise<string | null> {
  const { order, vendorOrderId, vendorId, now } = part
  const lines = (
    await queryRows<InvoiceLineRow>(
      tx,
      sql`select id, product_name, color, size, options, hsn_code, gst_rate_bp, declarations, unit_price_paise, quantity, cancelled_quantity,
        discount_paise, seller_discount_paise, delivery_fee_paise
      from order_lines where vendor_order_id = ${vendorOrderId} order by id`,
    )
  ).filter((l) => l.quantity > l.cancelled_quantity)
  if (lines.length === 0 || lines.some((l) => l.hsn_code === null || l.gst_rate_bp === null)) return null
  const [seller] = await queryRows<SellerRow>(
    tx,
    sql`select business_name, address, city, state, pin, gstin, pan from vendors where id = ${vendorId}`,
  )
  if (!seller) return null
  const registered = seller.gstin !== null
  const sellerState = supplierState({ gstin: seller.gstin, state: seller.state })
  const intraState = sellerState === order.state
  const taxed = lines.map((l) => {
    const quantity = l.quantity - l.cancelled_quantity
    // The seller's own coupon lowers what it supplies for; Haat's does not (paidByHaat below).
    const discountPaise = discountOnKept(l, l.seller_discount_paise, l.cancelled_quantity)
    const amount = l.unit_price_paise * quantity - discountPaise
    // An unregistered seller charges no GST: its bill of supply shows the amount only.
    const tax = lineTax(amount, registered ? must(l.gst_rate_bp, 'the rate') : 0, intraState)
    return {
      lineId: l.id,
      description: [
        // "Cotton Kurta (M, Blue)": the variant as bought, sizes first, as every order page names it.
        nameWithVariant(l.product_name, l),
        ...declaredOnInvoice(l.declarations),
      ].join('\n'),
      hsn: l.hsn_code,
      quantity,
      unitPricePaise: l.unit_price_paise,
      ...(discountPaise > 0 ? { discountPaise } : {}),
      ...tax,
    }
  })
  // The delivery fee the customer paid for this part: part of the supply, taxed at its principal
  // (highest) rate; SAC 996812 names it (docs/decisions/038-delivery-fee.md).
  const deliveryPaise = lines.reduce((sum, l) => sum + l.delivery_fee_paise, 0)
  if (deliveryPaise > 0) {
    const rate = registered ? Math.max(...lines.map((l) => must(l.gst_rate_bp, 'the rate'))) : 0
    taxed.push({
      lineId: DELIVERY_LINE,
      description: 'Delivery charges',
      hsn: '996812',
      quantity: 1,
      unitPricePaise: deliveryPaise,
      ...lineTax(deliveryPaise, rate, intraState),
    })
  }
  const haatPaise = lines.reduce(
    (sum, l) => sum + discountOnKept(l, l.discount_paise - l.seller_discount_paise, l.cancelled_quantity),
    0,
  )
  const code = (state: string) => GST_STATE_CODES[state as IndianState] ?? ''
  const number = await store(tx, {
    kind: registered ? 'tax_invoice' : 'bill_of_supply',
    series: 'invoice',
    prefix: seriesPrefix(seller.business_name),
    vendorId,
    orderId: order.id,
    vendorOrderId,
    invoiceId: null,
    now,
    content: {
      seller: {
        name: seller.business_name,
        address: `${seller.address}, ${seller.city}, ${seller.state} ${seller.pin}`,
        gstin: seller.gstin,
        pan: seller.pan,
        state: sellerState,
        stateCode: code(sellerState),
      },
      buyer: {
        name: order.name,
        address: `${order.street}, ${order.city}, ${order.state} ${order.pin}`,
      },
      orderNo: order.orderNo,
      placeOfSupply: { state: order.state, code: code(order.state) },
      intraState,
      reverseCharge: 'No',
      lines: taxed,
      ...(haatPaise > 0 && order.couponCode ? { paidByHaat: { couponCode: order.couponCode, paise: haatPaise } } : {}),
    },
  })
  return number
}

/** Numbers, renders and stores a document in the caller's transaction; returns its number. */
async function store(
  tx: DbOrTx,
  doc: {
    kind: TaxDocumentKind
    series: 'invoice' | 'credit_note'
    prefix: string
    vendorId: string
    orderId: string
    vendorOrderId: string
    invoiceId: string | null
    now: Date
    content: Omit<TaxDocumentContent, 'totals' | 'amountInWords'>
  },
): Promise<string> {
  const totals = sumTaxes(doc.content.lines)
  const content: TaxDocumentContent = { ...doc.content, totals, amountInWords: amountInWords(totals.amountPaise) }
  const fy = financialYear(doc.now)
  const number = documentNumber(doc.prefix, fy, doc.series, await nextNumber(tx, doc.vendorId, fy, doc.series))
  const pdf = await renderTaxDocumentPdf({ kind: doc.kind, number, issuedAt: doc.now, content })
  await tx.insert(taxDocuments).values({
    kind: doc.kind,
    number,
    vendorId: doc.vendorId,
    orderId: doc.orderId,
    vendorOrderId: doc.vendorOrderId,
    invoiceId: doc.invoiceId,
    financialYear: fy,
    issuedAt: doc.now,
    totalPaise: totals.amountPaise,
    content,
    pdf,
  })
  return number
}

/**
 * Issues the credit note for lines of a part taken back after its invoice (an admin's
 * cancellation of a shipped part, or an accepted return). Each line credits the tax of all its
 * units credited so far less that of those credited before, so a line credited in full, in one
 * note or several, gives back exactly its invoice figures. Returns the number, or null when the
 * part has no invoice or none of the lines were on it.
 */
export async function issueCreditNote(
  tx: DbOrTx,
  note: {
    vendorOrderId: string
    lines: { lineId: string; quantity: number }[]
    /** The delivery fee refunded with the lines (a cancellation's; a return keeps it). */
    deliveryPaise?: number
    reason: 'cancellation' | 'return'
    now: Date
  },
): Promise<string | null> {
  const [invoice] = await tx
    .select()
    .from(taxDocuments)
    .where(
      and(
        eq(taxDocuments.vendorOrderId, note.vendorOrderId),
        inArray(taxDocuments.kind, ['tax_invoice', 'bill_of_supply']),
      ),
    )
  if (!invoice) return null
  const original = invoice.content as TaxDocumentContent
  const earlier = await tx
    .select({ content: taxDocuments.content })
    .from(taxDocuments)
    .where(eq(taxDocuments.invoiceId, invoice.id))
  const credited = new Map<string, number>()
  for (const doc of earlier) {
    for (const l of (doc.content as TaxDocumentContent).lines)
      credited.set(l.lineId, (credited.get(l.lineId) ?? 0) + l.quantity)
  }
  const lines: TaxDocumentLine[] = []
  for (const asked of note.lines) {
    const line = original.lines.find((l) => l.lineId === asked.lineId)
    if (!line) continue
    const before = credited.get(line.lineId) ?? 0
    const quantity = Math.min(asked.quantity, line.quantity - before)
    if (quantity <= 0) continue
    const { discountPaise, ...tax } = creditedLineTax(line, original.intraState, before, quantity)
    const { discountPaise: _invoiced, ...described } = line
    lines.push({ ...described, quantity, ...tax, ...(discountPaise > 0 ? { discountPaise } : {}) })
  }
  const delivery = original.lines.find((l) => l.lineId === DELIVERY_LINE)
  if (delivery && note.deliveryPaise) {
    // Credited by amount, all credited so far less what was before, so it sums to the invoice's line.
    const before = earlier
      .flatMap((doc) => (doc.content as TaxDocumentContent).lines)
      .filter((l) => l.lineId === DELIVERY_LINE)
      .reduce((sum, l) => sum + l.amountPaise, 0)
    const amount = Math.min(note.deliveryPaise, delivery.amountPaise - before)
    if (amount > 0) {
      const tax = creditedAmountTax(delivery.rateBp, original.intraState, before, before + amount)
      lines.push({ ...delivery, unitPricePaise: amount, ...tax })
    }
  }
  if (lines.length === 0) return null
  const [prefix] = invoice.number.split('/')
  return store(tx, {
    kind: 'credit_note',
    series: 'credit_note',
    prefix: must(prefix, 'the series prefix'),
    vendorId: invoice.vendorId,
    orderId: invoice.orderId,
    vendorOrderId: invoice.vendorOrderId,
    invoiceId: invoice.id,
    now: note.now,
    content: {
      ...withoutHaatPart(original),
      lines,
      original: { number: invoice.number, issuedAt: invoice.issuedAt.toISOString(), reason: note.reason },
    },
  })
}

/** An invoice's content for its credit note: Haat's coupon note is the invoice's alone. */
function withoutHaatPart(content: TaxDocumentContent): TaxDocumentContent {
  const { paidByHaat: _haat, ...rest } = content
  return rest
}

/**
 * A document's PDF. One issued before PDFs were made gets it now, stored once (the table's trigger
 * lets a missing PDF be filled in, and nothing else change).
 */
export async function taxDocumentPdf(db: DbOrTx, id: string): Promise<{ number: string; pdf: Buffer } | null> {
  const [doc] = await db.select().from(taxDocuments).where(eq(taxDocuments.id, id))
  if (!doc) return null
  if (doc.pdf) return { number: doc.number, pdf: doc.pdf }
  const pdf = await renderTaxDocumentPdf({
    kind: doc.kind,
    number: doc.number,
    issuedAt: doc.issuedAt,
    content: doc.content as TaxDocumentContent,
  })
  await db
    .update(taxDocuments)
    .set({ pdf })
    .where(and(eq(taxDocuments.id, id), isNull(taxDocuments.pdf)))
  return { number: doc.number, pdf }
}

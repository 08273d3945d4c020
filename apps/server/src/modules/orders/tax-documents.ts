import { GST_STATE_CODES, amountInWords, lineTax, sumTaxes, supplierState } from '@haat/shared/tax/gst'
import type { IndianState } from '@haat/shared/india'
import { eq, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { taxDocuments, taxDocumentSeries } from '../../db/schema/commerce'
import { must } from '../../lib/must'
import type { OrderRow } from './orders.repository'

const IST_OFFSET_MS = 330 * 60_000

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

/** "TBZ/26-27/000123" (16 characters at most; 999,999 invoices a year per seller). */
const invoiceNumber = (prefix: string, fy: string, n: number) => `${prefix}/${fy}/${String(n).padStart(6, '0')}`

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
  hsn_code: string | null
  gst_rate_bp: number | null
  unit_price_paise: number
  quantity: number
  cancelled_quantity: number
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
      sql`select id, product_name, color, size, hsn_code, gst_rate_bp, unit_price_paise, quantity, cancelled_quantity
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
    const amount = l.unit_price_paise * quantity
    // An unregistered seller charges no GST: its bill of supply shows the amount only.
    const tax = lineTax(amount, registered ? must(l.gst_rate_bp, 'the rate') : 0, intraState)
    const options = [l.color, l.size].filter(Boolean).join(', ')
    return {
      lineId: l.id,
      description: options ? `${l.product_name} (${options})` : l.product_name,
      hsn: l.hsn_code,
      quantity,
      unitPricePaise: l.unit_price_paise,
      ...tax,
    }
  })
  const totals = sumTaxes(taxed)
  const fy = financialYear(now)
  const number = invoiceNumber(seriesPrefix(seller.business_name), fy, await nextNumber(tx, vendorId, fy, 'invoice'))
  const code = (state: string) => GST_STATE_CODES[state as IndianState] ?? ''
  await tx.insert(taxDocuments).values({
    kind: registered ? 'tax_invoice' : 'bill_of_supply',
    number,
    vendorId,
    orderId: order.id,
    vendorOrderId,
    financialYear: fy,
    issuedAt: now,
    totalPaise: totals.amountPaise,
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
      totals,
      amountInWords: amountInWords(totals.amountPaise),
    },
  })
  return number
}

/** The tax documents of an order, oldest first. */
export function findOrderTaxDocuments(db: DbOrTx, orderId: string) {
  return db
    .select({
      id: taxDocuments.id,
      kind: taxDocuments.kind,
      number: taxDocuments.number,
      vendorOrderId: taxDocuments.vendorOrderId,
      issuedAt: taxDocuments.issuedAt,
      totalPaise: taxDocuments.totalPaise,
    })
    .from(taxDocuments)
    .where(eq(taxDocuments.orderId, orderId))
    .orderBy(taxDocuments.issuedAt, taxDocuments.number)
}

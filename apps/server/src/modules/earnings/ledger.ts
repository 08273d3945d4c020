import { discountOnKept } from '@haat/shared/coupons/coupon'
import { indiaDay } from '@haat/shared/india'
import { returnDeadline } from '@haat/shared/orders/return-rules'
import { DELIVERY_HOLDING_MS } from '@haat/shared/orders/delivery-confirmation'
import {
  SETTLEMENT_PARTS,
  type Settlement,
  type SettlementLine,
  type SettlementPart,
  type SettlementTerms,
  settle,
} from '@haat/shared/earnings/settlement'
import { supplierState } from '@haat/shared/tax/gst'
import { eq, sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { vendorOrders } from '../../db/schema/commerce'
import { type LedgerEntryKind, ledgerEntries } from '../../db/schema/earnings'

/**
 * Posting to the sellers' ledger (docs/money.md), in the caller's transaction: a vendor order's
 * sale when it is delivered, and the difference a return makes when it is accepted. A vendor
 * order's entries always add up to the settlement of what its customer kept.
 */

type PartRow = {
  id: string
  order_id: string
  vendor_id: string
  fee_paise: number
  settlement_terms: SettlementTerms | null
  payable_at: Date | string | null
  payment_method: 'cod' | 'razorpay'
  ship_state: string
  seller_state: string
  gstin: string | null
  pan: string | null
  /** A possible self-purchase (vendor_orders.self_purchase_reason): Haat's coupon share is withheld. */
  self_purchase_reason: string | null
}

type LineRow = {
  id: string
  unit_price_paise: number
  quantity: number
  cancelled_quantity: number
  return_days: number
  gst_rate_bp: number
  commission_bp: number
  /** The coupon's share of the line, and the part of it the seller funds (its own coupon). */
  discount_paise: number
  seller_discount_paise: number
  /** The line's share of the delivery fee: the seller's (it ships), unless the line was cancelled. */
  delivery_fee_paise: number
  /** On the part's invoice: not cancelled before it shipped (its rate counts for the delivery's). */
  invoiced: boolean
  /** Units in accepted returns other than the one being posted. */
  returned_before: number
  /** Units in the return being posted. */
  returning: number
}

async function findPart(tx: DbOrTx, vendorOrderId: string) {
  const [part] = await queryRows<PartRow>(
    tx,
    sql`select vo.id, vo.order_id, vo.vendor_id, vo.fee_paise, vo.settlement_terms, vo.payable_at,
        o.payment_method, o.state as ship_state, v.state as seller_state, v.gstin, v.pan,
        vo.self_purchase_reason
      from vendor_orders vo join orders o on o.id = vo.order_id join vendors v on v.id = vo.vendor_id
      where vo.id = ${vendorOrderId}`,
  )
  return part
}

/** The part's lines with their commission (fixed when forwarded; else the rate standing now) and returns. */
function findLines(tx: DbOrTx, vendorOrderId: string, returnId: string | null) {
  return queryRows<LineRow>(
    tx,
    sql`select ol.id, ol.unit_price_paise, ol.quantity, ol.cancelled_quantity, ol.return_days,
        ol.discount_paise, ol.seller_discount_paise, ol.delivery_fee_paise,
        coalesce(ol.cancelled_quantity < ol.quantity or ol.cancelled_at >= vo.shipped_at, false) as invoiced,
        coalesce(ol.gst_rate_bp, 0) as gst_rate_bp,
        coalesce(ol.commission_bp, v.commission_bp, c.commission_bp, 0) as commission_bp,
        coalesce((select sum(rl.quantity) from return_lines rl join returns r on r.id = rl.return_id
          where rl.order_line_id = ol.id and r.status = 'received' and r.id is distinct from ${returnId}), 0)::int
          as returned_before,
        coalesce((select sum(rl.quantity) from return_lines rl
          where rl.order_line_id = ol.id and rl.return_id = ${returnId}), 0)::int as returning
      from order_lines ol join products p on p.id = ol.product_id join categories c on c.id = p.category_id
        join vendors v on v.id = ol.vendor_id join vendor_orders vo on vo.id = ol.vendor_order_id
      where ol.vendor_order_id = ${vendorOrderId}
      order by ol.id`,
  )
}

/**
 * The kept units of each line; a seller's own coupon lowers their sale by its share of them. The
 * delivery fee of the lines not cancelled is one more line, taxed as on the invoice at the highest
 * rate of its lines (the principal supply's, as delivery is part of it) and without commission;
 * returns do not refund it.
 */
const kept = (lines: LineRow[], returned: (l: LineRow) => number): SettlementLine[] => [
  ...lines.map((l) => ({
    unitPricePaise: l.unit_price_paise,
    quantity: l.quantity - l.cancelled_quantity - returned(l),
    gstRateBp: l.gst_rate_bp,
    commissionBp: l.commission_bp,
    discountPaise: discountOnKept(l, l.seller_discount_paise, l.cancelled_quantity + returned(l)),
  })),
  {
    unitPricePaise: deliveryOf(lines),
    quantity: 1,
    gstRateBp: Math.max(0, ...lines.filter((l) => l.invoiced).map((l) => l.gst_rate_bp)),
    commissionBp: 0,
    delivery: true,
  },
]

/** The part's delivery fee: the shares of its lines not cancelled. */
const deliveryOf = (lines: LineRow[]) =>
  lines.reduce((sum, l) => sum + (l.cancelled_quantity < l.quantity ? l.delivery_fee_paise : 0), 0)

/** The cash a courier collected: the delivered units' price less the whole coupon's share, and the delivery fee. */
const cashCollected = (lines: LineRow[]) =>
  deliveryOf(lines) +
  lines.reduce(
    (sum, l) =>
      sum +
      l.unit_price_paise * (l.quantity - l.cancelled_quantity) -
      discountOnKept(l, l.discount_paise, l.cancelled_quantity),
    0,
  )

/**
 * Haat's coupon share of the kept units (the whole coupon's less the seller's own), which the sale
 * at full price pays the seller. On a possible self-purchase it is withheld: a seller buying from
 * itself earns no Haat-funded discount (docs/money.md).
 */
const haatShareKept = (lines: LineRow[], returned: (l: LineRow) => number) =>
  lines.reduce((sum, l) => {
    const gone = l.cancelled_quantity + returned(l)
    return sum + discountOnKept(l, l.discount_paise, gone) - discountOnKept(l, l.seller_discount_paise, gone)
  }, 0)

/** The coupon_withheld entry of a self-purchase part: minus Haat's share of what was kept; none otherwise. */
const withheld = (part: PartRow, lines: LineRow[], returned: (l: LineRow) => number) =>
  part.self_purchase_reason ? -haatShareKept(lines, returned) : 0

/** When the last of the lines' return windows, starting at `from`, closes. */
function windowsClose(lines: Pick<LineRow, 'return_days'>[], from: Date): Date {
  const windows = lines.map((l) => returnDeadline(from, l.return_days)?.getTime() ?? from.getTime())
  return new Date(Math.max(from.getTime(), ...windows))
}

/**
 * A delivery confirmed by the customer, the courier or an admin: the part's return windows, and
 * so its payout, now count from that moment (earlier than the holding period's end, or later
 * after a dispute). Its entries keep their own date; payouts wait for the later of the two.
 */
export async function schedulePayoutFromConfirmation(
  tx: DbOrTx,
  confirmed: { vendorOrderId: string; confirmedAt: Date },
): Promise<void> {
  const lines = await queryRows<{ return_days: number }>(
    tx,
    sql`select return_days from order_lines where vendor_order_id = ${confirmed.vendorOrderId}`,
  )
  await tx
    .update(vendorOrders)
    .set({ payableAt: windowsClose(lines, confirmed.confirmedAt) })
    .where(sql`${vendorOrders.id} = ${confirmed.vendorOrderId} and ${vendorOrders.settlementTerms} is not null`)
}

/** What each entry's rate applied to, for statements and the TCS and TDS reports. */
function baseOf(part: SettlementPart, s: Settlement): number | null {
  if (part === 'sale' || part === 'commission') return s.sale
  if (part === 'commission_gst') return -(s.commission + s.fee)
  if (part === 'fee') return null
  return s.taxablePaise
}

async function insertEntries(
  tx: DbOrTx,
  common: {
    vendorId: string
    orderId: string
    vendorOrderId: string
    returnId: string | null
    posting: 'sale' | 'return'
    payableAt: Date
    now: Date
  },
  entries: { kind: LedgerEntryKind; amountPaise: number; basePaise: number | null }[],
) {
  const rows = entries.filter((e) => e.amountPaise !== 0)
  if (rows.length === 0) return
  await tx.insert(ledgerEntries).values(
    rows.map((e) => ({
      vendorId: common.vendorId,
      posting: common.posting,
      kind: e.kind,
      amountPaise: e.amountPaise,
      basePaise: e.basePaise,
      orderId: common.orderId,
      vendorOrderId: common.vendorOrderId,
      returnId: common.returnId,
      payableAt: common.payableAt,
      createdAt: common.now,
    })),
  )
}

/**
 * Posts a delivered vendor order's sale: the amount, and against it commission, fee, GST on them,
 * TCS and TDS; for cash on delivery also the cash the seller's courier collected, which the seller
 * now owes Haat (less than the sale by a Haat coupon's share: Haat pays the seller that). Payable once the last return window of its lines closes. Posts once.
 */
export async function postSale(tx: DbOrTx, sale: { vendorOrderId: string; now: Date }): Promise<void> {
  const part = await findPart(tx, sale.vendorOrderId)
  if (!part || part.settlement_terms) return
  const terms: SettlementTerms = {
    day: indiaDay(sale.now),
    intraState: supplierState({ gstin: part.gstin, state: part.seller_state }) === part.ship_state,
    registered: part.gstin !== null,
    hasPan: part.pan !== null,
    feePaise: part.fee_paise,
  }
  const lines = await findLines(tx, part.id, null)
  const settlement = settle(
    kept(lines, () => 0),
    terms,
  )
  // The entries' own date is the earliest they could be paid (windows from the seller's Delivered);
  // the part's is when they will be unless the delivery is confirmed sooner: its return windows
  // count from the confirmation, at the latest the holding period's end (docs/money.md).
  const payableAt = windowsClose(lines, sale.now)
  await tx
    .update(vendorOrders)
    .set({ settlementTerms: terms, payableAt: windowsClose(lines, new Date(sale.now.getTime() + DELIVERY_HOLDING_MS)) })
    .where(eq(vendorOrders.id, part.id))
  await insertEntries(
    tx,
    {
      vendorId: part.vendor_id,
      orderId: part.order_id,
      vendorOrderId: part.id,
      returnId: null,
      posting: 'sale',
      payableAt,
      now: sale.now,
    },
    [
      ...SETTLEMENT_PARTS.map((kind) => ({ kind, amountPaise: settlement[kind], basePaise: baseOf(kind, settlement) })),
      ...(part.payment_method === 'cod'
        ? [{ kind: 'cod_collected' as const, amountPaise: -cashCollected(lines), basePaise: cashCollected(lines) }]
        : []),
      { kind: 'coupon_withheld' as const, amountPaise: withheld(part, lines, () => 0), basePaise: null },
    ],
  )
}

/**
 * Posts an accepted return: the settlement of what the customer keeps now less that of what it
 * kept before (the sale, commission, fee, GST on them, TCS and TDS all move back). The cash a
 * courier collected stays owed: Haat refunds the customer. Nothing for a part delivered before
 * the ledger began (it has no sale to reverse).
 */
export async function postReturn(
  tx: DbOrTx,
  accepted: { vendorOrderId: string; returnId: string; now: Date },
): Promise<void> {
  const part = await findPart(tx, accepted.vendorOrderId)
  if (!part?.settlement_terms) return
  const lines = await findLines(tx, part.id, accepted.returnId)
  const before = settle(
    kept(lines, (l) => l.returned_before),
    part.settlement_terms,
  )
  const after = settle(
    kept(lines, (l) => l.returned_before + l.returning),
    part.settlement_terms,
  )
  const salePayableAt = part.payable_at ? new Date(part.payable_at) : accepted.now
  const payableAt = new Date(Math.max(salePayableAt.getTime(), accepted.now.getTime()))
  await insertEntries(
    tx,
    {
      vendorId: part.vendor_id,
      orderId: part.order_id,
      vendorOrderId: part.id,
      returnId: accepted.returnId,
      posting: 'return',
      payableAt,
      now: accepted.now,
    },
    [
      ...SETTLEMENT_PARTS.map((kind) => {
        const base = (baseOf(kind, after) ?? 0) - (baseOf(kind, before) ?? 0)
        return { kind, amountPaise: after[kind] - before[kind], basePaise: kind === 'fee' ? null : base }
      }),
      {
        kind: 'coupon_withheld' as const,
        amountPaise:
          withheld(part, lines, (l) => l.returned_before + l.returning) -
          withheld(part, lines, (l) => l.returned_before),
        basePaise: null,
      },
    ],
  )
}

import { lineTax, rateOf } from '../tax/gst'

/**
 * What a sale earns a seller (docs/money.md): the amount paid, less Haat's commission and fixed
 * fee, GST on them (Haat's service to the seller), TCS under GST section 52 and TDS under
 * Income-tax section 194-O. Pure maths in integer paise; the ledger posts its results.
 *
 * Every rate is a dated row (basis points: 18% = 1800, 0.1% = 10), so a change in law is a new
 * row with its first day, never an edit.
 */
type DatedRate = { from: string; to: string | null; rateBp: number }

/** GST on Haat's commission and fees (services, SAC 9985): 18%. */
export const SERVICE_GST_RATES: readonly DatedRate[] = [{ from: '2017-07-01', to: null, rateBp: 1800 }]

/** TCS under CGST Act section 52 on the net taxable value of supplies by registered sellers. */
export const TCS_RATES: readonly DatedRate[] = [
  { from: '2018-10-01', to: '2024-07-09', rateBp: 100 },
  // Notification 15/2024-Central Tax: 0.5% (0.25% CGST + 0.25% SGST, or 0.5% IGST) from 10 July 2024.
  { from: '2024-07-10', to: null, rateBp: 50 },
]

/** TDS under Income-tax Act section 194-O on the gross amount of sales; 5% without a PAN (section 206AA). */
export const TDS_RATES: readonly (DatedRate & { withoutPanBp: number })[] = [
  { from: '2020-10-01', to: '2024-09-30', rateBp: 100, withoutPanBp: 500 },
  // Finance (No. 2) Act 2024: 0.1% from 1 October 2024.
  { from: '2024-10-01', to: null, rateBp: 10, withoutPanBp: 500 },
]

function rateOn<R extends DatedRate>(rows: readonly R[], day: string): R {
  const row = rows.find((r) => r.from <= day && (r.to === null || day <= r.to))
  if (!row) throw new RangeError(`no rate in force on ${day}`)
  return row
}

/** The rates a sale on this IST day (YYYY-MM-DD) is settled at. */
export function ratesOn(day: string) {
  const tds = rateOn(TDS_RATES, day)
  return {
    serviceGstBp: rateOn(SERVICE_GST_RATES, day).rateBp,
    tcsBp: rateOn(TCS_RATES, day).rateBp,
    tdsBp: tds.rateBp,
    tdsWithoutPanBp: tds.withoutPanBp,
  }
}

export type SettlementLine = {
  unitPricePaise: number
  /** Units the customer kept (delivered, less those returned). */
  quantity: number
  /** The line's GST rate from checkout (0 when unknown). */
  gstRateBp: number
  /** Haat's commission on this line: the category's, or the seller's own when an admin set one. */
  commissionBp: number
  /** The seller's own coupon's share of the kept units: it lowers the sale (0 when none). */
  discountPaise?: number
  /** The delivery fee the customer paid for the part (docs/decisions/038-delivery-fee.md): no commission on it. */
  delivery?: boolean
}

/** What the settlement of a vendor order depends on, fixed when it is delivered. */
export type SettlementTerms = {
  /** The IST day of delivery: the day whose rates apply, to the sale and to its returns. */
  day: string
  /** The seller's state is the place of supply: TCS as CGST + SGST, else IGST. */
  intraState: boolean
  /** The seller has a GSTIN: it charges GST, and Haat collects TCS. */
  registered: boolean
  /** The seller gave a PAN: TDS at the lower rate. */
  hasPan: boolean
  /** Haat's fixed fee for the vendor order (0 when the shop charges none). */
  feePaise: number
}

export const SETTLEMENT_PARTS = [
  'sale',
  'commission',
  'fee',
  'commission_gst',
  'tcs_cgst',
  'tcs_sgst',
  'tcs_igst',
  'tds',
] as const
export type SettlementPart = (typeof SETTLEMENT_PARTS)[number]

export type Settlement = Record<SettlementPart, number> & {
  /** The value the rates applied to: GST's taxable value of what was kept. */
  taxablePaise: number
}

/**
 * The settlement of what the customer kept, signed as the seller sees it: the sale positive,
 * everything Haat keeps negative. Each part is rounded half up once, on the vendor order's total:
 * - sale: what was paid for the kept units, less the seller's own coupon (Haat's coupons it pays);
 * - commission: per line, its rate of the line's sale (GST included);
 * - fee: the fixed fee, when anything was kept;
 * - GST on commission and fee at 18%;
 * - TCS (registered sellers only): the rate of the taxable value, as two equal halves within a
 *   state, else IGST;
 * - TDS: 0.1% (5% without PAN) of the taxable value, the gross amount less the GST shown
 *   separately on the invoice (CBDT circular 17/2020).
 * Returns post the difference between the settlement before and after, so a vendor order's
 * entries always add up to exactly the settlement of what was kept.
 */
export function settle(lines: readonly SettlementLine[], terms: SettlementTerms): Settlement {
  const rates = ratesOn(terms.day)
  let gross = 0
  let taxable = 0
  let commission = 0
  for (const line of lines) {
    if (line.quantity <= 0) continue
    const amount = line.unitPricePaise * line.quantity - (line.discountPaise ?? 0)
    gross += amount
    taxable += lineTax(amount, terms.registered ? line.gstRateBp : 0, terms.intraState).taxablePaise
    commission += rateOf(amount, line.commissionBp)
  }
  // Haat's fixed fee is for a sale of goods: not for a delivery charge alone (everything returned).
  const fee = lines.some((line) => line.quantity > 0 && !line.delivery) ? terms.feePaise : 0
  const half = terms.registered && terms.intraState ? rateOf(taxable, rates.tcsBp / 2) : 0
  const igst = terms.registered && !terms.intraState ? rateOf(taxable, rates.tcsBp) : 0
  // What Haat keeps is negative; 0 - x keeps a zero a plain 0 (-0 would not equal it).
  const kept = (paise: number) => 0 - paise
  return {
    taxablePaise: taxable,
    sale: gross,
    commission: kept(commission),
    fee: kept(fee),
    commission_gst: kept(rateOf(commission + fee, rates.serviceGstBp)),
    tcs_cgst: kept(half),
    tcs_sgst: kept(half),
    tcs_igst: kept(igst),
    tds: kept(rateOf(taxable, terms.hasPan ? rates.tdsBp : rates.tdsWithoutPanBp)),
  }
}

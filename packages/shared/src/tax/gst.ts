import { z } from 'zod'
import { INDIAN_STATES, type IndianState, indiaDay } from '../india'

/**
 * GST as Haat computes it (docs/money.md). Prices are inclusive of GST; an invoice line's tax is
 * taken out of what the customer paid for it, in integer paise, so the invoice total is exactly
 * what was paid.
 *
 * Rates are basis points (18% = 1800, 0.25% = 25) and are data: a change in law is a new row with
 * its effective date, never an edit of an old one.
 */
export const GST_RATES = [
  { rateBp: 0, label: /*i18n*/ '0% (exempt and nil-rated goods)', from: '2017-07-01', to: null },
  { rateBp: 25, label: /*i18n*/ '0.25% (rough precious stones)', from: '2017-07-01', to: null },
  { rateBp: 300, label: /*i18n*/ '3% (gold, silver, jewellery)', from: '2017-07-01', to: null },
  { rateBp: 500, label: '5%', from: '2017-07-01', to: null },
  { rateBp: 1200, label: '12%', from: '2017-07-01', to: '2025-09-21' },
  { rateBp: 1800, label: '18%', from: '2017-07-01', to: null },
  { rateBp: 2800, label: '28%', from: '2017-07-01', to: '2025-09-21' },
  { rateBp: 4000, label: /*i18n*/ '40% (luxury and sin goods)', from: '2025-09-22', to: null },
] as const satisfies readonly { rateBp: number; label: string; from: string; to: string | null }[]

/** The rates a product may be given on this day (YYYY-MM-DD): since 22 September 2025, 0, 0.25, 3, 5, 18 and 40%. */
export function gstRatesOn(day: string): number[] {
  return GST_RATES.filter((r) => r.from <= day && (r.to === null || day <= r.to)).map((r) => r.rateBp)
}

/** The rates in force today in India. */
export const gstRatesInForce = () => gstRatesOn(indiaDay(new Date()))

/** A product's GST rate: one of those in force today. */
export const GstRateSchema = z
  .number({ error: /*i18n*/ 'Choose the GST rate.' })
  .int(/*i18n*/ 'Choose the GST rate.')
  .refine((rate) => gstRatesInForce().includes(rate), { error: /*i18n*/ 'Choose one of the GST rates in force.' })

export const gstRateLabel = (rateBp: number): string =>
  GST_RATES.find((r) => r.rateBp === rateBp)?.label ?? `${rateBp / 100}%`

/** "18%", "0.25%": a rate as printed on an invoice. */
export const formatRate = (rateBp: number): string => `${(rateBp / 100).toString()}%`

/** HSN: 4, 6 or 8 digits (4 for a turnover up to ₹5 crore, 6 above; 8 for exports and e-invoices). */
export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/
export const HsnSchema = z
  .string({ error: /*i18n*/ 'Enter the HSN code.' })
  .trim()
  .regex(HSN_PATTERN, /*i18n*/ 'Enter a 4, 6 or 8-digit HSN code.')

/** PAN: five letters, four digits, a letter. */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/
export const PanSchema = z
  .string({ error: /*i18n*/ 'Enter the PAN.' })
  .trim()
  .toUpperCase()
  .regex(PAN_PATTERN, /*i18n*/ 'Enter a 10-character PAN like AAAAA9999A.')

/** The PAN inside a GSTIN (its characters 3 to 12). */
export const panOfGstin = (gstin: string): string => gstin.toUpperCase().slice(2, 12)

/** GST state codes (the first two digits of a GSTIN, and the place of supply on an invoice). */
export const GST_STATE_CODES: Record<IndianState, string> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
}

/** The state a GSTIN is registered in (its first two digits), or null for a code Haat does not know. */
export function stateOfGstin(gstin: string): IndianState | null {
  const code = gstin.slice(0, 2)
  return INDIAN_STATES.find((state) => GST_STATE_CODES[state] === code) ?? null
}

/** The seller's state for GST: its GSTIN's state code, else its business address. */
export function supplierState(seller: { gstin: string | null; state: string }): string {
  return (seller.gstin ? stateOfGstin(seller.gstin) : null) ?? seller.state
}

/** Half up, for non-negative integer division: round(numerator / denominator) with .5 going up. */
const divideHalfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator))

/** A rate in basis points of an amount in paise, rounded half up to the paisa (18% of ₹10.01 → ₹1.80). */
export function rateOf(amountPaise: number, rateBp: number): number {
  if (!Number.isInteger(amountPaise) || amountPaise < 0) throw new RangeError('amount must be whole paise')
  return divideHalfUp(amountPaise * rateBp, 10_000)
}

export type LineTax = {
  /** What the customer paid for the line (inclusive of GST). */
  amountPaise: number
  taxablePaise: number
  rateBp: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

/**
 * Takes the GST out of what was paid for a line. The rounding rule (docs/money.md): within a
 * state, each half (CGST and SGST) is amount × (rate / 2) / (100 + rate), rounded half up to the
 * paisa, so the two are always equal; across states, IGST is amount × rate / (100 + rate), rounded
 * half up. The taxable value is what is left, so taxable + tax is exactly the amount paid.
 */
export function lineTax(amountPaise: number, rateBp: number, intraState: boolean): LineTax {
  if (!Number.isInteger(amountPaise) || amountPaise < 0) throw new RangeError('amount must be whole paise')
  const denominator = 10_000 + rateBp
  if (intraState) {
    const half = divideHalfUp(amountPaise * rateBp, 2 * denominator)
    return { amountPaise, taxablePaise: amountPaise - 2 * half, rateBp, cgstPaise: half, sgstPaise: half, igstPaise: 0 }
  }
  const igst = divideHalfUp(amountPaise * rateBp, denominator)
  return { amountPaise, taxablePaise: amountPaise - igst, rateBp, cgstPaise: 0, sgstPaise: 0, igstPaise: igst }
}

/**
 * A credit note's line: `quantity` more units of an invoice line credited after `before` were.
 * It credits the tax of all units credited so far less that of those before, so a line credited in
 * full, in one note or several, gives back exactly its invoice figures (docs/money.md). A line with
 * a seller's discount (`discountPaise` over its `quantity` invoiced units) credits each unit's
 * price less its share of it, so all of them credit exactly the line's amount.
 */
export function creditedLineTax(
  line: { unitPricePaise: number; rateBp: number; quantity?: number; discountPaise?: number },
  intraState: boolean,
  before: number,
  quantity: number,
): LineTax & { discountPaise: number } {
  const discountOf = (units: number) =>
    line.discountPaise && line.quantity ? Math.floor((line.discountPaise * units) / line.quantity) : 0
  const paid = (units: number) => line.unitPricePaise * units - discountOf(units)
  return {
    ...creditedAmountTax(line.rateBp, intraState, paid(before), paid(before + quantity)),
    discountPaise: discountOf(before + quantity) - discountOf(before),
  }
}

/**
 * The tax of an amount credited when `beforePaise` of a line was credited already and `upToPaise`
 * is credited with it: the tax of all less that of before, so credits add up to the line exactly.
 */
export function creditedAmountTax(
  rateBp: number,
  intraState: boolean,
  beforePaise: number,
  upToPaise: number,
): LineTax {
  const upTo = lineTax(upToPaise, rateBp, intraState)
  const already = lineTax(beforePaise, rateBp, intraState)
  return {
    amountPaise: upTo.amountPaise - already.amountPaise,
    taxablePaise: upTo.taxablePaise - already.taxablePaise,
    rateBp,
    cgstPaise: upTo.cgstPaise - already.cgstPaise,
    sgstPaise: upTo.sgstPaise - already.sgstPaise,
    igstPaise: upTo.igstPaise - already.igstPaise,
  }
}

/** The sum of lines, as an invoice's totals row. */
export function sumTaxes(lines: readonly LineTax[]) {
  return lines.reduce(
    (sum, l) => ({
      amountPaise: sum.amountPaise + l.amountPaise,
      taxablePaise: sum.taxablePaise + l.taxablePaise,
      cgstPaise: sum.cgstPaise + l.cgstPaise,
      sgstPaise: sum.sgstPaise + l.sgstPaise,
      igstPaise: sum.igstPaise + l.igstPaise,
    }),
    { amountPaise: 0, taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 },
  )
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
]
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? ''
  const tens = TENS[Math.floor(n / 10)] ?? ''
  return n % 10 ? `${tens}-${ONES[n % 10] ?? ''}` : tens
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100)
  const rest = n % 100
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest ? belowHundred(rest) : ''].filter(Boolean).join(' ')
}

/** A whole number in words with Indian grouping: crore, lakh, thousand. */
function inWords(n: number): string {
  if (n === 0) return 'Zero'
  const parts: string[] = []
  const crore = Math.floor(n / 10_000_000)
  if (crore) parts.push(`${inWords(crore)} Crore`)
  const lakh = Math.floor((n % 10_000_000) / 100_000)
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`)
  const thousand = Math.floor((n % 100_000) / 1000)
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`)
  const rest = n % 1000
  if (rest) parts.push(belowThousand(rest))
  return parts.join(' ')
}

/** "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Seventy-Eight Paise Only". */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100)
  const rest = paise % 100
  return `Rupees ${inWords(rupees)}${rest ? ` and ${belowHundred(rest)} Paise` : ''} Only`
}

import { istMonthRange, monthLabel, previousMonth } from '@haat/shared/earnings/reports'
import { toLocale } from '@haat/shared/i18n'
import { formatPaise } from '@haat/shared/money'
import { sql } from 'drizzle-orm'
import { type Db, type DbOrTx, queryRows } from '../../db/client'
import { PAGE, drawTable, startPdf } from '../../lib/pdf'
import { enqueueMail } from '../mail'
import { csv } from './csv'
import { statementMail } from './earnings-mails'
import { paddedDate } from '../../lib/india-dates'

/**
 * A seller's monthly statement (docs/money.md): the balance at the start of the month, every
 * sale, return and payout in it with its parts, and the balance at the end. Read from the ledger,
 * so it always agrees with the Payments page.
 */
export type Statement = {
  month: string
  seller: { name: string; address: string; gstin: string | null; pan: string | null }
  openingPaise: number
  closingPaise: number
  rows: StatementRow[]
}

type StatementRow = {
  at: Date
  description: string
  sale: number
  commission: number
  fee: number
  gst: number
  tcs: number
  tds: number
  cod: number
  /** Haat's coupon share not paid on a possible self-purchase (docs/money.md). */
  couponWithheld: number
  payout: number
  net: number
}

type Row = Omit<StatementRow, 'at' | 'description' | 'couponWithheld'> & {
  coupon_withheld: number
  at: Date | string
  posting: 'sale' | 'return' | 'payout'
  order_no: string | null
  destination: string | null
  reference: string | null
  failed: boolean
}

/** Where a payout went, as a statement names it: the account number by its last 4 digits only. */
const destination = sql`case when p.destination_kind = 'bank_account'
  then 'bank account ending ' || right(p.bank_account_number, 4) || ' (' || p.bank_ifsc || ')' else p.upi_id end`

export async function statementOf(db: DbOrTx, vendorId: string, month: string): Promise<Statement | null> {
  const { from, to } = istMonthRange(month)
  const [seller] = await queryRows<{
    business_name: string
    address: string
    city: string
    state: string
    pin: string
    gstin: string | null
    pan: string | null
    opening: number
    closing: number
  }>(
    db,
    sql`select v.business_name, v.address, v.city, v.state, v.pin, v.gstin, v.pan,
        coalesce((select sum(amount_paise) from ledger_entries where vendor_id = v.id and created_at < ${from}), 0)::bigint as opening,
        coalesce((select sum(amount_paise) from ledger_entries where vendor_id = v.id and created_at < ${to}), 0)::bigint as closing
      from vendors v where v.id = ${vendorId}`,
  )
  if (!seller) return null
  const part = (kinds: string) => sql.raw(`coalesce(sum(le.amount_paise) filter (where le.kind in (${kinds})), 0)::int`)
  const rows = await queryRows<Row>(
    db,
    sql`select min(le.created_at) as at, le.posting, o.order_no, ${destination} as destination, p.reference,
        bool_or(le.kind = 'payout_failed') as failed,
        ${part("'sale'")} as sale, ${part("'commission'")} as commission, ${part("'fee'")} as fee,
        ${part("'commission_gst'")} as gst, ${part("'tcs_cgst', 'tcs_sgst', 'tcs_igst'")} as tcs,
        ${part("'tds'")} as tds, ${part("'cod_collected'")} as cod,
        ${part("'coupon_withheld'")} as coupon_withheld, ${part("'payout', 'payout_failed'")} as payout,
        sum(le.amount_paise)::int as net
      from ledger_entries le left join orders o on o.id = le.order_id left join payouts p on p.id = le.payout_id
      where le.vendor_id = ${vendorId} and le.created_at >= ${from} and le.created_at < ${to}
      group by le.posting, o.order_no, le.vendor_order_id, le.return_id, le.payout_id, le.kind = 'payout_failed',
        p.destination_kind, p.upi_id, p.bank_account_number, p.bank_ifsc, p.reference
      order by min(le.created_at), o.order_no nulls last`,
  )
  return {
    month,
    seller: {
      name: seller.business_name,
      address: `${seller.address}, ${seller.city}, ${seller.state} ${seller.pin}`,
      gstin: seller.gstin,
      pan: seller.pan,
    },
    openingPaise: Number(seller.opening),
    closingPaise: Number(seller.closing),
    rows: rows.map((r) => ({
      at: new Date(r.at),
      description:
        r.posting === 'sale'
          ? `Delivered: order ${r.order_no ?? ''}`
          : r.posting === 'return'
            ? `Returned: order ${r.order_no ?? ''}`
            : r.failed
              ? `Payout to ${r.destination ?? ''} failed: back in the balance`
              : `Payout to ${r.destination ?? ''}${r.reference ? ` (UTR ${r.reference})` : ''}`,
      sale: r.sale,
      commission: r.commission,
      fee: r.fee,
      gst: r.gst,
      tcs: r.tcs,
      tds: r.tds,
      cod: r.cod,
      couponWithheld: r.coupon_withheld,
      payout: r.payout,
      net: r.net,
    })),
  }
}

/** The CSV's amounts: plain numbers a spreadsheet reads ("19999.00"). */
const rupees = (paise: number) => (paise / 100).toFixed(2)
/** The PDF's: Indian digit grouping, whole rupees without ".00" ("₹19,999", "₹1,23,456.50"). */
const amount = formatPaise
const day = (at: Date) => paddedDate.format(at)

const PARTS = [
  ['sale', 'Sale'],
  ['commission', 'Commission'],
  ['fee', 'Fee'],
  ['gst', 'GST on fees'],
  ['tcs', 'TCS'],
  ['tds', 'TDS'],
  ['cod', 'Cash collected'],
  ['couponWithheld', 'Coupon withheld'],
  ['payout', 'Paid out'],
  ['net', 'Net'],
] as const

export function statementCsv(s: Statement): string {
  return csv([
    ['date', 'description', ...PARTS.map(([key]) => `${key === 'couponWithheld' ? 'coupon_withheld' : key}_inr`)],
    [
      day(istMonthRange(s.month).from),
      'Opening balance',
      ...PARTS.map(([key]) => (key === 'net' ? rupees(s.openingPaise) : '')),
    ],
    ...s.rows.map((r) => [day(r.at), r.description, ...PARTS.map(([key]) => rupees(r[key]))]),
    ['', 'Closing balance', ...PARTS.map(([key]) => (key === 'net' ? rupees(s.closingPaise) : ''))],
  ])
}

export function statementPdf(s: Statement, issuedAt: Date): Promise<Buffer> {
  const title = `Statement for ${monthLabel(s.month)}`
  const { pdf, bytes } = startPdf(
    { Title: `${s.seller.name}: ${title}`, Author: 'Haat', CreationDate: issuedAt },
    'landscape',
  )
  pdf.font('bold').fontSize(16).text(title, PAGE.margin, PAGE.margin)
  pdf.font('bold').fontSize(11).text(s.seller.name)
  pdf
    .font('regular')
    .fontSize(9)
    .text(
      [
        s.seller.address,
        s.seller.gstin ? `GSTIN: ${s.seller.gstin}` : null,
        s.seller.pan ? `PAN: ${s.seller.pan}` : null,
      ]
        .filter(Boolean)
        .join('\n'),
    )
  pdf.moveDown(0.8)
  pdf
    .font('bold')
    .fontSize(10)
    .text(`Opening balance: ${amount(s.openingPaise)}`)
  pdf.moveDown(0.5)
  const columns = [
    { title: 'Date', width: 62, align: 'left' as const },
    { title: 'Description', width: 170, align: 'left' as const },
    ...PARTS.slice(0, -1).map(([, title]) => ({ title: `${title} (₹)`, width: 52, align: 'right' as const })),
    { title: 'Net (₹)', width: 0, align: 'right' as const },
  ]
  const cell = (paise: number) => (paise === 0 ? '' : amount(paise).replace('₹', ''))
  const totals = Object.fromEntries(PARTS.map(([key]) => [key, s.rows.reduce((sum, r) => sum + r[key], 0)]))
  drawTable(pdf, columns, [
    ...s.rows.map((r) => ({ texts: [day(r.at), r.description, ...PARTS.map(([key]) => cell(r[key]))] })),
    { texts: ['', 'Total for the month', ...PARTS.map(([key]) => cell(totals[key] ?? 0))], bold: true },
  ])
  pdf.moveDown(0.6)
  pdf
    .font('bold')
    .fontSize(10)
    .text(`Closing balance: ${amount(s.closingPaise)}`, PAGE.margin)
  pdf.moveDown(1)
  pdf
    .font('regular')
    .fontSize(8)
    .fillColor('#444444')
    .text(
      'Positive amounts are owed to you; negative ones are what Haat keeps or what you owe. Commission and fees carry GST at 18%. TCS is collected under section 52 of the CGST Act and TDS deducted under section 194-O of the Income-tax Act; both are credited to your GSTIN and PAN. Coupon withheld: on an order whose buyer shares your phone, address, UPI ID or browser (a possible self-purchase), Haat does not pay you its share of the coupon.',
    )
  pdf.end()
  return bytes
}

/**
 * Mails each seller with ledger entries last month its statement's summary and where to download
 * it, once: the `statement_mails` row is claimed first, in the same transaction as the mail.
 * Returns how many were mailed. Safe to run in every process and as often as wanted.
 */
export async function mailStatements(db: Db, now: Date, publicUrl: string): Promise<number> {
  const month = previousMonth(now)
  const { from, to } = istMonthRange(month)
  return db.transaction(async (tx) => {
    const claimed = await queryRows<{ vendor_id: string }>(
      tx,
      sql`insert into statement_mails (vendor_id, month, sent_at)
        select distinct le.vendor_id, ${month}::text, ${now}::timestamptz from ledger_entries le
        where le.created_at >= ${from} and le.created_at < ${to}
        on conflict do nothing returning vendor_id`,
    )
    if (claimed.length === 0) return 0
    const ids = claimed.map((c) => c.vendor_id)
    const sellers = await queryRows<{
      email: string
      business_name: string
      locale: string
      opening: number
      earned: number
      paid: number
      closing: number
    }>(
      tx,
      sql`select v.email, v.business_name, v.locale,
          coalesce(sum(le.amount_paise) filter (where le.created_at < ${from}), 0)::bigint as opening,
          coalesce(sum(le.amount_paise) filter (where le.created_at >= ${from} and le.posting <> 'payout'), 0)::bigint as earned,
          coalesce(-sum(le.amount_paise) filter (where le.created_at >= ${from} and le.posting = 'payout'), 0)::bigint as paid,
          coalesce(sum(le.amount_paise), 0)::bigint as closing
        from vendors v left join ledger_entries le on le.vendor_id = v.id and le.created_at < ${to}
        where v.id in ${ids}
        group by v.id, v.email, v.business_name, v.locale`,
    )
    for (const s of sellers) {
      await enqueueMail(tx, {
        kind: 'seller_statement',
        to: s.email,
        ...statementMail({
          businessName: s.business_name,
          month,
          openingPaise: Number(s.opening),
          earnedPaise: Number(s.earned),
          paidPaise: Number(s.paid),
          closingPaise: Number(s.closing),
          url: `${publicUrl}/vendor/payments?statement=${month}`,
          locale: toLocale(s.locale),
        }),
      })
    }
    return sellers.length
  })
}

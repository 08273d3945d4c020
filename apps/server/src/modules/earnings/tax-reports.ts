import { istMonthRange } from '@haat/shared/earnings/reports'
import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { csv } from './csv'

const rupees = (paise: number) => (paise / 100).toFixed(2)

/**
 * GSTR-8's figures for a month, per seller GSTIN: taxable value of supplies, of returns, the net,
 * and the TCS collected as CGST, SGST and IGST (docs/money.md). From the ledger's TCS entries: one
 * of each posting's TCS entries carries the taxable value it was taken on.
 */
export async function tcsReport(db: DbOrTx, month: string): Promise<string> {
  const { from, to } = istMonthRange(month)
  const rows = await queryRows<{
    gstin: string
    business_name: string
    gross: number
    returned: number
    cgst: number
    sgst: number
    igst: number
  }>(
    db,
    sql`select v.gstin, v.business_name,
        coalesce(sum(le.base_paise) filter (where le.kind in ('tcs_cgst', 'tcs_igst') and le.posting = 'sale'), 0)::bigint as gross,
        coalesce(-sum(le.base_paise) filter (where le.kind in ('tcs_cgst', 'tcs_igst') and le.posting = 'return'), 0)::bigint as returned,
        coalesce(-sum(le.amount_paise) filter (where le.kind = 'tcs_cgst'), 0)::bigint as cgst,
        coalesce(-sum(le.amount_paise) filter (where le.kind = 'tcs_sgst'), 0)::bigint as sgst,
        coalesce(-sum(le.amount_paise) filter (where le.kind = 'tcs_igst'), 0)::bigint as igst
      from ledger_entries le join vendors v on v.id = le.vendor_id
      where le.kind in ('tcs_cgst', 'tcs_sgst', 'tcs_igst') and le.created_at >= ${from} and le.created_at < ${to}
        and v.gstin is not null
      group by v.gstin, v.business_name
      order by v.gstin`,
  )
  return csv([
    [
      'month',
      'seller_gstin',
      'seller_name',
      'gross_taxable_supplies_inr',
      'returns_inr',
      'net_taxable_inr',
      'tcs_cgst_inr',
      'tcs_sgst_inr',
      'tcs_igst_inr',
    ],
    ...rows.map((r) => {
      const [gross, returned] = [Number(r.gross), Number(r.returned)]
      return [
        month,
        r.gstin,
        r.business_name,
        rupees(gross),
        rupees(returned),
        rupees(gross - returned),
        rupees(Number(r.cgst)),
        rupees(Number(r.sgst)),
        rupees(Number(r.igst)),
      ]
    }),
  ])
}

/** Section 194-O's figures for a month, per seller PAN: the amount TDS was taken on, and the TDS. */
export async function tdsReport(db: DbOrTx, month: string): Promise<string> {
  const { from, to } = istMonthRange(month)
  const rows = await queryRows<{
    pan: string | null
    business_name: string
    gross: number
    returned: number
    tds: number
  }>(
    db,
    sql`select v.pan, v.business_name,
        coalesce(sum(le.base_paise) filter (where le.posting = 'sale'), 0)::bigint as gross,
        coalesce(-sum(le.base_paise) filter (where le.posting = 'return'), 0)::bigint as returned,
        coalesce(-sum(le.amount_paise), 0)::bigint as tds
      from ledger_entries le join vendors v on v.id = le.vendor_id
      where le.kind = 'tds' and le.created_at >= ${from} and le.created_at < ${to}
      group by v.id, v.pan, v.business_name
      order by v.pan nulls last, v.business_name`,
  )
  return csv([
    ['month', 'seller_pan', 'seller_name', 'gross_amount_inr', 'returns_inr', 'net_amount_inr', 'tds_inr'],
    ...rows.map((r) => {
      const [gross, returned] = [Number(r.gross), Number(r.returned)]
      return [
        month,
        r.pan ?? 'PAN NOT GIVEN',
        r.business_name,
        rupees(gross),
        rupees(returned),
        rupees(gross - returned),
        rupees(Number(r.tds)),
      ]
    }),
  ])
}

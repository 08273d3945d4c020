import { sql } from 'drizzle-orm'
import { type DbOrTx, queryRows } from '../../db/client'
import { waitingEntry as waiting } from './payouts.repository'

export async function findBalance(db: DbOrTx, vendorId: string, now: Date) {
  const [row] = await queryRows<{ pending: number; payable: number; paid: number }>(
    db,
    // Whether each entry waits is worked out once, then summed both ways.
    sql`select
        coalesce(sum(e.amount_paise) filter (where e.waiting), 0)::int as pending,
        coalesce(sum(e.amount_paise) filter (where not e.waiting), 0)::int as payable,
        (0 - coalesce(sum(e.amount_paise) filter (where e.kind in ('payout', 'payout_failed')), 0))::int as paid
      from (select le.amount_paise, le.kind, ${waiting(now)} as waiting
        from ledger_entries le where le.vendor_id = ${vendorId}) e`,
  )
  return row ?? { pending: 0, payable: 0, paid: 0 }
}

type PostingRow = {
  posting: 'sale' | 'return'
  order_no: string
  vendor_order_id: string
  return_id: string | null
  at: Date | string
  payable_at: Date | string
  sale: number
  commission: number
  fee: number
  gst: number
  tcs: number
  tds: number
  cod: number
  coupon_withheld: number
  net: number
  total: number
}

/** The seller's sale and return postings, newest first, each with its parts summed. */
export function listPostings(db: DbOrTx, vendorId: string, page: { limit: number; offset: number }) {
  const part = (kinds: string) => sql.raw(`coalesce(sum(le.amount_paise) filter (where le.kind in (${kinds})), 0)::int`)
  return queryRows<PostingRow>(
    db,
    sql`select le.posting, o.order_no, le.vendor_order_id, le.return_id, min(le.created_at) as at,
        -- Payable when both the entries and their part (windows from the confirmed delivery) allow.
        greatest(max(le.payable_at), max(vo.payable_at)) as payable_at,
        ${part("'sale'")} as sale, ${part("'commission'")} as commission, ${part("'fee'")} as fee,
        ${part("'commission_gst'")} as gst, ${part("'tcs_cgst', 'tcs_sgst', 'tcs_igst'")} as tcs,
        ${part("'tds'")} as tds, ${part("'cod_collected'")} as cod,
        ${part("'coupon_withheld'")} as coupon_withheld,
        sum(le.amount_paise)::int as net, (count(*) over ())::int as total
      from ledger_entries le join orders o on o.id = le.order_id
        left join vendor_orders vo on vo.id = le.vendor_order_id
      where le.vendor_id = ${vendorId} and le.posting in ('sale', 'return')
      group by le.posting, o.order_no, le.vendor_order_id, le.return_id
      order by min(le.created_at) desc, le.vendor_order_id, le.return_id nulls first
      limit ${page.limit} offset ${page.offset}`,
  )
}

/** Every seller's balance next to its ledger's sum: they must always be equal (tests check it). */
export function findUnbalancedAccounts(db: DbOrTx) {
  return queryRows<{ vendor_id: string; balance: number; sum: number }>(
    db,
    sql`select * from (
        select v.id as vendor_id, coalesce(a.balance_paise, 0)::int as balance,
          coalesce((select sum(amount_paise) from ledger_entries le where le.vendor_id = v.id), 0)::int as sum
        from vendors v left join seller_accounts a on a.vendor_id = v.id
      ) accounts
      where balance <> sum`,
  )
}

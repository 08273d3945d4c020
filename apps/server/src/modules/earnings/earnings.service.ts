import type { EarningsBalance, LedgerPostingList } from '@haat/shared/earnings/statements'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { notFound } from '../../lib/app-error'
import { findBalance, listPostings } from './earnings.repository'
import { statementCsv, statementOf, statementPdf } from './statements'

const iso = (value: Date | string) => new Date(value).toISOString()

/** What sellers see of their money: the balance and the ledger's postings. */
export function earningsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  const statement = async (vendorId: string, month: string) => {
    const found = await statementOf(db, vendorId, month)
    if (!found) throw notFound(/*i18n*/ 'Seller not found.')
    return found
  }
  return {
    statementCsv: async (vendorId: string, month: string) => statementCsv(await statement(vendorId, month)),
    statementPdf: async (vendorId: string, month: string) =>
      statementPdf(await statement(vendorId, month), clock.now()),

    async balance(vendorId: string): Promise<EarningsBalance> {
      const { pending, payable, paid } = await findBalance(db, vendorId, clock.now())
      return { pendingPaise: pending, payablePaise: payable, paidPaise: paid, balancePaise: pending + payable }
    },

    async postings(vendorId: string, query: { page: number; pageSize: number }): Promise<LedgerPostingList> {
      const rows = await listPostings(db, vendorId, {
        limit: query.pageSize,
        offset: (query.page - 1) * query.pageSize,
      })
      return {
        data: rows.map((r) => ({
          posting: r.posting,
          orderNo: r.order_no,
          vendorOrderId: r.vendor_order_id,
          returnId: r.return_id,
          at: iso(r.at),
          payableAt: iso(r.payable_at),
          salePaise: r.sale,
          commissionPaise: r.commission,
          feePaise: r.fee,
          gstPaise: r.gst,
          tcsPaise: r.tcs,
          tdsPaise: r.tds,
          codPaise: r.cod,
          couponWithheldPaise: r.coupon_withheld,
          netPaise: r.net,
        })),
        meta: { page: query.page, pageSize: query.pageSize, total: rows[0]?.total ?? 0 },
      }
    },
  }
}
export type EarningsService = ReturnType<typeof earningsService>

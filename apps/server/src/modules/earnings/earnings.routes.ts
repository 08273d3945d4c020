import { MonthSchema } from '@haat/shared/earnings/reports'
import { EarningsBalance, LedgerPostingList, ListPostingsQuery } from '@haat/shared/earnings/statements'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { EarningsService } from './earnings.service'
import { sendCsv } from './reports.routes'

const tags = ['Earnings']

/** The approved seller's own money; the vendor id always comes from the session. */
export function earningsRoutes(app: App, earnings: EarningsService) {
  const guard = { onRequest: app.requireVendor({ approved: true }) }

  app.get(
    '/api/vendor/earnings',
    { ...guard, schema: { summary: "The seller's balance", tags, response: { 200: EarningsBalance } } },
    async (req) => earnings.balance(req.vendorId),
  )
  app.get(
    '/api/vendor/earnings/postings',
    {
      ...guard,
      schema: {
        summary: "The seller's ledger postings",
        tags,
        querystring: ListPostingsQuery,
        response: { 200: LedgerPostingList },
      },
    },
    async (req) => earnings.postings(req.vendorId, req.query),
  )

  // The seller's statement of a month, as a PDF or a CSV.
  const StatementParams = z.object({
    month: MonthSchema,
    format: z.enum(['pdf', 'csv'], { error: /*i18n*/ 'Choose pdf or csv.' }),
  })
  app.get(
    '/api/vendor/earnings/statements/:month/:format',
    { ...guard, schema: { summary: "The seller's monthly statement (PDF or CSV)", tags, params: StatementParams } },
    async (req, reply) => {
      const { month, format } = req.params
      const name = `haat-statement-${month}.${format}`
      if (format === 'csv') return sendCsv(reply, name, await earnings.statementCsv(req.vendorId, month))
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${name}"`)
        .header('cache-control', 'no-store')
        .send(await earnings.statementPdf(req.vendorId, month))
    },
  )
}

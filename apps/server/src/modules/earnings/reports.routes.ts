import { MonthQuery } from '@haat/shared/earnings/reports'
import type { FastifyReply } from 'fastify'
import type { App } from '../../app-type'
import type { Db } from '../../db/client'
import { tcsReport, tdsReport } from './tax-reports'

/** A CSV download that no cache keeps. */
export const sendCsv = (reply: FastifyReply, filename: string, body: string) =>
  reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body)

/** The admin's monthly TCS (GSTR-8) and TDS (194-O) reports, as CSV. */
export function reportsRoutes(app: App, db: Db) {
  const guard = { onRequest: app.requireAdmin }
  const schema = { tags: ['Earnings'], querystring: MonthQuery }

  app.get(
    '/api/admin/reports/tcs',
    { ...guard, schema: { ...schema, summary: "The month's TCS report (CSV)" } },
    async (req, reply) => sendCsv(reply, `haat-tcs-${req.query.month}.csv`, await tcsReport(db, req.query.month)),
  )
  app.get(
    '/api/admin/reports/tds',
    { ...guard, schema: { ...schema, summary: "The month's TDS report (CSV)" } },
    async (req, reply) => sendCsv(reply, `haat-tds-${req.query.month}.csv`, await tdsReport(db, req.query.month)),
  )
}

import { EarningsBalance, LedgerPostingList, ListPostingsQuery } from '@haat/shared/earnings/statements'
import type { App } from '../../app-type'
import type { EarningsService } from './earnings.service'

const tags = ['earnings']

/** The approved seller's own money; the vendor id always comes from the session. */
export function earningsRoutes(app: App, earnings: EarningsService) {
  const guard = { onRequest: app.requireVendor({ approved: true }) }

  app.get('/api/vendor/earnings', { ...guard, schema: { tags, response: { 200: EarningsBalance } } }, async (req) =>
    earnings.balance(req.vendorId),
  )
  app.get(
    '/api/vendor/earnings/postings',
    { ...guard, schema: { tags, querystring: ListPostingsQuery, response: { 200: LedgerPostingList } } },
    async (req) => earnings.postings(req.vendorId, req.query),
  )
}

import {
  PayoutList,
  PayoutRunDetail,
  PayoutRunList,
  PayoutRunPreview,
  PayoutsQuery,
  RecordPayoutFailedBody,
  RecordPayoutPaidBody,
  StartPayoutRunBody,
} from '@haat/shared/earnings/payouts'
import { z } from 'zod'
import type { App } from '../../app-type'
import type { PayoutsService } from './payouts.service'
import { sendCsv } from './reports.routes'

const tags = ['payouts']
const RunParams = z.object({ id: z.uuid('Not a valid payout run id.') })
const PayoutParams = z.object({ id: z.uuid('Not a valid payout id.') })

/** Payout runs for admins; each seller's own payouts. */
export function payoutsRoutes(app: App, payouts: PayoutsService) {
  const admin = { onRequest: app.requireAdmin }

  app.post(
    '/api/admin/payout-runs',
    { ...admin, schema: { tags, body: StartPayoutRunBody, response: { 201: PayoutRunDetail } } },
    async (req, reply) =>
      reply.code(201).send(await payouts.startRun(req.adminId, req.body.method, req.body.expectedTotalPaise)),
  )
  app.get(
    '/api/admin/payout-runs/preview',
    { ...admin, schema: { tags, response: { 200: PayoutRunPreview } } },
    async () => payouts.preview(),
  )
  app.get(
    '/api/admin/payout-runs',
    { ...admin, schema: { tags, querystring: PayoutsQuery, response: { 200: PayoutRunList } } },
    async (req) => payouts.list(req.query),
  )
  app.get(
    '/api/admin/payout-runs/:id',
    { ...admin, schema: { tags, params: RunParams, response: { 200: PayoutRunDetail } } },
    async (req) => payouts.detail(req.params.id),
  )
  app.get('/api/admin/payout-runs/:id/csv', { ...admin, schema: { tags, params: RunParams } }, async (req, reply) =>
    sendCsv(reply, `haat-payouts-${req.params.id.slice(0, 8)}.csv`, await payouts.csv(req.params.id)),
  )
  app.post(
    '/api/admin/payouts/:id/paid',
    {
      ...admin,
      schema: { tags, params: PayoutParams, body: RecordPayoutPaidBody, response: { 200: PayoutRunDetail } },
    },
    async (req) => payouts.recordPaid(req.adminId, req.params.id, req.body.reference),
  )
  app.post(
    '/api/admin/payouts/:id/failed',
    {
      ...admin,
      schema: { tags, params: PayoutParams, body: RecordPayoutFailedBody, response: { 200: PayoutRunDetail } },
    },
    async (req) => payouts.recordFailed(req.adminId, req.params.id, req.body.reason),
  )
  app.get(
    '/api/vendor/earnings/payouts',
    {
      onRequest: app.requireVendor({ approved: true }),
      schema: { tags, querystring: PayoutsQuery, response: { 200: PayoutList } },
    },
    async (req) => payouts.sellerPayouts(req.vendorId, req.query),
  )
}

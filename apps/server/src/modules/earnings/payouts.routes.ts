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

const tags = ['Earnings']
const RunParams = z.object({ id: z.uuid('Not a valid payout run id.') })
const PayoutParams = z.object({ id: z.uuid('Not a valid payout id.') })

/** Payout runs for admins; each seller's own payouts. */
export function payoutsRoutes(app: App, payouts: PayoutsService) {
  const admin = { onRequest: app.requireAdmin }

  app.post(
    '/api/admin/payout-runs',
    {
      ...admin,
      schema: { summary: 'Start a payout run', tags, body: StartPayoutRunBody, response: { 201: PayoutRunDetail } },
    },
    async (req, reply) =>
      reply.code(201).send(await payouts.startRun(req.adminId, req.body.method, req.body.expectedTotalPaise)),
  )
  app.get(
    '/api/admin/payout-runs/preview',
    { ...admin, schema: { summary: 'What a payout run would pay now', tags, response: { 200: PayoutRunPreview } } },
    async () => payouts.preview(),
  )
  app.get(
    '/api/admin/payout-runs',
    { ...admin, schema: { summary: 'Payout runs', tags, querystring: PayoutsQuery, response: { 200: PayoutRunList } } },
    async (req) => payouts.list(req.query),
  )
  app.get(
    '/api/admin/payout-runs/:id',
    {
      ...admin,
      schema: {
        summary: 'One payout run and its payouts',
        tags,
        params: RunParams,
        response: { 200: PayoutRunDetail },
      },
    },
    async (req) => payouts.detail(req.params.id),
  )
  app.get(
    '/api/admin/payout-runs/:id/csv',
    { ...admin, schema: { summary: 'A payout run as a bank-upload CSV', tags, params: RunParams } },
    async (req, reply) =>
      sendCsv(reply, `haat-payouts-${req.params.id.slice(0, 8)}.csv`, await payouts.csv(req.params.id)),
  )
  app.post(
    '/api/admin/payouts/:id/paid',
    {
      ...admin,
      schema: {
        summary: 'Record a payout paid',
        tags,
        params: PayoutParams,
        body: RecordPayoutPaidBody,
        response: { 200: PayoutRunDetail },
      },
    },
    async (req) => payouts.recordPaid(req.adminId, req.params.id, req.body.reference),
  )
  app.post(
    '/api/admin/payouts/:id/failed',
    {
      ...admin,
      schema: {
        summary: 'Record a payout failed',
        tags,
        params: PayoutParams,
        body: RecordPayoutFailedBody,
        response: { 200: PayoutRunDetail },
      },
    },
    async (req) => payouts.recordFailed(req.adminId, req.params.id, req.body.reason),
  )
  app.get(
    '/api/vendor/earnings/payouts',
    {
      onRequest: app.requireVendor({ approved: true }),
      schema: { summary: "The seller's payouts", tags, querystring: PayoutsQuery, response: { 200: PayoutList } },
    },
    async (req) => payouts.sellerPayouts(req.vendorId, req.query),
  )
}

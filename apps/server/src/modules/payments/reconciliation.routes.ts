import {
  MismatchIdParams,
  ReconciliationRunDetail,
  ReconciliationRunList,
  ReconciliationRunsQuery,
  RunIdParams,
  RunReconciliationBody,
} from '@haat/shared/admin/reconciliation'
import type { App } from '../../app-type'
import type { ReconciliationService } from './reconciliation.service'

const tags = ['Payments']

/** The admin's Reconciliation page: the runs, a run now, and fixing what it found. */
export function reconciliationRoutes(app: App, reconciliation: ReconciliationService) {
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/reconciliation/runs',
    {
      ...guard,
      schema: {
        summary: 'Reconciliation runs against the gateway',
        tags,
        querystring: ReconciliationRunsQuery,
        response: { 200: ReconciliationRunList },
      },
    },
    async (req) => reconciliation.list(req.query),
  )
  app.post(
    '/api/admin/reconciliation/runs',
    {
      ...guard,
      schema: {
        summary: 'Reconcile a day with the gateway now',
        tags,
        body: RunReconciliationBody,
        response: { 201: ReconciliationRunDetail },
      },
    },
    async (req, reply) => reply.code(201).send(await reconciliation.runNow(req.adminId, req.body.day)),
  )
  app.get(
    '/api/admin/reconciliation/runs/:id',
    {
      ...guard,
      schema: {
        summary: 'One reconciliation run and its mismatches',
        tags,
        params: RunIdParams,
        response: { 200: ReconciliationRunDetail },
      },
    },
    async (req) => reconciliation.get(req.params.id),
  )
  app.post(
    '/api/admin/reconciliation/mismatches/:id/fix',
    {
      ...guard,
      schema: {
        summary: 'Fix a reconciliation mismatch',
        tags,
        params: MismatchIdParams,
        response: { 200: ReconciliationRunDetail },
      },
    },
    async (req) => reconciliation.fix(req.adminId, req.params.id),
  )
}

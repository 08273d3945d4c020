import { AdminRefundList, AdminRefundsQuery, MarkRefundPaidBody, RefundIdParams } from '@haat/shared/orders/refund'
import type { App } from '../../app-type'
import type { RefundsService } from './refunds.service'

const tags = ['Payments']

/** The admin's Refunds page: every refund by status, a retry for a failed one, and UPI refunds marked paid. */
export function refundsAdminRoutes(app: App, refunds: RefundsService) {
  const guard = { onRequest: app.requireAdmin }

  app.get(
    '/api/admin/refunds',
    {
      ...guard,
      schema: {
        summary: 'Refunds and their state',
        tags,
        querystring: AdminRefundsQuery,
        response: { 200: AdminRefundList },
      },
    },
    async (req) => refunds.list(req.query),
  )
  app.post(
    '/api/admin/refunds/:id/retry',
    { ...guard, schema: { summary: 'Send a failed refund to the gateway again', tags, params: RefundIdParams } },
    async (req, reply) => {
      await refunds.retry(req.adminId, req.params.id)
      return reply.code(204).send()
    },
  )
  app.post(
    '/api/admin/refunds/:id/paid',
    {
      ...guard,
      schema: {
        summary: 'Record a refund paid outside the gateway',
        tags,
        params: RefundIdParams,
        body: MarkRefundPaidBody,
      },
    },
    async (req, reply) => {
      await refunds.markPaid(req.adminId, req.params.id, req.body.reference)
      return reply.code(204).send()
    },
  )
}

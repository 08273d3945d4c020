import { Order, OrderNoParams } from '@haat/shared/orders/order'
import {
  PaymentIntent,
  PaymentOptions,
  SandboxPayBody,
  SandboxPayParams,
  SandboxPayResult,
  VerifyPaymentBody,
  WebhookAck,
} from '@haat/shared/orders/payment'
import type { App } from '../../app-type'
import type { PaymentsService } from './payments.service'

const tags = ['Payments']

/** Online payment: start, verify, Razorpay's webhook and the sandbox gateway's buttons. */
export async function paymentsRoutes(app: App, payments: PaymentsService) {
  const guard = { onRequest: app.requireCustomer }

  app.get(
    '/api/payments/options',
    { schema: { summary: 'The payment methods on offer', tags, response: { 200: PaymentOptions } } },
    async () => payments.options(),
  )

  app.post(
    '/api/orders/:orderNo/payment',
    {
      ...guard,
      schema: {
        summary: 'Start paying an order online',
        tags,
        params: OrderNoParams,
        response: { 200: PaymentIntent },
      },
    },
    async (req) => payments.start(req.customerId, req.params.orderNo),
  )

  app.post(
    '/api/orders/:orderNo/payment/verify',
    {
      ...guard,
      schema: {
        summary: "Confirm an online payment from the gateway's checkout",
        tags,
        params: OrderNoParams,
        body: VerifyPaymentBody,
        response: { 200: Order },
      },
    },
    async (req) => payments.verify(req.customerId, req.params.orderNo, req.body),
  )

  app.post(
    '/api/payments/sandbox/:gatewayOrderId/pay',
    {
      ...guard,
      schema: {
        summary: 'Pay or fail in the sandbox gateway (local only)',
        tags,
        params: SandboxPayParams,
        body: SandboxPayBody,
        response: { 200: SandboxPayResult },
      },
    },
    async (req) => payments.sandboxPay(req.customerId, req.params.gatewayOrderId, req.body.outcome),
  )

  // Encapsulated so the raw-body parser applies to the webhook only: its signature is over the exact bytes sent.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_req, body, done) => {
      done(null, body)
    })
    scope.post(
      '/api/payments/razorpay/webhook',
      {
        schema: {
          summary: "Razorpay's payment, refund and payout events",
          tags,
          security: [{ razorpaySignature: [] }],
          response: { 200: WebhookAck },
        },
      },
      async (req) => {
        const signature = req.headers['x-razorpay-signature']
        const eventId = req.headers['x-razorpay-event-id']
        await payments.webhook(
          typeof req.body === 'string' ? req.body : '',
          typeof signature === 'string' ? signature : undefined,
          typeof eventId === 'string' ? eventId : undefined,
        )
        // Acknowledged now; the event is acted on just after, outside this request (and retried by
        // the webhook worker if that fails).
        setImmediate(() => {
          payments
            .processInbox()
            .catch((error: unknown) => req.log.error({ err: error }, 'processing the webhook inbox failed'))
        })
        return { ok: true as const }
      },
    )
  })
}

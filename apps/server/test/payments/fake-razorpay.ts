import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

type Payment = { id: string; order_id: string; amount: number; currency: string; status: string }
type Refund = { id: string; entity: 'refund'; payment_id: string; amount: number; status: string; notes: unknown }

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = ''
    req.on('data', (chunk: Buffer) => (data += chunk.toString()))
    req.on('end', () => resolve(data))
  })

/**
 * A local server that answers like Razorpay's API for orders, payments and refunds, following its
 * documented contract: refunds are idempotent on X-Refund-Idempotency (the same key answers the
 * first refund) and never pass the captured amount. `hangNextRefund` makes it make the next refund
 * but answer too late, as when the network drops the response.
 */
export async function startFakeRazorpay() {
  const payments = new Map<string, Payment>()
  const refundsByKey = new Map<string, Refund>()
  const refundRequests: { key: string | undefined; body: Record<string, unknown> }[] = []
  let counter = 0
  let hangNextRefundMs = 0
  let refundStatus = 'processed'

  const server = createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>
      const json = (status: number, answer: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
      const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(req.url ?? '')
      if (refundPath) {
        const key = req.headers['x-refund-idempotency'] as string | undefined
        refundRequests.push({ key, body })
        const payment = payments.get(decodeURIComponent(refundPath[1]!))
        if (!payment)
          return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
        let refund = key ? refundsByKey.get(key) : undefined
        if (!refund) {
          const refunded = [...refundsByKey.values()]
            .filter((r) => r.payment_id === payment.id && r.status !== 'failed')
            .reduce((sum, r) => sum + r.amount, 0)
          if (refunded + Number(body.amount) > payment.amount) {
            return json(400, {
              error: {
                code: 'BAD_REQUEST_ERROR',
                description: 'The total refund amount is greater than the refund payment amount',
              },
            })
          }
          refund = {
            id: `rfnd_Test${String(++counter).padStart(9, '0')}`,
            entity: 'refund',
            payment_id: payment.id,
            amount: Number(body.amount),
            status: refundStatus,
            notes: body.notes,
          }
          refundsByKey.set(key ?? refund.id, refund)
        }
        if (hangNextRefundMs > 0) {
          const delay = hangNextRefundMs
          hangNextRefundMs = 0
          await new Promise((resolve) => setTimeout(resolve, delay))
        }
        return json(200, refund)
      }
      const paymentPath = /^\/v1\/payments\/([^/]+)$/.exec(req.url ?? '')
      if (paymentPath) {
        const payment = payments.get(decodeURIComponent(paymentPath[1]!))
        return payment
          ? json(200, { entity: 'payment', ...payment })
          : json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
      }
      // POST /v1/orders
      json(200, { id: `order_Test${String(++counter).padStart(10, '0')}`, entity: 'order', ...body, status: 'created' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}`,
    /** A captured payment of the gateway order, as Razorpay would hold it after the customer paid. */
    pay(orderId: string, amount: number): string {
      const id = `pay_Test${String(++counter).padStart(10, '0')}`
      payments.set(id, { id, order_id: orderId, amount, currency: 'INR', status: 'captured' })
      return id
    },
    refunds: () => [...refundsByKey.values()],
    refundRequests,
    hangNextRefund(ms: number) {
      hangNextRefundMs = ms
    },
    /** What new refunds report at once: processed, pending (finished later by a webhook) or failed. */
    setRefundStatus(status: 'processed' | 'pending' | 'failed') {
      refundStatus = status
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

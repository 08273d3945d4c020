import { AppError } from '../../lib/app-error'
import type { GatewayPayment, GatewayRefund, GatewayWindow, OnlineProvider, RefundAnswer } from './provider'
import { isValidCheckoutSignature } from './signature'

const RAZORPAY_API = 'https://api.razorpay.com'
/** Razorpay's largest page, and a bound on how far one listing goes (a day of a busy shop fits). */
const PAGE = 100
const MAX_ITEMS = 100_000

const fromUnix = (value: unknown): Date | null => (typeof value === 'number' ? new Date(value * 1000) : null)

/**
 * Razorpay: the server creates the gateway order (POST /v1/orders, Basic auth key id and secret),
 * and accepts a payment only with a valid signature. `baseUrl` lets tests answer like Razorpay.
 */
export function razorpayProvider(options: {
  keyId: string
  keySecret: string
  baseUrl?: string | undefined
  timeoutMs?: number
}): OnlineProvider {
  const { keyId, keySecret, baseUrl = RAZORPAY_API, timeoutMs = 10_000 } = options
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`
  const unavailable = () =>
    new AppError('UNAVAILABLE', /*i18n*/ 'The payment gateway is not answering. Please try again in a moment.')

  const base = baseUrl.replace(/\/$/, '')

  /** One request to Razorpay's API; UNAVAILABLE when it cannot be made or times out. */
  async function send(
    path: string,
    init: { method: 'GET' | 'POST'; body?: object; headers?: Record<string, string> },
  ): Promise<{ status: number; ok: boolean; body: Record<string, unknown> | null }> {
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization: auth,
          ...(init.body ? { 'content-type': 'application/json' } : {}),
          ...init.headers,
        },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch {
      throw unavailable()
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
    return { status: response.status, ok: response.ok, body }
  }

  /** Calls Razorpay; null for a 4xx "no such payment", UNAVAILABLE when it does not answer properly. */
  async function call(
    path: string,
    init: { method: 'GET' | 'POST'; body?: object },
  ): Promise<Record<string, unknown> | null> {
    const { status, ok, body } = await send(path, init)
    if (status === 400 || status === 404) return null
    if (!ok || !body) throw unavailable()
    return body
  }

  const toPayment = (body: Record<string, unknown> | null): GatewayPayment | null =>
    body && typeof body.id === 'string' && typeof body.amount === 'number'
      ? {
          id: body.id,
          orderId: typeof body.order_id === 'string' ? body.order_id : null,
          amountPaise: body.amount,
          currency: typeof body.currency === 'string' ? body.currency : '',
          status: typeof body.status === 'string' ? body.status : '',
          createdAt: fromUnix(body.created_at),
        }
      : null

  const toRefund = (body: Record<string, unknown> | null): GatewayRefund | null => {
    if (!body || typeof body.id !== 'string' || typeof body.amount !== 'number') return null
    const notes = body.notes as { refundId?: unknown } | null | undefined
    return {
      id: body.id,
      paymentId: typeof body.payment_id === 'string' ? body.payment_id : '',
      amountPaise: body.amount,
      status: typeof body.status === 'string' ? body.status : '',
      haatRefundId: typeof notes?.refundId === 'string' ? notes.refundId : null,
      createdAt: fromUnix(body.created_at),
    }
  }

  /** Every item of a collection, a page of 100 at a time (Razorpay's count and skip). */
  async function listAll<T>(
    path: string,
    query: Record<string, string>,
    toItem: (item: Record<string, unknown>) => T | null,
  ) {
    const items: T[] = []
    for (let skip = 0; ; skip += PAGE) {
      const search = new URLSearchParams({ ...query, count: String(PAGE), skip: String(skip) })
      const body = await call(`${path}?${search.toString()}`, { method: 'GET' })
      const page = Array.isArray(body?.items) ? (body.items as Record<string, unknown>[]) : null
      if (!page) throw unavailable()
      for (const item of page) {
        const parsed = toItem(item)
        if (parsed) items.push(parsed)
      }
      if (page.length < PAGE || skip >= MAX_ITEMS) return items
    }
  }
  const windowQuery = (window: GatewayWindow) => ({
    from: String(Math.floor(window.from.getTime() / 1000)),
    to: String(Math.floor(window.to.getTime() / 1000)),
  })

  return {
    name: 'razorpay',
    keyId,
    async createPayment(order) {
      const { ok, body } = await send('/v1/orders', {
        method: 'POST',
        body: { amount: order.totalPaise, currency: 'INR', receipt: order.orderNo, notes: { orderNo: order.orderNo } },
      })
      if (!ok || typeof body?.id !== 'string') throw unavailable()
      return { gatewayOrderId: body.id }
    },
    verify: (result) => isValidCheckoutSignature(keySecret, result),
    // GET /v1/payments/:id — what Razorpay itself holds for the payment.
    fetchPayment: async (paymentId) =>
      toPayment(await call(`/v1/payments/${encodeURIComponent(paymentId)}`, { method: 'GET' })),
    // POST /v1/payments/:id/refund, idempotent on X-Refund-Idempotency (the body must not change between tries).
    async refundPayment(request): Promise<RefundAnswer> {
      const { status, ok, body } = await send(`/v1/payments/${encodeURIComponent(request.paymentId)}/refund`, {
        method: 'POST',
        headers: { 'x-refund-idempotency': request.idempotencyKey },
        body: {
          amount: request.amountPaise,
          speed: 'normal',
          receipt: request.refundId,
          notes: { refundId: request.refundId },
        },
      })
      // 409: the first request with this key is still being worked on; ask again later.
      if (status >= 500 || status === 409 || status === 429 || !body) throw unavailable()
      if (!ok) {
        const error = body.error as { description?: unknown } | undefined
        return { refused: typeof error?.description === 'string' ? error.description : `HTTP ${status}` }
      }
      const refund = toRefund(body)
      if (!refund) throw unavailable()
      return { refund }
    },
    listOrderPayments: (gatewayOrderId) =>
      listAll(`/v1/orders/${encodeURIComponent(gatewayOrderId)}/payments`, {}, toPayment),
    listPayments: (window) => listAll('/v1/payments', windowQuery(window), toPayment),
    listRefunds: (window) => listAll('/v1/refunds', windowQuery(window), toRefund),
    fetchRefund: async (refundId) =>
      toRefund(await call(`/v1/refunds/${encodeURIComponent(refundId)}`, { method: 'GET' })),
    // POST /v1/payments/:id/capture — for accounts without automatic capture.
    capturePayment: async (paymentId, amountPaise) =>
      toPayment(
        await call(`/v1/payments/${encodeURIComponent(paymentId)}/capture`, {
          method: 'POST',
          body: { amount: amountPaise, currency: 'INR' },
        }),
      ),
  }
}

import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

type Payment = { id: string; order_id: string; amount: number; currency: string; status: string; created_at: number }
type RazorpayXPayout = {
  id: string
  entity: 'payout'
  amount: number
  currency: string
  status: string
  utr: string | null
  mode: string
  purpose: string
  reference_id: unknown
  fund_account_id: string
  fund_account: unknown
  status_details: { description: string } | null
  created_at: number
}
type Refund = {
  id: string
  entity: 'refund'
  payment_id: string
  amount: number
  status: string
  notes: unknown
  created_at: number
}

/** Banks RazorpayX names in a bank account fund account (it answers its bank_name). */
const BANK_NAMES: Record<string, string> = { HDFC: 'HDFC Bank', SBIN: 'State Bank of India', ICIC: 'ICICI Bank' }

/**
 * The fund account of a composite payout as RazorpayX makes it, or why it refuses the request: a
 * `vpa` is paid by UPI, a `bank_account` (name, IFSC and account number) by NEFT, RTGS or IMPS.
 */
function fundAccountOf(raw: unknown, mode: unknown, n: number) {
  const fa = (raw ?? {}) as {
    account_type?: unknown
    vpa?: { address?: unknown }
    bank_account?: { name?: unknown; ifsc?: unknown; account_number?: unknown }
    contact?: Record<string, unknown>
  }
  const common = {
    id: `fa_Test${String(n).padStart(10, '0')}`,
    entity: 'fund_account' as const,
    contact_id: `cont_Test${String(n).padStart(10, '0')}`,
    contact: { entity: 'contact', ...fa.contact },
    active: true,
  }
  if (fa.account_type === 'vpa') {
    if (typeof fa.vpa?.address !== 'string') return 'The vpa.address field is required.'
    if (mode !== 'UPI') return 'Invalid combination of payout mode and fund account type'
    return { ...common, account_type: 'vpa', vpa: { address: fa.vpa.address } }
  }
  if (fa.account_type === 'bank_account') {
    const bank = fa.bank_account ?? {}
    if (typeof bank.name !== 'string' || typeof bank.ifsc !== 'string' || typeof bank.account_number !== 'string') {
      return 'The bank_account.name, bank_account.ifsc and bank_account.account_number fields are required.'
    }
    if (!/^[A-Z]{4}0[A-Z0-9]{6}$/.test(bank.ifsc)) return 'Invalid IFSC Code in Bank Account'
    if (!['NEFT', 'RTGS', 'IMPS'].includes(String(mode))) {
      return 'Invalid combination of payout mode and fund account type'
    }
    const account = { ifsc: bank.ifsc, bank_name: BANK_NAMES[bank.ifsc.slice(0, 4)] ?? null, name: bank.name }
    return {
      ...common,
      account_type: 'bank_account',
      bank_account: { ...account, notes: [], account_number: bank.account_number },
    }
  }
  return 'The account type field is invalid.'
}

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
export async function startFakeRazorpay(options: { now?: () => Date } = {}) {
  const unixNow = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000)
  let down = false
  const payments = new Map<string, Payment>()
  const refundsByKey = new Map<string, Refund>()
  const refundRequests: { key: string | undefined; body: Record<string, unknown> }[] = []
  let counter = 0
  let hangNextRefundMs = 0
  let refundStatus = 'processed'
  // RazorpayX: payouts by idempotency key, with the body each key was first sent with.
  const payoutsByKey = new Map<string, { payout: RazorpayXPayout; body: string }>()
  const payoutRequests: { key: string | undefined; body: Record<string, unknown> }[] = []
  let hangNextPayoutMs = 0

  const server = createServer((req, res) => {
    void readBody(req).then(async (raw) => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>
      const json = (status: number, answer: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
      if (down) return json(503, { error: { code: 'SERVER_ERROR', description: 'Down for the test' } })
      const url = new URL(req.url ?? '/', 'http://razorpay.test')
      // Collections: GET /v1/orders/:id/payments, /v1/payments?from&to, /v1/refunds?from&to (count, skip).
      const collection = (items: { created_at: number }[]) => {
        const from = Number(url.searchParams.get('from') ?? 0)
        const to = Number(url.searchParams.get('to') ?? Number.MAX_SAFE_INTEGER)
        const count = Number(url.searchParams.get('count') ?? 10)
        const skip = Number(url.searchParams.get('skip') ?? 0)
        const page = items
          .filter((i) => i.created_at >= from && i.created_at <= to)
          .sort((a, b) => b.created_at - a.created_at)
          .slice(skip, skip + count)
        return json(200, { entity: 'collection', count: page.length, items: page })
      }
      const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname)
      if (req.method === 'GET' && orderPayments) {
        const id = decodeURIComponent(orderPayments[1]!)
        return collection(
          [...payments.values()].filter((p) => p.order_id === id).map((p) => ({ entity: 'payment', ...p })),
        )
      }
      if (req.method === 'GET' && url.pathname === '/v1/payments') {
        return collection([...payments.values()].map((p) => ({ entity: 'payment', ...p })))
      }
      if (req.method === 'GET' && url.pathname === '/v1/refunds') return collection([...refundsByKey.values()])
      const refundById = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && refundById) {
        const refund = [...refundsByKey.values()].find((r) => r.id === decodeURIComponent(refundById[1]!))
        return refund
          ? json(200, refund)
          : json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
      }
      const capturePath = /^\/v1\/payments\/([^/]+)\/capture$/.exec(url.pathname)
      if (capturePath) {
        const payment = payments.get(decodeURIComponent(capturePath[1]!))
        if (!payment)
          return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
        if (payment.status === 'authorized' && payment.amount === Number(body.amount)) payment.status = 'captured'
        return json(200, { entity: 'payment', ...payment })
      }
      const refundPath = /^\/v1\/payments\/([^/]+)\/refund$/.exec(url.pathname)
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
            created_at: unixNow(),
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
      // RazorpayX: POST /v1/payouts needs X-Payout-Idempotency; the same key with the same body
      // answers the first payout, with another body it is refused (its documented contract).
      if (req.method === 'POST' && url.pathname === '/v1/payouts') {
        const key = req.headers['x-payout-idempotency'] as string | undefined
        payoutRequests.push({ key, body })
        if (!key) return json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'Idempotency key is required' } })
        const fundAccount = fundAccountOf(body.fund_account, body.mode, ++counter)
        if (typeof fundAccount === 'string' || !Number.isInteger(body.amount) || Number(body.amount) < 100) {
          return json(400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: typeof fundAccount === 'string' ? fundAccount : 'The request is invalid',
            },
          })
        }
        const known = payoutsByKey.get(key)
        if (known && known.body !== raw) {
          return json(400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Different request body sent for the same idempotency header',
            },
          })
        }
        const payout = known?.payout ?? {
          id: `pout_Test${String(++counter).padStart(10, '0')}`,
          entity: 'payout' as const,
          amount: Number(body.amount),
          currency: 'INR',
          status: 'processing',
          utr: null,
          mode: String(body.mode),
          purpose: String(body.purpose),
          reference_id: body.reference_id,
          fund_account_id: fundAccount.id,
          fund_account: fundAccount,
          status_details: null,
          created_at: unixNow(),
        }
        payoutsByKey.set(key, { payout, body: raw })
        if (hangNextPayoutMs > 0) {
          const delay = hangNextPayoutMs
          hangNextPayoutMs = 0
          await new Promise((resolve) => setTimeout(resolve, delay))
        }
        return json(200, payout)
      }
      const payoutPath = /^\/v1\/payouts\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && payoutPath) {
        const found = [...payoutsByKey.values()].find((p) => p.payout.id === decodeURIComponent(payoutPath[1]!))
        return found
          ? json(200, found.payout)
          : json(400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } })
      }
      const paymentPath = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname)
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
    /** A captured payment of the gateway order, as Razorpay would hold it after the customer paid (or only authorized). */
    pay(orderId: string, amount: number, status: 'captured' | 'authorized' | 'failed' = 'captured'): string {
      const id = `pay_Test${String(++counter).padStart(10, '0')}`
      payments.set(id, { id, order_id: orderId, amount, currency: 'INR', status, created_at: unixNow() })
      return id
    },
    /** Changes what Razorpay holds for a payment (a planted mismatch). */
    alterPayment(id: string, change: Partial<Payment>) {
      Object.assign(payments.get(id)!, change)
    },
    /** A refund made outside Haat (Razorpay's dashboard), or one Haat made, removed (planted mismatches). */
    plantRefund(paymentId: string, amount: number, notes: unknown = {}): string {
      const id = `rfnd_Test${String(++counter).padStart(9, '0')}`
      refundsByKey.set(id, {
        id,
        entity: 'refund',
        payment_id: paymentId,
        amount,
        status: 'processed',
        notes,
        created_at: unixNow(),
      })
      return id
    },
    forgetRefund(id: string) {
      for (const [key, refund] of refundsByKey) if (refund.id === id) refundsByKey.delete(key)
    },
    /** Every call answers 503 until set back. */
    setDown(value: boolean) {
      down = value
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
    /** RazorpayX's payouts, each made once however often it was asked. */
    payouts: () => [...payoutsByKey.values()].map((p) => p.payout),
    payoutRequests,
    /** Makes the next payout but answers too late, as when the network drops the response. */
    hangNextPayout(ms: number) {
      hangNextPayoutMs = ms
    },
    /** The bank finished a payout: processed with its UTR, or reversed with why. */
    finishPayout(id: string, status: 'processed' | 'reversed', detail: string) {
      const payout = [...payoutsByKey.values()].find((p) => p.payout.id === id)!.payout
      payout.status = status
      if (status === 'processed') payout.utr = detail
      else payout.status_details = { description: detail }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

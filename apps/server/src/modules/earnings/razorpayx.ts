import { bankTransferMode } from '@haat/shared/earnings/payouts'
import { AppError } from '../../lib/app-error'

/** Where a payout stands at the provider, in Haat's words. */
export type PayoutAnswer = {
  providerPayoutId: string
  status: 'processing' | 'paid' | 'failed'
  /** The bank's reference once processed. */
  utr: string | null
  failureReason: string | null
}

/** Where a payout goes, in full: the provider is the one place besides the bank file that sees the number. */
export type PayoutTarget =
  { kind: 'upi'; upiId: string } | { kind: 'bank_account'; holderName: string; accountNumber: string; ifsc: string }

/** Sends payouts to sellers' UPI IDs or bank accounts and says where they stand (RazorpayX; docs/money.md). */
export type PayoutProvider = {
  name: 'razorpayx'
  /** Idempotent on the key: sent again with the same key and body, it answers the first payout. */
  send(payout: {
    idempotencyKey: string
    payoutId: string
    amountPaise: number
    target: PayoutTarget
    name: string
    email: string
  }): Promise<PayoutAnswer>
  fetch(providerPayoutId: string): Promise<PayoutAnswer | null>
}

const RAZORPAY_API = 'https://api.razorpay.com'

/** RazorpayX's statuses: processed is paid; reversed, failed, rejected and cancelled are not. */
function toAnswer(body: Record<string, unknown> | null): PayoutAnswer | null {
  if (!body || typeof body.id !== 'string' || typeof body.status !== 'string') return null
  const details = body.status_details as { description?: unknown } | null | undefined
  const failed = ['reversed', 'failed', 'rejected', 'cancelled'].includes(body.status)
  return {
    providerPayoutId: body.id,
    status: body.status === 'processed' ? 'paid' : failed ? 'failed' : 'processing',
    utr: typeof body.utr === 'string' && body.utr ? body.utr : null,
    failureReason: failed
      ? typeof details?.description === 'string'
        ? details.description
        : `RazorpayX marked it ${body.status}.`
      : null,
  }
}

/**
 * RazorpayX Payouts (POST /v1/payouts, the composite form that names the seller's UPI ID or bank
 * account: a `vpa` fund account paid by UPI, or a `bank_account` one by IMPS, NEFT above ₹5 lakh), with
 * X-Payout-Idempotency set to the payout's own key, so a retry after a lost answer pays once.
 * `baseUrl` lets tests answer like RazorpayX.
 */
export function razorpayxProvider(options: {
  keyId: string
  keySecret: string
  accountNumber: string
  baseUrl?: string | undefined
  timeoutMs?: number
}): PayoutProvider {
  const { keyId, keySecret, accountNumber, timeoutMs = 10_000 } = options
  const base = (options.baseUrl ?? RAZORPAY_API).replace(/\/$/, '')
  const auth = `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}`
  const unavailable = () => new AppError('UNAVAILABLE', 'RazorpayX is not answering. The payout is sent again later.')

  async function send(path: string, init: { method: 'GET' | 'POST'; body?: object; headers?: Record<string, string> }) {
    let response: Response
    try {
      response = await fetch(`${base}${path}`, {
        method: init.method,
        headers: { authorization: auth, 'content-type': 'application/json', ...init.headers },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch {
      throw unavailable()
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null
    return { status: response.status, body }
  }

  return {
    name: 'razorpayx',
    async send(payout) {
      const { target } = payout
      const contact = {
        name: payout.name.slice(0, 50),
        email: payout.email,
        type: 'vendor',
        reference_id: payout.payoutId,
      }
      const fundAccount =
        target.kind === 'upi'
          ? { account_type: 'vpa', vpa: { address: target.upiId }, contact }
          : {
              account_type: 'bank_account',
              bank_account: { name: target.holderName, ifsc: target.ifsc, account_number: target.accountNumber },
              contact,
            }
      const { status, body } = await send('/v1/payouts', {
        method: 'POST',
        headers: { 'x-payout-idempotency': payout.idempotencyKey },
        body: {
          account_number: accountNumber,
          amount: payout.amountPaise,
          currency: 'INR',
          mode: target.kind === 'upi' ? 'UPI' : bankTransferMode(payout.amountPaise),
          purpose: 'payout',
          fund_account: fundAccount,
          queue_if_low_balance: true,
          reference_id: payout.payoutId,
          // At most 30 letters, digits and spaces.
          narration: 'Haat seller payout',
          notes: { payoutId: payout.payoutId },
        },
      })
      // 409: the first request with this key is still being worked on; 429 and 5xx: try later.
      if (status >= 500 || status === 409 || status === 429 || !body) throw unavailable()
      if (status >= 400) {
        const error = body.error as { description?: unknown } | undefined
        const reason = typeof error?.description === 'string' ? error.description : `HTTP ${status}`
        return { providerPayoutId: '', status: 'failed', utr: null, failureReason: `RazorpayX refused it: ${reason}` }
      }
      const answer = toAnswer(body)
      if (!answer) throw unavailable()
      return answer
    },
    async fetch(providerPayoutId) {
      const { status, body } = await send(`/v1/payouts/${encodeURIComponent(providerPayoutId)}`, { method: 'GET' })
      if (status === 400 || status === 404) return null
      if (status >= 300) throw unavailable()
      return toAnswer(body)
    },
  }
}

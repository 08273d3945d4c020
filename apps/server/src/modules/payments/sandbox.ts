import { randomBytes } from 'node:crypto'
import { type Clock, systemClock } from '../../lib/clock'
import type { GatewayPayment, GatewayRefund, GatewayWindow, OnlineProvider } from './provider'
import { checkoutSignature, isValidCheckoutSignature } from './signature'

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** Razorpay-like ids: a prefix and 14 random characters ("order_…", "pay_…"). */
function gatewayId(prefix: 'order' | 'pay' | 'rfnd'): string {
  const bytes = randomBytes(14)
  let out = ''
  for (const byte of bytes) out += ID_ALPHABET[byte % ID_ALPHABET.length]
  return `${prefix}_${out}`
}

export type SandboxProvider = OnlineProvider & {
  name: 'sandbox'
  /**
   * What Razorpay's checkout would hand the page after a successful payment (captured at once, or
   * only authorized, as on an account without automatic capture).
   */
  pay(
    gatewayOrderId: string,
    amountPaise: number,
    status?: 'captured' | 'authorized' | 'failed',
  ): { paymentId: string; signature: string }
}

/**
 * The built-in gateway for development, tests and demos (never production): the same contract as
 * Razorpay, signing with a secret of its own, so the code that verifies is the code production runs.
 */
export function sandboxProvider(secret: string, clock: Clock = systemClock): SandboxProvider {
  // The payments this process made, as Razorpay would report them.
  const payments = new Map<string, GatewayPayment>()
  // Refunds by idempotency key, as Razorpay keeps them: the same key answers the same refund.
  const refunds = new Map<string, GatewayRefund>()
  // Razorpay's from and to are both inclusive.
  const within = (at: Date | null, window: GatewayWindow) => at !== null && at >= window.from && at <= window.to
  return {
    name: 'sandbox',
    keyId: 'rzp_sandbox_haat',
    createPayment: () => Promise.resolve({ gatewayOrderId: gatewayId('order') }),
    verify: (result) => isValidCheckoutSignature(secret, result),
    fetchPayment: (paymentId) => Promise.resolve(payments.get(paymentId) ?? null),
    capturePayment(paymentId, amountPaise) {
      const payment = payments.get(paymentId)
      if (payment?.status === 'authorized' && payment.amountPaise === amountPaise) payment.status = 'captured'
      return Promise.resolve(payment ?? null)
    },
    listOrderPayments: (gatewayOrderId) =>
      Promise.resolve([...payments.values()].filter((p) => p.orderId === gatewayOrderId)),
    listPayments: (window) => Promise.resolve([...payments.values()].filter((p) => within(p.createdAt, window))),
    listRefunds: (window) => Promise.resolve([...refunds.values()].filter((r) => within(r.createdAt, window))),
    fetchRefund: (refundId) => Promise.resolve([...refunds.values()].find((r) => r.id === refundId) ?? null),
    // Processed at once (Razorpay takes days). A payment this process did not make (the server
    // restarted since) is refunded on trust: the sandbox moves no real money.
    refundPayment(request) {
      const earlier = refunds.get(request.idempotencyKey)
      if (earlier) return Promise.resolve({ refund: earlier })
      const payment = payments.get(request.paymentId)
      const refunded = [...refunds.values()]
        .filter((r) => r.paymentId === request.paymentId)
        .reduce((sum, r) => sum + r.amountPaise, 0)
      if (payment && refunded + request.amountPaise > payment.amountPaise) {
        return Promise.resolve({ refused: 'The total refund amount is greater than the payment amount.' })
      }
      const refund = {
        id: gatewayId('rfnd'),
        paymentId: request.paymentId,
        amountPaise: request.amountPaise,
        status: 'processed',
        haatRefundId: request.refundId,
        createdAt: clock.now(),
      }
      refunds.set(request.idempotencyKey, refund)
      return Promise.resolve({ refund })
    },
    pay(gatewayOrderId, amountPaise, status = 'captured') {
      const paymentId = gatewayId('pay')
      payments.set(paymentId, {
        id: paymentId,
        orderId: gatewayOrderId,
        amountPaise,
        currency: 'INR',
        status,
        createdAt: clock.now(),
      })
      return { paymentId, signature: checkoutSignature(secret, gatewayOrderId, paymentId) }
    },
  }
}

import { AppError } from '../../lib/app-error'
import type { OnlineProvider } from './provider'
import { isValidCheckoutSignature } from './signature'

export const RAZORPAY_API = 'https://api.razorpay.com'

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
    new AppError('UNAVAILABLE', 'The payment gateway is not answering. Please try again in a moment.')

  return {
    name: 'razorpay',
    keyId,
    async createPayment(order) {
      let response: Response
      try {
        response = await fetch(`${baseUrl.replace(/\/$/, '')}/v1/orders`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify({
            amount: order.totalPaise,
            currency: 'INR',
            receipt: order.orderNo,
            notes: { orderNo: order.orderNo },
          }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch {
        throw unavailable()
      }
      const body = (await response.json().catch(() => null)) as { id?: unknown } | null
      if (!response.ok || typeof body?.id !== 'string') throw unavailable()
      return { gatewayOrderId: body.id }
    },
    verify: (result) => isValidCheckoutSignature(keySecret, result),
  }
}
